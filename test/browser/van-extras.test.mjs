// <hk-van-selector> and <hk-extra-services> end to end in Chromium, in both builds (each element's
// own script, light and React), on their states pages the reference server serves under its
// strict Content-Security-Policy: the van chosen by mouse and by the arrow keys (one tab stop),
// `hk-change` carrying selected_van; the services priced by the reference server (`api-base="/"`),
// packing added through its dialog and removed by its switch with the cart's total following; axe
// clean in every state and with the dialog open; screenshots at 1280 and 390 px, light and dark,
// into test-results/van-extras/ for people to look at.
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

const shots = fileURLToPath(new URL('../../test-results/van-extras/', import.meta.url));
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

const VAN_STATES = ['none-chosen', 'chosen', 'fits', 'too-small', 'none-fits', 'spanish'];
const EXTRA_STATES = ['not-priced', 'loading', 'failed', 'listed', 'packing-chosen', 'spanish'];

/** Opens a states page in a build at a width, once every state is set; records every hk-change. */
async function openStates(file, query, { width = 1280, height = 2400, extra = '' } = {}) {
  const separator = query ? '&' : '?';
  const opened = await openPage(harness, `/states/${file}${query}${extra ? `${separator}${extra}` : ''}`, {
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

/** The selected_van of the last hk-change a session's element sent. */
const lastVan = (page, session) =>
  page.evaluate(
    (session) => window.changes.filter((change) => change.session === session).at(-1)?.listing.selected_van ?? null,
    session,
  );

/** What a van selector shows: which radio is checked, where the badge is, and its hint and warnings. */
function readVans(page, session) {
  return page.evaluate((session) => {
    const root = document.querySelector(`hk-van-selector[session="${session}"]`)?.shadowRoot;
    const text = (node) => node?.textContent.replace(/\s+/g, ' ').trim() ?? null;
    return {
      checked: [...root.querySelectorAll('input[type=radio]')].filter((radio) => radio.checked).map((r) => r.value),
      badge: [...root.querySelectorAll('[part~=fits]')].map(
        (badge) => badge.closest('label').querySelector('input').value,
      ),
      hint: text(root.querySelector('[part~=hint]')),
      tooSmall: text(root.querySelector('[part~=too-small]')),
      legend: text(root.querySelector('legend')),
      spoken: text(root.querySelector('[aria-live=polite]')),
    };
  }, session);
}

/** What an extra services list shows: its state, each row, the total. */
function readExtras(page, session) {
  return page.evaluate((session) => {
    const root = document.querySelector(`hk-extra-services[session="${session}"]`)?.shadowRoot;
    const text = (node) => node?.textContent.replace(/\s+/g, ' ').trim() ?? null;
    return {
      state: root?.querySelector('[part~=base]')?.dataset.state ?? null,
      rows: [...(root?.querySelectorAll('[part~=service]') ?? [])].map((row) => ({
        type: row.dataset.type,
        label: text(row.querySelector('label')),
        on: row.querySelector('input[role=switch]').checked,
      })),
      total: text(root?.querySelector('[part~=total]')),
      dialog: root?.querySelector('dialog[open]') !== null && root?.querySelector('dialog[open]') !== undefined,
    };
  }, session);
}

/** Buttons and controls smaller than 44 px inside the elements (phones). */
function smallTargets(tag) {
  return [...document.querySelectorAll(tag)].flatMap((element) =>
    [...element.shadowRoot.querySelectorAll('button, input')].flatMap((node) => {
      const target = node.matches('input[type=radio], input[type=checkbox]') ? node.closest('label') : node;
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

for (const { runtime, name: build, query } of buildsToRun(builds)) {
  describe(`<hk-van-selector>, ${runtime} build`, () => {
    it('each state shows what it should: the hint, the badge on the smallest van that fits, the warnings, es-ES', async () => {
      const { page, context, problems } = await openStates('van-selector.html', query);
      try {
        assert.deepEqual(await readVans(page, 'van-none'), {
          checked: [],
          badge: [],
          hint: 'Add your items to see which van fits them.',
          tooSmall: null,
          legend: 'Choose your van',
          spoken: '',
        });
        assert.deepEqual((await readVans(page, 'van-chosen')).checked, ['large_transit']);
        const fits = await readVans(page, 'van-fits');
        assert.deepEqual(fits.badge, ['large_transit']);
        assert.match(fits.hint, /^Your items: about 6\.9 m³, 390 kg\. Smallest van that fits them: Large van\.$/);
        const tooSmall = await readVans(page, 'van-too-small');
        assert.deepEqual(tooSmall.checked, ['small_transit']);
        assert.equal(
          tooSmall.tooSmall,
          'Your items may not fit in the van you chose (Small van). The smallest that takes them: Large van.',
        );
        const noneFits = await readVans(page, 'van-none-fits');
        assert.deepEqual(noneFits.badge, []);
        assert.match(noneFits.hint, /^Your items need more than one van load/);
        const spanish = await readVans(page, 'van-spanish');
        assert.equal(spanish.legend, 'Elige tu furgoneta');
        assert.match(spanish.hint, /^Tus cosas: unos 6,9 m³, 390 kg\./);
        // Each radio is named by its card's title and described by the rest of it.
        const large = page.locator('hk-van-selector[session="van-fits"]').getByRole('radio', { name: 'Large van' });
        assert.match(await large.getAttribute('aria-describedby'), /\S+ \S+/);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('by mouse: a click on a card chooses its van; hk-change carries selected_van; announced', async () => {
      const { page, context, problems } = await openStates('van-selector.html', query);
      try {
        const selector = page.locator('hk-van-selector[session="van-none"]');
        await selector.locator('label', { hasText: 'Luton van' }).click();
        await settles(() => lastVan(page, 'van-none'), 40);
        assert.deepEqual((await readVans(page, 'van-none')).checked, ['luton_van']);
        await says(page, 'van-none', 'Luton van chosen');
        await selector.getByRole('radio', { name: 'Small van' }).click();
        await settles(() => lastVan(page, 'van-none'), 30);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('by keyboard: one tab stop for the group; the arrow keys move and choose', async () => {
      const { page, context, problems } = await openStates('van-selector.html', query);
      try {
        const selector = page.locator('hk-van-selector[session="van-chosen"]');
        await selector.getByRole('radio', { name: 'Large van' }).focus();
        await page.keyboard.press('ArrowRight');
        await settles(() => lastVan(page, 'van-chosen'), 40);
        assert.deepEqual((await readVans(page, 'van-chosen')).checked, ['luton_van']);
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await settles(() => lastVan(page, 'van-chosen'), 30);
        assert.deepEqual((await readVans(page, 'van-chosen')).checked, ['small_transit']);
        // Tab leaves the group at once: the next stop is the next selector's checked or first radio.
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const host = document.activeElement;
          return { session: host?.getAttribute('session'), value: host?.shadowRoot?.activeElement?.value };
        });
        assert.deepEqual(focused, { session: 'van-fits', value: 'small_transit' });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('its skeleton is as tall as the view that replaces it, at 1280 and 390 px (nothing moves)', async () => {
      const heights = [];
      for (const width of [1280, 390]) {
        heights.push({ width, ...(await skeletonThenView(harness, { tag: 'hk-van-selector', width, build })) });
      }
      const moved = heights.filter(({ skeleton, view }) => Math.abs(skeleton - view) > 6);
      assert.deepEqual(moved, [], JSON.stringify(heights));
    });

    it('axe finds nothing serious; 44 px targets on phones; nothing wider than 320 px; screenshots', async () => {
      // Both themes in the light build; the React build's DOM is the same source, checked in one.
      for (const theme of build === 'light' ? ['light', 'dark'] : ['light']) {
        for (const width of [1280, 390]) {
          if (!opensLook(theme, width)) continue;
          const { page, context, problems } = await openStates('van-selector.html', query, {
            width,
            height: 900,
            extra: `theme=${theme}`,
          });
          try {
            for (const state of VAN_STATES) {
              await page
                .locator(`.card[data-state="${state}"]`)
                .screenshot({ path: `${shots}${build}-van-${state}-${theme}-${width}.png` });
            }
            assert.deepEqual(await seriousViolations(page), [], `${theme} ${width}`);
            if (width < 768) assert.deepEqual(await page.evaluate(smallTargets, 'hk-van-selector'), []);
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
        }
      }
      const narrow = await openStates('van-selector.html', query, { width: 320, height: 900 });
      try {
        assert.deepEqual(await narrow.page.evaluate(overflowing, 'hk-van-selector, hk-extra-services'), []);
      } finally {
        await narrow.context.close();
      }
    });
  });

  describe(`<hk-extra-services>, ${runtime} build`, () => {
    it('each state shows what it should: not priced, loading, failed with Try again, the services, packing chosen', async () => {
      const { page, context, problems } = await openStates('extra-services.html', query);
      try {
        assert.equal((await readExtras(page, 'extras-not-priced')).state, 'notPriced');
        assert.equal((await readExtras(page, 'extras-loading')).state, 'loading');
        assert.equal((await readExtras(page, 'extras-failed')).state, 'failed');
        const failed = page.locator('hk-extra-services[session="extras-failed"]');
        assert.equal(await failed.getByRole('alert').getAttribute('data-code'), 'network');
        await failed.getByRole('button', { name: 'Try again' }).waitFor();
        assert.deepEqual(await readExtras(page, 'extras-listed'), {
          state: 'rows',
          rows: [
            // No packing price before packing is chosen: the offer's suggestion is not the customer's.
            { type: 'packing_material', label: 'Packing materials', on: false },
            { type: 'furniture_assembly', label: 'Furniture assembly £35.00', on: false },
          ],
          total: 'Total so far £0.00',
          dialog: false,
        });
        const packing = await readExtras(page, 'extras-packing');
        assert.deepEqual(packing.rows[0], { type: 'packing_material', label: 'Packing materials £62.00', on: true });
        assert.equal(packing.total, 'Total so far £351.00');
        const spanish = await readExtras(page, 'extras-spanish');
        assert.equal(spanish.rows[0].label, 'Material de embalaje');
        // The switch is named by the service and its price, and is a switch.
        const toggle = page
          .locator('hk-extra-services[session="extras-listed"]')
          .getByRole('switch', { name: 'Furniture assembly £35.00' });
        await toggle.click();
        await settles(async () => (await readExtras(page, 'extras-listed')).total, 'Total so far £35.00');
        await toggle.click();
        await settles(async () => (await readExtras(page, 'extras-listed')).total, 'Total so far £0.00');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('priced by the reference server (api-base="/"): packing added through its dialog, then removed by its switch; the total follows', async () => {
      const { page, context, problems, requests } = await openStates('extra-services.html', query, { height: 1400 });
      try {
        const session = `extras-live-${build}`;
        const day = dayKey(10);
        await page.evaluate(
          async ({ session, build }) => {
            const { getSession } = await import(`/dist/api${build === 'react' ? '.react' : ''}.js`);
            await import(`/dist/van-selector${build === 'react' ? '.react' : ''}.js`);
            const card = document.createElement('section');
            card.className = 'card';
            card.dataset.state = 'live';
            // Across the page's grid, so the screenshot shows the selector's wide layout (cards side by side).
            card.style.gridColumn = '1 / -1';
            card.style.display = 'grid';
            card.style.gap = '2rem';
            for (const tag of ['hk-van-selector', 'hk-extra-services']) {
              const element = document.createElement(tag);
              element.setAttribute('session', session);
              element.setAttribute('api-base', '/');
              card.append(element);
            }
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
          { session, build },
        );
        const extras = page.locator(`hk-extra-services[session="${session}"]`);
        const vans = page.locator(`hk-van-selector[session="${session}"]`);
        await settles(async () => (await readExtras(page, session)).state, 'notPriced', 10000);
        // The van first (choosing one drops cached prices), then the prices, then a day.
        await vans.getByRole('radio', { name: 'Large van' }).click();
        await settles(() => lastVan(page, session), 34);
        await page.evaluate(
          async ({ session, day }) => {
            const { getSession } = await import('/dist/api.js');
            const quote = getSession(session);
            quote.experimentsFetched([]);
            await quote.settled();
            quote.selectDay(day);
          },
          { session, day },
        );
        await settles(async () => (await readExtras(page, session)).state, 'rows', 10000);
        assert.ok(
          requests.some((url) => new URL(url).pathname.startsWith('/ng/prelisting/')),
          'the price call went to the reference server',
        );
        const priced = await readExtras(page, session);
        assert.deepEqual(
          priced.rows.map((row) => [row.type, row.on]),
          [['packing_material', false]],
          'the demo engine offers packing here; insurance has its own piece, the mileage is in the price',
        );
        const dayPrice = Number(priced.total.replace(/[^\d.]/g, ''));
        assert.ok(dayPrice > 0, `the day's price is in the total: ${priced.total}`);

        // Packing: its switch opens the dialog; counts typed; the price follows; Add packing.
        await extras.getByRole('switch', { name: /^Packing materials/ }).click();
        const dialog = extras.getByRole('dialog', { name: 'Packing materials' });
        await dialog.waitFor();
        for (const [box, count] of [
          ['Small boxes', '10'],
          ['Large boxes', '5'],
          ['Wardrobe boxes', '2'],
          ['Bubble wrap rolls', '3'],
        ])
          await dialog.getByRole('textbox', { name: box }).fill(count);
        await settles(() => dialog.locator('[part~=packing-price]').textContent(), 'Packing price £66.00');
        assert.deepEqual(await seriousViolations(page), [], 'axe with the packing dialog open');
        await page.screenshot({ path: `${shots}${build}-extras-live-dialog-1280.png` });
        await dialog.getByRole('button', { name: 'Add packing' }).click();
        await dialog.waitFor({ state: 'detached' });
        await settles(async () => (await readExtras(page, session)).rows[0].on, true);
        const added = await readExtras(page, session);
        assert.equal(added.rows[0].label, 'Packing materials £66.00');
        assert.equal(added.total, `Total so far £${(dayPrice + 66).toFixed(2)}`);
        const line = await page.evaluate(
          (session) =>
            window.changes
              .filter((change) => change.session === session)
              .at(-1)
              ?.listing.listing_cart.find((entry) => entry.type === 'packing_material'),
          session,
        );
        assert.deepEqual(line, {
          type: 'packing_material',
          amount: 66,
          parameters: { small_boxes: 10, large_boxes: 5, wardrobe_boxes: 2, bubble_wrap: 3 },
          checked: true,
          service_id: 20,
        });
        // Focus is back on the switch that opened the dialog.
        const focused = await page.evaluate(
          (session) =>
            document
              .querySelector(`hk-extra-services[session="${session}"]`)
              .shadowRoot.activeElement?.getAttribute('role'),
          session,
        );
        assert.equal(focused, 'switch');
        await page.locator('.card[data-state=live]').screenshot({ path: `${shots}${build}-extras-live-1280.png` });

        // Its switch again: packing goes, the total is the day's price again.
        await extras.getByRole('switch', { name: /^Packing materials/ }).click();
        await settles(async () => (await readExtras(page, session)).rows[0].on, false);
        assert.equal((await readExtras(page, session)).total, `Total so far £${dayPrice.toFixed(2)}`);
        assert.equal((await readExtras(page, session)).dialog, false);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('the packing dialog: a bad count and zero counts get their coded errors; Cancel changes nothing', async () => {
      const { page, context, problems } = await openStates('extra-services.html', query, {
        height: 900,
        extra: 'dialog=packing',
      });
      try {
        const extras = page.locator('hk-extra-services[session="extras-listed"]');
        const dialog = extras.getByRole('dialog', { name: 'Packing materials' });
        await dialog.waitFor();
        const small = dialog.getByRole('textbox', { name: 'Small boxes' });
        assert.equal(await small.inputValue(), '0', 'nothing is chosen for the customer: the counts start at 0');
        assert.equal(await dialog.locator('[part~=packing-price]').count(), 0, 'no price before a count is above 0');
        await small.fill('2.5');
        await small.press('Tab');
        const error = dialog.locator('[part~=field-error]');
        await settles(() => error.getAttribute('data-code'), 'packingCountNotWhole');
        assert.equal(await error.textContent(), 'Error: Enter a whole number from 0 to 99,999, like 2.');
        assert.equal(await small.inputValue(), '2.5', 'what was typed stays');
        assert.equal(await small.getAttribute('aria-invalid'), 'true');
        for (const box of ['Small boxes', 'Large boxes', 'Wardrobe boxes', 'Bubble wrap rolls'])
          await dialog.getByRole('textbox', { name: box }).fill('0');
        await dialog.getByRole('button', { name: 'Add packing' }).click();
        await settles(() => error.getAttribute('data-code'), 'packingEmpty');
        assert.equal(await error.textContent(), 'Error: Choose at least one packing item.');
        assert.equal(
          await page.evaluate(() =>
            document.querySelector('hk-extra-services').shadowRoot.activeElement?.getAttribute('aria-label'),
          ),
          'Small boxes',
          'focus on the first box',
        );
        assert.deepEqual(await seriousViolations(page), [], 'axe with the error shown');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        const after = await readExtras(page, 'extras-listed');
        assert.equal(after.rows[0].on, false);
        assert.equal(after.total, 'Total so far £0.00');
        // Opened again by keyboard: Space on the switch; Escape closes it, changing nothing.
        await extras.getByRole('switch', { name: /^Packing materials/ }).focus();
        await page.keyboard.press('Space');
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.equal((await readExtras(page, 'extras-listed')).rows[0].on, false);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('its skeleton is as tall as the view that replaces it (not priced yet), at 1280 and 390 px', async () => {
      const heights = [];
      for (const width of [1280, 390]) {
        heights.push({ width, ...(await skeletonThenView(harness, { tag: 'hk-extra-services', width, build })) });
      }
      const moved = heights.filter(({ skeleton, view }) => Math.abs(skeleton - view) > 6);
      assert.deepEqual(moved, [], JSON.stringify(heights));
    });

    it('axe finds nothing serious in any state nor with the dialog open; 44 px targets on phones; screenshots', async () => {
      // Both themes in the light build; the React build's DOM is the same source, checked in one.
      for (const theme of build === 'light' ? ['light', 'dark'] : ['light']) {
        for (const width of [1280, 390]) {
          if (!opensLook(theme, width)) continue;
          const { page, context, problems } = await openStates('extra-services.html', query, {
            width,
            height: 900,
            extra: `theme=${theme}`,
          });
          try {
            for (const state of EXTRA_STATES) {
              await page
                .locator(`.card[data-state="${state}"]`)
                .screenshot({ path: `${shots}${build}-extras-${state}-${theme}-${width}.png` });
            }
            assert.deepEqual(await seriousViolations(page), [], `${theme} ${width}`);
            if (width < 768) assert.deepEqual(await page.evaluate(smallTargets, 'hk-extra-services'), []);
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
          for (const dialog of ['packing', 'packing-error']) {
            const opened = await openStates('extra-services.html', query, {
              width,
              height: 900,
              extra: `theme=${theme}&dialog=${dialog}`,
            });
            try {
              await opened.page
                .locator('hk-extra-services')
                .getByRole('dialog', { name: 'Packing materials' })
                .waitFor();
              await opened.page.screenshot({ path: `${shots}${build}-extras-dialog-${dialog}-${theme}-${width}.png` });
              assert.deepEqual(await seriousViolations(opened.page), [], `${dialog} ${theme} ${width}`);
              if (width < 768) assert.deepEqual(await opened.page.evaluate(smallTargets, 'hk-extra-services'), []);
              assert.deepEqual(opened.problems, []);
            } finally {
              await opened.context.close();
            }
          }
        }
      }
      const narrow = await openStates('extra-services.html', query, { width: 320, height: 900 });
      try {
        assert.deepEqual(await narrow.page.evaluate(overflowing, 'hk-van-selector, hk-extra-services'), []);
      } finally {
        await narrow.context.close();
      }
    });
  });
}
