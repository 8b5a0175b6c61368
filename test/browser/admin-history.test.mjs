// The admin notes' History dialog and removals information in Chromium
// (docs/behaviour/back-office.md §2 "history", §4 provider change, §7, §8), beside <hk-quote-flow> on
// the gallery's "Admin on a call" page (examples/admin-on-call.html) against the reference server,
// signed in as staff, the job a booked listing (`?listing=`): the History button opens a dialog
// with the listing's history (a pending provider change from the server's demo data) and the
// quote's; declining without a reason is refused beside the field, with one it is saved ('Save was
// successful') and the entry shows the decision; the dialog read again by keyboard alone (Enter
// opens, Escape closes, focus back on History); the removals information saved. By role and name;
// axe clean with the dialog open at 1280 and 390 px; screenshots at both widths.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, openPage, READY_TIMEOUT, seriousViolations } from './harness.mjs';
import { continueToPrices, focused } from './quote-flow-helpers.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const SHOTS = new URL('../../test-results/admin-history/', import.meta.url);
mkdirSync(SHOTS, { recursive: true });
const shot = (name) => new URL(`${name}.png`, SHOTS).pathname;

const builds = buildsToRun([
  { runtime: 'light (preact/compat)', query: '', id: 'light', listing: 1 },
  { runtime: 'React 19', query: '&build=react', id: 'react', listing: 2 },
]);

for (const build of builds) {
  describe(`the admin notes' History, ${build.runtime}, the reference server`, () => {
    it('a provider change declined without a reason (refused), then with one (saved); read by keyboard; removals saved', async () => {
      // A listing of its own per build and run: the server keeps each listing's answer.
      const listingId = Number(`9${process.pid}${build.listing}`);
      const { page, context, problems } = await openPage(
        harness,
        `/admin-on-call.html?adapter=server&listing=${listingId}${build.query}`,
        { viewport: { width: 1280, height: 1000 } },
      );
      try {
        await page.getByRole('link', { name: 'Sign in as staff' }).click();
        await page.waitForURL(/admin-on-call\.html/);
        await continueToPrices(page);
        const panel = page.locator('hk-admin-notes').getByRole('region', { name: 'Admin notes' });
        await panel.waitFor({ timeout: READY_TIMEOUT });
        const history = panel.getByRole('button', { name: 'History' });

        // By mouse: the dialog names the booked listing and the quote, each with its entries.
        await history.click();
        const dialog = page.getByRole('dialog', { name: 'History' });
        await dialog.waitFor();
        const listing = dialog.getByRole('region', { name: `Booked listing ${listingId}` });
        const change = listing.locator('[part~=provider-change]');
        await change.getByText('Waiting for an answer').waitFor({ timeout: 20_000 });
        await change.getByText('From Swift Vans to Northern Removals').waitFor();
        const quote = dialog.getByRole('region', { name: /^Quote / });
        await quote.getByRole('listitem').filter({ hasText: 'Quote saved' }).first().waitFor({ timeout: 20_000 });
        assert.equal(await quote.getByRole('listitem').first().getByRole('term').first().textContent(), 'What');
        assert.deepEqual(await seriousViolations(page), [], 'axe: the History dialog open at 1280 px');
        await page.screenshot({ path: shot(`${build.id}-1280-open`) });

        // Decline without a reason: refused beside the field, nothing saved.
        const reason = change.getByRole('textbox', { name: 'Reason' });
        await change.getByRole('button', { name: 'Decline change' }).click();
        await change.getByText('Enter the reason for declining.').waitFor();
        assert.equal(await reason.getAttribute('aria-invalid'), 'true');
        assert.equal(await change.getByText('Waiting for an answer').count(), 1);
        assert.deepEqual(await seriousViolations(page), [], 'axe: the refused decline');

        // With a reason: saved, and the entry shows the decision and its reason.
        await reason.fill('The customer wants to keep Swift Vans');
        await change.getByRole('button', { name: 'Decline change' }).click();
        await change.getByRole('status').filter({ hasText: 'Save was successful' }).waitFor({ timeout: 20_000 });
        await change.getByText('Declined', { exact: true }).waitFor();
        await change.getByText('Reason: The customer wants to keep Swift Vans').waitFor();
        assert.equal(await change.getByRole('button', { name: 'Accept change' }).count(), 0);
        await page.screenshot({ path: shot(`${build.id}-1280-declined`) });

        // Escape closes; focus is back on History.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        assert.equal((await focused(page)).name, 'History');

        // By keyboard alone: Enter opens it again, read afresh (the server kept the decision); Escape closes.
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await listing
          .locator('[part~=provider-change]')
          .getByText('Declined', { exact: true })
          .waitFor({ timeout: 20_000 });
        await listing.getByText('Reason: The customer wants to keep Swift Vans').waitFor();
        let steps = 0;
        while ((await focused(page)).name !== 'Close the history' && steps++ < 3) await page.keyboard.press('Tab');
        assert.equal((await focused(page)).name, 'Close the history', 'focus starts inside the dialog');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        assert.equal((await focused(page)).name, 'History');

        // Removals information: a count that is no whole number refused, then saved.
        const removals = panel.getByRole('group', { name: 'Removals information' });
        await removals.getByRole('textbox', { name: 'Property type' }).fill('Two-bed flat');
        const bedrooms = removals.getByRole('textbox', { name: 'Bedrooms' });
        await bedrooms.fill('two');
        await removals.getByRole('button', { name: 'Save removals information' }).click();
        await removals.getByText('Enter a whole number from 0 to 99.').waitFor();
        assert.equal(await bedrooms.inputValue(), 'two', 'what was typed is kept');
        await bedrooms.fill('2');
        await removals.getByRole('textbox', { name: 'Pickup floor' }).fill('3');
        await removals.getByRole('checkbox', { name: 'Lift at pickup' }).check();
        await removals.getByRole('button', { name: 'Save removals information' }).click();
        await removals.getByRole('status').filter({ hasText: 'Save was successful' }).waitFor({ timeout: 20_000 });
        assert.deepEqual(await seriousViolations(page), [], 'axe: the removals saved');
        await removals.screenshot({ path: shot(`${build.id}-1280-removals`) });

        // A phone: the dialog fills the screen, axe clean.
        await page.setViewportSize({ width: 390, height: 844 });
        await history.click();
        await dialog.waitFor();
        await listing
          .locator('[part~=provider-change]')
          .getByText('Declined', { exact: true })
          .waitFor({ timeout: 20_000 });
        await quote.getByRole('listitem').first().waitFor({ timeout: 20_000 });
        assert.deepEqual(await seriousViolations(page), [], 'axe: the History dialog open at 390 px');
        await page.screenshot({ path: shot(`${build.id}-390-open`) });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= 390, `nothing wider than the phone (${wide} px)`);
        await page.keyboard.press('Escape');
        await removals.scrollIntoViewIfNeeded();
        await removals.screenshot({ path: shot(`${build.id}-390-removals`) });
        assert.deepEqual(problems, [], 'no page errors or console warnings');
      } finally {
        await context.close();
      }
    });
  });
}
