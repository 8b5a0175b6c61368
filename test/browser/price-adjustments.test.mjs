// <hk-price-adjustments> in Chromium on the back-office gallery page (examples/admin-office.html),
// beside <hk-price-calendar> on the same quote: an admin adds a discount and a premium, then
// deletes both (each delete confirmed in the dialog), by role and name and the keyboard, and the
// customer's lowest price follows each change (docs/behaviour/back-office.md §3, §6, §7, §8).
// Against the built-in demo data and against the reference server (api-base="/"). Then the
// read-only panel of a page whose user is no admin. Axe clean at each step.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, openPage, seriousViolations } from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const SHOTS = new URL('../../test-results/price-adjustments/', import.meta.url);
mkdirSync(SHOTS, { recursive: true });
const shot = (name) => new URL(`${name}.png`, SHOTS).pathname;

const builds = buildsToRun([
  { runtime: 'light (preact/compat)', query: '' },
  { runtime: 'React 19', query: '&build=react' },
]);

/** The customer's lowest price the page shows, in pounds, or null before prices. */
async function customerPrice(page) {
  const text = (await page.locator('#customer-price').textContent()) ?? '';
  const match = /£([\d,]+\.\d{2})/.exec(text);
  return match ? Number(match[1].replace(/,/g, '')) : null;
}

/** Waits until the customer's price passes `test` (a new price load lands after each change). */
async function priceBecomes(page, test, what, timeout = 20_000) {
  const end = Date.now() + timeout;
  let price = await customerPrice(page);
  while (!(price !== null && test(price)) && Date.now() < end) {
    await page.waitForTimeout(50);
    price = await customerPrice(page);
  }
  assert.ok(price !== null && test(price), `${what}: the customer's price is ${price}`);
  return price;
}

/** Chooses the first reason offered, once the reasons have arrived. */
async function chooseReason(panel) {
  const reason = panel.getByRole('combobox', { name: 'Reason' });
  await reason.and(panel.locator('select:enabled')).waitFor();
  const options = await reason.locator('option').allTextContents();
  await reason.selectOption({ label: options[1] });
}

/** The save outcome the panel shows once the last save landed. */
async function saysSaved(panel) {
  await panel.getByRole('status').filter({ hasText: 'Save was successful' }).waitFor();
}

for (const adapter of ['demo', 'server']) {
  for (const build of builds) {
    describe(`<hk-price-adjustments> on ${adapter === 'demo' ? 'the demo data' : 'the reference server'}, ${build.runtime}`, () => {
      it('adds a discount and a premium, deletes both, and the customer’s price follows each change', async () => {
        const query = `?adapter=${adapter}${build.query}`;
        const { page, context, problems } = await openPage(harness, `/admin-office.html${query}`);
        try {
          const panel = page.locator('hk-price-adjustments');
          const start = await priceBecomes(page, (price) => price > 0, 'prices of the prefilled job');
          await panel.getByText('No price adjustments on this job yet.').waitFor();
          assert.deepEqual(await seriousViolations(page), [], 'axe: the empty panel');

          // A refused form: the percent out of range, said beside the field; nothing is lost.
          const percent = panel.getByRole('textbox', { name: 'Percent' });
          await percent.fill('150');
          await panel.getByRole('button', { name: 'Add adjustment' }).click();
          await panel.getByText('Enter a percent more than 0 and up to 100.').waitFor();
          assert.equal(await percent.getAttribute('aria-invalid'), 'true');
          assert.equal(await percent.inputValue(), '150');

          // A 10 % discount offer, with its reason; Enter in the field submits the form.
          await percent.fill('10');
          await chooseReason(panel);
          await percent.press('Enter');
          await saysSaved(panel);
          await panel.getByRole('row', { name: /Discount offer −10%/ }).waitFor();
          const discounted = await priceBecomes(page, (price) => price < start, 'after the discount');
          await page.screenshot({ path: shot(`${adapter}-discount`), fullPage: true });

          // A £25 admin premium, by amount.
          await panel.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Admin premium' });
          await panel.getByRole('radio', { name: 'Amount' }).check();
          await panel.getByRole('textbox', { name: 'Amount' }).fill('25');
          await chooseReason(panel);
          await panel.getByRole('button', { name: 'Add adjustment' }).click();
          await panel.getByRole('row', { name: /Admin premium \+£25\.00/ }).waitFor();
          const raised = await priceBecomes(page, (price) => price > discounted, 'after the premium');
          assert.deepEqual(await seriousViolations(page), [], 'axe: two adjustments and the form');

          // Delete the discount: the dialog asks first; the keyboard confirms.
          await panel.getByRole('button', { name: 'Delete Discount offer −10%' }).click();
          const dialog = page.getByRole('dialog', { name: 'Delete this adjustment?' });
          await dialog.waitFor();
          assert.deepEqual(await seriousViolations(page), [], 'axe: the confirmation dialog');
          await page.screenshot({ path: shot(`${adapter}-confirm`), fullPage: true });
          await dialog.getByRole('button', { name: 'Delete adjustment' }).focus();
          await page.keyboard.press('Enter');
          await dialog.waitFor({ state: 'hidden' });
          await panel.getByRole('row', { name: /Discount offer/ }).waitFor({ state: 'detached' });
          await priceBecomes(page, (price) => price > raised, 'after deleting the discount');

          // Delete the premium: the price is the customer's first one again.
          await panel.getByRole('button', { name: 'Delete Admin premium +£25.00' }).click();
          await dialog.getByRole('button', { name: 'Delete adjustment' }).click();
          await panel.getByText('No price adjustments on this job yet.').waitFor();
          await priceBecomes(page, (price) => Math.abs(price - start) < 0.01, 'after deleting both');
          assert.deepEqual(problems, [], 'no page errors or console warnings');
        } finally {
          await context.close();
        }
      });
    });
  }
}

describe('<hk-price-adjustments> without the permission', () => {
  it('is read-only and says why', async () => {
    const { page, context, problems } = await openPage(harness, '/admin-office.html?admin=none');
    try {
      const panel = page.locator('hk-price-adjustments');
      await panel.getByText('You can see these adjustments but not change them', { exact: false }).waitFor();
      assert.equal(await panel.getByRole('button', { name: 'Add adjustment' }).count(), 0);
      assert.deepEqual(await seriousViolations(page), [], 'axe: the read-only panel');
      await page.screenshot({ path: shot('read-only'), fullPage: true });
      assert.deepEqual(problems, [], 'no page errors or console warnings');
    } finally {
      await context.close();
    }
  });
});
