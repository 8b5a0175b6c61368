// What a host page may count on from every element of the manifest, in Chromium: the tag is
// defined (`whenDefined`), renders in an open shadow root, is a block box (`:host` is not
// inline) that `hidden` hides, leaves the author's own global attributes and classes as they
// were, keeps its attributes and properties in step, is independent of a second instance of the
// same tag, shows its view again when moved or re-appended with one set of session listeners
// (one listing change is one hk-change), works inside another shadow root, and a second copy of
// the same script defines nothing and throws nothing ("already been defined").
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, settles } from './harness.mjs';

const manifest = JSON.parse(readFileSync(new URL('../../packages/elements/custom-elements.json', import.meta.url)));
const tags = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .map((declaration) => declaration.tagName)
  .filter(Boolean);

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

/** The author's own global attributes on the first instance, which the element must leave alone. */
const AUTHORED = {
  id: 'first',
  class: 'partner-card partner-wide',
  title: 'Partner title',
  'data-partner': 'kept',
  dir: 'ltr',
  style: 'margin-top: 3px',
};

/** A page of the harness's origin with the build's every-tag script and its page API. */
async function openContractPage(build) {
  const context = await harness.browser.newContext({ viewport: { width: 1280, height: 1600 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (/already been defined|NotSupportedError/i.test(message.text())) problems.push(message.text());
  });
  const suffix = build === 'react' ? '.react' : '';
  const url = new URL(`/__host-contract-${build}.html`, harness.server.url).href;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en-GB"><title>Host contract</title><link rel="stylesheet" href="/gallery.css"><body class="states">
<main id="stage"></main><section id="elsewhere"></section><div id="shadow-host"></div>
<script type="module">
  window.heard = [];
  document.addEventListener('hk-change', (event) => window.heard.push(event.target.id));
  await import('/dist/haulkit${suffix}.js');
  window.api = await import('/dist/api${suffix}.js');
  document.body.dataset.ready = '';
</script></body></html>`,
    }),
  );
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  return { page, context, problems, suffix };
}

/** What an element shows (found by a selector, through an outer shadow root when `inShadow`). */
const shown = (page, selector, inShadow = false) =>
  page.evaluate(
    ({ selector, inShadow }) => {
      const scope = inShadow ? document.getElementById('shadow-host').shadowRoot : document;
      const host = scope?.querySelector(selector);
      const box = host?.shadowRoot?.querySelector('[part~=root]');
      const view = Boolean(box?.firstElementChild && !box.querySelector(':scope > [class^="sk-"]'));
      return { view, lang: box?.getAttribute('lang') ?? null, theme: box?.getAttribute('data-theme') ?? null };
    },
    { selector, inShadow },
  );

// The card-by-phone panel speaks for its payment (hk-payment-status), not for a quote: a listing
// change is no news to it, so it tells none.
const QUOTE_SILENT = new Set(['hk-card-by-phone']);

for (const build of buildsToRun(['light', 'react'])) {
  describe(`the host contract of every element (${build})`, () => {
    for (const tag of tags) {
      it(`<${tag}>`, async () => {
        const { page, context, problems, suffix } = await openContractPage(build);
        try {
          // Defined: whenDefined resolves.
          assert.equal(
            await page.evaluate(
              (tag) =>
                Promise.race([
                  customElements.whenDefined(tag).then(() => 'defined'),
                  new Promise((resolve) => setTimeout(() => resolve('not defined'), 5000)),
                ]),
              tag,
            ),
            'defined',
          );
          await page.evaluate(
            ({ tag, authored }) => {
              const own = Object.entries(authored)
                .map(([name, value]) => `${name}="${value}"`)
                .join(' ');
              document.getElementById('stage').innerHTML =
                `<${tag} ${own} session="contract-a"></${tag}><${tag} id="second" session="contract-b" locale="es-ES" theme="dark"></${tag}>`;
            },
            { tag, authored: AUTHORED },
          );
          await settles(async () => (await shown(page, '#first')).view, true, 20_000);
          await settles(async () => (await shown(page, '#second')).view, true, 20_000);

          const host = await page.evaluate((authored) => {
            const element = document.getElementById('first');
            return {
              open: element.shadowRoot?.mode ?? null,
              display: getComputedStyle(element).display,
              authored: Object.fromEntries(Object.keys(authored).map((name) => [name, element.getAttribute(name)])),
              classes: [...element.classList],
            };
          }, AUTHORED);
          assert.deepEqual(host, {
            open: 'open',
            display: 'block',
            authored: AUTHORED,
            classes: ['partner-card', 'partner-wide'],
          });

          // hidden hides it, and taking it off shows it again.
          const hiding = await page.evaluate(() => {
            const element = document.getElementById('first');
            element.hidden = true;
            const hidden = [getComputedStyle(element).display, element.getBoundingClientRect().height];
            element.hidden = false;
            return { hidden, shown: getComputedStyle(element).display };
          });
          assert.deepEqual(hiding, { hidden: ['none', 0], shown: 'block' });

          // Attributes and properties in step, both ways; the second instance stays as it was.
          const sync = await page.evaluate(() => {
            const element = document.getElementById('first');
            element.locale = 'en-IE';
            element.setAttribute('theme', 'flat');
            return { attribute: element.getAttribute('locale'), property: element.theme };
          });
          assert.deepEqual(sync, { attribute: 'en-IE', property: 'flat' });
          await settles(async () => (await shown(page, '#first')).lang, 'en-IE');
          await settles(async () => (await shown(page, '#first')).theme, 'flat');
          await page.evaluate(() => document.getElementById('first').removeAttribute('theme'));
          assert.equal(await page.evaluate(() => document.getElementById('first').theme), undefined);
          await settles(async () => (await shown(page, '#first')).theme, null);
          assert.deepEqual(await shown(page, '#second'), { view: true, lang: 'es-ES', theme: 'dark' });

          // Moved, then re-appended three times: the view comes back, the author's attributes stay,
          // and one listing change is one hk-change (no doubled listeners).
          await page.evaluate(async () => {
            const element = document.getElementById('first');
            document.getElementById('elsewhere').append(element);
            for (let round = 0; round < 3; round++) {
              element.remove();
              document.getElementById('stage').prepend(element);
            }
          });
          await settles(async () => (await shown(page, '#first')).view, true, 20_000);
          assert.deepEqual(
            await page.evaluate(
              (authored) =>
                Object.fromEntries(
                  Object.keys(authored).map((name) => [name, document.getElementById('first').getAttribute(name)]),
                ),
              AUTHORED,
            ),
            AUTHORED,
          );
          const before = await page.evaluate(() => window.heard.filter((id) => id === 'first').length);
          await page.evaluate(() =>
            window.api
              .getSession('contract-a')
              .update((state) => ({ ...state, listing: { ...state.listing, move_items: [] } })),
          );
          await new Promise((resolve) => setTimeout(resolve, 300));
          assert.equal(
            await page.evaluate(() => window.heard.filter((id) => id === 'first').length),
            before + (QUOTE_SILENT.has(tag) ? 0 : 1),
            QUOTE_SILENT.has(tag)
              ? 'a listing change is no news to the payment panel'
              : 'one listing change, one hk-change',
          );

          // Inside another shadow root.
          await page.evaluate((tag) => {
            const root = document.getElementById('shadow-host').attachShadow({ mode: 'open' });
            root.innerHTML = `<${tag} id="nested" session="contract-c"></${tag}>`;
          }, tag);
          await settles(async () => (await shown(page, '#nested', true)).view, true, 20_000);

          // A second copy of the same script defines nothing and throws nothing.
          const copy = await page.evaluate(
            async (suffix) => (await import(`/dist/haulkit${suffix}.js?copy`)).defineHaulkit(),
            suffix,
          );
          assert.deepEqual(copy, []);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }
  });
}
