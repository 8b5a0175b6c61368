// <hk-quote-flow> for every category but furniture (quote-flow.test.mjs does furniture), from an
// empty page to `hk-proceed`, once with the mouse and once with the keyboard alone: house move
// (the removal inventory and its removal item list), piano (make and model), car (make and model
// from the lists, or the custom car), man-and-van (hours and a start time), an international job
// (two countries: is_international and has_ferry from the price answer) and the partner route
// (`partner-id` + `partner-listing-id`: the partner item screens first). The runs share out 1280
// and 390 px, the light and React builds and the demo adapter and the reference server
// (`api-base="/"`) so that, with the furniture runs, every input × width × build × adapter is
// driven once. One page per run; axe on each step; screenshots of both steps of each category at
// 1280 and 390 px into test-results/quote-flow-categories/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildsToRun, openHarness, openPage, seriousViolations, settles, typeSlowly } from './harness.mjs';
import { focused, heard, lastListing, overflowing, tabTo, title } from './quote-flow-helpers.mjs';

const shots = fileURLToPath(new URL('../../test-results/quote-flow-categories/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const BUILDS = {
  light: { runtime: 'light', query: '' },
  react: { runtime: 'React', query: '?build=react' },
};

/**
 * Opens the partner page (the light or React build) at `width` px and puts a fresh
 * <hk-quote-flow> with `attributes` in place of the page's own tag: on the reference server with
 * `api-base="/"`, else on the demo adapter in the page.
 */
async function openFlow({ build, width, adapter, name, attributes, polluted = false }) {
  const opened = await openPage(harness, `/partner-site.html${BUILDS[build].query}`, {
    viewport: { width, height: width < 768 ? 844 : 900 },
    polluted,
  });
  await opened.page.evaluate(
    ({ session, attributes, server }) => {
      const old = document.querySelector('hk-quote-flow');
      const flow = document.createElement('hk-quote-flow');
      flow.setAttribute('session', session);
      if (server) flow.setAttribute('api-base', '/');
      for (const [key, value] of Object.entries(attributes)) flow.setAttribute(key, value);
      old.replaceWith(flow);
    },
    { session: `${name}-${process.pid}`, attributes, server: adapter === 'server' },
  );
  const flow = opened.page.locator('hk-quote-flow');
  return { ...opened, flow };
}

/** Axe and the console, clean. */
async function assertClean(page, problems, where) {
  assert.deepEqual(await seriousViolations(page), [], `axe: ${where}`);
  assert.deepEqual(problems, [], `console: ${where}`);
}

/** A full-page picture, once what it shows has settled (images and fonts, no sleep). */
async function shot(page, name) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}

/** The two addresses by mouse: typed, then a suggestion clicked. */
async function addressesByMouse(flow, from, to) {
  const pickup = flow.getByRole('combobox', { name: 'Pickup address' });
  await pickup.waitFor({ timeout: 20000 });
  await typeSlowly(pickup, from);
  await flow
    .getByRole('option', { name: new RegExp(from) })
    .first()
    .click();
  const delivery = flow.getByRole('combobox', { name: 'Delivery address' });
  await typeSlowly(delivery, to);
  await flow
    .getByRole('option', { name: new RegExp(to) })
    .first()
    .click();
}

/** The two addresses by keyboard alone: Tab to each box, type, Down, Enter. */
async function addressesByKeyboard(page, flow, from, to) {
  await flow.getByRole('combobox', { name: 'Pickup address' }).waitFor({ timeout: 20000 });
  await tabTo(page, (f) => f.side === 'pickup' && f.tag === 'input', 'the pickup box');
  await page.keyboard.type(from, { delay: 30 });
  await flow
    .getByRole('option', { name: new RegExp(from) })
    .first()
    .waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, (f) => f.side === 'delivery' && f.tag === 'input', 'the delivery box');
  await page.keyboard.type(to, { delay: 30 });
  await flow
    .getByRole('option', { name: new RegExp(to) })
    .first()
    .waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await settles(async () => Boolean((await lastListing(page)).delivery_address_data?.latitude), true, 10000);
}

/** An item from the search by mouse (at 390 px the search opens full screen from its button). */
async function searchByMouse(flow, width, term, option) {
  if (width < 992) await flow.getByRole('button', { name: 'Search for an item' }).click();
  const search = flow.getByRole('combobox', { name: 'Search for an item' });
  await typeSlowly(search, term);
  await flow.getByRole('option', { name: option, exact: true }).click();
  await flow.getByRole('textbox', { name: `Quantity of ${option}` }).waitFor();
}

/** An item from the search by keyboard alone. */
async function searchByKeyboard(page, flow, width, term, option) {
  if (width < 992) {
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Search for an item', 'the item search button');
    await page.keyboard.press('Enter');
    await settles(async () => (await focused(page)).role, 'combobox');
  } else {
    await tabTo(page, (f) => f.role === 'combobox' && f.name.startsWith('Search for an item'), 'the item search');
  }
  await page.keyboard.type(term, { delay: 30 });
  await flow.getByRole('option', { name: option, exact: true }).waitFor();
  for (let tries = 0; tries < 12; tries += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await flow
      .getByRole('combobox', { name: 'Search for an item' })
      .evaluate(
        (box) => box.getRootNode().getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent,
      );
    if (active?.trim().startsWith(option)) break;
  }
  await page.keyboard.press('Enter');
  await flow.getByRole('textbox', { name: `Quantity of ${option}` }).waitFor();
}

/** Continue on the items step: the prices step, its heading focused, a priced day shown. */
async function toPrices(page, flow, how) {
  if (how === 'mouse') await flow.getByRole('button', { name: 'Continue' }).click();
  else {
    // The partner's default items have their own Continue in place of the frame's.
    await tabTo(page, (f) => f.tag === 'button' && f.name === 'Continue', 'Continue', 120);
    await page.keyboard.press('Enter');
  }
  await settles(() => title(page), 'Dates and prices', 10000);
  assert.equal((await focused(page)).part, 'flow-title', 'focus on the new step’s heading');
  assert.equal(await flow.locator('[part~=flow-progress]').textContent(), 'Step 2 of 2');
  await flow
    .locator('[role=gridcell][data-key]:not([aria-disabled]), [role=option][data-key]:not([aria-disabled])')
    .first()
    .waitFor({ timeout: 20000 });
}

/** A priced day by mouse (the calendar at 1280 px, the list of days at 390 px): its key. */
/** The page's today (its local date, as the days' keys write it). */
const todayIn = (page) =>
  page.evaluate(() => {
    const now = new Date();
    const two = (n) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });

/**
 * The first priced day by mouse. With `notToday`, a later one: the hourly rate's same-day start
 * times end 2 hours before 20:00, so today has none left in the evening (the flow then says so).
 */
async function dayByMouse(page, flow, notToday = false) {
  const today = notToday ? await todayIn(page) : null;
  const other = today ? `:not([data-key="${today}"])` : '';
  const day = flow
    .locator(
      `[role=gridcell][data-key]:not([aria-disabled])${other}, [role=option][data-key]:not([aria-disabled])${other}`,
    )
    .first();
  const key = await day.getAttribute('data-key');
  await day.click();
  await settles(async () => (await lastListing(page)).pickup_date?.slice(0, 10), key);
  return key;
}

/** The listing's pickup date once it is set, within `ms` (null when none came). */
async function pickupDateWithin(page, ms) {
  const end = Date.now() + ms;
  for (;;) {
    const date = (await lastListing(page)).pickup_date;
    if (date || Date.now() > end) return date ?? null;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A priced day by keyboard alone: Tab to the calendar's (or list's) one stop, Enter, else the
 * next day; with `notToday`, today is passed over (see dayByMouse).
 */
async function dayByKeyboard(page, notToday = false) {
  const today = notToday ? await todayIn(page) : null;
  await tabTo(page, (f) => f.role === 'gridcell' || f.role === 'option', 'the days');
  const next = (await focused(page)).role === 'gridcell' ? 'ArrowRight' : 'ArrowDown';
  for (let tries = 0; tries < 14; tries += 1) {
    if ((await focused(page)).key !== today) {
      await page.keyboard.press('Enter');
      const chosen = await pickupDateWithin(page, 400);
      if (chosen) return chosen.slice(0, 10);
    }
    await page.keyboard.press(next);
  }
  assert.fail('no day chosen by keyboard');
}

/** Continue on the prices: hk-proceed once, the quote-ready panel; the proceeded listing. */
async function proceed(page, flow, how) {
  if (how === 'mouse') await flow.getByRole('button', { name: 'Continue' }).click();
  else {
    await tabTo(page, (f) => f.part === 'flow-continue', 'Continue');
    await page.keyboard.press('Enter');
  }
  await settles(async () => (await heard(page, 'hk-proceed')).length, 1, 10000);
  await settles(() => title(page), 'Your quote is ready');
  const [event] = await heard(page, 'hk-proceed');
  assert.ok(event.detail.pre_listing_id, `a pre_listing_id: ${event.detail.pre_listing_id}`);
  assert.equal(event.detail.listing.pre_listing_id, event.detail.pre_listing_id);
  assert.ok(event.detail.listing.pickup_date, 'a pickup date');
  assert.ok(Array.isArray(event.detail.listing.listing_cart), 'the cart');
  assert.ok(
    event.detail.listing.listing_cart.some((line) => line.type === 'priceOption'),
    `the cart has the day's price: ${JSON.stringify(event.detail.listing.listing_cart)}`,
  );
  return event.detail.listing;
}

/**
 * A car is counted as a car under the list and in the job summary, with no volume or van it
 * "fits" (it goes on a transporter); the route's distance is said once, above the map.
 */
async function carsCounted(flow) {
  await settles(() => flow.locator('.hk-ip-items [part=total]').textContent(), '1 car');
  await settles(() => flow.locator('[data-section=items] .hk-sum-value').textContent(), '1 car');
  assert.equal(await flow.locator('.hk-rm-root [part=summary]').count(), 0, 'no second route line under the map');
  assert.match(await flow.locator('.hk-ap-addresses [part=route]').textContent(), /miles/);
}

/**
 * The interactive map's route and both pins are drawn, each pin inside the map and clear of the
 * zoom buttons in its top-right corner.
 */
async function pinsClearOfZoomButtons(flow) {
  const map = flow.locator('.hk-rm-root');
  await settles(
    async () => Number(await map.locator('[part~=canvas]').getAttribute('data-route-points')) > 0,
    true,
    15000,
  );
  await map.locator('.maplibregl-ctrl-top-right button').first().waitFor();
  const pins = await map.evaluate((section) => {
    const box = (element) => element.getBoundingClientRect();
    const frame = box(section.querySelector('[part~=map]'));
    const buttons = box(section.querySelector('.maplibregl-ctrl-top-right'));
    const apart = (a, b) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
    return [...section.querySelectorAll('.hk-map-marker')].map((marker) => {
      const at = box(marker);
      const inside =
        at.left >= frame.left && at.right <= frame.right && at.top >= frame.top && at.bottom <= frame.bottom;
      return { pin: marker.getAttribute('aria-label'), inside, clear: apart(at, buttons) };
    });
  });
  assert.equal(pins.length, 2, 'both pins');
  for (const pin of pins)
    assert.deepEqual(pin, { ...pin, inside: true, clear: true }, `placed well: ${JSON.stringify(pin)}`);
}

/** The items step done and shot; the prices step reached, shot and checked. */
async function itemsDone(run, label) {
  const { page, flow, problems, width, build } = run;
  await shot(page, `${label}-items-${width}-${build}`);
  await assertClean(page, problems, `${label}: items`);
  if (width < 768) assert.deepEqual(await overflowing(page), [], `${label}: nothing wider than the screen`);
  await toPrices(page, flow, run.how);
}

async function pricesShown(run, label) {
  const { page, problems, width, build } = run;
  await shot(page, `${label}-prices-${width}-${build}`);
  await assertClean(page, problems, `${label}: prices`);
  if (width < 768) assert.deepEqual(await overflowing(page), [], `${label}: nothing wider than the screen at 390`);
}

/**
 * The runs: with the furniture runs of quote-flow.test.mjs (mouse 1280 reference server and
 * keyboard 390 demo, both builds), every input × width × build × adapter once; each category at
 * 1280 and at 390 px. Two go on a page polluted as old libraries leave one (both builds, both
 * adapters).
 */
const RUNS = [
  { category: 'house-move', how: 'mouse', width: 1280, build: 'light', adapter: 'demo' },
  { category: 'house-move', how: 'keyboard', width: 390, build: 'react', adapter: 'server' },
  { category: 'piano', how: 'mouse', width: 390, build: 'light', adapter: 'server' },
  { category: 'piano', how: 'keyboard', width: 1280, build: 'react', adapter: 'demo' },
  { category: 'car', how: 'mouse', width: 1280, build: 'react', adapter: 'demo', polluted: true },
  { category: 'car', how: 'keyboard', width: 390, build: 'light', adapter: 'server' },
  { category: 'man-and-van', how: 'mouse', width: 390, build: 'react', adapter: 'server' },
  { category: 'man-and-van', how: 'keyboard', width: 1280, build: 'light', adapter: 'demo' },
  { category: 'international', how: 'mouse', width: 390, build: 'light', adapter: 'demo' },
  { category: 'international', how: 'keyboard', width: 1280, build: 'react', adapter: 'server' },
  { category: 'partner', how: 'mouse', width: 390, build: 'react', adapter: 'demo' },
  { category: 'partner', how: 'keyboard', width: 1280, build: 'light', adapter: 'server', polluted: true },
];

/** Each category's items step by mouse or keyboard, and what its proceeded listing must hold. */
const CATEGORIES = {
  'house-move': {
    attributes: { category: 'house-move' },
    async mouse(run) {
      const { page, flow } = run;
      await addressesByMouse(flow, 'Leeds', 'York');
      await flow.getByLabel('Type of home').selectOption('2-bed-flat');
      const plus = flow.getByRole('button', { name: 'Add one 3-seat sofa to Living room' });
      await plus.waitFor({ timeout: 15000 });
      await plus.click();
      await settles(async () => (await lastListing(page)).move_items?.length ?? 0, 1);
      // The removal item list (the inventory's sub-step): still step 1; an item found by name; back.
      await flow.getByRole('button', { name: 'Find items by name instead' }).click();
      await settles(() => title(page), 'Your job');
      assert.equal(await flow.locator('[part~=flow-progress]').textContent(), 'Step 1 of 2');
      await searchByMouse(flow, run.width, 'wardrobe', 'Double wardrobe');
      await shot(page, `house-move-item-list-${run.width}-${run.build}`);
      await assertClean(page, run.problems, 'house move: removal item list');
      await flow.getByRole('button', { name: 'Add items room by room' }).click();
      await settles(() => title(page), 'Your move');
      await flow.getByRole('button', { name: 'Add one 3-seat sofa to Living room' }).waitFor();
    },
    async keyboard(run) {
      const { page, flow } = run;
      await addressesByKeyboard(page, flow, 'Leeds', 'York');
      await tabTo(page, (f) => f.tag === 'select', 'Type of home');
      await page.keyboard.type('2');
      await flow.getByRole('button', { name: 'Add one 3-seat sofa to Living room' }).waitFor({ timeout: 15000 });
      await tabTo(page, (f) => f.name === 'Add one 3-seat sofa to Living room', 'the sofa’s +', 120);
      await page.keyboard.press('Enter');
      await settles(async () => (await lastListing(page)).move_items?.length ?? 0, 1);
    },
    check(listing, run) {
      const sofa = listing.move_items.find((item) => item.name === '3-seat sofa');
      assert.ok(sofa && sofa.location_id > 0, `the sofa in its room: ${JSON.stringify(sofa)}`);
      if (run.how === 'mouse')
        assert.ok(
          listing.move_items.some((item) => item.name === 'Double wardrobe'),
          'the item from the list',
        );
    },
  },
  piano: {
    attributes: { category: 'piano' },
    async mouse(run) {
      const { page, flow } = run;
      await addressesByMouse(flow, 'Leeds', 'Manchester');
      await flow.getByRole('button', { name: 'Add a piano by make and model' }).click();
      const dialog = flow.getByRole('dialog', { name: 'Add a piano' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /^Make/ }).fill('Yamaha');
      await dialog.getByRole('textbox', { name: /^Model/ }).fill('U1');
      await shot(page, `piano-dialog-${run.width}-${run.build}`);
      await assertClean(page, run.problems, 'piano dialog');
      await dialog.getByRole('button', { name: 'Add piano' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await flow.getByRole('textbox', { name: 'Quantity of Yamaha U1 piano' }).waitFor();
    },
    async keyboard(run) {
      const { page, flow } = run;
      await addressesByKeyboard(page, flow, 'Leeds', 'Manchester');
      await tabTo(page, (f) => f.name === 'Add a piano by make and model', 'Add a piano');
      await page.keyboard.press('Enter');
      const dialog = flow.getByRole('dialog', { name: 'Add a piano' });
      await dialog.waitFor();
      await tabTo(page, (f) => f.tag === 'input' && f.inDialog, 'the make box', 5);
      await page.keyboard.type('Steinway');
      await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith('Model'), 'the model box', 5);
      await page.keyboard.type('Model K');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await flow.getByRole('textbox', { name: 'Quantity of Steinway Model K piano' }).waitFor();
    },
    check(listing, run) {
      const [piano] = listing.move_items;
      assert.equal(piano.name, run.how === 'mouse' ? 'Yamaha U1 piano' : 'Steinway Model K piano');
      assert.equal(piano.custom_make_name ?? piano.make_name, run.how === 'mouse' ? 'Yamaha' : 'Steinway');
      assert.equal(listing.men_required, 2, 'a piano takes two helpers');
    },
  },
  car: {
    attributes: { category: 'car' },
    async mouse(run) {
      const { page, flow } = run;
      await addressesByMouse(flow, 'Leeds', 'Bristol');
      const make = flow.getByRole('combobox', { name: 'Make' });
      await make.locator('option', { hasText: 'Ford' }).waitFor({ state: 'attached', timeout: 15000 });
      await make.selectOption({ label: 'Ford' });
      const model = flow.getByRole('combobox', { name: /^Model/ });
      await model.locator('option', { hasText: 'Focus' }).waitFor({ state: 'attached' });
      await settles(() => model.isEnabled(), true);
      await model.selectOption({ label: 'Focus' });
      await flow.getByRole('button', { name: 'Add car', exact: true }).click();
      await flow.getByRole('textbox', { name: 'Quantity of Ford Focus' }).waitFor();
      await settles(async () => (await lastListing(page)).move_items?.length ?? 0, 1);
      await carsCounted(flow);
    },
    async keyboard(run) {
      const { page, flow } = run;
      await addressesByKeyboard(page, flow, 'Leeds', 'Bristol');
      // A car not in the lists: the custom car, by name.
      await tabTo(page, (f) => f.name === "Can't find your car? Add it by name", 'the custom car');
      await page.keyboard.press('Enter');
      const dialog = flow.getByRole('dialog', { name: 'Add your car by name' });
      await dialog.waitFor();
      await tabTo(page, (f) => f.tag === 'input' && f.inDialog, 'the make box', 5);
      await page.keyboard.type('Morris');
      await tabTo(page, (f) => f.tag === 'input' && f.name.startsWith('Model'), 'the model box', 5);
      await page.keyboard.type('Minor');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await flow.getByRole('textbox', { name: 'Quantity of Morris Minor' }).waitFor();
      await carsCounted(flow);
    },
    async pricesMouse(run) {
      // A car goes on a transporter with its driver alone: no helper tabs, only the driver and the saver.
      const tabs = await run.flow.getByRole('tab').allTextContents();
      assert.equal(tabs.length, 2, `a car's price tabs: ${tabs.join(' | ')}`);
      assert.match(tabs[0], /^Driver only/);
      assert.match(tabs[1], /^Saver/);
    },
    check(listing, run) {
      assert.equal(listing.men_required, 1, 'a car takes its driver alone');
      assert.deepEqual(listing.men_option_available, [1], 'no helpers are offered for a car');
      const [car] = listing.move_items;
      if (run.how === 'mouse') {
        assert.deepEqual([car.make_name, car.model_name], ['Ford', 'Focus']);
        assert.ok(car.make_id !== undefined && car.model_id !== undefined, 'the make and model ids');
      } else assert.deepEqual([car.custom_make_name, car.custom_model_name], ['Morris', 'Minor']);
    },
  },
  'man-and-van': {
    attributes: { category: 'man-and-van' },
    async mouse(run) {
      await addressesByMouse(run.flow, 'Leeds', 'York');
      await searchByMouse(run.flow, run.width, 'sofa', '3-seat sofa');
    },
    async keyboard(run) {
      await addressesByKeyboard(run.page, run.flow, 'Leeds', 'York');
      await searchByKeyboard(run.page, run.flow, run.width, 'sofa', '3-seat sofa');
    },
    // Hours and a start time: at 390 px in the dialog from the summary button, at 1280 px in the page.
    async pricesMouse(run) {
      const { page, flow } = run;
      await flow.getByRole('button', { name: /^Choose a start time/ }).click();
      const dialog = flow.getByRole('dialog', { name: 'Hours and start time' });
      await dialog.waitFor();
      run.hours = Number(await dialog.getByRole('textbox', { name: 'Hours' }).inputValue()) + 0.5;
      await dialog.getByRole('button', { name: 'Half an hour more' }).click();
      await settles(async () => (await lastListing(page)).hours_selected, run.hours);
      await dialog.getByRole('radio').nth(2).check();
      await shot(page, `man-and-van-hours-${run.width}-${run.build}`);
      await assertClean(page, run.problems, 'man-and-van: the hours dialog');
      await dialog.getByRole('button', { name: 'Choose this time' }).click();
      await dialog.waitFor({ state: 'detached' });
    },
    async pricesKeyboard(run) {
      const { page, flow } = run;
      await tabTo(page, (f) => f.name === 'Half an hour more', 'Half an hour more');
      run.hours = Number(await flow.getByRole('textbox', { name: 'Hours' }).inputValue()) + 0.5;
      await page.keyboard.press('Enter');
      await settles(async () => (await lastListing(page)).hours_selected, run.hours);
      await tabTo(page, (f) => f.role === 'radio', 'the start times');
      await page.keyboard.press('ArrowDown');
      await settles(async () => Boolean((await lastListing(page)).pickup_time), true);
    },
    check(listing, run) {
      assert.equal(listing.category_id, 5, 'priced by the hour');
      assert.equal(listing.hours_selected, run.hours);
      assert.ok(
        listing.service_prices?.some((service) => service.type === 'price_per_hour'),
        `the price per hour: ${JSON.stringify(listing.service_prices)}`,
      );
      assert.ok(listing.pickup_time && listing.pickup_time_end, `a start time: ${listing.pickup_time}`);
    },
  },
  international: {
    attributes: { category: 'international' },
    async mouse(run) {
      await addressesByMouse(run.flow, 'Leeds', 'Dublin');
      // Leeds to Dublin runs east to west: at 390 px its eastern pin sat under the zoom buttons.
      await pinsClearOfZoomButtons(run.flow);
      await searchByMouse(run.flow, run.width, 'sofa', '3-seat sofa');
    },
    async keyboard(run) {
      await addressesByKeyboard(run.page, run.flow, 'Bristol', 'Madrid');
      await searchByKeyboard(run.page, run.flow, run.width, 'sofa', '3-seat sofa');
    },
    check(listing) {
      assert.equal(listing.is_international, true, 'two countries: international');
      assert.equal(listing.has_ferry, true, 'across the sea: a ferry');
    },
  },
  partner: {
    // An eBay channel with the partner's listing: its items are the default items.
    attributes: { 'partner-id': '1', 'partner-listing-id': '204512345678', category: 'furniture' },
    async mouse(run) {
      const { page, flow } = run;
      await addressesByMouse(flow, 'Leeds', 'Sheffield');
      const defaults = flow.locator('[part~=default-items]');
      await defaults.waitFor({ timeout: 15000 });
      await shot(page, `partner-defaults-${run.width}-${run.build}`);
      const plus = defaults.getByRole('button', { name: /^Add one / }).first();
      await plus.click();
      await settles(async () => ((await lastListing(page)).move_items ?? []).some((item) => item.quantity > 0), true);
    },
    async keyboard(run) {
      const { page, flow } = run;
      await addressesByKeyboard(page, flow, 'Leeds', 'Sheffield');
      await flow.locator('[part~=default-items]').waitFor({ timeout: 15000 });
      await tabTo(page, (f) => f.name.startsWith('Add one '), 'a default item’s +');
      await page.keyboard.press('Enter');
      await settles(async () => ((await lastListing(page)).move_items ?? []).some((item) => item.quantity > 0), true);
    },
    check(listing) {
      assert.equal(listing.partner?.id, 1);
      assert.equal(String(listing.partner?.listing_id ?? listing.partner?.listingId), '204512345678');
      assert.ok(listing.move_items.length > 0);
    },
  },
};

describe('<hk-quote-flow>, every category to hk-proceed', () => {
  for (const run of RUNS) {
    const category = CATEGORIES[run.category];
    const adapter = run.adapter === 'server' ? 'reference server' : 'demo adapter';
    const page = run.polluted ? ', on a page that pollutes Object.prototype and Array.prototype.toJSON' : '';
    it(`${run.category} by ${run.how} at ${run.width} px, ${BUILDS[run.build].runtime} build, ${adapter}${page}`, async () => {
      const name = `${run.category}-${run.how}-${run.build}`;
      const opened = await openFlow({ ...run, name, attributes: category.attributes });
      const current = { ...run, ...opened };
      const { page, context, flow } = current;
      try {
        await flow.locator('[part~=flow-title]').waitFor({ timeout: 20000 });
        assert.equal(await flow.locator('[part~=flow-progress]').textContent(), 'Step 1 of 2');
        if (run.category === 'partner') {
          await flow.locator('[part~=default-items]').waitFor({ timeout: 20000 });
        }
        await category[run.how](current);
        await itemsDone(current, run.category);
        const notToday = run.category === 'man-and-van';
        if (run.how === 'mouse') await dayByMouse(page, flow, notToday);
        else await dayByKeyboard(page, notToday);
        const extra = run.how === 'mouse' ? category.pricesMouse : category.pricesKeyboard;
        if (extra) await extra(current);
        await pricesShown(current, run.category);
        const listing = await proceed(page, flow, run.how);
        category.check(listing, current);
        if (run.polluted)
          assert.deepEqual(
            await page.evaluate(() => [JSON.stringify([1]), 'hostExtension' in {}]),
            ['"[1]"', true],
            'the page was polluted throughout',
          );
        await shot(page, `${run.category}-ready-${run.width}-${run.build}`);
      } finally {
        await context.close();
      }
    });
  }
});

/** The price calls (POST /ng/prelisting/{id}) answered from now on: the hours each priced (the answer says them back). */
function priceCalls(page) {
  const calls = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !/\/ng\/prelisting\/[^/]+\/?$/.test(new URL(request.url()).pathname)) return;
    const got = await response.json().catch(() => null);
    if (got !== null) calls.push({ hours: got.hours_selected, lowest: got.lowest_price });
  });
  return calls;
}

/** The job summary's total row, as read. */
const summaryTotal = (flow) =>
  flow.locator('[part~=total] .hk-sum-total-row').evaluate((row) => row.textContent.replace(/\s+/g, ' ').trim());

/** The amount of a "Total £…" text. */
const pounds = (text) => Number(/£([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);

describe('<hk-quote-flow>: the quote shown is the job’s as it stands (reference server)', () => {
  for (const build of buildsToRun(['light', 'react'])) {
    it(`man-and-van, ${BUILDS[build].runtime} build: from 2 to 6 hours the flow asks for prices and shows the new total`, async (t) => {
      const opened = await openFlow({
        build,
        width: 1280,
        adapter: 'server',
        name: `trust-hours-${build}`,
        attributes: { category: 'man-and-van' },
      });
      const { page, context, flow } = opened;
      try {
        await flow.locator('[part~=flow-title]').waitFor({ timeout: 20000 });
        await addressesByMouse(flow, 'Leeds', 'York');
        await searchByMouse(flow, 1280, 'sofa', '3-seat sofa');
        await toPrices(page, flow, 'mouse');
        await dayByMouse(page, flow, true);
        await settles(async () => pounds(await summaryTotal(flow)) > 0, true, 10000);
        const hours = flow.getByRole('textbox', { name: 'Hours' });
        assert.equal(await hours.inputValue(), '2');
        const atTwo = pounds(await summaryTotal(flow));
        const calls = priceCalls(page);
        for (let step = 0; step < 8; step += 1) await flow.getByRole('button', { name: 'Half an hour more' }).click();
        await settles(() => hours.inputValue(), '6');
        await settles(async () => calls.some((call) => call.hours === 6), true, 10000);
        await settles(async () => (await summaryTotal(flow)) !== `Total £${atTwo.toFixed(2)}`, true, 10000);
        await settles(async () => flow.locator('[part~=total][aria-busy]').count(), 0, 10000);
        const atSix = pounds(await summaryTotal(flow));
        const listing = await lastListing(page);
        const line = listing.listing_cart.find((entry) => entry.type === 'priceOption');
        assert.equal(listing.hours_selected, 6);
        assert.equal(
          atSix,
          line.amount + listing.listing_cart.filter((e) => e !== line).reduce((a, e) => a + (e.amount ?? 0), 0),
        );
        assert.ok(atSix > atTwo, `6 hours cost more than 2: £${atTwo} → £${atSix}`);
        assert.match(
          await flow.locator('[data-section=date] .hk-sum-value').textContent(),
          /6 hours booked/,
          'the summary says 6 hours',
        );
        t.diagnostic(
          `man-and-van (${build}): 2 hours £${atTwo.toFixed(2)}, 6 hours £${atSix.toFixed(2)}; price calls for 6 hours: ${calls.filter((c) => c.hours === 6).length}`,
        );
      } finally {
        await context.close();
      }
    });

    it(`a premium listing, ${BUILDS[build].runtime} build: Protection Plus at a value of 5000 adds no line and nothing to the total`, async (t) => {
      const opened = await openFlow({
        build,
        width: 1280,
        adapter: 'server',
        name: `trust-premium-${build}`,
        attributes: { category: 'furniture' },
      });
      const { page, context, flow } = opened;
      try {
        await flow.locator('[part~=flow-title]').waitFor({ timeout: 20000 });
        await addressesByMouse(flow, 'Leeds', 'York');
        await searchByMouse(flow, 1280, 'sofa', '3-seat sofa');
        await toPrices(page, flow, 'mouse');
        await dayByMouse(page, flow);
        await flow.getByRole('button', { name: 'Change service level' }).click();
        const levels = flow.getByRole('dialog', { name: 'Choose your service level' });
        await levels.getByRole('radio', { name: /^Premium/ }).check();
        await levels.getByRole('button', { name: 'Use this level' }).click();
        await settles(async () => (await lastListing(page)).packageType, 'premium');
        await settles(async () => pounds(await summaryTotal(flow)) > 0, true, 10000);
        const before = await summaryTotal(flow);
        await flow.getByRole('button', { name: 'Add Protection Plus' }).first().click();
        const dialog = flow.getByRole('dialog', { name: 'Add Protection Plus' });
        await dialog.getByRole('textbox', { name: /^Value of your goods/ }).fill('5000');
        await dialog.getByRole('button', { name: 'Add Protection Plus' }).click();
        await dialog.waitFor({ state: 'detached' });
        const listing = await lastListing(page);
        const insurance = listing.listing_cart.filter((line) => line.type.startsWith('full_'));
        assert.ok(
          insurance.every((line) => line.amount === 0),
          `no insurance charge: ${JSON.stringify(insurance)}`,
        );
        assert.equal(
          await flow.locator('[data-section=insurance] .hk-sum-value').evaluate((v) => v.textContent.trim()),
          'Not chosen yet',
        );
        assert.equal(await summaryTotal(flow), before, 'the total is as it was without Protection Plus');
        t.diagnostic(`premium (${build}): total ${before} before, ${await summaryTotal(flow)} after value 5000`);
      } finally {
        await context.close();
      }
    });
  }
});

/** Where a located element sits, after what it holds has settled. */
const topOf = (locator) => locator.evaluate((element) => element.getBoundingClientRect().top);

describe('<hk-quote-flow>: the items step offers what fits the category', () => {
  const runs = [
    { category: 'piano', width: 1280, build: 'light' },
    { category: 'piano', width: 390, build: 'react' },
    { category: 'man-and-van', width: 1280, build: 'react' },
    { category: 'man-and-van', width: 390, build: 'light' },
  ];
  for (const run of runs) {
    it(`${run.category} at ${run.width} px, ${BUILDS[run.build].runtime} build`, async () => {
      const { page, context, problems, flow } = await openFlow({
        ...run,
        adapter: 'demo',
        name: `offer-${run.category}-${run.width}-${run.build}`,
        attributes: { category: run.category },
      });
      try {
        await flow.locator('[part~=flow-title]').waitFor({ timeout: 20000 });
        const catalogue = flow.getByRole('heading', { name: 'Popular items' });
        const browse = flow.getByRole('button', { name: 'Browse by category' });
        if (run.category === 'piano') {
          // A piano is added by make and model: the piano dialog leads, no furniture catalogue.
          const lead = flow.getByRole('button', { name: 'Add a piano by make and model' });
          await lead.waitFor({ timeout: 15000 });
          assert.equal(await lead.count(), 1, 'one way to the piano dialog');
          assert.equal(await catalogue.count(), 0, 'no popular furniture');
          assert.equal(await browse.count(), 0, 'no furniture categories');
          assert.ok((await topOf(lead)) < (await topOf(flow.getByRole('heading', { name: 'Your items' }))));
          await shot(page, `piano-items-${run.width}-${run.build}`);
          await page.screenshot({ path: `${shots}piano-items-${run.width}-${run.build}.png`, fullPage: true });
          await assertClean(page, problems, 'piano items step');
          await lead.click();
          const dialog = flow.getByRole('dialog', { name: 'Add a piano' });
          await dialog.waitFor();
          // The dialog opens on its first field, ready to type.
          await settles(() => focused(page).then((f) => f.name.startsWith('Make')), true);
          await page.screenshot({ path: `${shots}piano-dialog-${run.width}-${run.build}.png` });
          await assertClean(page, problems, 'piano dialog open');
        } else {
          // Hourly van hire: the van first, then the items; the catalogue behind a button.
          const van = flow.getByRole('group', { name: 'Choose your van' });
          await van.waitFor({ timeout: 15000 });
          const items = flow.getByRole('heading', { name: 'Your items' });
          await items.waitFor();
          assert.ok((await topOf(van)) < (await topOf(items)), 'the van comes before the items');
          await browse.waitFor({ timeout: 15000 });
          assert.equal(await catalogue.count(), 0, 'the catalogue is not spread out first');
          await shot(page, `man-and-van-items-${run.width}-${run.build}`);
          await page.screenshot({ path: `${shots}man-and-van-items-${run.width}-${run.build}.png`, fullPage: true });
          await assertClean(page, problems, 'man-and-van items step');
          await browse.click();
          await flow.getByRole('dialog', { name: 'Browse by category' }).waitFor();
          await assertClean(page, problems, 'man-and-van: the categories open');
        }
      } finally {
        await context.close();
      }
    });
  }
});
