// <hk-quote-flow> end to end in Chromium, in both builds, on the partner page (one tag) under the
// reference server's strict Content-Security-Policy: a furniture quote from an empty page to
// `hk-proceed`, with the mouse at 1280 px against the reference server (`api-base="/"`) and with
// the keyboard alone at 390 px against the demo adapter (no `api-base`); Continue pressed empty
// shows the error summary (an alert, focused, a link per field that moves focus to it); focus goes
// to the new step's heading on each step change; axe on each step; the states page's every state;
// screenshots of every step and state at 1280 and 390 px into test-results/quote-flow/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  buildsToRun,
  chooseRoute,
  openHarness,
  openPage,
  opensLook,
  READY_TIMEOUT,
  screenshots,
  seriousViolations,
  settles,
  typeSlowly,
} from './harness.mjs';
import { focused, heard, overflowing, tabTo, title } from './quote-flow-helpers.mjs';

const shots = fileURLToPath(new URL('../../test-results/quote-flow/', import.meta.url));
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

/** The flow's buttons and links smaller than 44 px (phones), with their names. */
const smallTargets = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('hk-quote-flow')?.shadowRoot;
    return [...(root?.querySelectorAll('[part~=flow-nav] button, [part~=flow-error-link], [part~=flow-ready] a') ?? [])]
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height < 43.5)
      .map(({ node, box }) => `${node.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`);
  });

/**
 * Screenshot of the whole page (the flow is taller than the screen), after `pause` ms for what it
 * shows to settle. With screenshots off (HAULKIT_SCREENSHOTS=off), neither the picture nor the pause.
 */
async function shot(page, name, pause = 0) {
  if (!screenshots) return;
  await page.waitForTimeout(pause);
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: true });
}

async function assertClean(page, problems, where) {
  assert.deepEqual(await seriousViolations(page), [], `axe: ${where}`);
  assert.deepEqual(problems, [], `console: ${where}`);
}

for (const build of buildsToRun(builds)) {
  describe(`<hk-quote-flow>, ${build.runtime}`, () => {
    it('furniture with the mouse at 1280 px, reference server: empty Continue shows the error summary, then to hk-proceed', async () => {
      const { page, context, problems, requests } = await openPage(harness, `/partner-site.html${build.query}`, {
        viewport: { width: 1280, height: 900 },
      });
      try {
        const flow = page.locator('hk-quote-flow');
        await flow.getByRole('heading', { name: 'Your furniture' }).waitFor({ timeout: 20000 });
        assert.equal(
          await flow.locator('[part~=flow-progress]').textContent(),
          'Step 1 of 2',
          'the step header says where the person is',
        );
        assert.equal(await flow.locator('[aria-current=step]').textContent(), '1Your furniture');
        await flow.getByRole('button', { name: 'Continue' }).waitFor();
        await shot(page, `items-empty-1280-${build.name}`, 500);
        await assertClean(page, problems, 'items, empty');

        // Continue with nothing entered: the error summary, focused, a link per field.
        await flow.getByRole('button', { name: 'Continue' }).click();
        const summary = flow.getByRole('alert').filter({ hasText: 'There is a problem' });
        await summary.waitFor();
        assert.deepEqual(await flow.locator('[part~=flow-error-link]').allTextContents(), [
          'Enter a pickup address',
          'Enter a delivery address',
          'Add at least one item',
        ]);
        assert.equal((await focused(page)).part, 'flow-error-summary');
        assert.equal(await title(page), 'Your furniture', 'the first failing step is shown');
        // Each field says its problem where it is: the address boxes are invalid and described by
        // their messages (their accessible descriptions), the items piece says its own.
        for (const [name, message] of [
          ['Pickup address', 'Enter a pickup address'],
          ['Delivery address', 'Enter a delivery address'],
        ]) {
          const box = flow.getByRole('combobox', { name });
          assert.equal(await box.getAttribute('aria-invalid'), 'true', `${name} is invalid`);
          assert.equal(await box.evaluate((input) => input.ariaDescribedByElements?.[0]?.textContent ?? ''), message);
        }
        assert.deepEqual(await flow.locator('[part~=flow-field-error]').allTextContents(), ['Add at least one item']);
        await shot(page, `problems-1280-${build.name}`);
        await assertClean(page, problems, 'error summary');
        await flow.getByRole('link', { name: 'Enter a delivery address' }).click();
        await settles(async () => (await focused(page)).side, 'delivery');
        await flow.getByRole('link', { name: 'Enter a pickup address' }).click();
        await settles(async () => (await focused(page)).side, 'pickup');

        // The job, with the mouse.
        await chooseRoute(flow);
        const search = flow.getByRole('combobox', { name: 'Search for an item' });
        await typeSlowly(search, 'sofa');
        await flow.getByRole('option', { name: '3-seat sofa', exact: true }).click();
        await flow.getByRole('textbox', { name: 'Quantity of 3-seat sofa' }).waitFor();
        // The problems were fixed: the summary went with them.
        await settles(() => flow.locator('[part~=flow-error-summary]').count(), 0);
        await shot(page, `items-filled-1280-${build.name}`, 500);

        await flow.getByRole('button', { name: 'Continue' }).click();
        await settles(() => title(page), 'Dates and prices');
        assert.equal((await focused(page)).part, 'flow-title', 'focus on the new step’s heading');
        assert.equal(await flow.locator('[part~=flow-progress]').textContent(), 'Step 2 of 2');
        const day = flow.locator('[role=gridcell][data-key]:not([aria-disabled])').first();
        await day.waitFor({ timeout: 20000 });
        await shot(page, `prices-1280-${build.name}`, 300);
        await assertClean(page, problems, 'prices');
        const key = await day.getAttribute('data-key');
        await day.click();
        await settles(async () => (await heard(page, 'hk-change')).at(-1)?.detail.pickup_date?.slice(0, 10), key);
        // One Continue on the last step: the flow's (the price bar's is kept out).
        assert.equal(await flow.getByRole('button', { name: 'Continue' }).count(), 1);
        await shot(page, `prices-chosen-1280-${build.name}`, 300);
        await flow.getByRole('button', { name: 'Continue' }).click();
        await settles(async () => (await heard(page, 'hk-proceed')).length, 1);
        const [proceed] = await heard(page, 'hk-proceed');
        assert.equal(proceed.detail.listing.pickup_date.slice(0, 10), key);
        assert.equal(proceed.detail.listing.move_items[0].name, '3-seat sofa');
        await settles(() => title(page), 'Your quote is ready');
        assert.equal((await focused(page)).part, 'flow-title');
        await shot(page, `ready-1280-${build.name}`);
        await assertClean(page, problems, 'ready');
        // An English page never downloads Spanish words.
        assert.deepEqual(
          requests.filter((url) => /words-/.test(url)),
          [],
        );
      } finally {
        await context.close();
      }
    });

    it('es-ES with the mouse at 1280 px, demo adapter: Spanish from the first paint, the price step’s words when it loads, never English', async () => {
      const { page, context, problems, requests } = await openPage(harness, `/partner-site.html${build.query}`, {
        viewport: { width: 1280, height: 900 },
      });
      try {
        await page.evaluate((name) => {
          const old = document.querySelector('hk-quote-flow');
          const flow = document.createElement('hk-quote-flow');
          flow.setAttribute('session', `spanish-${name}`);
          flow.setAttribute('category', 'furniture');
          flow.setAttribute('locale', 'es-ES');
          old.replaceWith(flow);
        }, build.name);
        const flow = page.locator('hk-quote-flow');
        await flow.getByRole('heading', { name: 'Tus muebles' }).waitFor({ timeout: 20000 });
        assert.equal(await flow.locator('[part~=flow-progress]').textContent(), 'Paso 1 de 2');
        await flow.getByRole('heading', { name: 'Tus artículos' }).waitFor();
        const words = () =>
          requests.filter((url) => /words-/.test(url)).map((url) => url.replace(/^.*\/|-[\w-]{8}\.js.*$/g, ''));
        assert.ok(words().includes('quote-flow.words'), `the first step's words came with it: ${words()}`);
        assert.ok(!words().includes('quote-flow.later-words'), 'the price step’s words wait for the price step');

        // The popular items come from the adapter in the tag's language, as the item search does
        // (the first group open).
        await flow.getByRole('button', { name: /^Salón/, expanded: true }).waitFor();
        const browse = await flow.evaluate((host) => host.shadowRoot.textContent);
        for (const spanish of ['Dormitorio', 'Cajas y embalaje', 'Sofá de 3 plazas'])
          assert.ok(browse.includes(spanish), `the popular items say “${spanish}”`);
        for (const english of ['Living room', 'Bedroom', '3-seat sofa'])
          assert.ok(!browse.includes(english), `no “${english}” among the popular items`);

        await chooseRoute(flow, { pickup: 'Dirección de recogida', delivery: 'Dirección de entrega' });
        await typeSlowly(flow.getByRole('combobox', { name: 'Busca un artículo' }), 'sofá');
        await flow.getByRole('option', { name: 'Sofá de 3 plazas', exact: true }).click();
        await flow.getByRole('textbox', { name: 'Cantidad de Sofá de 3 plazas' }).waitFor();
        await shot(page, `items-filled-1280-es-${build.name}`, 500);
        await assertClean(page, problems, 'Spanish items');

        await flow.getByRole('button', { name: 'Continuar' }).click();
        await settles(() => title(page), 'Fechas y precios');
        await flow.locator('[role=gridcell][data-key]:not([aria-disabled])').first().waitFor({ timeout: 20000 });
        assert.ok(words().includes('quote-flow.later-words'), 'the price step brought its words');
        await flow.getByRole('tab', { name: /Ahorro: fechas flexibles/ }).waitFor();
        await shot(page, `prices-1280-es-${build.name}`, 300);
        // No catalogue was missing (its console warning would be a problem) and nothing is English.
        await assertClean(page, problems, 'Spanish prices');
        const text = await flow.evaluate((host) => host.shadowRoot.textContent);
        for (const english of ['Dates and prices', 'Continue', 'Your items', 'Saver', 'Back'])
          assert.ok(!text.includes(english), `no “${english}” on the Spanish page`);
      } finally {
        await context.close();
      }
    });

    it('furniture with the keyboard alone at 390 px, demo adapter: to hk-proceed; nothing wider than the screen; 44 px targets', async () => {
      const { page, context, problems } = await openPage(harness, `/partner-site.html${build.query}`, {
        viewport: { width: 390, height: 844 },
      });
      try {
        // The same page with a tag of its own on the demo adapter (no api-base).
        await page
          .locator('hk-quote-flow')
          .getByRole('heading', { name: 'Your furniture' })
          .waitFor({ timeout: 20000 });
        await page.evaluate((name) => {
          const old = document.querySelector('hk-quote-flow');
          const flow = document.createElement('hk-quote-flow');
          flow.setAttribute('session', `keyboard-${name}`);
          flow.setAttribute('category', 'furniture');
          old.replaceWith(flow);
        }, build.name);
        const flow = page.locator('hk-quote-flow');
        await flow.getByRole('heading', { name: 'Your furniture' }).waitFor({ timeout: 20000 });
        await shot(page, `items-empty-390-${build.name}`, 500);
        await assertClean(page, problems, 'items at 390');
        assert.deepEqual(await overflowing(page), []);

        // Continue with nothing: the summary, then its first link to the pickup box, by keyboard.
        await tabTo(page, (f) => f.part === 'flow-continue', 'Continue');
        await page.keyboard.press('Enter');
        await settles(async () => (await focused(page)).part, 'flow-error-summary');
        await shot(page, `problems-390-${build.name}`);
        assert.deepEqual(await smallTargets(page), []);
        await page.keyboard.press('Tab');
        assert.equal((await focused(page)).name, 'Enter a pickup address');
        await page.keyboard.press('Enter');
        await settles(async () => (await focused(page)).side, 'pickup');

        await page.keyboard.type('Leeds', { delay: 30 });
        await flow.getByRole('option', { name: /Leeds/ }).first().waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await tabTo(page, (f) => f.side === 'delivery' && f.tag === 'input', 'the delivery box');
        await page.keyboard.type('Manchester', { delay: 30 });
        await flow
          .getByRole('option', { name: /Manchester/ })
          .first()
          .waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        // Below 992 px the item search opens full screen from a button.
        await tabTo(page, (f) => f.tag === 'button' && f.name === 'Search for an item', 'the item search');
        await page.keyboard.press('Enter');
        await settles(async () => (await focused(page)).role, 'combobox');
        await page.keyboard.type('3-seat sofa', { delay: 30 });
        await flow.getByRole('option', { name: '3-seat sofa', exact: true }).waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await flow.getByRole('textbox', { name: 'Quantity of 3-seat sofa' }).waitFor();
        await settles(() => flow.locator('[part~=flow-error-summary]').count(), 0);
        await shot(page, `items-filled-390-${build.name}`, 500);

        await tabTo(page, (f) => f.part === 'flow-continue', 'Continue');
        await page.keyboard.press('Enter');
        await settles(() => title(page), 'Dates and prices');
        assert.equal((await focused(page)).part, 'flow-title');
        await flow.locator('[role=option][data-key]').first().waitFor({ timeout: 20000 });
        await shot(page, `prices-390-${build.name}`, 300);
        await assertClean(page, problems, 'prices at 390');
        assert.deepEqual(await overflowing(page), []);

        // A day from the list (one tab stop; Down moves, Enter chooses).
        await tabTo(page, (f) => f.role === 'option', 'the list of days');
        let chosen;
        for (let tries = 0; tries < 10 && !chosen; tries += 1) {
          await page.keyboard.press('Enter');
          await page.waitForTimeout(150);
          chosen = (await heard(page, 'hk-change')).at(-1)?.detail.pickup_date;
          if (!chosen) await page.keyboard.press('ArrowDown');
        }
        assert.ok(chosen, 'a day was chosen by keyboard');
        await tabTo(page, (f) => f.part === 'flow-continue', 'Continue');
        await page.keyboard.press('Enter');
        await settles(async () => (await heard(page, 'hk-proceed')).length, 1);
        await settles(() => title(page), 'Your quote is ready');
        await shot(page, `ready-390-${build.name}`);
        assert.deepEqual(await smallTargets(page), []);
        await assertClean(page, problems, 'ready at 390');
      } finally {
        await context.close();
      }
    });
  });
}

describe('<hk-quote-flow> states page', () => {
  for (const width of [1280, 390])
    for (const theme of ['light', 'dark'].filter((theme) => opensLook(theme, width)))
      it(`every state at ${width} px, ${theme}: axe clean, each in its own picture`, async () => {
        const { page, context, problems } = await openPage(harness, `/states/quote-flow.html?theme=${theme}`, {
          viewport: { width, height: 900 },
        });
        try {
          await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT }).catch(async (error) => {
            // Which flow did not come: each one's session and how far its view got, and what the page said.
            const flows = await page
              .evaluate(() =>
                [...document.querySelectorAll('hk-quote-flow')].map((element) => {
                  const root = element.shadowRoot;
                  const got = !root
                    ? 'no shadow root'
                    : root.querySelector('[part~=flow-ready]')
                      ? 'ready panel'
                      : root.querySelector('[part~=flow-step-body] .hk-flow-pieces')
                        ? 'step pieces'
                        : root.querySelector('[part~=flow-title]')
                          ? 'title only'
                          : `skeleton (${root.childElementCount} nodes)`;
                  return `${element.getAttribute('session')}: ${got}`;
                }),
              )
              .catch((reason) => [String(reason)]);
            throw new Error(
              `${error.message}\nflows: ${flows.join('; ')}\npage problems: ${problems.join('; ') || 'none'}`,
            );
          });
          assert.deepEqual(await seriousViolations(page), []);
          for (const card of await page.locator('.card[data-state]').all()) {
            const state = await card.getAttribute('data-state');
            await card.scrollIntoViewIfNeeded();
            await card.screenshot({ path: `${shots}state-${state}-${width}-${theme}.png` });
          }
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
});
