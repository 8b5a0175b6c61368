// The React build, element by element: every tag of the elements' manifest (custom-elements.json)
// on a page that loads nothing of Haulkit but that element's own React script (and api.react.js,
// through which the test seeds the element's session), under the reference server's strict
// Content-Security-Policy with Trusted Types. Each element shows its view, takes one thing a
// person does that changes its state (an item added, a day or a van chosen, a payment started…),
// and shows and tells the host the result; axe finds nothing serious, the console stays clean, and
// every Haulkit file the page fetched is the React build's. By default (`npm test`, CI) the other
// element tests run on the light build only: this file, the shared-out categories of
// quote-flow-categories.test.mjs and the tests whose point is React keep the React build proven.
// `HAULKIT_BROWSER_BUILDS=all` runs every test on both builds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { contentSecurityPolicy } from '../../packages/server/dist/index.mjs';
import { GPU_NOISE, holdExperiments, openHarness, seriousViolations, settles, typeSlowly } from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

/** Every tag the elements' manifest declares, with the name of its own script (dist/<name>.js). */
const manifest = JSON.parse(readFileSync(new URL('../../packages/elements/custom-elements.json', import.meta.url)));
const MANIFEST_TAGS = manifest.modules.flatMap((module) =>
  (module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .map((declaration) => ({ tag: declaration.tagName, script: module.path.replace(/^dist\/|\.js$/g, '') })),
);

const place = (formatted_address, latitude, longitude) => ({
  formatted_address,
  latitude,
  longitude,
  ISO_3166_1_Alpha_2: 'GB',
});
const LEEDS = place('Leeds LS1 4DY, UK', 53.7957, -1.5479);
const YORK = place('York YO1 7HH, UK', 53.9583, -1.0803);
const item = (name, quantity, width, height, depth, weight) => ({
  name,
  quantity,
  fake_id: `${name}-${quantity}`,
  width,
  height,
  depth,
  weight,
});
/** A wardrobe and twenty boxes from Leeds to York: a furniture job the demo engine prices. */
const JOB = {
  category_id: 1,
  pickup_address_data: LEEDS,
  delivery_address_data: YORK,
  distance: 25.4,
  duration: 2700,
  move_items: [item('Double wardrobe', 1, 100, 190, 60, 90), item('Large box', 20, 55, 55, 55, 10)],
};

/** The events a host page listens to, kept in `window.heard` from before any script loads. */
const EVENTS = ['hk-change', 'hk-error', 'hk-go-to-step', 'hk-price-loaded', 'hk-payment-status', 'hk-proceed'];

let sessions = 0;

/**
 * Opens a page holding only `tag`'s React script and api.react.js, served with the reference
 * server's Content-Security-Policy, and adds one `tag` with a fresh session and `attributes`.
 * `listing` is set on the session first; with `price`, the session is priced (by the demo
 * adapter, or the reference server when `api-base` is given) and its second priced day chosen.
 */
async function openReact({ tag, script }, { attributes = {}, listing = null, context = {}, price = false } = {}) {
  const browserContext = await harness.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await holdExperiments(browserContext);
  const page = await browserContext.newPage();
  const problems = [];
  const requests = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (GPU_NOISE.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.addInitScript((events) => {
    window.heard = [];
    for (const type of events)
      document.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  }, EVENTS);
  const url = new URL('/__react-pass.html', harness.server.url).href;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': contentSecurityPolicy },
      body: `<!doctype html><html lang="en-GB"><title>${tag}, React build</title><link rel="stylesheet" href="/gallery.css">
<script type="module" src="/dist/api.react.js"></script><script type="module" src="/dist/${script}.react.js"></script>
<body class="states"><main class="stage"></main></body></html>`,
    }),
  );
  await page.goto(url);
  const session = `react-pass-${process.pid}-${++sessions}`;
  await page.evaluate(
    async ({ tag, session, attributes, listing, context }) => {
      const { configure, getSession } = await import('/dist/api.react.js');
      await customElements.whenDefined(tag);
      configure({ drafts: false, ...(Object.keys(context).length > 0 ? { context } : {}) }, session);
      if (listing) getSession(session).update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
      const element = document.createElement(tag);
      element.setAttribute('session', session);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.querySelector('main').append(element);
    },
    { tag, session, attributes, listing, context },
  );
  const element = page.locator(`${tag}[session="${session}"]`);
  await element.locator('[part~=base]').first().waitFor({ timeout: 20000 });
  // The view brings the session's price actions with it.
  if (price)
    await page.evaluate(async (session) => {
      const { getSession } = await import('/dist/api.react.js');
      const quote = getSession(session);
      quote.experimentsFetched([]);
      const priced = await quote.loadPrices();
      quote.selectDay(Object.keys(priced.listing.prices ?? {}).sort()[1]);
    }, session);
  return { page, context: browserContext, problems, requests, session, element };
}

/** What the host heard of a type, in order. */
const heard = (page, type) =>
  page.evaluate((type) => window.heard.filter((event) => event.type === type).map((event) => event.detail), type);

/** The listing of the last hk-change (the detail is the listing, or holds it). */
const lastListing = async (page) => {
  const detail = (await heard(page, 'hk-change')).at(-1);
  return detail?.listing ?? detail ?? null;
};

/**
 * Per tag: `open` (openReact's options) and `use`, one thing a person does, checked as they see it
 * and as the host hears it.
 */
const CASES = {
  'hk-address-picker': {
    open: { attributes: { 'api-base': '/' } },
    async use({ page, element }) {
      const pickup = element.getByRole('combobox', { name: 'Pickup address' });
      await typeSlowly(pickup, 'Leeds');
      await element.getByRole('option', { name: /Leeds/ }).first().click();
      await settles(async () => /Leeds/.test((await pickup.inputValue()) ?? ''), true);
      await settles(async () => /Leeds/.test((await lastListing(page))?.pickup_address_data?.formatted_address), true);
    },
  },
  'hk-item-picker': {
    open: { attributes: { 'api-base': '/' } },
    async use({ page, element }) {
      await typeSlowly(element.getByRole('combobox', { name: 'Search for an item' }), 'large box');
      await element.getByRole('option', { name: 'Large box', exact: true }).click();
      const quantity = element.getByRole('textbox', { name: 'Quantity of Large box' });
      await settles(() => quantity.inputValue(), '1');
      await element.getByRole('button', { name: 'Add one Large box' }).click();
      await settles(() => quantity.inputValue(), '2');
      await settles(
        async () => (await lastListing(page))?.move_items?.map((entry) => [entry.name, entry.quantity]),
        [['Large box', 2]],
      );
      // A quantity that is not a whole number reverts (a controlled input, which React and preact
      // keep in step with their state each in its own way), and says why.
      await quantity.fill('2.5');
      await quantity.press('Tab');
      await settles(() => element.locator('[part=field-error]').getAttribute('data-code'), 'quantityNotWhole');
      await settles(() => quantity.inputValue(), '2');
    },
  },
  'hk-route-map': {
    // The map draws with one address; the second, from the session as the address picker sets
    // it, brings the route: the line, both markers and the route in words.
    open: { attributes: { 'api-base': '/' }, listing: { pickup_address_data: LEEDS } },
    async use({ page, element, session }) {
      const markers = () => element.locator('.hk-map-marker').evaluateAll((nodes) => nodes.map((n) => n.ariaLabel));
      await settles(markers, [`Pickup: ${LEEDS.formatted_address}`], 20000);
      await page.evaluate(
        async ({ session, delivery }) => {
          const { getSession } = await import('/dist/api.react.js');
          getSession(session).update((state) => ({
            ...state,
            listing: { ...state.listing, delivery_address_data: delivery },
          }));
        },
        { session, delivery: YORK },
      );
      await settles(markers, [`Pickup: ${LEEDS.formatted_address}`, `Delivery: ${YORK.formatted_address}`], 20000);
      await settles(async () => /miles/.test(await element.locator('[part~=summary]').textContent()), true, 20000);
      assert.ok(
        page.workers().some((worker) => worker.url().endsWith('/dist/maplibre/maplibre-gl-worker.mjs')),
        "the map's worker runs",
      );
    },
  },
  'hk-job-summary': {
    open: { listing: JOB },
    async use({ page, element }) {
      await element.getByRole('button', { name: 'Change route', exact: true }).click();
      await element.getByRole('button', { name: 'Change items', exact: true }).click();
      await settles(
        () => heard(page, 'hk-go-to-step'),
        [
          { step: 'listing-items', section: 'route' },
          { step: 'listing-items', section: 'items' },
        ],
      );
    },
  },
  'hk-van-selector': {
    async use({ page, element }) {
      await element.locator('label', { hasText: 'Luton van' }).click();
      await settles(async () => (await lastListing(page))?.selected_van, 40);
      assert.equal(await element.getByRole('radio', { name: 'Luton van' }).isChecked(), true);
    },
  },
  'hk-extra-services': {
    open: { listing: JOB, price: true },
    async use({ page, element }) {
      // Packing through its dialog: the switch opens it, a count typed, Add packing.
      const packing = element.getByRole('switch', { name: /^Packing materials/ });
      await packing.click();
      const dialog = element.getByRole('dialog', { name: 'Packing materials' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Small boxes' }).fill('10');
      await dialog.getByRole('button', { name: 'Add packing' }).click();
      await dialog.waitFor({ state: 'detached' });
      await settles(() => packing.isChecked(), true);
      await settles(
        async () =>
          (await lastListing(page))?.listing_cart?.find((line) => line.type === 'packing_material')?.parameters
            ?.small_boxes,
        10,
      );
    },
  },
  'hk-insurance': {
    open: { listing: { ...JOB, move_items: [item('3-seat sofa', 1, 210, 85, 82, 55)] }, price: true },
    async use({ page, element }) {
      await element.getByRole('button', { name: 'Add Protection Plus' }).click({ timeout: 15000 });
      const dialog = element.getByRole('dialog', { name: 'Add Protection Plus' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Value of your goods' }).fill('12000');
      await dialog.getByRole('textbox', { name: 'Value of your goods' }).press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      // Focus comes back to the card, on the button that now changes the value.
      await settles(
        () =>
          page.evaluate(() => {
            let active = document.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            return active?.textContent.trim();
          }),
        'Change value',
      );
      await settles(
        async () =>
          (await lastListing(page))?.listing_cart
            ?.filter((line) => line.type.startsWith('full_insurance'))
            .map((line) => line.parameters?.value_of_goods),
        [12000],
      );
      assert.equal(await element.locator('[part~=base]').getAttribute('data-state'), 'selected');
    },
  },
  'hk-removal-inventory': {
    async use({ page, element }) {
      await element.getByLabel('Type of home').selectOption('2-bed-flat');
      await element.getByRole('group', { name: 'Living room', exact: true }).waitFor({ timeout: 15000 });
      await element.getByRole('button', { name: 'Add one 3-seat sofa to Living room' }).click();
      await settles(
        async () =>
          (await lastListing(page))?.move_items
            ?.filter((entry) => entry.name === '3-seat sofa')
            .map((entry) => entry.quantity),
        [1],
      );
    },
  },
  'hk-price-calendar': {
    open: { listing: JOB, context: { category: 'furniture' }, attributes: { category: 'furniture' } },
    async use({ page, element }) {
      await settles(() => element.locator('[part~=base]').first().getAttribute('data-state'), 'loaded', 20000);
      assert.ok((await heard(page, 'hk-price-loaded')).length > 0, 'hk-price-loaded was heard');
      // Next month: every day there is priced by the demo engine.
      await element.getByRole('button', { name: 'Next month' }).click();
      const day = element.locator('[role=gridcell]:not([aria-disabled]):not([data-out])').nth(9);
      const key = await day.getAttribute('data-key');
      await day.click();
      await settles(async () => (await lastListing(page))?.pickup_date, key);
      await settles(() => day.getAttribute('aria-selected'), 'true');
    },
  },
  'hk-time-options': {
    open: { listing: JOB, price: true },
    async use({ page, element }) {
      await element.locator('label', { hasText: '8am–12pm' }).click({ timeout: 15000 });
      await settles(async () => (await lastListing(page))?.selectedTimeOption, '0800-1200');
      assert.equal(await element.getByRole('radio', { name: '8am–12pm' }).isChecked(), true);
    },
  },
  'hk-time-slider': {
    open: { listing: JOB, price: true, attributes: { category: 'furniture' } },
    async use({ page, element }) {
      const start = element.getByRole('slider', { name: 'Earliest collection' });
      await settles(() => start.getAttribute('aria-valuenow'), '8', 15000);
      await start.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await settles(() => start.getAttribute('aria-valuetext'), '6am');
      await settles(async () => {
        const listing = await lastListing(page);
        return [listing?.pickup_time, listing?.pickup_time_end];
      }, [6, 18]);
    },
  },
  'hk-quote-flow': {
    open: { attributes: { 'api-base': '/' } },
    async use({ page, element }) {
      // Continue with nothing entered: the error summary, focused; then a pickup address.
      await element.getByRole('button', { name: 'Continue' }).click({ timeout: 20000 });
      const summary = element.getByRole('alert').filter({ hasText: 'There is a problem' });
      await summary.waitFor();
      await settles(
        () =>
          page.evaluate(() => {
            let active = document.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            return active?.getAttribute('part');
          }),
        'flow-error-summary',
      );
      const pickup = element.getByRole('combobox', { name: 'Pickup address' });
      await typeSlowly(pickup, 'Leeds');
      await element.getByRole('option', { name: /Leeds/ }).first().click();
      await settles(async () => /Leeds/.test((await lastListing(page))?.pickup_address_data?.formatted_address), true);
    },
  },
  'hk-card-by-phone': {
    open: {
      attributes: {
        'call-id': `CA-react-pass-${process.pid}`,
        amount: '149.50',
        currency: 'GBP',
        reference: 'LST-482913',
        'api-base': '/',
        'payment-base': '/pay/',
      },
    },
    async use({ page, element }) {
      await element.getByRole('button', { name: 'Start payment' }).click();
      await element.locator('[data-field="postal-code"]').waitFor();
      await settles(async () => (await heard(page, 'hk-payment-status')).length > 0, true);
    },
  },
  'hk-price-adjustments': {
    open: {
      listing: { ...JOB, pre_listing_id: `react-pass-${process.pid}` },
      context: { admin: { userId: 'staff-1', privileges: { priceAdjustments: { manage: true } } } },
    },
    async use({ element }) {
      await element.getByRole('textbox', { name: 'Percent' }).fill('10');
      const reason = element.getByRole('combobox', { name: 'Reason' });
      await reason.and(element.locator('select:enabled')).waitFor();
      await reason.selectOption({ index: 1 });
      await element.getByRole('button', { name: 'Add adjustment' }).click();
      await element.getByRole('row', { name: /Discount offer −10%/ }).waitFor();
    },
  },
  'hk-admin-bar': {
    open: {
      listing: { ...JOB, pre_listing_id: `react-pass-bar-${process.pid}` },
      context: { admin: { userId: 'staff-1', privileges: { adminBar: { show: true }, price: { override: true } } } },
    },
    async use({ element }) {
      await element.getByRole('region', { name: 'Admin' }).waitFor();
      await element.getByRole('button', { name: 'Admin price' }).click();
      const margin = element.getByRole('textbox', { name: 'Margin' });
      await margin.fill('150');
      await element.getByRole('button', { name: 'Calculate', exact: true }).click();
      await element.getByText('Enter a margin from 0 to less than 100.').waitFor();
      await margin.fill('25');
      await element.getByRole('button', { name: 'Calculate', exact: true }).click();
      await element.getByRole('button', { name: 'Use this price' }).waitFor();
    },
  },
  'hk-admin-notes': {
    open: {
      listing: { ...JOB, pre_listing_id: `react-pass-notes-${process.pid}` },
      context: { admin: { userId: 'staff-1', privileges: { notes: { write: true } } } },
    },
    async use({ element }) {
      const notes = element.getByRole('region', { name: 'Admin notes' });
      await notes.getByRole('button', { name: 'Add note' }).click();
      await element.getByText('Enter the note.').waitFor();
      await notes.getByRole('textbox', { name: 'New note' }).fill('Rang the customer');
      await notes.getByRole('button', { name: 'Add note' }).click();
      await notes.getByRole('status').filter({ hasText: 'Save was successful' }).waitFor();
    },
  },
};

describe('the React build, each element on its own script', () => {
  it("every tag of the elements' manifest has its case here", () => {
    assert.deepEqual(MANIFEST_TAGS.map(({ tag }) => tag).sort(), Object.keys(CASES).sort());
  });

  for (const entry of MANIFEST_TAGS) {
    const { open = {}, use } = CASES[entry.tag] ?? {};
    if (!use) continue;
    it(`${entry.tag} (${entry.script}.react.js): shows its view, takes a person's action, tells the host; axe and console clean`, async () => {
      const opened = await openReact(entry, open);
      try {
        await use(opened);
        assert.deepEqual(await seriousViolations(opened.page, entry.tag), [], 'axe');
        assert.deepEqual(opened.problems, [], 'console');
        assert.deepEqual(await heard(opened.page, 'hk-error'), [], 'no hk-error');
        // Only the React build ran: its entries and its chunks (maplibre is one folder for both).
        const light = opened.requests.filter(
          (path) =>
            path.startsWith('/dist/') && !/^\/dist\/(?:[\w-]+\.react\.js|chunks\.react\/|maplibre\/)/.test(path),
        );
        assert.deepEqual(light, [], 'files of the light build');
        assert.ok(opened.requests.includes(`/dist/${entry.script}.react.js`));
      } finally {
        await opened.context.close();
      }
    });
  }
});
