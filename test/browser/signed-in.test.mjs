// Admin or customer from what the server says (docs/behaviour/quote-flow.md §6, back-office.md §6):
// the gallery's staff and customer pages (examples/staff-quote.html, customer-quote.html) give one
// furniture job to <hk-quote-flow>; Continue shows its prices. On the built-in demo data the page's own script says who is
// signed in; against the reference server its demo sign-in cookie does ("Sign in as staff"). Staff
// see the admin price under each day; a customer sees none.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, openPage, READY_TIMEOUT, seriousViolations, settles } from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const builds = buildsToRun([
  { runtime: 'light (preact/compat)', query: '' },
  { runtime: 'React 19', query: 'build=react' },
]);
const adapters = [
  { name: 'the demo data', query: '' },
  { name: 'the reference server', query: 'adapter=server' },
];

/** The page's query: its build and its adapter. */
const queryOf = (...parts) => {
  const query = parts.filter(Boolean).join('&');
  return query ? `?${query}` : '';
};

/** Continue to the prices; then the days whose accessible name says an admin price ("Admin £…"). */
async function adminDays(page) {
  // The prefill's two items are in the list (both addresses came with coordinates) before Continue.
  await settles(() => page.getByRole('textbox', { name: /^Quantity of / }).count(), 2, READY_TIMEOUT);
  await page.getByRole('button', { name: 'Continue' }).click({ timeout: READY_TIMEOUT });
  await page.waitForSelector('body[data-ready]', { state: 'attached', timeout: READY_TIMEOUT });
  const priced = page.getByRole('gridcell', { name: /£\d/ });
  await priced.first().waitFor({ timeout: READY_TIMEOUT });
  return page.getByRole('gridcell', { name: /Admin £\d/ }).count();
}

for (const build of builds) {
  for (const adapter of adapters) {
    describe(`who is signed in, ${build.runtime}, ${adapter.name}`, () => {
      it('staff see admin prices in the calendar', async () => {
        const { page, context, problems } = await openPage(
          harness,
          `/staff-quote.html${queryOf(build.query, adapter.query)}`,
        );
        try {
          if (adapter.query) {
            await page.getByRole('link', { name: 'Sign in as staff' }).click();
            await page.waitForURL(/staff-quote\.html/);
          }
          assert.ok((await adminDays(page)) > 0, 'admin prices for staff');
          assert.deepEqual(await seriousViolations(page), [], 'axe: the staff prices');
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });

      it('a customer sees none of them', async () => {
        const { page, context, problems } = await openPage(
          harness,
          `/customer-quote.html${queryOf(build.query, adapter.query)}`,
        );
        try {
          assert.equal(await adminDays(page), 0);
          assert.equal(await page.locator('hk-quote-flow').locator('[part~=admin-price]').count(), 0);
          assert.deepEqual(await seriousViolations(page), [], 'axe: the customer prices');
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    });
  }
}
