// Partners load Haulkit as a module script, so their own inline scripts run first: a property
// they set on an `hk-*` tag then is set before the tag is defined. Every documented property of
// every element (read from the elements' manifest) is set that way, in both builds, and must end
// up as if set after the script loaded: read back from the property and the attribute, the
// element showing what a twin with the same attributes shows, and later sets still working. A
// change the host makes raises no element event: once the element is up and settled, every
// documented attribute and property set again to another valid value goes through, and no hk-*
// event is heard on the element or the document; the host reads where it led from `listing`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, settles } from './harness.mjs';

const manifest = JSON.parse(readFileSync(new URL('../../packages/elements/custom-elements.json', import.meta.url)));
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.tagName);

/** Every event any element documents (all hk-*): a host change must raise none of them. */
const allEvents = [...new Set(elements.flatMap((declaration) => declaration.events.map((event) => event.name)))];

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

/** A sensible value for each documented attribute, from its name and its manifest type. */
function sampleValue(attribute, url) {
  const named = {
    session: 'pre',
    locale: 'es-ES',
    theme: 'dark',
    category: 'house-move',
    'api-base': url,
    'payment-base': new URL('/pay/', url).href,
    'map-style': new URL('/map-style.json', url).href,
    'home-url': new URL('/home', url).href,
    'property-type': '2-bed-flat',
    // JSON text (its property also takes the object; the unit tests set that before definition).
    prefill: '{"email":"ana@example.com"}',
  };
  if (attribute.name in named) return named[attribute.name];
  const type = attribute.type?.text ?? 'string';
  if (type === 'boolean') return true;
  if (type === 'number') return 2;
  const options = [...type.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  if (options.length > 0) return options.at(-1);
  return `${attribute.fieldName}-2`;
}

/**
 * Another valid value for each documented attribute than `sampleValue` gives: a new session (so a
 * prefill applies again), the other language and look, a new partner, and so on; null takes a
 * one-value attribute (`url-state`) away.
 */
function nextValue(attribute, url) {
  const named = {
    session: 'pre-next',
    locale: 'en-GB',
    theme: 'flat',
    category: 'furniture',
    // The same server, written as a path this time.
    'api-base': '/',
    'payment-base': '/pay/',
    'map-style': new URL('/map-style.json?next', url).href,
    'home-url': '/',
    'property-type': '3-bed-house',
    prefill: '{"email":"bea@example.com"}',
    'url-state': null,
  };
  if (attribute.name in named) return named[attribute.name];
  const type = attribute.type?.text ?? 'string';
  if (type === 'boolean') return false;
  if (type === 'number') return 3;
  const options = [...type.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  if (options.length > 1) return options.at(-2);
  return `${attribute.fieldName}-3`;
}

/**
 * A page of the harness's origin whose inline script sets every property of `#by-property` and
 * listens for every documented event before the module script that defines the tags runs;
 * `#by-attribute` has the same values as attributes.
 */
async function openUpgradePage(element, build) {
  const context = await harness.browser.newContext({ viewport: { width: 1200, height: 2400 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const origin = harness.server.url.replace(/\/?$/, '/');
  const values = Object.fromEntries(
    element.attributes.map((attribute) => [attribute.name, sampleValue(attribute, origin)]),
  );
  const properties = Object.fromEntries(
    element.attributes.map((attribute) => [attribute.fieldName, values[attribute.name]]),
  );
  const tag = element.tagName;
  const attributes = Object.entries(values)
    .map(([name, value]) => `${name}="${String(value).replaceAll('"', '&quot;')}"`)
    .join(' ');
  const events = allEvents;
  const script = build === 'react' ? '/dist/haulkit.react.js' : '/dist/haulkit.js';
  const url = new URL(`/__upgrade-${tag}-${build}.html`, origin).href;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en-GB"><title>Upgrade</title><link rel="stylesheet" href="/gallery.css"><body class="states">
<${tag} id="by-property"></${tag}>
<${tag} id="by-attribute" ${attributes}></${tag}>
<script>
  window.heard = [];
  window.heardOnElements = [];
  for (const name of ${JSON.stringify(events)}) {
    document.addEventListener(name, (event) => {
      window.heard.push({ type: event.type, id: event.target.id, code: event.detail?.code ?? event.detail?.step ?? null });
    });
    // On the elements too, so an event that did not bubble would be heard as well.
    for (const id of ['by-property', 'by-attribute']) {
      document.getElementById(id).addEventListener(name, (event) => {
        window.heardOnElements.push({ type: event.type, id });
      });
    }
  }
  window.defined = customElements.get(${JSON.stringify(tag)}) !== undefined;
  Object.assign(document.getElementById('by-property'), ${JSON.stringify(properties)});
</script>
<script type="module" src="${script}"></script>
</body></html>`,
    }),
  );
  await page.goto(url);
  return { page, context, problems, values, properties };
}

/** What an element shows: its root box's language and theme, and its words once the view is in. */
const shown = (page, id) =>
  page.evaluate((id) => {
    const host = document.getElementById(id);
    const box = host.shadowRoot?.querySelector('[part~=root]');
    const view = box?.firstElementChild && !box.querySelector(':scope > [class^="sk-"]');
    return {
      view: Boolean(view),
      lang: box?.getAttribute('lang') ?? null,
      theme: box?.getAttribute('data-theme') ?? null,
      text: view ? box.textContent.replace(/\s+/g, ' ').trim() : null,
    };
  }, id);

/** The number of events heard, once none has come for 500 ms. */
async function quiet(page) {
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => window.heard.length);
    if (now === count) return now;
    count = now;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

for (const build of buildsToRun(['light', 'react'])) {
  describe(`properties set before the ${build} script loads`, () => {
    for (const element of elements) {
      it(`<${element.tagName}> honours every documented property set before its definition (${build})`, async () => {
        const { page, context, problems, values, properties } = await openUpgradePage(element, build);
        try {
          assert.equal(await page.evaluate(() => window.defined), false, 'the tag was not defined yet');
          await page.waitForFunction(
            (tag) => customElements.get(tag) !== undefined && document.getElementById('by-property').shadowRoot,
            element.tagName,
          );
          // The property reads back, the attribute has it, and nothing is left on the element.
          const read = await page.evaluate(
            ({ properties, attributes }) => {
              const host = document.getElementById('by-property');
              return Object.keys(properties).map((name, index) => ({
                name,
                own: Object.hasOwn(host, name),
                property: host[name] === undefined ? null : String(host[name]),
                attribute: host.getAttribute(attributes[index]),
              }));
            },
            { properties, attributes: element.attributes.map((attribute) => attribute.name) },
          );
          assert.deepEqual(
            read,
            element.attributes.map((attribute) => ({
              name: attribute.fieldName,
              own: false,
              property: String(values[attribute.name]),
              attribute: String(values[attribute.name]),
            })),
          );
          // It shows what its twin made with attributes shows: Spanish, dark, the same words.
          await settles(async () => (await shown(page, 'by-property')).view, true, 20_000);
          await settles(async () => (await shown(page, 'by-attribute')).view, true, 20_000);
          const byProperty = await shown(page, 'by-property');
          assert.equal(byProperty.lang, 'es-ES');
          assert.equal(byProperty.theme, 'dark');
          const same = async () => (await shown(page, 'by-property')).text === (await shown(page, 'by-attribute')).text;
          await settles(same, true, 20_000);
          // Later sets go through too, and raise no event: the host made those changes itself.
          // Every documented attribute and property gets another valid value, on one element as
          // properties and on its twin as attributes, once what each does on its own first (a
          // lazily loaded part, prices) is over: nothing heard for half a second.
          const before = await quiet(page);
          const beforeOnElements = await page.evaluate(() => window.heardOnElements.length);
          const origin = harness.server.url.replace(/\/?$/, '/');
          const next = Object.fromEntries(
            element.attributes.map((attribute) => [attribute.name, nextValue(attribute, origin)]),
          );
          await page.evaluate(
            ({ properties, attributes }) => {
              Object.assign(document.getElementById('by-property'), properties);
              const twin = document.getElementById('by-attribute');
              for (const [name, value] of Object.entries(attributes)) {
                if (value === null) twin.removeAttribute(name);
                else twin.setAttribute(name, String(value));
              }
            },
            {
              properties: Object.fromEntries(
                element.attributes.map((attribute) => [attribute.fieldName, next[attribute.name]]),
              ),
              attributes: next,
            },
          );
          for (const id of ['by-property', 'by-attribute']) {
            await settles(async () => (await shown(page, id)).lang, 'en-GB');
            await settles(async () => (await shown(page, id)).theme, 'flat');
            await settles(async () => (await shown(page, id)).view, true, 20_000);
          }
          const readNext = await page.evaluate(
            (attributes) => {
              const host = document.getElementById('by-property');
              return attributes.map(([name, field]) => ({
                property: host[field] == null ? null : String(host[field]),
                attribute: host.getAttribute(name),
              }));
            },
            element.attributes.map((attribute) => [attribute.name, attribute.fieldName]),
          );
          assert.deepEqual(
            readNext,
            element.attributes.map((attribute) => {
              const value = next[attribute.name];
              return {
                property: value === null ? null : String(value),
                attribute: value === null ? null : String(value),
              };
            }),
          );
          // Where the changes led is read from the element, not heard: the partner and the
          // prefill of the new session are on its listing.
          const readOnly = element.members.filter((member) => member.readonly).map((member) => member.name);
          if (readOnly.includes('listing')) {
            const listing = () =>
              page.evaluate(() => {
                const { partner, user_info: user } = document.getElementById('by-property').listing ?? {};
                return { partner: partner ?? null, email: user?.email ?? null };
              });
            // The item picker and the quote flow record the partner; the quote flow and the price
            // calendar apply a prefill's e-mail.
            const applies = {
              partner: ['hk-item-picker', 'hk-quote-flow'].includes(element.tagName),
              email: ['hk-quote-flow', 'hk-price-calendar'].includes(element.tagName),
            };
            await settles(
              async () => {
                const { partner, email } = await listing();
                return {
                  partner: applies.partner ? partner : null,
                  email: applies.email ? email : null,
                };
              },
              {
                partner: applies.partner ? { id: 3, listing_id: 'partnerListingId-3' } : null,
                email: applies.email ? 'bea@example.com' : null,
              },
              20_000,
            );
          }
          await quiet(page);
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const heard = await page.evaluate(() => window.heard);
          assert.deepEqual(heard.slice(before), [], 'the host set every attribute and property: no event');
          assert.deepEqual(
            await page.evaluate((from) => window.heardOnElements.slice(from), beforeOnElements),
            [],
            'none on the elements either',
          );
          assert.deepEqual(
            heard.filter((event) => event.type === 'hk-error' && event.code === 'attribute'),
            [],
            'no value was refused',
          );
          assert.deepEqual(
            heard.filter((event) => event.type.startsWith('hk-payment')),
            [],
            'nothing happened to a payment',
          );
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }
  });
}

describe('a change the host makes raises no element event', () => {
  for (const build of buildsToRun(['light', 'react'])) {
    it(`<hk-card-by-phone>: a new call-id or reference is no hk-payment-status; paymentStatus reads the step (${build})`, async () => {
      const element = elements.find((declaration) => declaration.tagName === 'hk-card-by-phone');
      const { page, context, problems } = await openUpgradePage(element, build);
      try {
        const start = page.locator('#by-property').getByRole('button', { name: 'Iniciar el pago' });
        await start.waitFor();
        await page.evaluate(() => {
          const host = document.getElementById('by-property');
          host.callId = 'CA-host-3';
          host.reference = 'LST-3';
          host.setAttribute('call-id', 'CA-host-4');
        });
        await page.locator('#by-property [part~=reference]').filter({ hasText: 'LST-3' }).waitFor();
        await settles(
          () => page.evaluate(() => document.getElementById('by-property').paymentStatus?.step),
          'start_payment',
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.deepEqual(await page.evaluate(() => window.heard), []);
        await start.click();
        await settles(
          () =>
            page.evaluate(() => window.heard.filter((event) => event.id === 'by-property').map((event) => event.code)),
          ['payment_in_progress'],
          10_000,
        );
        assert.equal(
          await page.evaluate(() => document.getElementById('by-property').paymentStatus.step),
          'payment_in_progress',
        );
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
