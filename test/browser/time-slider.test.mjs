// <hk-time-slider> end to end in Chromium, in both builds (the element's own script, light and
// React), on its states page as the reference server serves it (strict CSP). A fresh element in
// the furniture flow, priced by the reference server (api-base="/", the demo engine behind the
// spec's POST /ng/prelisting/{id}) and by the demo adapter (no api-base): the thumbs by keyboard
// alone (arrows, Home/End, PageUp/PageDown; they never cross and keep the 8-hour minimum), then by
// mouse (a drag, a press on the track); the mode switch with the furniture confirmation (kept,
// then confirmed); the reset (defaults, no time-option charge, prices fetched again). The host
// hears each window as hk-change with pickup_time/pickup_time_end or delivery_time/
// delivery_time_end. axe on every state; every state and the dialog screenshotted at 1280 and
// 390 px, light and dark, into test-results/time-slider/; the skeleton stands where the view will.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  buildsToRun,
  openHarness,
  openPage,
  opensLook,
  overflowing,
  READY_TIMEOUT,
  seriousViolations,
  settles,
} from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/time-slider/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', query: '', api: '/dist/api.js' },
  { runtime: 'React 19', query: '?build=react', api: '/dist/api.react.js' },
];
const sources = [
  { name: 'the reference server (api-base="/")', apiBase: '/' },
  { name: 'the demo adapter', apiBase: null },
];

const place = (formatted_address, ISO_3166_1_Alpha_2, latitude, longitude) => ({
  formatted_address,
  ISO_3166_1_Alpha_2,
  latitude,
  longitude,
});
const LEEDS = place('Leeds LS1 4DY, UK', 'GB', 53.7965, -1.5478);
const YORK = place('York YO1 7HH, UK', 'GB', 53.958, -1.0803);
const SOFA = {
  item_id: 102,
  name: '3-seat sofa',
  quantity: 1,
  width: 210,
  height: 85,
  depth: 82,
  weight: 55,
  dimension_unit: 'cm',
  weight_unit: 'kg',
};

let sessions = 0;

/** The focused element through shadow roots: its tag, role and name (aria-label, label or text). */
const focused = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const name =
      active.getAttribute('aria-label') ??
      active.labels?.[0]?.textContent?.trim() ??
      active.textContent?.trim().replace(/\s+/g, ' ');
    return { tag: active.tagName.toLowerCase(), role: active.getAttribute('role'), name };
  });

/** Presses Tab (or Shift+Tab) until the focused control has this name, as a person tabbing does. */
async function tabTo(page, name, { back = false, limit = 20 } = {}) {
  for (let step = 0; step < limit; step++) {
    if ((await focused(page))?.name === name) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  assert.fail(`Tab never reached “${name}”`);
}

/**
 * Opens the states page in a build and puts in its place one new <hk-time-slider> in the
 * furniture flow with a fresh session (api-base="/" for the reference server, none for the demo
 * adapter); its listing (a sofa from Leeds to York, 25.4 miles and 45 minutes by road) is priced,
 * a day and the morning time option chosen (a charge in the cart). Its events are recorded in
 * `window.heard`.
 */
async function openPriced(build, source) {
  const opened = await openPage(harness, `/states/time-slider.html${build.query}`);
  await opened.page.setViewportSize({ width: 1280, height: 900 });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  const session = `slider-${process.pid}-${++sessions}`;
  await opened.page.evaluate(
    ({ session, apiBase }) => {
      const card = document.createElement('section');
      card.className = 'card';
      const element = document.createElement('hk-time-slider');
      element.setAttribute('session', session);
      element.setAttribute('category', 'furniture');
      if (apiBase) element.setAttribute('api-base', apiBase);
      window.heard = [];
      for (const type of ['hk-change', 'hk-error', 'hk-price-loaded'])
        element.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
      card.append(element);
      document.querySelector('main').className = 'stage';
      document.querySelector('main').replaceChildren(card);
    },
    { session, apiBase: source.apiBase },
  );
  const slider = opened.page.locator('hk-time-slider');
  await slider.locator('[part~=base]').waitFor();
  await opened.page.evaluate(
    async ({ session, api, listing }) => {
      const { getSession } = await import(api);
      const quote = getSession(session);
      quote.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
      quote.experimentsFetched();
      const priced = await quote.loadPrices();
      const day = Object.keys(priced.listing.prices ?? {}).sort()[1];
      quote.selectDay(day);
    },
    {
      session,
      api: build.api,
      listing: {
        category_id: 1,
        pickup_address_data: LEEDS,
        delivery_address_data: YORK,
        distance: 25.4,
        duration: 2700,
        move_items: [SOFA],
      },
    },
  );
  // The price answer gave six time options: the minimum window is 8 hours.
  await settles(() => slider.locator('[part~=hint]').textContent(), 'Give us a window of at least 8 hours.', 10000);
  return { ...opened, session, slider };
}

/** What the host heard last: the listing's times, the time option and whether a timeOption charge is in the cart. */
const heardTimes = (page) =>
  page.evaluate(() => {
    const listing = window.heard.filter((event) => event.type === 'hk-change').at(-1)?.detail ?? {};
    return {
      pickup: [listing.pickup_time ?? null, listing.pickup_time_end ?? null],
      delivery: [listing.delivery_time ?? null, listing.delivery_time_end ?? null],
      option: listing.selectedTimeOption ?? null,
      charge: (listing.listing_cart ?? []).some((line) => line.type === 'timeOption'),
    };
  });

/** A thumb's aria-valuemin, aria-valuenow, aria-valuemax and aria-valuetext. */
const aria = (thumb) =>
  thumb.evaluate((element) =>
    ['aria-valuemin', 'aria-valuenow', 'aria-valuemax', 'aria-valuetext'].map((name) => element.getAttribute(name)),
  );

/** The x of an hour on the track, and its middle y. */
async function trackPoint(slider, hour) {
  const box = await slider.locator('.hk-ts-rail').boundingBox();
  return { x: box.x + ((hour - 6) / 14) * box.width, y: box.y + box.height / 2 };
}

for (const build of buildsToRun(builds)) {
  for (const source of sources) {
    describe(`<hk-time-slider> priced by ${source.name}, ${build.runtime}`, () => {
      it('thumbs by keyboard alone, then by mouse; the furniture mode switch asks first; a time option; reset', async () => {
        const { page, context, problems, slider, session } = await openPriced(build, source);
        try {
          const start = slider.getByRole('slider', { name: 'Earliest collection' });
          const end = slider.getByRole('slider', { name: 'Latest collection' });
          assert.deepEqual(await aria(start), ['6', '8', '10', '8am']);
          assert.deepEqual(await aria(end), ['16', '18', '20', '6pm']);
          assert.equal(await slider.locator('[part~=window]').textContent(), 'Collection between 8am and 6pm');
          assert.match(await slider.locator('[part~=delivery-window]').textContent(), /^Expected delivery between/);
          assert.deepEqual(await seriousViolations(page), [], 'axe: priced, collection');

          // Keyboard alone: the start thumb.
          await tabTo(page, 'Earliest collection');
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowLeft');
          await settles(() => aria(start), ['6', '6', '10', '6am']);
          await page.keyboard.press('End');
          await settles(() => start.getAttribute('aria-valuenow'), '10');
          await page.keyboard.press('ArrowRight');
          await page.keyboard.press('PageUp');
          await settles(() => start.getAttribute('aria-valuenow'), '10');
          await page.keyboard.press('PageDown');
          await settles(() => start.getAttribute('aria-valuenow'), '8');
          await page.keyboard.press('Home');
          await settles(() => start.getAttribute('aria-valuetext'), '6am');
          // The end thumb: its lowest value follows the start thumb (6 + 8).
          await page.keyboard.press('Tab');
          assert.equal((await focused(page))?.name, 'Latest collection');
          await page.keyboard.press('Home');
          await settles(() => aria(end), ['14', '14', '20', '2pm']);
          await page.keyboard.press('ArrowLeft');
          await settles(() => end.getAttribute('aria-valuenow'), '14');
          await page.keyboard.press('PageUp');
          await settles(() => end.getAttribute('aria-valuenow'), '16');
          await page.keyboard.press('End');
          await settles(() => aria(end), ['14', '20', '20', '8pm']);
          assert.equal(await slider.locator('[part~=window]').textContent(), 'Collection between 6am and 8pm');
          await settles(() => heardTimes(page), {
            pickup: [6, 20],
            delivery: [null, null],
            option: null,
            charge: false,
          });

          // By mouse: drag the end thumb to 4pm; press the track at 7am (the start thumb is nearer).
          const endBox = await end.boundingBox();
          await page.mouse.move(endBox.x + endBox.width / 2, endBox.y + endBox.height / 2);
          await page.mouse.down();
          for (const hour of [19, 18, 17, 16]) {
            const point = await trackPoint(slider, hour);
            await page.mouse.move(point.x, point.y, { steps: 3 });
          }
          await settles(() => end.getAttribute('aria-valuenow'), '16');
          await page.mouse.up();
          await settles(async () => (await heardTimes(page)).pickup, [6, 16]);
          const seven = await trackPoint(slider, 7);
          await page.mouse.click(seven.x, seven.y);
          await settles(async () => (await heardTimes(page)).pickup, [7, 16]);
          assert.equal((await focused(page))?.name, 'Earliest collection');
          // A drag past the end thumb stops 8 hours before it: the thumbs never cross.
          const startBox = await start.boundingBox();
          await page.mouse.move(startBox.x + startBox.width / 2, startBox.y + startBox.height / 2);
          await page.mouse.down();
          const past = await trackPoint(slider, 18);
          await page.mouse.move(past.x, past.y, { steps: 6 });
          await page.mouse.up();
          await settles(async () => (await heardTimes(page)).pickup, [8, 16]);
          assert.deepEqual(await aria(start), ['6', '8', '8', '8am']);

          // The mode switch (furniture, times set): it asks first; Escape keeps everything.
          await tabTo(page, 'Collection', { back: true });
          await page.keyboard.press('ArrowRight');
          const dialog = slider.getByRole('dialog', { name: 'Set a delivery time instead?' });
          await dialog.waitFor();
          assert.equal(await dialog.evaluate((element) => element.matches(':modal')), true);
          assert.match(await dialog.textContent(), /Your collection time, 8am to 4pm, will be cleared\./);
          await settles(async () => (await focused(page))?.name, 'Keep collection time');
          assert.deepEqual(await seriousViolations(page), [], 'axe: the mode switch confirmation');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          await settles(async () => (await focused(page))?.name, 'Collection');
          assert.equal(await slider.getByRole('radio', { name: 'Collection' }).isChecked(), true);
          assert.deepEqual((await heardTimes(page)).pickup, [8, 16]);
          // Again, and this time switch: the collection times go, delivery starts at 10am–6pm.
          await page.keyboard.press('ArrowRight');
          await dialog.waitFor();
          await settles(async () => (await focused(page))?.name, 'Keep collection time');
          await page.keyboard.press('Tab');
          assert.equal((await focused(page))?.name, 'Switch to delivery');
          await page.keyboard.press('Enter');
          await dialog.waitFor({ state: 'hidden' });
          await settles(() => slider.locator('[part~=window]').textContent(), 'Delivery between 10am and 6pm');
          assert.equal(await slider.getByRole('radio', { name: 'Delivery' }).isChecked(), true);
          await settles(() => heardTimes(page), {
            pickup: [null, null],
            delivery: [10, 18],
            option: null,
            charge: false,
          });
          const earliest = slider.getByRole('slider', { name: 'Earliest delivery' });
          assert.deepEqual(await aria(earliest), ['10', '10', '10', '10am']);
          assert.deepEqual(await seriousViolations(page), [], 'axe: delivery mode');

          // A time option chosen: its window is the slider's, with its charge; moving a thumb off it
          // clears the option and the charge (one window, one charge).
          await page.evaluate(
            async ({ session, api }) => (await import(api)).getSession(session).selectTimeOption('1200-1600'),
            { session, api: build.api },
          );
          await settles(() => slider.locator('[part~=window]').textContent(), 'Delivery between 12pm and 4pm');
          await settles(() => heardTimes(page), {
            pickup: [null, null],
            delivery: [12, 16],
            option: '1200-1600',
            charge: true,
          });
          await tabTo(page, 'Latest delivery');
          await page.keyboard.press('End');
          await settles(async () => (await heardTimes(page)).delivery, [12, 20]);
          assert.deepEqual(await heardTimes(page), {
            pickup: [null, null],
            delivery: [12, 20],
            option: null,
            charge: false,
          });
          // The option again, then Reset: the defaults, no time-option charge, prices again.
          await page.evaluate(
            async ({ session, api }) => (await import(api)).getSession(session).selectTimeOption('1200-1600'),
            { session, api: build.api },
          );
          await settles(async () => (await heardTimes(page)).charge, true);
          await tabTo(page, 'Latest delivery');
          const priceLoads = await page.evaluate(() => window.heard.filter((e) => e.type === 'hk-price-loaded').length);
          await page.keyboard.press('Tab');
          assert.equal((await focused(page))?.name, 'Reset times');
          await page.keyboard.press('Enter');
          await settles(() => heardTimes(page), {
            pickup: [null, null],
            delivery: [10, 18],
            option: null,
            charge: false,
          });
          await settles(
            () => page.evaluate(() => window.heard.filter((e) => e.type === 'hk-price-loaded').length),
            priceLoads + 1,
            10000,
          );
          assert.equal(await slider.locator('[part~=window]').textContent(), 'Delivery between 10am and 6pm');
          assert.deepEqual(
            await page.evaluate(() => window.heard.filter((event) => event.type === 'hk-error')),
            [],
            'no errors reported',
          );
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    });
  }
}

/** Interactive things inside every shadow root, thumbs included, that are on screen and smaller than 44 px. */
function smallTargets() {
  const selector = 'button, input:not([type=hidden]), select, a[href], [role=slider]';
  const roots = [...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
  const small = [];
  for (const root of roots) {
    for (const node of root.querySelectorAll(selector)) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.height < 43.5 || box.width < 43.5)
        small.push(
          `${node.tagName.toLowerCase()} “${node.getAttribute('aria-label') ?? node.textContent.trim()}” ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
  }
  return small;
}

describe('<hk-time-slider> states page: screenshots at 1280 and 390 px, axe clean, phone targets', () => {
  for (const theme of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      if (!opensLook(theme, width)) continue;
      it(`every state, ${theme}, ${width} px`, async () => {
        const { page, context, problems } = await openPage(harness, `/states/time-slider.html?theme=${theme}`);
        try {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
          for (const state of await page.locator('.card[data-state]').all()) {
            await state.scrollIntoViewIfNeeded();
            await state.locator('hk-time-slider [part~=base]').waitFor();
            const label = await state.getAttribute('data-state');
            await state.screenshot({ path: `${shots}${label}-${theme}-${width}.png` });
          }
          assert.deepEqual(await seriousViolations(page), []);
          if (width < 768) assert.deepEqual(await page.evaluate(smallTargets), []);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('what each state shows: collection only, the admin exemption, h:mm, the derived delivery window', async () => {
    const { page, context, problems } = await openPage(harness, '/states/time-slider.html');
    try {
      await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
      const state = (name) => page.locator(`.card[data-state=${name}] hk-time-slider`);
      // Each element loads its view as it nears the screen.
      const text = async (name, part) => {
        await state(name).scrollIntoViewIfNeeded();
        return state(name).locator(`[part~=${part}]`).textContent();
      };
      assert.equal(await text('custom', 'window'), 'Collection between 6am and 2pm');
      assert.equal(await text('custom', 'delivery-window'), 'Expected delivery between 8:45am and 4:45pm');
      assert.equal(
        await text('long-distance', 'collection-only'),
        'On long journeys we can only fix the collection time.',
      );
      assert.equal(await state('long-distance').getByRole('radio').count(), 0);
      assert.match(await text('admin', 'admin-note'), /^Long journey: customers can only fix the collection time\./);
      assert.equal(await text('admin', 'window'), 'Delivery between 12pm and 8pm');
      assert.match(
        await text('admin', 'delivery-basis'),
        /^From a collection between 8am and 4pm\. Collection window \+ 4 h driving/,
      );
      assert.equal(await text('spanish', 'window'), 'Recogida entre las 8:00 y las 18:00');
      assert.equal(
        await state('spanish').getByRole('slider', { name: 'Recogida más temprana' }).getAttribute('aria-valuetext'),
        '8:00',
      );
      assert.equal(await text('unpriced', 'hint'), 'Give us a window of at least 2 hours.');
      await state('loading').scrollIntoViewIfNeeded();
      await state('loading').getByRole('status').filter({ hasText: 'Loading the time windows…' }).waitFor();
      assert.equal(await state('loading').getByRole('slider').count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const dialog of ['confirm', 'confirm-spanish']) {
    it(`dialog ${dialog}: 1280 and 390 px (light), 390 px dark; axe clean; 44 px targets on phones`, async () => {
      for (const [theme, width] of [
        ['light', 1280],
        ['light', 390],
        ['dark', 390],
      ]) {
        const { page, context, problems } = await openPage(
          harness,
          `/states/time-slider.html?dialog=${dialog}&theme=${theme}`,
          { viewport: { width, height: 900 } },
        );
        try {
          await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
          const open = page.locator('hk-time-slider dialog[open]');
          await open.waitFor();
          await page.screenshot({ path: `${shots}dialog-${dialog}-${theme}-${width}.png` });
          assert.deepEqual(await seriousViolations(page), [], `axe: ${dialog} ${theme} ${width}`);
          if (width < 768) {
            const box = await open.boundingBox();
            assert.ok(box && box.width >= 389, `full screen on a phone: ${JSON.stringify(box)}`);
            assert.deepEqual(await page.evaluate(smallTargets), []);
          }
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      }
    });
  }

  it('nothing is wider than a 320 px screen: the states and the dialog', async () => {
    for (const path of ['/states/time-slider.html', '/states/time-slider.html?dialog=confirm']) {
      const { page, context } = await openPage(harness, path, { viewport: { width: 320, height: 800 } });
      try {
        await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
        assert.deepEqual(await page.evaluate(overflowing), [], path);
      } finally {
        await context.close();
      }
    }
  });
});

describe('<hk-time-slider> skeleton', () => {
  for (const width of [1280, 390]) {
    it(`the bars stand where the priced slider will be, ${width} px: nothing moves when the view arrives`, async () => {
      const context = await harness.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      let release;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await page.route(/\/chunks\/time-slider\.view-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      try {
        await page.goto(new URL('/states/time-slider.html', harness.server.url).href);
        const host = page.locator('.card[data-state=default] hk-time-slider');
        await host.scrollIntoViewIfNeeded();
        await host.locator('.sk-time-slider').waitFor();
        const before = (await host.boundingBox())?.height ?? 0;
        release();
        await host.locator('[part~=base]').waitFor();
        const after = (await host.boundingBox())?.height ?? 0;
        assert.ok(Math.abs(after - before) <= 8, `skeleton ${before} px, view ${after} px`);
      } finally {
        release();
        await context.close();
      }
    });
  }
});
