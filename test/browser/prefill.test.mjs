// A partner's listing page gives <hk-quote-flow> what it knows of the job as its `prefill`
// property, set before Haulkit loads (examples/partner-listing.html), against the reference server
// (`api-base="/"`), in both builds: the flow opens on the category's items step with the listing's
// items (one by its catalogue name, one by its id) and both addresses (one with coordinates, one
// looked up from its postcode), the page hears no error, and the price step prices that job. The
// prefill is the page's own change, so no hk-change tells it: the page reads the listing from the
// flow's `listing` property (an hk-change comes only when the maps service answers with the
// route). A reload restores the draft and the prefill does not add the items again.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, openPage, seriousViolations, settles } from './harness.mjs';
import { heard, title } from './quote-flow-helpers.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', query: '' },
  { runtime: 'React 19', query: '?build=react' },
];

/** The quantity box of an item, by the item's name. */
const quantity = (flow, name) => flow.getByRole('textbox', { name: `Quantity of ${name}` });

/** The flow's listing as the page reads it (its read-only `listing` property). */
const listingOf = (page) => page.evaluate(() => document.querySelector('hk-quote-flow').listing ?? {});

/** The items of the flow's listing, as "2 × Armchair". */
const items = async (page) =>
  ((await listingOf(page)).move_items ?? []).map((item) => `${item.quantity} × ${item.name}`);

for (const build of buildsToRun(builds)) {
  describe(`prefill on <hk-quote-flow>, ${build.runtime}`, () => {
    it('the listing page’s prefill fills the items step, and the price step prices the job', async () => {
      const { page, context, problems } = await openPage(harness, `/partner-listing.html${build.query}`, {
        viewport: { width: 1280, height: 900 },
      });
      try {
        const flow = page.locator('hk-quote-flow');
        // The prefill's category chose the steps (the tag has no category attribute).
        await flow.getByRole('heading', { name: 'Your furniture' }).waitFor({ timeout: 20000 });
        await quantity(flow, '3-seat sofa').waitFor({ timeout: 20000 });
        await quantity(flow, 'Armchair').waitFor();
        assert.equal(await quantity(flow, '3-seat sofa').inputValue(), '1');
        assert.equal(await quantity(flow, 'Armchair').inputValue(), '2');
        const pickup = flow.getByRole('combobox', { name: 'Pickup address' });
        const delivery = flow.getByRole('combobox', { name: 'Delivery address' });
        await settles(() => pickup.inputValue(), 'York YO1 8RN, UK', 20000);
        // The buyer's postcode was looked up as a typed address is.
        await settles(async () => /Leeds/.test(await delivery.inputValue()), true, 20000);
        await settles(async () => typeof (await listingOf(page)).distance, 'number', 20000);
        const listing = await listingOf(page);
        assert.deepEqual(await items(page), ['1 × 3-seat sofa', '2 × Armchair']);
        assert.equal(listing.user_info?.email, 'ana@example.com');
        assert.equal(listing.delivery_address_data?.postcode, 'LS1 1UR');
        assert.deepEqual(await heard(page, 'hk-error'), [], 'nothing of the prefill was refused');
        // The page gave the prefill: it hears of the listing only once the route was answered.
        assert.deepEqual(
          (await heard(page, 'hk-change')).filter((event) => typeof event.detail.distance !== 'number'),
          [],
          'no hk-change for the prefill itself',
        );
        assert.deepEqual(await seriousViolations(page), [], 'axe: the prefilled items step');

        // The price step prices the prefilled job.
        await flow.getByRole('button', { name: 'Continue' }).click();
        await settles(() => title(page), 'Dates and prices');
        await flow.locator('[role=gridcell][data-key]:not([aria-disabled])').first().waitFor({ timeout: 20000 });
        await settles(async () => (await heard(page, 'hk-price-loaded')).length > 0, true, 20000);
        const [priced] = await heard(page, 'hk-price-loaded');
        assert.ok(priced.detail.lowest_price > 0, `a lowest price: ${JSON.stringify(priced.detail)}`);
        assert.deepEqual(await items(page), ['1 × 3-seat sofa', '2 × Armchair'], 'the job priced is the prefilled one');
        assert.deepEqual(await seriousViolations(page), [], 'axe: the prices of the prefilled job');
        assert.deepEqual(problems, []);

        // A reload restores the draft: the prefill, offered again, adds nothing to it.
        await page.reload();
        await settles(() => title(page), 'Dates and prices', 20000);
        await flow.getByRole('button', { name: 'Back' }).click();
        await quantity(flow, 'Armchair').waitFor({ timeout: 20000 });
        await page.waitForTimeout(500);
        assert.equal(await quantity(flow, '3-seat sofa').inputValue(), '1');
        assert.equal(await quantity(flow, 'Armchair').inputValue(), '2');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
}
