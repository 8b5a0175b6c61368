// <hk-time-options> end to end in Chromium, in both builds (its own script, light and React), on
// its states page the reference server serves under its strict Content-Security-Policy: every
// state as a person sees it; a time chosen by mouse and by keyboard alone (one tab stop, the arrow
// keys) with `hk-change` carrying selectedTimeOption and the timeOption cart line; on a real price
// answer, from the demo adapter and from the reference server (`api-base="/"`), once the day is
// chosen; the hourly-rate variant's hours moved by keyboard with the start times following; at 390
// px the button and the dialog; axe clean in every state and with each dialog open; screenshots at
// 1280 and 390 px, light and dark, into test-results/time-options/ for people to look at.
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
  says,
  seriousViolations,
  settles,
  skeletonThenView,
} from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/time-options/', import.meta.url));
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

const STATES = ['no-day', 'loading', 'none', 'few', 'grouped', 'in-hours', 'hourly', 'hourly-today', 'spanish'];

/** Opens the states page in a build at a width, once every state is set; records every hk-change. */
async function openStates(query, { width = 1280, height = 2400, extra = '' } = {}) {
  const separator = query ? '&' : '?';
  const opened = await openPage(harness, `/states/time-options.html${query}${extra ? `${separator}${extra}` : ''}`, {
    viewport: { width, height },
    speech: true,
  });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  await opened.page.evaluate(() => {
    window.changes = [];
    document.addEventListener('hk-change', (event) =>
      window.changes.push({ session: event.target.getAttribute('session'), listing: event.detail }),
    );
  });
  return opened;
}

/** The last hk-change of a session: its time option and its timeOption line. */
const lastChange = (page, session) =>
  page.evaluate((session) => {
    const listing = window.changes.filter((change) => change.session === session).at(-1)?.listing;
    if (!listing) return null;
    return {
      selectedTimeOption: listing.selectedTimeOption ?? null,
      timeOption: listing.listing_cart?.find((line) => line.type === 'timeOption')?.amount ?? null,
      hours: listing.hours_selected ?? null,
      window: [listing.pickup_time ?? null, listing.pickup_time_end ?? null],
    };
  }, session);

/** What an element shows: its state, heading, sentence, groups, each radio's name and description, the phone's button. */
function readTimes(page, session) {
  return page.evaluate((session) => {
    const root = document.querySelector(`hk-time-options[session="${session}"]`)?.shadowRoot;
    const text = (node) => node?.textContent.replace(/\s+/g, ' ').trim() ?? null;
    const byIds = (ids) =>
      (ids ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => text(root.getElementById(id)))
        .join(' | ');
    const base = root?.querySelector('[part~=base]');
    return {
      state: base?.dataset.state ?? null,
      variant: base?.dataset.variant ?? null,
      layout: base?.dataset.layout ?? null,
      heading: text(root?.querySelector('[part~=heading]')),
      message: text(root?.querySelector('[part~=message]')),
      notice: text(root?.querySelector('[part~=notice]')),
      summary: text(root?.querySelector('[part~=summary-button]')),
      groups: [...(root?.querySelectorAll('[part~=group] legend') ?? [])].map(text),
      options: [...(root?.querySelectorAll('input[type=radio]') ?? [])].map((radio) => ({
        value: radio.value,
        name: byIds(radio.getAttribute('aria-labelledby')),
        description: byIds(radio.getAttribute('aria-describedby')),
        checked: radio.checked,
        disabled: radio.disabled,
      })),
      hours: root?.querySelector('[part~=quantity]')?.value ?? null,
      dialog: Boolean(root?.querySelector('dialog[open]')),
      spoken: text(root?.querySelector('[aria-live=polite]')),
    };
  }, session);
}

/** The element and the control focused in its shadow root. */
const focused = (page) =>
  page.evaluate(() => {
    const host = document.activeElement;
    const inner = host?.shadowRoot?.activeElement;
    return {
      session: host?.getAttribute('session') ?? null,
      role: inner?.type === 'radio' ? 'radio' : (inner?.tagName.toLowerCase() ?? null),
      value: inner?.value ?? null,
      label: inner?.getAttribute('aria-label') ?? inner?.textContent.replace(/\s+/g, ' ').trim() ?? null,
    };
  });

/** Presses Tab until focus is on a radio of the session's element (the group's one tab stop). */
async function tabToGroup(page, session) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.session === session && now.role === 'radio') return now;
  }
  throw new Error(`Tab never reached the times of ${session}`);
}

/** Buttons and controls smaller than 44 px inside the elements (phones). */
function smallTargets() {
  return [...document.querySelectorAll('hk-time-options')].flatMap((element) =>
    [...element.shadowRoot.querySelectorAll('button, input')].flatMap((node) => {
      const target = node.matches('input[type=radio]') ? node.closest('label') : node;
      const box = target.getBoundingClientRect();
      return box.width > 0 && (box.width < 43.5 || box.height < 43.5)
        ? [`${node.getAttribute('aria-label') ?? node.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`]
        : [];
    }),
  );
}

/** A day `days` from today, as YYYY-MM-DD. */
const dayKey = (days) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * Adds a card with a new <hk-time-options> at the top of the page (its own session; `apiBase`
 * '/' for the reference server, none for the demo adapter), seeds a job with addresses and items
 * (the element starts pricing by itself), waits for the prices and chooses a priced day through
 * the session's selectDay, as the calendar would.
 */
async function seedPricedDay(page, { session, build, apiBase, day }) {
  await page.evaluate(
    async ({ session, build, apiBase, day }) => {
      const { getSession } = await import(`/dist/api${build === 'react' ? '.react' : ''}.js`);
      const card = document.createElement('section');
      card.className = 'card';
      card.dataset.state = `live-${session}`;
      const element = document.createElement('hk-time-options');
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
      const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      while (!element.shadowRoot?.querySelector('[part~=base]')) await wait(20);
      const quote = getSession(session);
      quote.update((state) => ({
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
      const until = Date.now() + 15000;
      while (Date.now() < until && !quote.$listing.get().prices?.[day]) await wait(50);
      quote.selectDay(day);
    },
    { session, build, apiBase, day },
  );
}

for (const { runtime, name: build, query } of buildsToRun(builds)) {
  describe(`<hk-time-options>, ${runtime} build`, () => {
    it('each state shows what it should: sentences, the groups, "in X hours", charges, disabled reasons, hourly, es-ES', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        const noDay = await readTimes(page, 'times-no-day');
        assert.deepEqual([noDay.state, noDay.variant, noDay.layout], ['noDay', 'standard', 'sidebar']);
        assert.equal(noDay.heading, 'Collection time');
        assert.equal(noDay.message, 'Choose a day to see the times.');
        assert.equal((await readTimes(page, 'times-loading')).state, 'loading');
        assert.equal(
          (await readTimes(page, 'times-none')).message,
          'No times are offered for this day. Choose another day.',
        );
        const few = await readTimes(page, 'times-few');
        assert.deepEqual(few.groups, []);
        assert.deepEqual(
          few.options.map((option) => [option.name, option.description]),
          [
            ['8am–12pm', '+£25.00'],
            ['8am–6pm', 'Included'],
            ['12pm–4pm', '+£15.00'],
          ],
        );
        const grouped = await readTimes(page, 'times-grouped');
        assert.deepEqual(grouped.groups, ['Morning', 'Afternoon', 'Evening']);
        assert.deepEqual(grouped.options, [
          {
            value: '0800-1100',
            name: 'In 3 hours',
            description: '8am–11am | Rush collection is not offered | +£45.00',
            checked: false,
            disabled: true,
          },
          { value: '0800-1200', name: '8am–12pm', description: '+£25.00', checked: true, disabled: false },
          { value: '0800-1300', name: 'In 5 hours', description: '8am–1pm | +£18.00', checked: false, disabled: false },
          { value: '0800-1800', name: '8am–6pm', description: 'Included', checked: false, disabled: false },
          { value: '1200-1600', name: '12pm–4pm', description: '+£15.00', checked: false, disabled: false },
          {
            value: '1600-2000',
            name: '4pm–8pm',
            description: 'Not available for this day | +£30.00',
            checked: false,
            disabled: true,
          },
          { value: '1800-2000', name: '6pm–8pm', description: '+£35.00', checked: false, disabled: false },
        ]);
        const inHours = await readTimes(page, 'times-in-hours');
        assert.deepEqual(
          inHours.options.map((option) => [option.name, option.description]),
          [
            ['In 3 hours', '8am–11am | Rush collection is not offered | +£45.00'],
            ['In 5 hours', '8am–1pm | Delivery 2pm–7pm | +£18.00'],
            ['In 5 hours', '1pm–6pm | Delivery 6pm–8pm | +£12.00'],
          ],
        );
        const hourly = await readTimes(page, 'times-hourly');
        assert.deepEqual([hourly.variant, hourly.heading, hourly.hours], ['hourly', 'Hours and start time', '3']);
        assert.deepEqual(hourly.groups, ['Morning', 'Afternoon']);
        assert.equal(hourly.options.length, 19, '3 hours from 8am: a start every half hour up to 5pm (ending by 8pm)');
        assert.deepEqual(
          hourly.options.filter((option) => option.checked).map((option) => [option.value, option.name]),
          [['10:00', '10am–1pm']],
        );
        const today = await readTimes(page, 'times-hourly-today');
        assert.equal(today.state, 'noneToday');
        assert.equal(today.message, 'No start times are left today for 2 hours. Choose fewer hours or another day.');
        const spanish = await readTimes(page, 'times-spanish');
        assert.equal(spanish.heading, 'Hora de recogida');
        assert.deepEqual(spanish.groups, ['Mañana', 'Tarde', 'Noche']);
        assert.deepEqual(
          [spanish.options[2].name, spanish.options[2].description],
          ['En 5 horas', '8:00–13:00 | +18,00 €'],
        );
        // Each time is a radio named by its window, of one group, found as a person finds it.
        const times = page.locator('hk-time-options[session="times-grouped"]');
        assert.equal(await times.getByRole('radio', { name: '8am–12pm' }).isChecked(), true);
        assert.equal(await times.getByRole('group', { name: 'Afternoon' }).getByRole('radio').count(), 2);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('by mouse: a click on a time chooses it; hk-change carries selectedTimeOption and the timeOption line; announced', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        const times = page.locator('hk-time-options[session="times-few"]');
        await times.locator('label', { hasText: '12pm–4pm' }).click();
        await settles(() => lastChange(page, 'times-few'), {
          selectedTimeOption: '1200-1600',
          timeOption: 15,
          hours: null,
          // The option's window is the collection window: the slider shows the same one.
          window: [12, 16],
        });
        await says(page, 'times-few', 'Time chosen: 12pm–4pm, +£15.00. Total £164.00.');
        await times.getByRole('radio', { name: '8am–6pm' }).click();
        await settles(async () => (await lastChange(page, 'times-few'))?.timeOption, null);
        assert.equal((await lastChange(page, 'times-few')).selectedTimeOption, '0800-1800');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('by keyboard: one tab stop on the chosen time; the arrow keys move and choose, skipping disabled ones, across the groups', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        await page.locator('hk-time-options[session="times-few"]').getByRole('radio', { name: '8am–6pm' }).focus();
        const stop = await tabToGroup(page, 'times-grouped');
        assert.equal(stop.value, '0800-1200', 'the group’s tab stop is its checked radio');
        await page.keyboard.press('ArrowDown');
        await settles(async () => (await lastChange(page, 'times-grouped'))?.selectedTimeOption, '0800-1300');
        assert.equal((await lastChange(page, 'times-grouped')).timeOption, 18);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        // Into the Afternoon group, then past the disabled 4pm–8pm into the Evening.
        await settles(async () => (await lastChange(page, 'times-grouped'))?.selectedTimeOption, '1200-1600');
        await page.keyboard.press('ArrowDown');
        await settles(async () => (await lastChange(page, 'times-grouped'))?.selectedTimeOption, '1800-2000');
        assert.equal((await lastChange(page, 'times-grouped')).timeOption, 35);
        // Tab leaves the group at once.
        await page.keyboard.press('Tab');
        const next = await focused(page);
        assert.notEqual(next.session, 'times-grouped');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('hourly rate by keyboard: the hours up and down (buttons and typed), the start times follow; a start chosen by the arrows', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        const times = page.locator('hk-time-options[session="times-hourly"]');
        await times.getByRole('button', { name: 'Half an hour more' }).focus();
        await page.keyboard.press('Enter');
        await settles(async () => (await readTimes(page, 'times-hourly')).hours, '3.5');
        let now = await readTimes(page, 'times-hourly');
        assert.equal(now.options.length, 18);
        assert.deepEqual(await lastChange(page, 'times-hourly'), {
          selectedTimeOption: null,
          timeOption: null,
          hours: 3.5,
          window: ['10:00', '13:30'],
        });
        await says(page, 'times-hourly', '3.5 hours: 18 start times.');
        await page.keyboard.press('Space');
        await settles(async () => (await readTimes(page, 'times-hourly')).hours, '4');
        await times.getByRole('button', { name: 'Half an hour less' }).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await settles(async () => (await readTimes(page, 'times-hourly')).hours, '3');
        // Typed: 9 hours leaves 8am to 11am starts.
        const box = times.getByRole('textbox', { name: 'Hours' });
        await box.focus();
        await page.keyboard.press('Control+A');
        await page.keyboard.type('9');
        await page.keyboard.press('Enter');
        await settles(async () => (await readTimes(page, 'times-hourly')).options.length, 7);
        now = await readTimes(page, 'times-hourly');
        assert.deepEqual(
          now.options.map((option) => option.value),
          ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00'],
        );
        // A bad number: its coded message, what was typed stays.
        await page.keyboard.press('Control+A');
        await page.keyboard.type('14');
        await page.keyboard.press('Enter');
        const error = times.locator('[part~=field-error]');
        await settles(() => error.getAttribute('data-code'), 'hoursTooHigh');
        assert.equal(await error.textContent(), 'Choose 12 hours or fewer.');
        assert.equal(await box.inputValue(), '14');
        assert.equal(await box.getAttribute('aria-invalid'), 'true');
        // To the start times: the + button, then the group's one stop (the chosen 10am), then an arrow.
        await page.keyboard.press('Control+A');
        await page.keyboard.type('9');
        await page.keyboard.press('Enter');
        await settles(async () => (await readTimes(page, 'times-hourly')).hours, '9');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const stop = await focused(page);
        assert.deepEqual([stop.role, stop.value], ['radio', '10:00']);
        await page.keyboard.press('ArrowDown');
        await settles(async () => (await lastChange(page, 'times-hourly'))?.window, ['10:30', '19:30']);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    for (const apiBase of [null, '/']) {
      const adapter = apiBase ? 'the reference server (api-base="/")' : 'the demo adapter';
      it(`on a real price answer from ${adapter}: the day chosen, a time by mouse and then by keyboard alone`, async () => {
        const { page, context, problems, requests } = await openStates(query, { height: 1400 });
        try {
          const session = `times-live-${build}-${apiBase ? 'server' : 'demo'}`;
          await seedPricedDay(page, { session, build, apiBase, day: dayKey(10) });
          await settles(async () => (await readTimes(page, session)).state, 'list', 15000);
          if (apiBase) {
            assert.ok(
              requests.some((url) => new URL(url).pathname.startsWith('/ng/prelisting/')),
              'the price call went to the reference server',
            );
          }
          const live = await readTimes(page, session);
          assert.deepEqual(live.groups, ['Morning', 'Afternoon']);
          assert.deepEqual(
            live.options.map((option) => [option.value, option.name, option.description, option.disabled]),
            [
              ['0800-1100', 'In 3 hours', '8am–11am | Rush collection is not offered | +£45.00', true],
              ['0800-1200', '8am–12pm', '+£25.00', false],
              ['0800-1300', 'In 5 hours', '8am–1pm | +£18.00', false],
              ['0800-1800', '8am–6pm', 'Included', false],
              ['1200-1600', '12pm–4pm', '+£15.00', false],
              ['1600-2000', '4pm–8pm', '+£30.00', false],
            ],
          );
          const times = page.locator(`hk-time-options[session="${session}"]`);
          await times.locator('label', { hasText: '8am–12pm' }).click();
          await settles(async () => (await lastChange(page, session))?.selectedTimeOption, '0800-1200');
          assert.equal((await lastChange(page, session)).timeOption, 25);
          await page
            .locator(`.card[data-state="live-${session}"]`)
            .screenshot({ path: `${shots}${build}-live-1280.png` });
          // Keyboard alone: from the top of the page, Tab to the group (its stop is the chosen time), then an arrow.
          await page.mouse.click(2, 2);
          await page.evaluate(() => document.activeElement?.blur());
          const stop = await tabToGroup(page, session);
          assert.equal(stop.value, '0800-1200');
          await page.keyboard.press('ArrowDown');
          await settles(async () => (await lastChange(page, session))?.selectedTimeOption, '0800-1300');
          assert.equal((await lastChange(page, session)).timeOption, 18);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }

    it('at 390 px: a button sums up the choice; its dialog is chosen from by keyboard alone; focus comes back to the button', async () => {
      const { page, context, problems } = await openStates(query, { width: 390, height: 844, extra: 'dialog=time' });
      try {
        const times = page.locator('hk-time-options[session="times-grouped"]');
        const dialog = times.getByRole('dialog', { name: 'Collection time' });
        await dialog.waitFor();
        assert.equal((await readTimes(page, 'times-grouped')).layout, 'dialog');
        assert.deepEqual(await seriousViolations(page), [], 'axe with the dialog open');
        await page.screenshot({ path: `${shots}${build}-dialog-time-390.png` });
        // Focus is inside the dialog: Tab reaches the group's stop (the chosen time), an arrow picks another.
        const stop = await tabToGroup(page, 'times-grouped');
        assert.equal(stop.value, '0800-1200');
        await page.keyboard.press('ArrowDown');
        await settles(async () => (await focused(page)).value, '0800-1300');
        assert.equal(await dialog.isVisible(), true, 'an arrow picks, it does not close the dialog');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        assert.equal((await focused(page)).label, 'Choose this time');
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await settles(async () => (await lastChange(page, 'times-grouped'))?.selectedTimeOption, '0800-1300');
        assert.equal((await lastChange(page, 'times-grouped')).timeOption, 18);
        assert.equal((await readTimes(page, 'times-grouped')).summary, 'Time: 8am–1pm, +£18.00');
        // Opened by keyboard from its button, closed by Escape with nothing changed: focus is back on the button.
        await times.locator('[part~=summary-button]').focus();
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await settles(async () => {
          const back = await focused(page);
          return [back.session, back.role];
        }, ['times-grouped', 'button']);
        assert.equal((await lastChange(page, 'times-grouped')).selectedTimeOption, '0800-1300');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('at 390 px, hourly rate: the dialog holds the hours and the start times; more hours leave none today, so it closes and says why', async () => {
      const { page, context, problems } = await openStates(query, { width: 390, height: 844, extra: 'dialog=hourly' });
      try {
        const times = page.locator('hk-time-options[session="times-hourly"]');
        const dialog = times.getByRole('dialog', { name: 'Hours and start time' });
        await dialog.waitFor();
        assert.deepEqual(await seriousViolations(page), [], 'axe with the hourly dialog open');
        await page.screenshot({ path: `${shots}${build}-dialog-hourly-390.png` });
        await dialog.getByRole('button', { name: 'Half an hour more' }).click();
        await settles(async () => (await readTimes(page, 'times-hourly')).options.length, 18);
        assert.equal(await dialog.isVisible(), true, 'another day keeps its dialog open');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        // Today instead, at the session's 9am: 9 hours leave one start (11am–8pm); half an hour more leaves none.
        await page.evaluate(async (build) => {
          const { getSession } = await import(`/dist/api${build === 'react' ? '.react' : ''}.js`);
          const date = new Date();
          const today = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
          getSession('times-hourly').update((state) => {
            const { pickup_time: _, pickup_time_end: __, ...listing } = state.listing;
            return { ...state, listing: { ...listing, pickup_date: today, hours_selected: 9 } };
          });
        }, build);
        await times.getByRole('button', { name: /^Choose a start time/ }).click();
        await dialog.waitFor();
        // Today's start times follow a price reload (the hours and the day changed), slower when the machine is busy.
        await settles(
          async () => (await readTimes(page, 'times-hourly')).options.map((o) => o.name),
          ['11am–8pm'],
          15000,
        );
        await dialog.getByRole('button', { name: 'Half an hour more' }).click();
        await dialog.waitFor({ state: 'detached' });
        const notice = 'No start times are left today for 9.5 hours. Choose fewer hours or another day.';
        await settles(async () => (await readTimes(page, 'times-hourly')).notice, notice);
        await says(page, 'times-hourly', notice);
        assert.equal((await readTimes(page, 'times-hourly')).state, 'noneToday');
        assert.deepEqual(await seriousViolations(page), [], 'axe with the notice shown');
        await page.screenshot({ path: `${shots}${build}-hourly-closed-390.png` });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('its skeleton is as tall as the view that replaces it, at 1280 and 390 px (nothing moves)', async () => {
      const heights = [];
      for (const width of [1280, 390])
        heights.push({ width, ...(await skeletonThenView(harness, { tag: 'hk-time-options', width, build })) });
      const moved = heights.filter(({ skeleton, view }) => Math.abs(skeleton - view) > 6);
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
            assert.deepEqual(await seriousViolations(page), [], `${theme} ${width}`);
            if (width < 768) assert.deepEqual(await page.evaluate(smallTargets), []);
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
          for (const dialog of ['time', 'hourly']) {
            if (width >= 992) continue;
            const opened = await openStates(query, { width, height: 900, extra: `theme=${theme}&dialog=${dialog}` });
            try {
              await opened.page.locator('hk-time-options').getByRole('dialog').waitFor();
              await opened.page.screenshot({ path: `${shots}${build}-dialog-${dialog}-${theme}-${width}.png` });
              assert.deepEqual(await seriousViolations(opened.page), [], `${dialog} ${theme} ${width}`);
              assert.deepEqual(await opened.page.evaluate(smallTargets), []);
              assert.deepEqual(opened.problems, []);
            } finally {
              await opened.context.close();
            }
          }
        }
      }
      const narrow = await openStates(query, { width: 320, height: 900 });
      try {
        assert.deepEqual(await narrow.page.evaluate(overflowing, 'hk-time-options'), []);
      } finally {
        await narrow.context.close();
      }
    });
  });
}
