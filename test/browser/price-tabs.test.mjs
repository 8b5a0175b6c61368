// The price tabs, the bar under the calendar and the price dialogs inside <hk-price-calendar>, end to
// end in Chromium, in both builds (the element's own script, light and React), on the calendar's
// states page, which the reference server serves under its strict Content-Security-Policy. Each
// test adds its own calendar to that page with a furniture job (two addresses and items) that the
// demo adapter prices (the reference server with `api-base="/"` once): tabs by mouse and by
// keyboard (arrows, Home, End) with their §4 effects, the helpers repricing (`hk-price-loaded`
// again), a day chosen on the grid, the price option dialog (service level), the loading info
// dialog, Continue with the person-tabs experiment (the add-helper dialog, then `hk-proceed`),
// radio cards on phones, and the email-ask dialog for excluded prices with its coded error. axe
// on every dialog; screenshots at 1280 and 390 px, light and dark, into test-results/price-tabs/.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const require = createRequire(import.meta.url);
const shots = fileURLToPath(new URL('../../test-results/price-tabs/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', name: 'light', query: '' },
  { runtime: 'React 19', name: 'react', query: '?build=react' },
];

/** A sofa and a wardrobe from London to Cardiff: a furniture job the first step leaves priceable. */
const JOB = {
  category_id: 1,
  pickup_address_data: {
    formatted_address: 'London SW1A 2AA, UK',
    latitude: 51.5034,
    longitude: -0.1276,
    ISO_3166_1_Alpha_2: 'GB',
  },
  delivery_address_data: {
    formatted_address: 'Cardiff CF10 2BU, UK',
    latitude: 51.4816,
    longitude: -3.1791,
    ISO_3166_1_Alpha_2: 'GB',
  },
  move_items: [
    { name: '3-seat sofa', quantity: 1, fake_id: 'sofa', width: 210, height: 85, depth: 95, weight: 55 },
    { name: 'Double wardrobe', quantity: 1, fake_id: 'robe', width: 120, height: 190, depth: 60, weight: 90 },
  ],
};

const PERSON_TABS = [{ name: 'person-tabs', variant: 'fixed_2', status: 'running' }];

/**
 * Opens the calendar's states page in a build, theme and width, then puts one calendar of our own
 * on it (the page's own calendars go): a session with `listing`, `context` and `attributes`, and
 * every hk-price-loaded, hk-change and hk-proceed recorded.
 */
async function openCalendar(
  build,
  { key, width = 1280, height = 1000, theme = 'light', listing = JOB, context = {}, attributes = {} },
) {
  const query = `?${build === 'react' ? 'build=react&' : ''}theme=${theme}`;
  const opened = await openPage(harness, `/states/price-calendar.html${query}`, { viewport: { width, height } });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  await opened.page.evaluate(
    async ({ build, key, listing, context, attributes, theme }) => {
      const suffix = build === 'react' ? '.react' : '';
      const { configure, getSession } = await import(`/dist/api${suffix}.js`);
      for (const card of document.querySelectorAll('main > .card')) card.remove();
      window.events = [];
      for (const type of ['hk-price-loaded', 'hk-change', 'hk-proceed']) {
        document.addEventListener(type, (event) => {
          const detail = type === 'hk-price-loaded' ? event.detail : (event.detail.listing ?? event.detail);
          window.events.push({
            type,
            detail:
              type === 'hk-price-loaded'
                ? detail
                : {
                    men_required: detail.men_required,
                    packageType: detail.packageType,
                    pickup_date: detail.pickup_date,
                    saverOption: detail.saverOption,
                    listing_cart: detail.listing_cart,
                  },
          });
        });
      }
      configure({ drafts: false, context: { category: 'furniture', ...context } }, key);
      getSession(key).update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
      const card = document.createElement('section');
      card.className = 'card';
      card.dataset.state = key;
      const element = document.createElement('hk-price-calendar');
      element.setAttribute('session', key);
      element.setAttribute('category', 'furniture');
      element.setAttribute('theme', theme);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      card.append(element);
      document.querySelector('main').append(card);
    },
    { build, key, listing, context, attributes, theme },
  );
  const calendar = opened.page.locator(`hk-price-calendar[session="${key}"]`);
  return { ...opened, calendar };
}

/** How many of an event the page has heard. */
const count = (page, type) =>
  page.evaluate((type) => window.events.filter((event) => event.type === type).length, type);

/** The last hk-change's listing (the fields this test reads). */
const lastChange = (page) =>
  page.evaluate(() => window.events.filter((event) => event.type === 'hk-change').at(-1)?.detail ?? null);

/** The session's state, read through the public API. */
const sessionState = (page, build, key) =>
  page.evaluate(
    async ({ build, key }) => {
      const { getSession } = await import(`/dist/api${build === 'react' ? '.react' : ''}.js`);
      const session = getSession(key);
      const listing = session.$listing.get();
      const ui = session.$ui.get();
      return {
        priceTab: ui.priceTab,
        step: ui.step,
        men: listing.men_required,
        day: listing.pickup_date ?? null,
        prices: listing.pickup_date ? listing.prices?.[listing.pickup_date] : null,
        cart: listing.listing_cart ?? [],
      };
    },
    { build, key },
  );

/** Runs something on the session through the public API (the experiment the test lab would answer). */
const onSession = (page, build, key, action, argument) =>
  page.evaluate(
    async ({ build, key, action, argument }) => {
      const { getSession } = await import(`/dist/api${build === 'react' ? '.react' : ''}.js`);
      getSession(key)[action](argument);
    },
    { build, key, action, argument },
  );

/** The id of the focused element inside the calendar's shadow root. */
const focusedId = (page, key) =>
  page.evaluate(
    (key) => document.querySelector(`hk-price-calendar[session="${key}"]`)?.shadowRoot?.activeElement?.id ?? null,
    key,
  );

/**
 * axe on this piece alone: the tabs and the bar with its dialogs, inside the calendar's shadow
 * root (the calendar around them has its own test). Serious and critical violations.
 */
async function piecesViolations(page, key) {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async (key) => {
    const host = `hk-price-calendar[session="${key}"]`;
    const include = ['[part~=price-tabs]', '[part~=price-actions]']
      .filter((selector) => document.querySelector(host)?.shadowRoot?.querySelector(selector))
      .map((selector) => [host, selector]);
    const results = await window.axe.run({ include }, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, key);
}

/** The names of the tabs and which one is selected. */
async function readTabs(calendar) {
  const tabs = calendar.getByRole('tab');
  const names = (await tabs.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  const selected = [];
  for (let index = 0; index < names.length; index += 1)
    if ((await tabs.nth(index).getAttribute('aria-selected')) === 'true') selected.push(names[index]);
  return { names, selected };
}

/** Buttons and radios smaller than 44 px in the price tabs and the bar (phones). */
function smallTargets(key) {
  const root = document.querySelector(`hk-price-calendar[session="${key}"]`).shadowRoot;
  return [
    ...root.querySelectorAll('[part~=price-tabs] button, [part~=price-tabs] input, [part~=price-actions] button'),
  ].flatMap((node) => {
    const target = node.matches('input[type=radio]') ? node.closest('label') : node;
    const box = target.getBoundingClientRect();
    return box.width > 0 && (box.width < 43.5 || box.height < 43.5)
      ? [`${node.getAttribute('aria-label') ?? node.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`]
      : [];
  });
}

/**
 * The open days of the month shown, moved on a month when this one has fewer than three left
 * (the last days of a month): the tests choose the third.
 */
async function openDays(calendar) {
  const days = calendar.locator('[role=gridcell]:not([aria-disabled]):not([data-out])');
  await days.first().waitFor();
  if ((await days.count()) < 3) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await days.nth(2).waitFor();
  }
  return days;
}

for (const { runtime, name: build } of buildsToRun(builds)) {
  describe(`price tabs and dialogs in <hk-price-calendar>, ${runtime} build`, () => {
    it('tabs by mouse and keyboard with their effects; the helpers reprice; a day; the service level; loading info; Continue → add a helper → hk-proceed', async () => {
      const key = `tabs-${build}`;
      const { page, context, problems, calendar } = await openCalendar(build, { key });
      try {
        await settles(() => count(page, 'hk-price-loaded'), 1, 20000);
        const list = calendar.getByRole('tablist', { name: 'Price options' });
        await list.waitFor();
        const tabs = await readTabs(calendar);
        assert.deepEqual(
          tabs.names.map((name) => name.replace(/ from .*$/, '')),
          ['Driver only', 'Driver + 1 helper', 'Driver + 2 helpers', 'Saver: flexible dates'],
        );
        assert.ok(
          tabs.names.every((name) => / from £\d/.test(name)),
          tabs.names.join(' | '),
        );
        assert.deepEqual(
          tabs.selected.map((name) => name.replace(/ from .*$/, '')),
          ['Driver only'],
        );
        // The calendar's body is the tab panel, labelled by the selected tab.
        const panel = calendar.locator('#hk-price-panel');
        assert.equal(await panel.getAttribute('role'), 'tabpanel');
        assert.equal(await panel.getAttribute('aria-labelledby'), 'hk-price-tab-fixed_1');
        assert.equal(await calendar.getByRole('tab').first().getAttribute('aria-controls'), 'hk-price-panel');
        await calendar.getByRole('button', { name: 'Continue' }).waitFor();
        assert.equal(await calendar.getByRole('button', { name: 'Continue' }).isDisabled(), true);

        // By mouse: a crew of two; the number of helpers changed, so prices load again (§4).
        await calendar.getByRole('tab', { name: /^Driver \+ 1 helper/ }).click();
        await settles(() => count(page, 'hk-price-loaded'), 2, 20000);
        assert.equal((await lastChange(page)).men_required, 2);
        assert.equal(await panel.getAttribute('aria-labelledby'), 'hk-price-tab-fixed_2');

        // A day on the grid by mouse: the tabs show its prices, the bar its total.
        const cell = (await openDays(calendar)).nth(2);
        const day = await cell.getAttribute('data-key');
        await cell.click();
        await settles(async () => (await lastChange(page))?.pickup_date?.slice(0, 10), day);
        let state = await sessionState(page, build, key);
        assert.deepEqual(state.cart, [{ type: 'priceOption', amount: state.prices.standard.fixed_2 }]);
        await settles(
          async () => (await readTabs(calendar)).selected,
          [`Driver + 1 helper £${state.prices.standard.fixed_2}`],
        );
        assert.equal(
          (await calendar.locator('[part~=total]').textContent()).trim(),
          `£${state.prices.standard.fixed_2.toFixed(2)}`,
        );

        // Back to one person by mouse: the prices load once more; the cart holds the standard price.
        await calendar.getByRole('tab', { name: /^Driver only/ }).click();
        await settles(() => count(page, 'hk-price-loaded'), 3, 20000);
        state = await sessionState(page, build, key);
        assert.deepEqual(state.cart, [{ type: 'priceOption', amount: state.prices.standard.fixed_1 }]);

        // The service level: the day offers three; Premium in the dialog sets it and its price.
        const level = calendar.locator('[part~=service-level]');
        assert.match(await level.textContent(), /^Service level: Standard/);
        await calendar.getByRole('button', { name: 'Change service level' }).click();
        const options = calendar.getByRole('dialog', { name: 'Choose your service level' });
        await options.waitFor();
        assert.equal(await options.getByRole('radio').count(), 3);
        assert.equal(await options.getByRole('radio', { name: 'Standard', exact: true }).isChecked(), true);
        assert.deepEqual(await seriousViolations(page), [], 'axe with the price option dialog open');
        await page.screenshot({ path: `${shots}${build}-price-option-light-1280.png` });
        await options.locator('label', { hasText: 'Premium' }).click();
        await options.getByRole('button', { name: 'Use this level' }).click();
        await options.waitFor({ state: 'detached' });
        await settles(async () => (await lastChange(page)).packageType, 'premium');
        state = await sessionState(page, build, key);
        assert.deepEqual(state.cart, [{ type: 'priceOption', amount: state.prices.premium.fixed_1 }]);
        assert.match(await level.textContent(), /^Service level: Premium/);

        // The loading info dialog: what helpers do and the estimate; Close gives focus back.
        const info = calendar.getByRole('button', { name: 'About helpers and loading time' });
        await info.click();
        const loading = calendar.getByRole('dialog', { name: 'Helpers and loading time' });
        await loading.waitFor();
        assert.match(await loading.textContent(), /loading and unloading take about .* in all with the driver alone\./);
        assert.deepEqual(await seriousViolations(page), [], 'axe with the loading info dialog open');
        await page.screenshot({ path: `${shots}${build}-loading-info-light-1280.png` });
        await loading.getByRole('button', { name: 'Close' }).last().click();
        await loading.waitFor({ state: 'detached' });
        await settles(
          () =>
            page.evaluate(
              (key) =>
                document
                  .querySelector(`hk-price-calendar[session="${key}"]`)
                  .shadowRoot.activeElement?.getAttribute('aria-label'),
              key,
            ),
          'About helpers and loading time',
        );

        // Continue under the person-tabs experiment with 1 person: the add-helper dialog first.
        await onSession(page, build, key, 'setContext', { experiments: PERSON_TABS });
        await calendar.getByRole('button', { name: 'Continue' }).click();
        const helper = calendar.getByRole('dialog', { name: 'Add a helper?' });
        await helper.waitFor();
        assert.match(await helper.textContent(), /Driver \+ 1 helper costs £[\d.]+ more: £[\d.,]+ in all\./);
        assert.equal(await count(page, 'hk-proceed'), 0);
        assert.deepEqual(await seriousViolations(page), [], 'axe with the add-helper dialog open');
        await page.screenshot({ path: `${shots}${build}-add-helper-light-1280.png` });
        await helper.getByRole('button', { name: 'Add a helper' }).click();
        await settles(() => count(page, 'hk-proceed'), 1);
        const proceeded = await page.evaluate(() => window.events.find((event) => event.type === 'hk-proceed').detail);
        assert.equal(proceeded.men_required, 2);
        state = await sessionState(page, build, key);
        assert.equal(state.step, 'listing-confirmation');
        assert.deepEqual(state.cart, [{ type: 'priceOption', amount: state.prices.premium.fixed_2 }]);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('by keyboard: one tab stop; the arrows (wrapping), Home and End choose at once and keep focus, also while the new crew reprices', async () => {
      const key = `keys-${build}`;
      const { page, context, problems, calendar } = await openCalendar(build, { key });
      try {
        await settles(() => count(page, 'hk-price-loaded'), 1, 20000);
        await (await openDays(calendar)).nth(2).click();
        await settles(async () => typeof (await lastChange(page))?.pickup_date, 'string');
        await calendar.getByRole('tab', { selected: true }).focus();
        assert.equal(await focusedId(page, key), 'hk-price-tab-fixed_1');
        // From the first tab, ArrowLeft wraps to the saver: the same single person, so no new prices.
        await page.keyboard.press('ArrowLeft');
        await settles(() => focusedId(page, key), 'hk-price-tab-flexible');
        await settles(async () => (await lastChange(page)).saverOption, true);
        let state = await sessionState(page, build, key);
        assert.deepEqual(state.cart, [{ type: 'priceOption', amount: state.prices.flexible }]);
        assert.deepEqual(
          (await readTabs(calendar)).selected.map((name) => name.replace(/ £.*$/, '')),
          ['Saver: flexible dates'],
        );
        await page.keyboard.press('ArrowRight');
        await settles(() => focusedId(page, key), 'hk-price-tab-fixed_1');
        await settles(async () => (await lastChange(page)).saverOption, undefined);
        await page.keyboard.press('End');
        await settles(() => focusedId(page, key), 'hk-price-tab-flexible');
        await page.keyboard.press('Home');
        await settles(() => focusedId(page, key), 'hk-price-tab-fixed_1');
        state = await sessionState(page, build, key);
        assert.equal(state.priceTab, 'fixed_1');
        assert.deepEqual(state.cart, [{ type: 'priceOption', amount: state.prices.standard.fixed_1 }]);
        assert.equal(await count(page, 'hk-price-loaded'), 1, 'one person all along: no new prices');
        // Tab leaves the tab list at once.
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        assert.equal(await focusedId(page, key), 'hk-price-tab-fixed_1', 'the selected tab is the one tab stop');
        await page.keyboard.press('Tab');
        assert.ok(!String(await focusedId(page, key)).startsWith('hk-price-tab-'), 'Tab leaves the tab list');
        // A crew of two: the prices load again (§4), and the tab keeps focus meanwhile.
        await calendar.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('ArrowRight');
        await settles(() => count(page, 'hk-price-loaded'), 2, 20000);
        assert.equal(await focusedId(page, key), 'hk-price-tab-fixed_2');
        state = await sessionState(page, build, key);
        assert.equal(state.men, 2);
        assert.deepEqual(state.cart, [{ type: 'priceOption', amount: state.prices.standard.fixed_2 }]);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('excluded prices: the email-ask dialog (at once for an admin), its coded error, “Not now”, “Show prices”, then the prices', async () => {
      const key = `email-${build}`;
      const { page, context, problems, calendar } = await openCalendar(build, {
        key,
        listing: { ...JOB, exclude_prices: true },
        context: { isAdmin: true },
      });
      try {
        const dialog = calendar.getByRole('dialog', { name: 'See your prices' });
        await dialog.waitFor({ timeout: 20000 });
        const field = dialog.getByRole('textbox', { name: 'Email address' });
        await settles(() => field.evaluate((input) => input.getRootNode().activeElement === input), true);
        await dialog.getByRole('button', { name: 'Show prices' }).click();
        const error = dialog.locator('[part~=field-error]');
        await settles(() => error.getAttribute('data-code'), 'emailMissing');
        await field.fill('ana@example');
        await dialog.getByRole('button', { name: 'Show prices' }).click();
        await settles(() => error.getAttribute('data-code'), 'emailInvalid');
        assert.equal((await error.textContent()).trim(), 'Error: Email entered is not a valid email');
        assert.equal(await field.getAttribute('aria-invalid'), 'true');
        assert.equal(await field.inputValue(), 'ana@example');
        assert.deepEqual(await seriousViolations(page), [], 'axe with the email error shown');
        await page.screenshot({ path: `${shots}${build}-email-error-light-1280.png` });
        assert.equal(await count(page, 'hk-price-loaded'), 0);

        // Not now: prices stay hidden; the bar's "Show prices" asks again.
        await dialog.getByRole('button', { name: 'Not now' }).click();
        await dialog.waitFor({ state: 'detached' });
        assert.ok((await readTabs(calendar)).names.every((name) => name.endsWith('Price hidden')));
        await calendar.getByRole('button', { name: 'Show prices' }).click();
        await dialog.waitFor();
        await dialog.getByRole('textbox', { name: 'Email address' }).fill('ana@example.com');
        await dialog.getByRole('button', { name: 'Show prices' }).click();
        await dialog.waitFor({ state: 'detached' });
        await settles(() => count(page, 'hk-price-loaded'), 1, 20000);
        await settles(async () => (await readTabs(calendar)).names.every((name) => / from £\d/.test(name)), true);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('phones (390 px): radio cards; a card chooses its crew and reprices; 44 px targets; nothing wider than the screen', async () => {
      const key = `cards-${build}`;
      let panelRole;
      const { page, context, problems, calendar } = await openCalendar(build, { key, width: 390, height: 1400 });
      try {
        await settles(() => count(page, 'hk-price-loaded'), 1, 20000);
        const group = calendar.getByRole('group', { name: 'Choose your price option' });
        await group.waitFor();
        assert.equal(await calendar.getByRole('tab').count(), 0);
        assert.equal(await group.getByRole('radio').count(), 4);
        assert.equal(await group.getByRole('radio', { name: 'Driver only' }).isChecked(), true);
        await group.locator('label', { hasText: 'Driver + 1 helper' }).click();
        await settles(() => count(page, 'hk-price-loaded'), 2, 20000);
        assert.equal(await group.getByRole('radio', { name: 'Driver + 1 helper' }).isChecked(), true);
        assert.equal((await lastChange(page)).men_required, 2);
        assert.deepEqual(await page.evaluate(smallTargets, key), []);
        assert.deepEqual(await page.evaluate(overflowing, `hk-price-calendar[session="${key}"]`), []);
        assert.deepEqual(await piecesViolations(page, key), []);
        await calendar.screenshot({ path: `${shots}${build}-cards-chosen-light-390.png` });
        assert.deepEqual(problems, []);
        panelRole = await calendar.locator('#hk-price-panel').getAttribute('role');
      } finally {
        await context.close();
      }
      const narrow = await openCalendar(build, { key: `narrow-${build}`, width: 320, height: 1400 });
      try {
        await settles(() => count(narrow.page, 'hk-price-loaded'), 1, 20000);
        await narrow.calendar.getByRole('group', { name: 'Choose your price option' }).waitFor();
        assert.deepEqual(await narrow.page.evaluate(overflowing, `hk-price-calendar[session="narrow-${build}"]`), []);
      } finally {
        await narrow.context.close();
      }
      // The calendar's body is no tab panel on phones: there are no tabs to label it.
      assert.notEqual(panelRole, 'tabpanel');
    });

    it('screenshots of the tabs, the cards and each dialog at 1280 and 390 px, light and dark; axe clean', async () => {
      // Both themes in the light build; the React build's DOM is the same source, checked in one.
      for (const theme of build === 'light' ? ['light', 'dark'] : ['light']) {
        for (const width of [1280, 390]) {
          if (!opensLook(theme, width)) continue;
          const key = `shots-${build}-${theme}-${width}`;
          const { page, context, problems, calendar } = await openCalendar(build, {
            key,
            width,
            height: width < 768 ? 1600 : 1100,
            theme,
          });
          try {
            await settles(() => count(page, 'hk-price-loaded'), 1, 20000);
            // The experiment the test lab would answer (pricing asked the demo lab already).
            await onSession(page, build, key, 'setContext', { experiments: PERSON_TABS });
            await calendar.locator(width < 768 ? '[part~=price-tabs] fieldset' : '[role=tablist]').waitFor();
            const name = `${shots}${build}-${width < 768 ? 'cards' : 'tabs'}-${theme}-${width}.png`;
            await calendar.screenshot({ path: name });
            // A day chosen (the session's own action: choosing on the grid is the calendar's test).
            const first = await page.evaluate(
              async ({ build, key }) => {
                const { getSession } = await import(`/dist/api${build === 'react' ? '.react' : ''}.js`);
                const session = getSession(key);
                const days = Object.keys(session.$listing.get().prices).sort();
                session.selectDay(days[5]);
                return days[5];
              },
              { build, key },
            );
            await settles(async () => (await lastChange(page))?.pickup_date?.slice(0, 10), first);
            await calendar.locator('[part~=price-actions]').screenshot({
              path: `${shots}${build}-bar-${theme}-${width}.png`,
            });
            for (const [modal, title] of [
              ['priceOption', 'Choose your service level'],
              ['loadingInfo', 'Helpers and loading time'],
            ]) {
              if (modal === 'loadingInfo')
                await calendar.getByRole('button', { name: 'About helpers and loading time' }).click();
              else await onSession(page, build, key, 'openModal', modal);
              const dialog = calendar.getByRole('dialog', { name: title });
              await dialog.waitFor();
              await page.screenshot({ path: `${shots}${build}-${modal}-${theme}-${width}.png` });
              assert.deepEqual(await piecesViolations(page, key), [], `${modal} ${theme} ${width}`);
              await page.keyboard.press('Escape');
              await dialog.waitFor({ state: 'detached' });
            }
            await calendar.getByRole('button', { name: 'Continue' }).click();
            const helper = calendar.getByRole('dialog', { name: 'Add a helper?' });
            await helper.waitFor();
            await page.screenshot({ path: `${shots}${build}-add-helper-${theme}-${width}.png` });
            assert.deepEqual(await piecesViolations(page, key), [], `add helper ${theme} ${width}`);
            await helper.getByRole('button', { name: 'No thanks' }).click();
            await settles(() => count(page, 'hk-proceed'), 1);
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
          const email = await openCalendar(build, {
            key: `email-shot-${build}-${theme}-${width}`,
            width,
            height: 900,
            theme,
            listing: { ...JOB, exclude_prices: true },
            context: { isAdmin: true },
          });
          try {
            const dialog = email.calendar.getByRole('dialog', { name: 'See your prices' });
            await dialog.waitFor({ timeout: 20000 });
            await dialog.getByRole('textbox', { name: 'Email address' }).fill('ana@example');
            await dialog.getByRole('button', { name: 'Show prices' }).click();
            await dialog.locator('[part~=field-error]').waitFor();
            await email.page.screenshot({ path: `${shots}${build}-email-error-${theme}-${width}.png` });
            assert.deepEqual(
              await piecesViolations(email.page, `email-shot-${build}-${theme}-${width}`),
              [],
              `email ${theme} ${width}`,
            );
            assert.deepEqual(email.problems, []);
          } finally {
            await email.context.close();
          }
        }
      }
    });
  });
}

describe('price tabs against the reference server (api-base="/"), light build', () => {
  it('a crew by mouse reprices through POST /ng/prelisting/{id}: hk-price-loaded again', async () => {
    const key = 'tabs-server';
    const { page, context, problems, requests, calendar } = await openCalendar('light', {
      key,
      attributes: { 'api-base': '/' },
    });
    try {
      await settles(() => count(page, 'hk-price-loaded'), 1, 20000);
      const calls = () => requests.filter((url) => new URL(url).pathname.startsWith('/ng/prelisting/')).length;
      const before = calls();
      assert.ok(before >= 1, 'the first prices came from the reference server');
      await calendar.getByRole('tab', { name: /^Driver \+ 2 helpers/ }).click();
      await settles(() => count(page, 'hk-price-loaded'), 2, 20000);
      assert.equal(calls(), before + 1);
      assert.equal((await lastChange(page)).men_required, 3);
      assert.deepEqual(
        (await readTabs(calendar)).selected.map((name) => name.replace(/ from .*$/, '')),
        ['Driver + 2 helpers'],
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
