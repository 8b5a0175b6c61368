// The admin bar in Chromium (docs/behaviour/back-office.md §2, §3, §6, §7, §8), inside
// <hk-quote-flow> on the gallery's staff page (examples/staff-quote.html), on the built-in demo
// data and against the reference server (its demo sign-in, "Sign in as staff"): an admin gets the
// job's prices, opens Admin price, a refused margin is said and kept, a calculated price is used
// (the flow's total is the override, 'Save was successful'), another day keeps it, Remove
// override gives the day's price again, Recalculate prices; a discount and a premium are added and
// deleted in the bar's Price adjustments; the insurance service dialog saves and removes
// insurance, once by mouse and once by keyboard alone (the insurance and the override). A customer's page (customer-quote.html)
// has no Admin region and loads no file of the bar. By role and name; axe clean at each step.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import {
  buildsToRun,
  filesHolding,
  openHarness,
  openPage,
  READY_TIMEOUT,
  seriousViolations,
  settles,
} from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const SHOTS = new URL('../../test-results/admin-bar/', import.meta.url);
mkdirSync(SHOTS, { recursive: true });
const shot = (name) => new URL(`${name}.png`, SHOTS).pathname;

const builds = buildsToRun([
  { runtime: 'light (preact/compat)', query: '' },
  { runtime: 'React 19', query: 'build=react' },
]);
const adapters = [
  { name: 'the demo data', id: 'demo', query: '' },
  { name: 'the reference server', id: 'server', query: 'adapter=server' },
];
const queryOf = (...parts) => {
  const query = parts.filter(Boolean).join('&');
  return query ? `?${query}` : '';
};

/** Pounds read from text like "£1,234.50" (the first amount in it), or null. */
const pounds = (text) => {
  const match = /£([\d,]+\.\d{2})/.exec(text ?? '');
  return match ? Number(match[1].replace(/,/g, '')) : null;
};

/** Continue to the prices of the prefilled furniture job; resolves once a day is priced. */
async function toPrices(page) {
  await settles(() => page.getByRole('textbox', { name: /^Quantity of / }).count(), 2, READY_TIMEOUT);
  await page.getByRole('button', { name: 'Continue' }).click({ timeout: READY_TIMEOUT });
  await page.waitForSelector('body[data-ready]', { state: 'attached', timeout: READY_TIMEOUT });
  await page.getByRole('gridcell', { name: /£\d/ }).first().waitFor({ timeout: READY_TIMEOUT });
}

/** The customer total the bar shows. */
async function barTotal(bar) {
  return pounds(await bar.locator('[part~=total]').textContent());
}

/** Waits until the bar's total passes `test`. */
async function totalBecomes(bar, test, what, timeout = 20_000) {
  const end = Date.now() + timeout;
  let total = await barTotal(bar);
  while (!(total !== null && test(total)) && Date.now() < end) {
    await bar.page().waitForTimeout(50);
    total = await barTotal(bar);
  }
  assert.ok(total !== null && test(total), `${what}: the bar's total is ${total}`);
  return total;
}

/** The outcome line says 'Save was successful' (a polite status), after `action`. */
async function savedAfter(bar, action) {
  await action();
  // The bar's own line (the price adjustments panel inside it has its own).
  await bar
    .locator(':scope > [part~=outcome]')
    .getByRole('status')
    .filter({ hasText: 'Save was successful' })
    .waitFor({ timeout: 20_000 });
}

/** Chooses the first reason offered in the price adjustments panel, once they have arrived. */
async function chooseReason(panel) {
  const reason = panel.getByRole('combobox', { name: 'Reason' });
  await reason.and(panel.locator('select:enabled')).waitFor();
  const options = await reason.locator('option').allTextContents();
  await reason.selectOption({ label: options[1] });
}

for (const adapter of adapters) {
  for (const build of builds) {
    describe(`the admin bar in the staff quote, ${build.runtime}, ${adapter.name}`, () => {
      it('admin price, override, another day, remove, recalculate, price adjustments, insurance by mouse and keyboard', async () => {
        const { page, context, problems } = await openPage(
          harness,
          `/staff-quote.html${queryOf(build.query, adapter.query)}`,
          { viewport: { width: 1280, height: 1000 } },
        );
        try {
          if (adapter.query) {
            await page.getByRole('link', { name: 'Sign in as staff' }).click();
            await page.waitForURL(/staff-quote\.html/);
          }
          const flow = page.locator('hk-quote-flow');
          const bar = flow.getByRole('region', { name: 'Admin' });
          await bar.waitFor({ timeout: READY_TIMEOUT });
          await toPrices(page);
          await bar.getByText('Quote number').waitFor();
          assert.deepEqual(await seriousViolations(page), [], 'axe: the bar over the prices');

          // Admin price: a disclosure.
          const toggle = bar.getByRole('button', { name: 'Admin price' });
          assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
          await toggle.click();
          assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
          const panelId = await toggle.getAttribute('aria-controls');
          assert.ok(panelId, 'the toggle names its panel');
          await bar.locator('[part~=info] dd').first().waitFor({ timeout: 20_000 });

          // A refused margin: said beside the field, the text kept.
          const price = bar.getByRole('textbox', { name: 'Customer price' });
          const margin = bar.getByRole('textbox', { name: 'Margin' });
          await margin.fill('150');
          await bar.getByRole('button', { name: 'Calculate', exact: true }).click();
          await bar.getByText('Enter a margin from 0 to less than 100.').waitFor();
          assert.equal(await margin.getAttribute('aria-invalid'), 'true');
          assert.equal(await margin.inputValue(), '150');
          assert.deepEqual(await seriousViolations(page), [], 'axe: a refused margin');

          // Calculate £321.50 at 25 %, use it: the flow's total is the override.
          await price.fill('321.50');
          await margin.fill('25');
          await bar.getByRole('button', { name: 'Calculate', exact: true }).click();
          await bar.locator('[part~=calculation] dd').first().waitFor({ timeout: 20_000 });
          await savedAfter(bar, () => bar.getByRole('button', { name: 'Use this price' }).click());
          await totalBecomes(bar, (total) => total === 321.5, 'after the override');
          await bar.getByText('Admin price in use: £321.50', { exact: false }).waitFor();
          await flow.locator('[part~=flow-summary]').getByText('£321.50').first().waitFor({ timeout: 20_000 });
          await page.screenshot({ path: shot(`${adapter.id}-${build.query ? 'react' : 'light'}-override`) });

          // Another day: the override stays.
          const other = page
            .getByRole('grid')
            .first()
            .locator('[role=gridcell]:not([aria-disabled=true]):not([aria-selected=true])')
            .filter({ hasText: /£\d/ })
            .nth(1);
          await other.click();
          await settles(async () => (await page.locator('[role=gridcell][aria-selected=true]').count()) > 0, true);
          await page.waitForTimeout(500);
          assert.equal(await barTotal(bar), 321.5, 'the override stays on another day');
          await bar.getByText('Admin price in use: £321.50', { exact: false }).waitFor();

          // Remove override: the day's price again.
          await savedAfter(bar, () => bar.getByRole('button', { name: 'Remove override' }).click());
          const dayPrice = await totalBecomes(bar, (total) => total !== 321.5, 'after removing the override');
          assert.equal(await bar.getByText('Admin price in use', { exact: false }).count(), 0);
          assert.ok(dayPrice > 0, `the day's price: ${dayPrice}`);

          // Recalculate prices.
          await savedAfter(bar, () => bar.getByRole('button', { name: 'Recalculate prices' }).click());
          assert.deepEqual(await seriousViolations(page), [], 'axe: the admin price panel');

          // Price adjustments, inside the bar: a discount and a premium, added and deleted.
          await bar.getByRole('button', { name: 'Price adjustments' }).click();
          const adjustments = bar
            .getByRole('group', { name: 'Price adjustments' })
            .or(bar.getByRole('region', { name: 'Price adjustments' }));
          await adjustments.first().waitFor({ timeout: 20_000 });
          const panel = adjustments.first();
          await panel.getByText('No price adjustments on this job yet.').waitFor({ timeout: 20_000 });
          await panel.getByRole('textbox', { name: 'Percent' }).fill('10');
          await chooseReason(panel);
          await panel.getByRole('button', { name: 'Add adjustment' }).click();
          await panel.getByRole('row', { name: /Discount offer −10%/ }).waitFor({ timeout: 20_000 });
          await panel.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Admin premium' });
          await panel.getByRole('radio', { name: 'Amount' }).check();
          await panel.getByRole('textbox', { name: 'Amount' }).fill('25');
          await chooseReason(panel);
          await panel.getByRole('button', { name: 'Add adjustment' }).click();
          await panel.getByRole('row', { name: /Admin premium \+£25\.00/ }).waitFor({ timeout: 20_000 });
          assert.deepEqual(await seriousViolations(page), [], 'axe: two adjustments in the bar');
          const confirm = page.getByRole('dialog', { name: 'Delete this adjustment?' });
          for (const name of ['Delete Discount offer −10%', 'Delete Admin premium +£25.00']) {
            await panel.getByRole('button', { name }).click();
            await confirm.getByRole('button', { name: 'Delete adjustment' }).click();
            await confirm.waitFor({ state: 'hidden' });
          }
          await panel.getByText('No price adjustments on this job yet.').waitFor({ timeout: 20_000 });

          // Insurance by mouse: save, then remove.
          const insurance = bar.getByRole('button', { name: 'Insurance service' });
          const dialog = page.getByRole('dialog', { name: 'Insurance service' });
          await insurance.click();
          await dialog.waitFor();
          await dialog.getByRole('textbox', { name: 'Value of goods' }).fill('8000');
          assert.deepEqual(await seriousViolations(page), [], 'axe: the insurance dialog');
          await page.screenshot({ path: shot(`${adapter.id}-${build.query ? 'react' : 'light'}-insurance`) });
          await savedAfter(bar, () => dialog.getByRole('button', { name: 'Save insurance' }).click());
          await dialog.waitFor({ state: 'hidden' });
          await insurance.click();
          await dialog.waitFor();
          assert.equal(await dialog.getByRole('textbox', { name: 'Value of goods' }).inputValue(), '8000');
          await savedAfter(bar, () => dialog.getByRole('button', { name: 'Remove insurance' }).click());
          await dialog.waitFor({ state: 'hidden' });

          // Insurance by keyboard alone: Enter opens, Escape closes and focus comes back.
          const focused = () =>
            page.evaluate(() => {
              let node = document.activeElement;
              while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
              return node ? (node.getAttribute('aria-label') ?? node.textContent ?? '').trim() : '';
            });
          await insurance.focus();
          await page.keyboard.press('Enter');
          await dialog.waitFor();
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          assert.equal(await focused(), 'Insurance service', 'focus is back on the button');
          // Space opens; the value of goods has focus; Tab to Save insurance, Enter saves.
          await page.keyboard.press('Space');
          await dialog.waitFor();
          await page.keyboard.type('9000');
          let steps = 0;
          while ((await focused()) !== 'Save insurance' && steps++ < 8) await page.keyboard.press('Tab');
          await savedAfter(bar, () => page.keyboard.press('Enter'));
          await dialog.waitFor({ state: 'hidden' });
          // Open again, Tab to Remove insurance, Space removes.
          await insurance.focus();
          await page.keyboard.press('Enter');
          await dialog.waitFor();
          steps = 0;
          while ((await focused()) !== 'Remove insurance' && steps++ < 8) await page.keyboard.press('Tab');
          await savedAfter(bar, () => page.keyboard.press('Space'));
          await dialog.waitFor({ state: 'hidden' });

          // The override by keyboard alone: in the price field, Enter calculates; Tab to Use this
          // price, Enter puts it on; Tab to Remove override, Space takes it off again.
          await price.focus();
          await page.keyboard.press('Control+A');
          await page.keyboard.type('199');
          await page.keyboard.press('Tab');
          await page.keyboard.press('Control+A');
          await page.keyboard.press('Backspace');
          await page.keyboard.press('Enter');
          await bar.locator('[part~=calculation] dd').first().waitFor({ timeout: 20_000 });
          steps = 0;
          while ((await focused()) !== 'Use this price' && steps++ < 12) await page.keyboard.press('Tab');
          await savedAfter(bar, () => page.keyboard.press('Enter'));
          await totalBecomes(bar, (total) => total === 199, 'after the override by keyboard');
          await price.focus();
          steps = 0;
          while ((await focused()) !== 'Remove override' && steps++ < 12) await page.keyboard.press('Shift+Tab');
          await savedAfter(bar, () => page.keyboard.press('Space'));
          await totalBecomes(bar, (total) => total !== 199, 'after removing the override by keyboard');
          assert.deepEqual(problems, [], 'no page errors or console warnings');
        } finally {
          await context.close();
        }
      });
    });
  }
}

for (const adapter of adapters) {
  describe(`a customer's quote, ${adapter.name}`, () => {
    it('has no Admin region and loads no file of the admin bar', async () => {
      const { page, context, problems, requests } = await openPage(
        harness,
        `/customer-quote.html${queryOf(adapter.query)}`,
      );
      try {
        await toPrices(page);
        await page.waitForTimeout(500);
        assert.equal(await page.getByRole('region', { name: 'Admin' }).count(), 0);
        const barFiles = filesHolding(
          'packages/react/src/admin-bar/admin-bar.tsx',
          'packages/core/src/admin-bar/panel.ts',
        );
        assert.deepEqual(
          requests.filter((url) => barFiles.test(url)),
          [],
          'files holding the admin bar',
        );
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
}
