// <hk-price-calendar> end to end in Chromium, in both builds (its own script, light and React), on
// its states page under the reference server's strict Content-Security-Policy: every state shown
// as it should be; a priced day chosen by mouse and by the keyboard alone (Tab into the grid,
// arrows, PageDown, Enter), with prices fetched by usePricing from the demo adapter and from the
// reference server (`api-base="/"`): `hk-change` carries pickup_date and the priceOption line,
// `hk-price-loaded` the lowest price and the dates; a disabled day is not chosen; the month's
// heading is a polite live region that changes; at 390 px the list, "Add one week" and the
// calendar dialog; a failed price answer (the server's fault injection) then "Try again"; the
// skeleton as tall as the view; axe clean in every state; screenshots at 1280 and 390 px, light
// and dark, into test-results/price-calendar/ for people to look at.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../packages/server/dist/index.mjs';
import {
  buildsToRun,
  openHarness,
  openPage,
  opensLook,
  overflowing,
  READY_TIMEOUT,
  says,
  seriousViolations,
  settles,
  skeletonThenView,
} from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/price-calendar/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
/** A second reference server with fault injection on (POST /__faults), for the failed price answer. */
let faulty;
before(async () => {
  harness = await openHarness();
  faulty = await startServer({ port: 0, faults: true });
});
after(async () => {
  await faulty?.close();
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', name: 'light', query: '', suffix: '' },
  { runtime: 'React 19', name: 'react', query: '?build=react', suffix: '.react' },
];

const STATES = ['idle', 'loading', 'error', 'blurred', 'loaded', 'chosen', 'admin', 'week-added', 'spanish'];

/** Opens the states page in a build at a width, once every state is set; records the events heard. */
async function openStates(query, { width = 1280, height = 1400, extra = '', on = harness } = {}) {
  const separator = query ? '&' : '?';
  const opened = await openPage(on, `/states/price-calendar.html${query}${extra ? `${separator}${extra}` : ''}`, {
    viewport: { width, height },
    speech: true,
  });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  await opened.page.evaluate(() => {
    window.heard = [];
    for (const type of ['hk-change', 'hk-price-loaded', 'hk-error'])
      document.addEventListener(type, (event) =>
        window.heard.push({ type, session: event.target.getAttribute('session'), detail: event.detail }),
      );
  });
  return opened;
}

/** What a calendar shows: its state, month, days (key, selected, disabled, name), list rows, live text. */
function readCalendar(page, session) {
  return page.evaluate((session) => {
    const root = document.querySelector(`hk-price-calendar[session="${session}"]`)?.shadowRoot;
    const text = (node) => node?.textContent.replace(/\s+/g, ' ').trim() ?? null;
    const days = [...(root?.querySelectorAll('[part~=day]') ?? [])].filter((day) => !day.closest('dialog'));
    return {
      state: root?.querySelector('[part~=base]')?.dataset.state ?? null,
      month: text(root?.querySelector('[part~=month]')),
      live: root?.querySelector('[part~=month]')?.getAttribute('aria-live') ?? null,
      cells: days.filter((day) => day.getAttribute('role') === 'gridcell').length,
      options: days.filter((day) => day.getAttribute('role') === 'option').map((day) => day.dataset.key),
      selected: days.find((day) => day.getAttribute('aria-selected') === 'true')?.dataset.key ?? null,
      enabled: days.filter((day) => !day.hasAttribute('aria-disabled') && !day.hasAttribute('data-out')).length,
      labels: [...(root?.querySelectorAll('[part~=day] .hk-badge') ?? [])].map(text),
      tiers: new Set(days.map((day) => day.dataset.tier).filter(Boolean)).size,
      admin: root?.querySelectorAll('[part~=admin-price]').length ?? 0,
      legend: text(root?.querySelector('[part~=legend]')),
      alert: text(root?.querySelector('[role=alert]')),
      code: root?.querySelector('[role=alert]')?.dataset.code ?? null,
      dialog: !!root?.querySelector('dialog[open]'),
      spoken: text(root?.querySelector('.hk-announcer')),
    };
  }, session);
}

/** The events of a kind a session's element sent. */
const heardOf = (page, type, session) =>
  page.evaluate(
    ({ type, session }) => window.heard.filter((entry) => entry.type === type && entry.session === session),
    { type, session },
  );

/** The element that has focus, through the shadow root: its host's session, role and key. */
const focused = (page) =>
  page.evaluate(() => {
    const host = document.activeElement;
    const inner = host?.shadowRoot?.activeElement;
    return {
      session: host?.getAttribute('session') ?? null,
      role: inner?.getAttribute('role') ?? inner?.tagName.toLowerCase() ?? null,
      key: inner?.dataset?.key ?? null,
    };
  });

/** Buttons and days smaller than 44 px inside the calendars (phones). */
function smallTargets() {
  return [...document.querySelectorAll('hk-price-calendar')].flatMap((element) =>
    [...element.shadowRoot.querySelectorAll('button, [role=option]')].flatMap((node) => {
      const box = node.getBoundingClientRect();
      return box.width > 0 && (box.width < 43.5 || box.height < 43.5)
        ? [`${node.getAttribute('aria-label') ?? node.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`]
        : [];
    }),
  );
}

/**
 * Adds a live calendar to the top of the page: a job with both addresses and items, so usePricing
 * asks for prices, through the demo adapter or the reference server (`apiBase`).
 */
async function addLiveCalendar(page, { session, build, apiBase }) {
  await page.evaluate(
    async ({ session, build, apiBase }) => {
      const { getSession } = await import(`/dist/api${build === 'react' ? '.react' : ''}.js`);
      const card = document.createElement('section');
      card.className = 'card';
      card.dataset.state = 'live';
      const element = document.createElement('hk-price-calendar');
      element.setAttribute('session', session);
      if (apiBase) element.setAttribute('api-base', apiBase);
      card.append(element);
      document.querySelector('main').prepend(card);
      const item = (name, quantity, width, height, depth, weight) => ({
        name,
        quantity,
        fake_id: `${name}-${quantity}`,
        width,
        height,
        depth,
        weight,
      });
      getSession(session).update((state) => ({
        ...state,
        listing: {
          ...state.listing,
          pickup_address_data: {
            formatted_address: 'Leeds LS1 4DY, UK',
            latitude: 53.7957,
            longitude: -1.5479,
            ISO_3166_1_Alpha_2: 'GB',
          },
          delivery_address_data: {
            formatted_address: 'York YO1 7HH, UK',
            latitude: 53.9583,
            longitude: -1.0803,
            ISO_3166_1_Alpha_2: 'GB',
          },
          distance: 25.4,
          duration: 2700,
          move_items: [item('Double wardrobe', 1, 100, 190, 60, 90), item('Large box', 20, 55, 55, 55, 10)],
        },
      }));
    },
    { session, build, apiBase },
  );
}

/** The listing of the last hk-change a session's element sent. */
const lastChange = async (page, session) => (await heardOf(page, 'hk-change', session)).at(-1)?.detail ?? null;

/**
 * The height of a calendar's skeleton and of its loaded view (harness.mjs, skeletonThenView),
 * with the states page's loaded job.
 */
async function skeletonAndView(width, build) {
  const states = await openStates(build === 'react' ? '?build=react' : '', { width });
  const listing = await states.page.evaluate(async (build) => {
    const { getSession } = await import(`/dist/api${build === 'react' ? '.react' : ''}.js`);
    return getSession('calendar-loaded').$listing.get();
  }, build);
  await states.context.close();
  return skeletonThenView(harness, { tag: 'hk-price-calendar', width, build, listing, state: 'loaded' });
}

for (const { runtime, name: build, query } of buildsToRun(builds)) {
  describe(`<hk-price-calendar>, ${runtime} build`, () => {
    it('each state shows what it should: idle, loading, the no-price error, blurred, the month with labels and colours, chosen, admin, es-ES', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        const idle = await readCalendar(page, 'calendar-idle');
        assert.equal(idle.state, 'idle');
        assert.equal(idle.cells, 0);
        await page
          .locator('hk-price-calendar[session="calendar-idle"]')
          .getByText('Add your addresses and items to see prices.')
          .waitFor();
        assert.equal((await readCalendar(page, 'calendar-loading')).state, 'loading');
        const error = await readCalendar(page, 'calendar-error');
        assert.equal(error.state, 'error');
        assert.equal(error.code, 'server_error');
        assert.equal(
          error.alert,
          'We could not get your pricesOur price service had a problem. Your choices are kept: please try again.Try again',
        );
        const blurred = page.locator('hk-price-calendar[session="calendar-blurred"]');
        assert.equal((await readCalendar(page, 'calendar-blurred')).state, 'blurred');
        await blurred.getByText('Prices show once you give your email address.').waitFor();
        assert.equal(
          await blurred.getByRole('gridcell').count(),
          0,
          'the blurred days are hidden from assistive technology',
        );
        let loaded = await readCalendar(page, 'calendar-loaded');
        if (loaded.enabled < 3) {
          // The last days of a month: the month after shows the priced month in full.
          const month = loaded.month;
          await page
            .locator('hk-price-calendar[session="calendar-loaded"]')
            .getByRole('button', { name: 'Next month' })
            .click();
          await settles(async () => (await readCalendar(page, 'calendar-loaded')).month !== month, true);
          loaded = await readCalendar(page, 'calendar-loaded');
        }
        assert.equal(loaded.state, 'loaded');
        assert.equal(loaded.cells, 42);
        assert.equal(loaded.live, 'polite');
        assert.ok(loaded.enabled >= 3, `priced days this month: ${loaded.enabled}`);
        assert.ok(loaded.tiers >= 2, 'a colour scale');
        assert.equal(loaded.legend, 'CheaperDearer');
        assert.equal(loaded.admin, 0);
        const chosen = await readCalendar(page, 'calendar-chosen');
        assert.ok(chosen.selected, 'a day chosen');
        assert.ok((await readCalendar(page, 'calendar-admin')).admin > 0, 'admin prices for an admin');
        const spanish = await readCalendar(page, 'calendar-spanish');
        assert.match(
          spanish.month,
          /^(Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre) de \d{4}$/,
        );
        // The helpers dialog is one of the parts a Spanish calendar fetches more words for when it
        // first opens (its loading times are in the address picker's words): Spanish, none missing.
        const spanishCalendar = page.locator('hk-price-calendar[session="calendar-spanish"]');
        await spanishCalendar.getByRole('button', { name: 'Sobre los ayudantes y el tiempo de carga' }).click();
        const helpers = spanishCalendar.getByRole('dialog', { name: 'Ayudantes y tiempo de carga' });
        await helpers.waitFor();
        assert.doesNotMatch(await helpers.textContent(), /Helpers|loading time|about \d|Close/);
        await page.keyboard.press('Escape');
        await helpers.waitFor({ state: 'detached' });
        const grid = page.locator('hk-price-calendar[session="calendar-loaded"]').getByRole('grid');
        assert.equal(await grid.getByRole('columnheader').count(), 7);
        assert.equal(await grid.getByRole('columnheader').first().textContent(), 'Mon');
        // The error's Try again asks again (and fails again: the stand-in API always fails).
        await page
          .locator('hk-price-calendar[session="calendar-error"]')
          .getByRole('button', { name: 'Try again' })
          .click();
        await settles(async () => (await readCalendar(page, 'calendar-error')).state, 'error');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('by mouse, demo adapter: prices fetched by themselves; hk-price-loaded; a priced day chosen (hk-change with pickup_date and priceOption); a disabled day not', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        const session = `calendar-mouse-${build}`;
        await addLiveCalendar(page, { session, build });
        await settles(async () => (await readCalendar(page, session)).state, 'loaded', 15000);
        const [loaded] = await heardOf(page, 'hk-price-loaded', session);
        assert.ok(loaded, 'hk-price-loaded was heard');
        assert.ok(loaded.detail.lowest_price > 0, `lowest_price ${loaded.detail.lowest_price}`);
        assert.match(loaded.detail.dates.first, /^\d{4}-\d{2}-\d{2}$/);
        assert.ok(loaded.detail.dates.last > loaded.detail.dates.first);
        const calendar = page.locator(`hk-price-calendar[session="${session}"]`);
        // Next month: every day there is priced by the demo engine.
        const before = (await readCalendar(page, session)).month;
        await calendar.getByRole('button', { name: 'Next month' }).click();
        await settles(async () => (await readCalendar(page, session)).month !== before, true);
        // Each day is named by its full date and its price (and label), as it shows them.
        const named = calendar.getByRole('gridcell', { name: /^\w+day \d{1,2} \w+ \d{4},( today,)? £[\d,]+/ });
        assert.ok((await named.count()) >= 20, `days named with date and price: ${await named.count()}`);
        const day = calendar.locator('[role=gridcell]:not([aria-disabled]):not([data-out])').nth(9);
        const key = await day.getAttribute('data-key');
        await day.click();
        await settles(async () => (await lastChange(page, session))?.pickup_date, key);
        const change = await lastChange(page, session);
        const line = change.listing_cart.find((entry) => entry.type === 'priceOption');
        assert.ok(line?.amount > 0, 'the priceOption cart line');
        assert.equal((await readCalendar(page, session)).selected, key);
        await says(page, session, /^\w+day \d{1,2} \w+ chosen, £[\d,]+$/);
        // A disabled day (past, or beyond a year) is not chosen.
        await calendar.getByRole('button', { name: 'Previous month' }).click();
        let disabled = calendar.locator('[role=gridcell][aria-disabled=true]').first();
        if ((await disabled.count()) === 0) {
          for (let month = 0; month < 13; month += 1)
            await calendar.getByRole('button', { name: 'Next month' }).click({ force: true });
          disabled = calendar.locator('[role=gridcell][aria-disabled=true]').last();
        }
        const changes = (await heardOf(page, 'hk-change', session)).length;
        await disabled.click({ force: true });
        await page.waitForTimeout(200);
        assert.equal((await heardOf(page, 'hk-change', session)).length, changes);
        assert.equal(await disabled.getAttribute('aria-selected'), 'false');
        assert.deepEqual(await seriousViolations(page), [], 'axe with the live calendar');
        await calendar.screenshot({ path: `${shots}${build}-live-demo-1280.png` });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('by keyboard alone, reference server (api-base="/"): Tab into the grid, arrows, PageDown (the heading follows), Enter chooses', async () => {
      const { page, context, problems, requests } = await openStates(query);
      try {
        const session = `calendar-keys-${build}`;
        await addLiveCalendar(page, { session, build, apiBase: '/' });
        await settles(async () => (await readCalendar(page, session)).state, 'loaded', 15000);
        assert.ok(
          requests.some((url) => new URL(url).pathname.startsWith('/ng/prelisting/')),
          'the price call went to the reference server',
        );
        assert.equal((await heardOf(page, 'hk-price-loaded', session)).length, 1);
        // Tab from the top of the page until the focus is in the grid: one tab stop for its days.
        await page.locator('header a').first().focus();
        let where = await focused(page);
        for (let press = 0; press < 40 && !(where.session === session && where.role === 'gridcell'); press += 1) {
          await page.keyboard.press('Tab');
          where = await focused(page);
        }
        assert.equal(where.role, 'gridcell', 'Tab reached the grid');
        const start = where.key;
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowDown');
        where = await focused(page);
        const plus8 = new Date(`${start}T12:00:00`);
        plus8.setDate(plus8.getDate() + 8);
        const key8 = `${plus8.getFullYear()}-${String(plus8.getMonth() + 1).padStart(2, '0')}-${String(plus8.getDate()).padStart(2, '0')}`;
        assert.equal(where.key, key8);
        const month = (await readCalendar(page, session)).month;
        await page.keyboard.press('PageDown');
        await settles(async () => (await readCalendar(page, session)).month !== month, true);
        where = await focused(page);
        assert.equal(where.role, 'gridcell', 'focus followed into the next month');
        assert.equal(Number(where.key.slice(8)) <= Number(key8.slice(8)), true);
        assert.equal((await readCalendar(page, session)).live, 'polite', 'the new month is announced');
        // A Tab leaves the grid at once (one tab stop), Shift+Tab comes back to the same day.
        await page.keyboard.press('Tab');
        assert.notEqual((await focused(page)).role, 'gridcell');
        await page.keyboard.press('Shift+Tab');
        assert.equal((await focused(page)).key, where.key);
        await page.keyboard.press('Enter');
        await settles(async () => (await lastChange(page, session))?.pickup_date, where.key);
        const change = await lastChange(page, session);
        assert.ok(change.listing_cart.some((entry) => entry.type === 'priceOption' && entry.amount > 0));
        assert.equal((await readCalendar(page, session)).selected, where.key);
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('at 390 px: the list of days a week at a time, Add one week, the calendar dialog (choosing a day closes it)', async () => {
      const { page, context, problems } = await openStates(query, { width: 390, height: 900 });
      try {
        const session = `calendar-phone-${build}`;
        await addLiveCalendar(page, { session, build });
        await settles(async () => (await readCalendar(page, session)).state, 'loaded', 15000);
        const calendar = page.locator(`hk-price-calendar[session="${session}"]`);
        assert.equal((await readCalendar(page, session)).cells, 0);
        assert.equal((await readCalendar(page, session)).options.length, 7);
        assert.equal(await calendar.getByRole('listbox', { name: 'Days and prices' }).count(), 1);
        await calendar.getByRole('button', { name: 'Add one week' }).click();
        await settles(async () => (await readCalendar(page, session)).options.length, 14);
        const options = (await readCalendar(page, session)).options;
        // Choose by touch: the third day.
        await calendar.getByRole('option').nth(2).click();
        await settles(async () => (await lastChange(page, session))?.pickup_date, options[2]);
        await calendar.screenshot({ path: `${shots}${build}-live-list-390.png` });
        await calendar.getByRole('button', { name: 'Calendar' }).click();
        const dialog = calendar.getByRole('dialog', { name: 'Choose your date' });
        await dialog.waitFor();
        assert.equal(await dialog.getByRole('gridcell').count(), 42);
        assert.deepEqual(await seriousViolations(page), [], 'axe with the calendar dialog open');
        await page.screenshot({ path: `${shots}${build}-live-dialog-390.png` });
        await dialog.getByRole('button', { name: 'Next month' }).click();
        const day = dialog.locator('[role=gridcell]:not([aria-disabled]):not([data-out])').nth(3);
        const key = await day.getAttribute('data-key');
        await day.click();
        await dialog.waitFor({ state: 'detached' });
        await settles(async () => (await lastChange(page, session))?.pickup_date, key);
        await settles(async () => (await readCalendar(page, session)).selected, key);
        assert.ok((await readCalendar(page, session)).options.includes(key), 'the list shows the chosen day’s week');
        assert.deepEqual(await page.evaluate(smallTargets), []);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('at 390 px the calendar dialog has a legend: the colours, and the words of each day label its dots stand for', async () => {
      const { page, context, problems } = await openStates(query, {
        width: 390,
        height: 844,
        extra: 'dialog=calendar',
      });
      try {
        const calendar = page.locator('hk-price-calendar[session="calendar-loaded"]');
        const dialog = calendar.getByRole('dialog', { name: 'Choose your date' });
        await dialog.waitFor();
        // A label is a dot on a phone's grid: the words it stands for are in the day's name only.
        const badges = dialog.locator('[role=gridcell]:not([data-out]) .hk-badge');
        if ((await badges.count()) === 0) {
          // The last days of a month may carry no label: the month after does.
          await dialog.getByRole('button', { name: 'Next month' }).click();
          await badges.first().waitFor();
        }
        const labels = [
          ...new Set(
            await dialog
              .locator('[role=gridcell]:not([data-out]) .hk-badge')
              .evaluateAll((badges) => badges.map((badge) => badge.textContent.replace(/^,\s*/, '').trim())),
          ),
        ];
        assert.ok(labels.length > 0, 'the month shows labelled days');
        const legend = dialog.locator('[part~=legend]');
        assert.equal(await legend.isVisible(), true, 'the legend is shown in the dialog');
        for (const words of ['Cheaper', 'Dearer', ...labels])
          assert.equal(await legend.getByText(words, { exact: true }).isVisible(), true, `the legend says "${words}"`);
        assert.deepEqual(await seriousViolations(page), [], 'axe with the legend');
        await page.screenshot({ path: `${shots}calendar-dialog-legend-390-${build}.png` });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('a failed price answer (fault injection): the no-price error with its code, hk-error, then Try again loads the days', async () => {
      const { page, context, problems } = await openStates(query, { on: { browser: harness.browser, server: faulty } });
      try {
        const rule = await page.evaluate(async () => {
          const answer = await fetch('/__faults', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ path: '/ng/prelisting/*', method: 'POST', fault: 'status=500' }),
          });
          return answer.status;
        });
        assert.equal(rule, 200);
        const session = `calendar-fault-${build}`;
        await addLiveCalendar(page, { session, build, apiBase: '/' });
        await settles(async () => (await readCalendar(page, session)).state, 'error', 15000);
        // The alert comes a render after the error state: the view that says the failure is
        // chosen once the mounted views have registered (PriceFailureMessage's rank).
        await settles(async () => (await readCalendar(page, session)).code, 'server_error', 5000);
        const shown = await readCalendar(page, session);
        assert.equal(shown.state, 'error');
        assert.equal(
          shown.alert,
          'We could not get your pricesOur price service had a problem. Your choices are kept: please try again.Try again',
        );
        const errors = await heardOf(page, 'hk-error', session);
        assert.ok(
          errors.some((entry) => entry.detail.message === 'No price options' && entry.detail.severity === 'info'),
          JSON.stringify(errors.map((entry) => entry.detail)),
        );
        assert.deepEqual(await seriousViolations(page), []);
        await page.locator('.card[data-state=live]').screenshot({ path: `${shots}${build}-live-error-1280.png` });
        await page.evaluate(() => fetch('/__faults', { method: 'DELETE' }));
        await page
          .locator(`hk-price-calendar[session="${session}"]`)
          .getByRole('button', { name: 'Try again' })
          .click();
        await settles(async () => (await readCalendar(page, session)).state, 'loaded', 15000);
        assert.equal((await readCalendar(page, session)).cells, 42);
        // The browser logs the failed request itself; nothing else may be said.
        assert.deepEqual(
          problems.filter((problem) => !/status of 500/.test(problem)),
          [],
        );
      } finally {
        await context.close();
      }
    });

    it('its skeleton is as tall as the loaded view that replaces it, at 1280 and 390 px (nothing moves)', async () => {
      const heights = [];
      for (const width of [1280, 390]) heights.push({ width, ...(await skeletonAndView(width, build)) });
      const moved = heights.filter(({ skeleton, view }) => Math.abs(skeleton - view) > 8);
      assert.deepEqual(moved, [], JSON.stringify(heights));
    });

    it('axe finds nothing serious in any state; 44 px targets on phones; nothing wider than 320 px; screenshots', async () => {
      // Both themes in the light build; the React build's DOM is the same source, checked in one.
      for (const theme of build === 'light' ? ['light', 'dark'] : ['light']) {
        for (const width of [1280, 390]) {
          if (!opensLook(theme, width)) continue;
          const { page, context, problems } = await openStates(query, { width, height: 900, extra: `theme=${theme}` });
          try {
            for (const state of STATES) {
              await page
                .locator(`.card[data-state="${state}"]`)
                .screenshot({ path: `${shots}${build}-${state}-${theme}-${width}.png` });
            }
            if (width < 992) assert.equal((await readCalendar(page, 'calendar-weeks')).options.length, 14);
            assert.deepEqual(await seriousViolations(page), [], `${theme} ${width}`);
            if (width < 768) assert.deepEqual(await page.evaluate(smallTargets), []);
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
        }
        const { page, context, problems } = await openStates(query, {
          width: 390,
          height: 844,
          extra: `theme=${theme}&dialog=calendar`,
        });
        try {
          assert.equal((await readCalendar(page, 'calendar-loaded')).dialog, true);
          assert.deepEqual(await seriousViolations(page), [], `${theme} dialog`);
          await page.screenshot({ path: `${shots}${build}-dialog-${theme}-390.png` });
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      }
      const narrow = await openStates(query, { width: 320, height: 900 });
      try {
        assert.deepEqual(await narrow.page.evaluate(overflowing, 'hk-price-calendar'), []);
      } finally {
        await narrow.context.close();
      }
    });
  });
}
