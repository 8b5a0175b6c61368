// <hk-job-summary> end to end in Chromium, in both builds (the element's own script, light and
// React), on the states page the reference server serves under its strict Content-Security-Policy
// with Trusted Types: what each state shows, every "Change" by mouse and by keyboard telling the
// host page `hk-go-to-step` with the right step and section, the loading info dialog (opens,
// traps focus, Escape closes, focus returns), the lifetime discount, prices from the demo adapter
// and from the reference server (`api-base="/"`), axe clean in every state, and screenshots at
// 1280 and 390 px into test-results/job-summary/ for people to look at.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  buildsToRun,
  openHarness,
  openPage,
  opensLook,
  READY_TIMEOUT,
  seriousViolations,
  settles,
} from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/job-summary/', import.meta.url));
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

const STATES = ['empty', 'partly', 'complete', 'lifetime-discount', 'hourly', 'ranged', 'spanish'];

/** Opens the states page in a build, at a width, tall enough that every summary loads. */
async function openStates(query, { width = 1280, height = 3000, extra = '' } = {}) {
  const separator = query ? '&' : '?';
  const opened = await openPage(harness, `/states/job-summary.html${query}${extra ? `${separator}${extra}` : ''}`, {
    viewport: { width, height },
  });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  await opened.page.evaluate(() => {
    window.heard = [];
    document.addEventListener('hk-go-to-step', (event) => window.heard.push(event.detail));
  });
  return opened;
}

/** The summary of a session, as a locator. */
const summary = (page, session) => page.locator(`hk-job-summary[session="${session}"]`);

/** What a summary shows: each section's lines, the total's lines, and which sections are empty. */
function read(page, session) {
  return page.evaluate((session) => {
    const root = document.querySelector(`hk-job-summary[session="${session}"]`)?.shadowRoot;
    const text = (node) => node.textContent.replace(/\s+/g, ' ').trim();
    const sections = Object.fromEntries(
      [...(root?.querySelectorAll('[part~=section]') ?? [])].map((section) => [
        section.dataset.section,
        [...section.querySelectorAll('.hk-sum-value > .hk-sum-line')].map(text),
      ]),
    );
    return {
      title: root?.querySelector('[part~=title]')?.textContent ?? null,
      empty: root?.querySelector('.hk-empty')?.textContent ?? null,
      sections,
      unchosen: [...(root?.querySelectorAll('[part~=section][data-empty]') ?? [])].map((s) => s.dataset.section),
      total: [...(root?.querySelectorAll('[part~=total] > p') ?? [])].map(text),
    };
  }, session);
}

/** The focused element through shadow roots: its tag and accessible name (aria-label or text). */
const focused = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    return {
      tag: active.tagName.toLowerCase(),
      name: active.getAttribute('aria-label') ?? active.textContent.trim(),
      inDialog: active.closest('dialog') !== null,
    };
  });

const CHANGES = [
  ['Change route', 'listing-items', 'route'],
  ['Change items', 'listing-inventory', 'items'],
  ['Change van', 'listing-items', 'van'],
  ['Change date and time', 'listing-price-options', 'date'],
  ['Change crew', 'listing-price-options', 'helpers'],
  ['Change extra services', 'listing-price-options', 'services'],
  ['Change Protection Plus', 'listing-price-options', 'insurance'],
];

for (const { runtime, name: build, query } of buildsToRun(builds)) {
  describe(`<hk-job-summary>, ${runtime} build`, () => {
    it('shows each state: empty, partly chosen, complete, the lifetime discount, hourly, ranged dates, Spanish', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        const empty = await read(page, 'summary-empty');
        assert.equal(empty.title, 'Your job');
        assert.equal(empty.empty, 'Your job summary appears here as you choose.');
        assert.deepEqual(empty.sections, {});

        const partly = await read(page, 'summary-partly');
        assert.deepEqual(partly.sections.route, [
          'From Bristol Temple Meads, Bristol BS1 6QF, UK',
          'To 10 Downing Street, London SW1A 2AA, UK',
          '118.4 miles · about 2 hr 30 min by road',
        ]);
        assert.deepEqual(partly.sections.items, ['15 items · about 5.7 m³']);
        assert.deepEqual(partly.unchosen, ['van', 'date', 'helpers', 'services', 'insurance']);
        assert.deepEqual(partly.sections.helpers, ['Not chosen yet', 'Loading time']);
        assert.deepEqual(partly.total, ['Total Your price appears once you choose a date.']);

        const complete = await read(page, 'summary-complete');
        assert.deepEqual(complete.unchosen, []);
        assert.deepEqual(complete.sections.van, ['Large van']);
        assert.match(complete.sections.date[0], /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ \d{4}$/);
        assert.equal(complete.sections.date[1], 'Collection 8am–12pm');
        assert.deepEqual(complete.sections.helpers, ['2 people', 'Loading time: about 2 hr 30 min']);
        assert.deepEqual(complete.sections.services, ['Packing materials £62.00', 'Dismantling £35.00']);
        assert.deepEqual(complete.sections.insurance, ['Value of goods £8,000.00', 'Premium £120.00']);
        assert.deepEqual(complete.total, ['Total £521.00']);

        const discount = await read(page, 'summary-discount');
        assert.deepEqual(discount.total, ['Total was £521.00 £442.85', 'Lifetime discount 15 % −£78.15']);
        const was = summary(page, 'summary-discount').locator('s');
        assert.equal(await was.evaluate((node) => getComputedStyle(node).textDecorationLine), 'line-through');
        const hidden = await was
          .locator('.hk-sum-visually-hidden')
          .evaluate((node) => [node.textContent, node.getBoundingClientRect().width]);
        assert.deepEqual(hidden, ['was ', 1], 'the “was” is for screen readers only');

        const hourly = await read(page, 'summary-hourly');
        assert.deepEqual(hourly.sections.date.slice(1, 3), ['3.5 hours booked', 'Collection 9am–12:30pm']);
        assert.deepEqual(hourly.total, ['Total £267.50', 'Your lifetime discount does not apply to hourly-rate jobs.']);

        const ranged = await read(page, 'summary-ranged');
        assert.match(ranged.sections.date[0], /^From \w{3} \d{1,2} \w{3} \d{4} to \w{3} \d{1,2} \w{3} \d{4}$/);
        assert.deepEqual(ranged.sections.date.slice(1, 3), ['Collection 8am–6pm', 'Delivery 10am–8pm']);
        assert.deepEqual(ranged.sections.van, ['Luton van']);

        const spanish = await read(page, 'summary-spanish');
        assert.equal(spanish.title, 'Tu servicio');
        assert.match(spanish.sections.date[0], /^[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}$/);
        assert.equal(spanish.sections.date[1], 'Recogida 8:00–12:00');
        assert.deepEqual(spanish.sections.route.at(-1), '73,4 km · aprox. 57 min por carretera');
        assert.deepEqual(spanish.total, ['Total antes 521,00 € 442,85 €', 'Descuento permanente 15 % −78,15 €']);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('every “Change”, by mouse and by keyboard, tells the host hk-go-to-step with its step and section', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        // A house move: its items are changed on the inventory (listing-inventory).
        const card = summary(page, 'summary-ranged');
        for (const [name] of CHANGES) await card.getByRole('button', { name, exact: true }).click();
        await settles(
          () => page.evaluate(() => window.heard),
          CHANGES.map(([, step, section]) => ({ step, section })),
        );

        // By keyboard: Tab from one "Change" to the next (past the loading time's info button),
        // Enter on some and Space on the others.
        await page.evaluate(() => {
          window.heard = [];
        });
        await card.getByRole('button', { name: 'Change route', exact: true }).focus();
        for (const [index, [name]] of CHANGES.entries()) {
          for (let step = 0; step < 4 && (await focused(page))?.name !== name; step++) await page.keyboard.press('Tab');
          assert.equal((await focused(page))?.name, name, `Tab reaches “${name}”`);
          await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
        }
        await settles(
          () => page.evaluate(() => window.heard),
          CHANGES.map(([, step, section]) => ({ step, section })),
        );

        // A furniture job's items are changed on the items step.
        await page.evaluate(() => {
          window.heard = [];
        });
        await summary(page, 'summary-complete').getByRole('button', { name: 'Change items' }).click();
        await settles(() => page.evaluate(() => window.heard), [{ step: 'listing-items', section: 'items' }]);
        assert.match(await page.locator('#heard').textContent(), /"section":"items"/);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('the loading info dialog opens from its button, traps focus, closes with Escape and gives focus back', async () => {
      const { page, context, problems } = await openStates(query);
      try {
        const card = summary(page, 'summary-complete');
        const info = card.getByRole('button', { name: 'About loading time' });
        await info.click();
        const dialog = page.getByRole('dialog', { name: 'About loading time' });
        await dialog.waitFor();
        assert.match(await dialog.textContent(), /It is included in your price\./);
        assert.match(
          await dialog.textContent(),
          /For your job we estimate about 2 hr 30 min in all\. That is for 15 items \(about 5\.7 m³\) with 2 people\./,
        );
        assert.match(await dialog.textContent(), /Driving time comes on top: about 2 hr 30 min for your route\./);
        assert.equal(await dialog.evaluate((node) => node.matches(':modal')), true, 'a modal dialog');
        // Focus stays in the dialog however often Tab is pressed: the page behind it is inert (a
        // native modal lets Tab pass through the browser's own toolbar, where the page sees <body>).
        const names = new Set();
        for (let step = 0; step < 6; step++) {
          await page.keyboard.press('Tab');
          const now = await focused(page);
          if (now?.tag === 'body') continue;
          names.add(now?.name);
          assert.equal(now?.inDialog, true, `Tab ${step + 1} stays in the dialog: ${JSON.stringify(now)}`);
        }
        assert.deepEqual([...names], ['Close'], 'its close button and its Close button');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        // Under preact focus comes back a frame after the dialog has gone.
        await settles(() => focused(page), { tag: 'button', name: 'About loading time', inDialog: false });

        // By keyboard alone: Enter opens it, Close closes it, focus comes back.
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Close' }).last().press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await settles(async () => (await focused(page))?.name, 'About loading time');

        // Before prices, the button still explains.
        await summary(page, 'summary-partly').getByRole('button', { name: 'About loading time' }).click();
        await dialog.waitFor();
        assert.match(await dialog.textContent(), /We work it out with your prices/);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    for (const [adapter, apiBase] of [
      ['the demo adapter', null],
      ['the reference server (api-base="/")', '/'],
    ]) {
      it(`prices from ${adapter}: helpers, loading time and total arrive; a Change still asks for its step`, async () => {
        const { page, context, problems, requests } = await openStates(query);
        try {
          const session = `summary-priced-${build}-${apiBase ? 'http' : 'demo'}`;
          await page.evaluate(
            async ({ session, apiBase, build }) => {
              const suffix = build === 'react' ? '.react' : '';
              const [{ getSession }] = await Promise.all([
                import(`/dist/api${suffix}.js`),
                import(`/dist/price-calendar${suffix}.js`),
              ]);
              // The summary and, below it, the calendar the customer picks the day in: one session.
              const element = document.createElement('hk-job-summary');
              const calendar = document.createElement('hk-price-calendar');
              for (const piece of [element, calendar]) {
                piece.setAttribute('session', session);
                if (apiBase) piece.setAttribute('api-base', apiBase);
              }
              document.querySelector('[data-state=empty]').append(element, calendar);
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
                  move_items: [
                    {
                      name: 'Double wardrobe',
                      quantity: 1,
                      fake_id: 'w',
                      width: 100,
                      height: 190,
                      depth: 60,
                      weight: 90,
                    },
                    { name: 'Large box', quantity: 10, fake_id: 'b', width: 55, height: 55, depth: 55, weight: 10 },
                  ],
                },
              }));
            },
            { session, apiBase, build },
          );
          const card = summary(page, session);
          await card.getByRole('button', { name: 'Change route' }).waitFor();
          await page.evaluate(async (session) => {
            const { getSession } = await import('/dist/api.js');
            const quote = getSession(session);
            quote.experimentsFetched([]);
            await quote.loadPrices();
          }, session);
          // The customer picks the first day on offer in the calendar.
          const calendar = page.locator(`hk-price-calendar[session="${session}"]`);
          await calendar.scrollIntoViewIfNeeded();
          await calendar.locator('[role=gridcell]:not([aria-disabled]):not([data-out])').first().click();
          await settles(async () => (await read(page, session)).sections.helpers?.length, 2, 10000);
          const priced = await read(page, session);
          assert.match(priced.sections.helpers[0], /^(1 person \(the driver\)|\d people)$/);
          assert.match(priced.sections.helpers[1], /^Loading time: about \d/);
          assert.match(priced.total[0], /^Total £\d+\.\d\d$/);
          assert.ok(priced.sections.date[0].length > 0, 'the chosen day');
          const calls = requests.filter((url) => new URL(url).pathname.startsWith('/ng/prelisting/'));
          assert.equal(calls.length > 0, apiBase !== null, `price calls to the server: ${calls.length}`);
          await card.getByRole('button', { name: 'Change items' }).click();
          await settles(() => page.evaluate(() => window.heard), [{ step: 'listing-items', section: 'items' }]);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }

    it('axe finds nothing serious in any state, nor with the dialog open; screenshots at 1280 and 390 px', async () => {
      // Both themes in the light build; the React build's DOM is the same source, checked in one.
      for (const theme of build === 'light' ? ['light', 'dark'] : ['light']) {
        for (const width of [1280, 390]) {
          if (!opensLook(theme, width)) continue;
          const { page, context, problems } = await openStates(query, { width, extra: `theme=${theme}` });
          try {
            for (const state of STATES) {
              const card = page.locator(`.card[data-state="${state}"]`);
              await card.screenshot({ path: `${shots}${build}-${state}-${theme}-${width}.png` });
            }
            assert.deepEqual(await seriousViolations(page), [], `${theme} ${width}`);
            if (width < 768) {
              const small = await page.evaluate(() =>
                [...document.querySelectorAll('hk-job-summary')].flatMap((element) =>
                  [...element.shadowRoot.querySelectorAll('button')].flatMap((button) => {
                    const box = button.getBoundingClientRect();
                    return box.width > 0 && (box.width < 43.5 || box.height < 43.5)
                      ? [`${button.getAttribute('aria-label')} ${Math.round(box.width)}×${Math.round(box.height)}`]
                      : [];
                  }),
                ),
              );
              assert.deepEqual(small, [], '44 px targets on phones');
            }
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
          const dialog = await openStates(query, { width, height: 900, extra: `theme=${theme}&dialog=loading-info` });
          try {
            await dialog.page.getByRole('dialog', { name: 'About loading time' }).waitFor();
            await dialog.page.screenshot({ path: `${shots}${build}-loading-info-${theme}-${width}.png` });
            assert.deepEqual(await seriousViolations(dialog.page), [], `dialog ${theme} ${width}`);
            assert.deepEqual(dialog.problems, []);
          } finally {
            await dialog.context.close();
          }
        }
      }
    });

    it('nothing is wider than a 320 px screen; the skeleton holds the empty card’s height', async () => {
      const { page, context } = await openStates(query, { width: 320 });
      try {
        const out = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          return [...document.querySelectorAll('hk-job-summary')].flatMap((element) =>
            [...element.shadowRoot.querySelectorAll('*')].flatMap((node) => {
              const box = node.getBoundingClientRect();
              return box.width > 0 && box.right > width + 0.5 ? [`${node.tagName} ${node.className}`] : [];
            }),
          );
        });
        assert.deepEqual(out, []);
        assert.ok(
          (await page.evaluate(() => document.documentElement.scrollWidth)) <= 320,
          'the page does not scroll sideways',
        );
      } finally {
        await context.close();
      }
      for (const width of [1280, 390]) {
        const heights = await skeletonAndView(query, width);
        assert.ok(
          Math.abs(heights.skeleton - heights.view) <= 4,
          `at ${width} px the skeleton (${heights.skeleton}) is as tall as the empty card (${heights.view})`,
        );
      }
    });
  });
}

/** The height of an empty summary's view, and of its skeleton on a page where the view never arrives. */
async function skeletonAndView(query, width) {
  const viewport = { width, height: 900 };
  const shown = await openPage(harness, `/states/job-summary.html${query}`, { viewport });
  let view;
  try {
    await shown.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
    view = await summary(shown.page, 'summary-empty').evaluate((node) => node.getBoundingClientRect().height);
  } finally {
    await shown.context.close();
  }
  const held = await openPage(harness, 'about:blank', { viewport });
  try {
    await held.page.route('**/job-summary.view-*', () => new Promise(() => {}));
    await held.page.goto(new URL(`/states/job-summary.html${query}`, harness.server.url).href);
    const skeleton = summary(held.page, 'summary-empty').locator('.sk-job-summary');
    await skeleton.waitFor();
    const height = await summary(held.page, 'summary-empty').evaluate((node) => node.getBoundingClientRect().height);
    return { view: Math.round(view), skeleton: Math.round(height) };
  } finally {
    await held.context.close();
  }
}
