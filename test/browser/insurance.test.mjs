// <hk-insurance> (Protection Plus) end to end in Chromium, in both builds (the element's own
// script, light and React), on its states page as the reference server serves it (strict CSP).
// A fresh element with api-base="/" gets a real price answer from the reference server (the
// demo engine behind the spec's POST /ng/prelisting/{id}); then, by keyboard alone: add with a
// good value (the cart line with value_of_goods and premium, heard as hk-change), each error by
// typing (noAmount, highAmount with the maximum in thousands, lowAmount clearing the amount),
// cancel restoring the line, remove (premium listings fall back to 5000), the two pages of terms;
// axe clean on every open dialog. Every state and dialog of the states page is screenshotted at
// 1280 and 390 px into test-results/insurance/ for people to look at.
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

const shots = fileURLToPath(new URL('../../test-results/insurance/', import.meta.url));
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

/** The focused element through shadow roots: its tag, part and name (aria-label, label or text). */
const focused = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const name =
      active.getAttribute('aria-label') ??
      active.labels?.[0]?.textContent?.trim() ??
      active.textContent?.trim().replace(/\s+/g, ' ');
    return { tag: active.tagName.toLowerCase(), part: active.getAttribute('part'), name };
  });

/** Presses Tab until the focused control has this name (a person tabbing through the card). */
async function tabTo(page, name, limit = 40) {
  for (let step = 0; step < limit; step++) {
    if ((await focused(page))?.name === name) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached “${name}”`);
}

/**
 * Opens the states page in a build and puts in its place one new <hk-insurance> with a fresh
 * session and api-base="/", whose listing (a sofa from Leeds to York, `extra` merged) gets its
 * prices from the reference server. Its events are recorded in `window.heard`.
 */
async function openPriced(build, { width = 1280, extra = {} } = {}) {
  const opened = await openPage(harness, `/states/insurance.html${build.query}`);
  await opened.page.setViewportSize({ width, height: 900 });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  const session = `insurance-${process.pid}-${++sessions}`;
  await opened.page.evaluate((session) => {
    const card = document.createElement('section');
    card.className = 'card';
    const element = document.createElement('hk-insurance');
    element.setAttribute('session', session);
    element.setAttribute('api-base', '/');
    window.heard = [];
    for (const type of ['hk-change', 'hk-error', 'hk-price-loaded'])
      element.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
    card.append(element);
    document.querySelector('main').replaceChildren(card);
  }, session);
  await opened.page.locator('hk-insurance [part~=base]').waitFor();
  await opened.page.evaluate(
    async ({ session, api, listing }) => {
      const { getSession } = await import(api);
      const quote = getSession(session);
      quote.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
      quote.experimentsFetched();
      await quote.loadPrices();
    },
    {
      session,
      api: build.api,
      listing: {
        category_id: 1,
        pickup_address_data: LEEDS,
        delivery_address_data: YORK,
        move_items: [SOFA],
        ...extra,
      },
    },
  );
  const insurance = opened.page.locator('hk-insurance');
  await insurance.getByRole('button', { name: 'Add Protection Plus' }).waitFor({ timeout: 10000 });
  return { ...opened, session, insurance };
}

/** The insurance lines of the listing the host heard last (hk-change). */
const heardLines = (page) =>
  page.evaluate(() =>
    (window.heard.filter((event) => event.type === 'hk-change').at(-1)?.detail.listing_cart ?? [])
      .filter((line) => line.type.startsWith('full_insurance'))
      .map((line) => ({ amount: line.amount, value: line.parameters?.value_of_goods })),
  );

/** The value field's error as a person and a host page see it. */
const fieldError = (insurance) =>
  insurance.locator('dialog[open]').evaluate((dialog) => {
    const input = dialog.querySelector('[part~=control]');
    const error = dialog.querySelector('[part~=field-error]');
    return {
      text: error?.textContent ?? null,
      code: error?.getAttribute('data-code') ?? null,
      invalid: input?.getAttribute('aria-invalid') ?? null,
      describedByError: error ? (input?.getAttribute('aria-describedby') ?? '').split(' ').includes(error.id) : false,
      value: input?.value ?? null,
    };
  });

/** Clears the focused box and types into it key by key, then presses Enter. */
async function typeAndSubmit(page, text) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text, { delay: 15 });
  await page.keyboard.press('Enter');
}

for (const build of buildsToRun(builds)) {
  describe(`<hk-insurance> against the reference server, ${build.runtime}`, () => {
    it('by keyboard alone: add with a good value, each error by typing, cancel restores, remove', async () => {
      const { page, context, problems, insurance } = await openPriced(build);
      try {
        assert.equal(await insurance.locator('[part~=base]').getAttribute('data-state'), 'offered');
        assert.match(await insurance.locator('[part~=price]').textContent(), /^From £15\.00/);
        // Add: Tab to the button, Enter; the field has focus; the live price follows the typing.
        await tabTo(page, 'Add Protection Plus');
        await page.keyboard.press('Enter');
        const dialog = insurance.getByRole('dialog', { name: 'Add Protection Plus' });
        await dialog.waitFor();
        assert.equal(await dialog.evaluate((el) => el.matches(':modal')), true);
        await settles(async () => (await focused(page))?.name, 'Value of your goods');
        await page.keyboard.type('12000', { delay: 15 });
        await settles(() => dialog.locator('[part~=live-premium]').textContent(), 'Your price£180.00');
        assert.deepEqual(await seriousViolations(page), [], 'axe: the add dialog');
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'hidden' });
        await settles(() => heardLines(page), [{ amount: 180, value: 12000 }]);
        await settles(async () => (await focused(page))?.name, 'Change value');
        assert.equal(await insurance.locator('[part~=base]').getAttribute('data-state'), 'selected');

        // Each error by typing, in the change dialog (it opens with the value kept).
        await page.keyboard.press('Enter');
        const change = insurance.getByRole('dialog', { name: 'Change the value of your goods' });
        await change.waitFor();
        await settles(async () => (await focused(page))?.name, 'Value of your goods');
        assert.equal(await change.getByRole('textbox', { name: 'Value of your goods' }).inputValue(), '12000');
        const cases = [
          ['', 'noAmount', 'Error: Enter the value of your goods, in numbers, to add Protection Plus.', ''],
          ['plenty', 'noAmount', 'Error: Enter the value of your goods, in numbers, to add Protection Plus.', 'plenty'],
          [
            '75000',
            'highAmount',
            'Error: Protection Plus covers goods worth up to £50k. Enter a lower value.',
            '75000',
          ],
          ['60', 'lowAmount', 'Error: The value of your goods must be at least the £100 excess.', ''],
        ];
        for (const [typed, code, text, kept] of cases) {
          await typeAndSubmit(page, typed);
          await settles(() => fieldError(insurance), {
            text,
            code,
            invalid: 'true',
            describedByError: true,
            value: kept,
          });
          await settles(async () => (await focused(page))?.name, 'Value of your goods');
          assert.deepEqual(await seriousViolations(page), [], `axe: the ${code} error`);
        }
        // Escape cancels: the line and value are as they were.
        await page.keyboard.type('30000', { delay: 15 });
        await page.keyboard.press('Escape');
        await change.waitFor({ state: 'hidden' });
        await settles(() => heardLines(page), [{ amount: 180, value: 12000 }]);
        await settles(async () => (await focused(page))?.name, 'Change value');
        // The closed dialog hands focus back a frame later (preact): let it land before moving on.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await settles(async () => (await focused(page))?.name, 'Change value');

        // Remove asks first ("Keep" has focus), then the line goes; focus to Add.
        await page.keyboard.press('Tab');
        assert.equal((await focused(page))?.name, 'Remove');
        await page.keyboard.press('Enter');
        const remove = insurance.getByRole('dialog', { name: 'Remove Protection Plus?' });
        await remove.waitFor();
        await settles(async () => (await focused(page))?.name, 'Keep Protection Plus');
        assert.match(await remove.textContent(), /£180\.00 comes off your price/);
        assert.deepEqual(await seriousViolations(page), [], 'axe: the remove dialog');
        await page.keyboard.press('Tab');
        assert.equal((await focused(page))?.name, 'Remove Protection Plus');
        await page.keyboard.press('Enter');
        await remove.waitFor({ state: 'hidden' });
        await settles(() => heardLines(page), []);
        await settles(async () => (await focused(page))?.name, 'Add Protection Plus');
        assert.equal(await insurance.locator('[part~=base]').getAttribute('data-state'), 'offered');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('a premium listing falls back to 5000 when Protection Plus is removed, and counts as not added', async () => {
      const { page, context, problems, insurance } = await openPriced(build, { extra: { packageType: 'premium' } });
      try {
        await insurance.getByRole('button', { name: 'Add Protection Plus' }).click();
        await insurance.getByRole('textbox', { name: 'Value of your goods' }).fill('8000');
        await insurance.getByRole('dialog').getByRole('button', { name: 'Add Protection Plus' }).click();
        await settles(() => heardLines(page), [{ amount: 120, value: 8000 }]);
        await insurance.getByRole('button', { name: 'Remove', exact: true }).click();
        await insurance.getByRole('button', { name: 'Remove Protection Plus' }).click();
        await settles(() => heardLines(page), [{ amount: 0, value: 5000 }]);
        assert.equal(await insurance.locator('[part~=base]').getAttribute('data-state'), 'offered');
        assert.match(await insurance.locator('[part~=base]').textContent(), /already covers goods worth up to £5,000/);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('the terms: two pages, Next and Back by keyboard, page x of 2, axe clean on each', async () => {
      const { page, context, problems, insurance } = await openPriced(build);
      try {
        await tabTo(page, 'Read the terms');
        await page.keyboard.press('Enter');
        const terms = insurance.getByRole('dialog', { name: 'Protection Plus terms' });
        await terms.waitFor();
        assert.equal(await terms.locator('[part~=terms-page]').getAttribute('data-page'), '1');
        assert.match(await terms.textContent(), /Page 1 of 2/);
        assert.match(await terms.textContent(), /up to £50,000 in total/);
        assert.deepEqual(await seriousViolations(page), [], 'axe: terms page 1');
        await tabTo(page, 'Next', 6);
        await page.keyboard.press('Enter');
        await settles(() => terms.locator('[part~=terms-page]').getAttribute('data-page'), '2');
        await settles(async () => (await focused(page))?.name, 'What is not covered');
        assert.match(await terms.textContent(), /Page 2 of 2/);
        assert.deepEqual(await seriousViolations(page), [], 'axe: terms page 2');
        await tabTo(page, 'Back', 6);
        await page.keyboard.press('Enter');
        await settles(() => terms.locator('[part~=terms-page]').getAttribute('data-page'), '1');
        await page.keyboard.press('Escape');
        await terms.waitFor({ state: 'hidden' });
        await settles(async () => (await focused(page))?.name, 'Read the terms');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
}

/** Interactive things inside every shadow root that are on screen and smaller than 44 px. */
function smallTargets() {
  const selector = 'button, input:not([type=hidden]), select, a[href]';
  const roots = [...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
  const small = [];
  for (const root of roots) {
    for (const node of root.querySelectorAll(selector)) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.height < 43.5 || box.width < 43.5)
        small.push(
          `${node.tagName.toLowerCase()} “${node.textContent.trim()}” ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
  }
  return small;
}

const DIALOGS = [
  'add',
  'no-amount',
  'high-amount',
  'low-amount',
  'remove',
  'terms-1',
  'terms-2',
  'terms-international',
  'add-spanish',
];

describe('<hk-insurance> states page: screenshots at 1280 and 390 px, axe clean, phone targets', () => {
  for (const theme of ['light', 'dark']) {
    for (const width of [1280, 390]) {
      if (!opensLook(theme, width)) continue;
      it(`every card state, ${theme}, ${width} px`, async () => {
        const { page, context, problems } = await openPage(harness, `/states/insurance.html?theme=${theme}`, {
          viewport: { width, height: 900 },
        });
        try {
          await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
          for (const state of await page.locator('.card[data-state]').all()) {
            await state.scrollIntoViewIfNeeded();
            await state.locator('hk-insurance [part~=base]').waitFor();
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

  for (const dialog of DIALOGS) {
    it(`dialog ${dialog}: 1280 and 390 px (light), 390 px dark; axe clean; 44 px targets on phones`, async () => {
      for (const [theme, width] of [
        ['light', 1280],
        ['light', 390],
        ['dark', 390],
      ]) {
        const { page, context, problems } = await openPage(
          harness,
          `/states/insurance.html?dialog=${dialog}&theme=${theme}`,
          { viewport: { width, height: 900 } },
        );
        try {
          await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
          const open = page.locator('hk-insurance dialog[open]');
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

  it('nothing is wider than a 320 px screen: the cards and the add dialog with an error', async () => {
    for (const path of ['/states/insurance.html', '/states/insurance.html?dialog=high-amount']) {
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

describe('<hk-insurance> skeleton', () => {
  for (const width of [1280, 390]) {
    it(`the bars stand where the offered card will be, ${width} px: nothing moves when the view arrives`, async () => {
      const context = await harness.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      let release;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await page.route(/\/chunks\/insurance\.view-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      try {
        await page.goto(new URL('/states/insurance.html', harness.server.url).href);
        const host = page.locator('.card[data-state=offered] hk-insurance');
        await host.scrollIntoViewIfNeeded();
        await host.locator('.sk-insurance').waitFor();
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
