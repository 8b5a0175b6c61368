// What is saved is what was chosen: <hk-quote-flow> against the reference server, in both
// builds, drives a furniture quote to `hk-proceed`, then reads the server's copy of the
// pre-listing over HTTP as a confirmation page would (GET /ng/prelisting/{id}) and finds the
// chosen date, times, cart, helpers, insurance and services there, equal to the `hk-proceed`
// detail. A second server with fault injection fails the save on Continue: the customer is told,
// with "Try again", nothing chosen is lost and no `hk-proceed` is heard until the save succeeds.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer } from '../../packages/server/dist/index.mjs';
import { buildsToRun, chooseRoute, openHarness, openPage, seriousViolations, settles, typeSlowly } from './harness.mjs';
import { heard, title } from './quote-flow-helpers.mjs';

let harness;
/** A second reference server with fault injection on (POST /__faults), for the failed save. */
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
  { runtime: 'light (preact/compat)', query: '' },
  { runtime: 'React 19', query: '?build=react' },
];

/** The chosen fields a confirmation page reads from the pre-listing. */
const CHOSEN = [
  'pickup_date',
  'pickup_date_end',
  'pickup_time',
  'pickup_time_end',
  'delivery_time',
  'delivery_time_end',
  'selectedTimeOption',
  'selectedTimeOptionType',
  'listing_cart',
  'men_required',
  'insurance',
  'services',
  'move_items',
];

/** The partner page's flow on the prices with a sofa from the route and a day chosen; the day's key. */
async function toChosenDay(page) {
  const flow = page.locator('hk-quote-flow');
  await flow.getByRole('heading', { name: 'Your furniture' }).waitFor({ timeout: 20000 });
  await chooseRoute(flow);
  await typeSlowly(flow.getByRole('combobox', { name: 'Search for an item' }), 'sofa');
  await flow.getByRole('option', { name: '3-seat sofa', exact: true }).click();
  await flow.getByRole('textbox', { name: 'Quantity of 3-seat sofa' }).waitFor();
  await flow.getByRole('button', { name: 'Continue' }).click();
  await settles(() => title(page), 'Dates and prices');
  // Two people rather than the default one: a choice the saved copy must keep.
  await flow
    .getByRole('tab', { name: /Driver \+ 1 helper/ })
    .first()
    .click();
  const day = flow.locator('[role=gridcell][data-key]:not([aria-disabled])').first();
  await day.waitFor({ timeout: 20000 });
  const key = await day.getAttribute('data-key');
  await day.click();
  await settles(async () => (await heard(page, 'hk-change')).at(-1)?.detail.pickup_date?.slice(0, 10), key);
  // Prices asked for by the choices have landed.
  await page.waitForTimeout(1000);
  return { flow, key };
}

/** The server's copy of a pre-listing, read as a confirmation page would. */
const serverCopy = (page, id) =>
  page.evaluate(async (id) => {
    const answer = await fetch(`/ng/prelisting/${encodeURIComponent(id)}`);
    return { status: answer.status, listing: await answer.json() };
  }, id);

/** The chosen fields whose JSON differs between two listings (a field cleared is null or absent alike). */
const differing = (a, b) =>
  CHOSEN.filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null));

for (const build of buildsToRun(builds)) {
  describe(`saving the final listing on Continue, ${build.runtime}`, () => {
    it('after hk-proceed the server’s copy of the pre-listing holds what was chosen, as the hk-proceed detail says', async () => {
      const { page, context, problems } = await openPage(harness, `/partner-site.html${build.query}`, {
        viewport: { width: 1280, height: 900 },
      });
      try {
        const { flow, key } = await toChosenDay(page);
        await flow.getByRole('button', { name: 'Continue' }).click();
        await settles(async () => (await heard(page, 'hk-proceed')).length, 1, 15000);
        await settles(() => title(page), 'Your quote is ready');
        const [proceed] = await heard(page, 'hk-proceed');
        const { listing } = proceed.detail;
        assert.ok(proceed.detail.pre_listing_id, 'hk-proceed names the pre-listing');
        assert.equal(listing.pickup_date.slice(0, 10), key);
        assert.equal(listing.men_required, 2);
        const copy = await serverCopy(page, proceed.detail.pre_listing_id);
        assert.equal(copy.status, 200);
        assert.deepEqual(differing(copy.listing, listing), [], JSON.stringify(copy.listing));
        assert.equal(copy.listing.pickup_date.slice(0, 10), key, 'the copy holds the chosen day, not null');
        assert.equal(copy.listing.men_required, 2);
        assert.ok(Array.isArray(copy.listing.listing_cart) && copy.listing.listing_cart.length > 0, 'the cart');
        process.stdout.write(
          `# server copy ${build.runtime}: ${JSON.stringify(
            Object.fromEntries(CHOSEN.filter((field) => field !== 'move_items').map((f) => [f, copy.listing[f]])),
          )}\n`,
        );
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('a failed save (fault injection): the message with Try again, no hk-proceed, choices kept; Try again saves and proceeds', async () => {
      const { page, context, problems } = await openPage(
        { browser: harness.browser, server: faulty },
        `/partner-site.html${build.query}`,
        { viewport: { width: 1280, height: 900 } },
      );
      try {
        const { flow, key } = await toChosenDay(page);
        const before = (await heard(page, 'hk-change')).at(-1).detail;
        const rule = await page.evaluate(async () => {
          const answer = await fetch('/__faults', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ path: '/ng/prelisting/*', method: 'POST', fault: 'status=500' }),
          });
          return answer.status;
        });
        assert.equal(rule, 200);
        await flow.getByRole('button', { name: 'Continue' }).click();
        const alert = flow.getByRole('alert').filter({ hasText: 'We could not save your quote' });
        await alert.waitFor({ timeout: 15000 });
        assert.equal(
          await alert.textContent(),
          'We could not save your quoteEverything you chose is kept. Check your connection, then try again.Try again',
        );
        assert.equal((await heard(page, 'hk-proceed')).length, 0, 'no hk-proceed while the save failed');
        assert.equal(await title(page), 'Dates and prices', 'the flow stays on the prices');
        const kept = (await heard(page, 'hk-change')).at(-1).detail;
        assert.equal(kept.pickup_date.slice(0, 10), key);
        assert.deepEqual(differing(kept, before), [], 'nothing chosen is lost');
        assert.deepEqual(await seriousViolations(page), []);

        await page.evaluate(() => fetch('/__faults', { method: 'DELETE' }));
        await alert.getByRole('button', { name: 'Try again' }).click();
        await settles(async () => (await heard(page, 'hk-proceed')).length, 1, 15000);
        await settles(() => title(page), 'Your quote is ready');
        const [proceed] = await heard(page, 'hk-proceed');
        const copy = await serverCopy(page, proceed.detail.pre_listing_id);
        assert.deepEqual(differing(copy.listing, proceed.detail.listing), []);
        assert.equal(copy.listing.pickup_date.slice(0, 10), key);
        // The failed save's console error (the 500 the page saw) is the only problem.
        assert.deepEqual(
          problems.filter((problem) => !/500|Internal Server Error/.test(problem)),
          [],
        );
      } finally {
        await context.close();
      }
    });
  });
}
