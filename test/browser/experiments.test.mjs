// The person-tabs experiment end to end on the experiments page (examples/experiments.html), in
// both builds, against the reference server's test lab: a furniture quote with one person whose
// pre-listing id is even sees the control (one person by default) and Continue goes straight to
// the quote ready; an odd id sees "two people by default" and Continue first offers a helper
// (docs/behaviour/quote-flow.md §4, Proceeding); signed in as staff, the admin bar sits over the
// same flow and the experiment changes it the same way. Each quote is reported to the test lab once
// (POST /test-lab/experiment), also when the page is loaded again and the lab answers the
// experiment as not tracked (back-office §4). The demo adapter's run shows the same dialog.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  buildsToRun,
  chooseRoute,
  openHarness,
  openPage,
  screenshots,
  seriousViolations,
  settles,
  typeSlowly,
} from './harness.mjs';
import { title } from './quote-flow-helpers.mjs';

const shots = fileURLToPath(new URL('../../test-results/experiments/', import.meta.url));
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
  { runtime: 'React 19', name: 'react', query: '&build=react' },
];

/** A pre-listing id never used before (so the lab has no allocation for it), even or odd, below the 1e9 cutoff. */
const freshId = (parity) => String(2 * randomInt(1_000_000, 400_000_000) + parity);

/** The test-lab reports (tracking calls) the page sent: POST /test-lab/experiment. */
function watchReports(page) {
  const reports = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/test-lab/experiment')
      reports.push(request.url());
  });
  return reports;
}

/** What the reference server's test lab holds for the pre-listing: name, variant and tracked of each. */
async function labHolds(id) {
  const url = new URL(`/test-lab/experiment?entity=PRE_LISTING&entityId=${id}`, harness.server.url);
  const experiments = await (await fetch(url)).json();
  return experiments.map(({ name, variant, tracked }) => ({ name, variant, tracked }));
}

/** The page's own read of this quote: an output found by its label. */
const shown = (page, name) => page.getByRole('status', { name }).textContent();

/** A sofa from Leeds to Manchester, Continue, a priced day chosen: the prices step, ready to Continue. */
async function toChosenDay(page, flow) {
  await flow.getByRole('heading', { name: 'Your furniture' }).waitFor({ timeout: 20000 });
  await chooseRoute(flow);
  await typeSlowly(flow.getByRole('combobox', { name: 'Search for an item' }), 'sofa');
  await flow.getByRole('option', { name: '3-seat sofa', exact: true }).click();
  await flow.getByRole('textbox', { name: 'Quantity of 3-seat sofa' }).waitFor();
  await flow.getByRole('button', { name: 'Continue' }).click();
  await settles(() => title(page), 'Dates and prices');
  await chooseDay(flow);
}

async function chooseDay(flow) {
  const day = flow.locator('[role=gridcell][data-key]:not([aria-disabled])').first();
  await day.waitFor({ timeout: 20000 });
  await day.click();
  await settles(() => day.getAttribute('aria-selected'), 'true');
}

/** Counts hk-proceed on the page from now on. */
const countProceeds = (page) =>
  page.evaluate(() => {
    window.proceeds = 0;
    document.addEventListener('hk-proceed', () => {
      window.proceeds += 1;
    });
  });

for (const build of buildsToRun(builds)) {
  describe(`the person-tabs experiment, ${build.runtime}`, () => {
    it('an even pre-listing id: one person by default, Continue goes straight on; one tracking call', async () => {
      const id = freshId(0);
      const { page, context, problems } = await openPage(
        harness,
        `/experiments.html?adapter=server&id=${id}${build.query}`,
        { viewport: { width: 1280, height: 900 }, experiments: 'live' },
      );
      try {
        const reports = watchReports(page);
        await countProceeds(page);
        const flow = page.locator('hk-quote-flow');
        await toChosenDay(page, flow);
        await settles(() => shown(page, 'Variant'), 'One person by default (fixed_1): Continue goes straight on.');
        assert.equal(await shown(page, 'Pre-listing'), id);
        await settles(() => shown(page, 'Reported to the test lab'), 'Yes, once.');
        await flow.getByRole('button', { name: 'Continue' }).click();
        await settles(() => title(page), 'Your quote is ready', 15000);
        assert.equal(await flow.getByRole('dialog', { name: 'Add a helper?' }).count(), 0);
        assert.equal(await page.evaluate(() => window.proceeds), 1);
        assert.equal(reports.length, 1, 'one tracking call');
        assert.deepEqual(await labHolds(id), [{ name: 'person-tabs', variant: 'fixed_1', tracked: true }]);
        if (screenshots) await page.screenshot({ path: `${shots}control-${build.name}.png`, fullPage: true });
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('an odd pre-listing id: two people by default, Continue with one person offers a helper; reported once, also after a reload', async () => {
      const id = freshId(1);
      const { page, context, problems } = await openPage(
        harness,
        `/experiments.html?adapter=server&id=${id}${build.query}`,
        { viewport: { width: 1280, height: 900 }, experiments: 'live' },
      );
      try {
        const reports = watchReports(page);
        const flow = page.locator('hk-quote-flow');
        await toChosenDay(page, flow);
        await settles(
          () => shown(page, 'Variant'),
          'Two people by default (fixed_2): Continue with one person offers a helper first.',
        );
        await settles(() => shown(page, 'Reported to the test lab'), 'Yes, once.');
        await settles(() => reports.length, 1);

        // The page is loaded again with the draft kept; this time the lab answers the experiment
        // as not tracked, as a lab that lost the report would: the quote still reports it no more.
        await page.waitForFunction(() => localStorage.getItem('haulkit:draft:experiments')?.includes('person-tabs'));
        await page.route(
          (url) => url.pathname === '/test-lab/experiment',
          async (route) => {
            if (route.request().method() !== 'GET') return route.continue();
            const answer = await route.fetch();
            const experiments = (await answer.json()).map((experiment) => ({ ...experiment, tracked: false }));
            return route.fulfill({ response: answer, json: experiments });
          },
        );
        await page.reload();
        await countProceeds(page);
        await settles(() => title(page), 'Dates and prices', 20000);
        await settles(
          () => shown(page, 'Variant'),
          'Two people by default (fixed_2): Continue with one person offers a helper first.',
          20000,
        );
        assert.equal(await shown(page, 'Pre-listing'), id);
        await settles(() => shown(page, 'Reported to the test lab'), 'Yes, once.');
        await chooseDay(flow);

        await flow.getByRole('button', { name: 'Continue' }).click();
        const helper = flow.getByRole('dialog', { name: 'Add a helper?' });
        await helper.waitFor();
        assert.equal(await page.evaluate(() => window.proceeds), 0, 'no hk-proceed while the dialog asks');
        if (screenshots) await page.screenshot({ path: `${shots}two-people-${build.name}.png`, fullPage: true });
        assert.deepEqual(await seriousViolations(page), [], 'axe with the add-helper dialog open');
        await helper.getByRole('button', { name: 'No thanks' }).click();
        await settles(() => title(page), 'Your quote is ready', 15000);
        assert.equal(await page.evaluate(() => window.proceeds), 1);
        assert.equal(reports.length, 1, 'one tracking call for the quote, the reload included');
        assert.deepEqual(await labHolds(id), [{ name: 'person-tabs', variant: 'fixed_2', tracked: true }]);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('staff signed in: the admin bar over the quote, and the experiment changes the flow the same way', async () => {
      const id = freshId(1);
      const back = `/experiments.html?adapter=server&id=${id}${build.query}`;
      const { page, context, problems } = await openPage(
        harness,
        `/demo/sign-in?as=staff&back=${encodeURIComponent(back)}`,
        { viewport: { width: 1280, height: 900 }, experiments: 'live' },
      );
      try {
        await page.waitForURL(/experiments\.html/);
        const flow = page.locator('hk-quote-flow');
        const bar = flow.getByRole('region', { name: 'Admin' });
        await bar.waitFor({ timeout: 20000 });
        await toChosenDay(page, flow);
        await settles(
          () => shown(page, 'Variant'),
          'Two people by default (fixed_2): Continue with one person offers a helper first.',
        );
        // What the admin sees of the quote is the test lab's variant, as the customer would.
        await bar.getByText('Quote number').waitFor();
        assert.match(await bar.textContent(), new RegExp(id));
        await flow.getByRole('button', { name: 'Continue' }).click();
        await flow.getByRole('dialog', { name: 'Add a helper?' }).waitFor();
        if (screenshots) await page.screenshot({ path: `${shots}staff-two-people-${build.name}.png`, fullPage: true });
        assert.deepEqual(await seriousViolations(page), [], 'axe: the admin bar and the add-helper dialog');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('on the built-in demo data in Spanish: an odd id offers a helper at Continuar', async () => {
      const { page, context, problems } = await openPage(
        harness,
        `/experiments.html?id=${freshId(1)}&locale=es-ES${build.query}`,
        { viewport: { width: 1280, height: 900 }, experiments: 'live' },
      );
      try {
        const flow = page.locator('hk-quote-flow');
        await flow.getByRole('heading', { name: 'Tus muebles' }).waitFor({ timeout: 20000 });
        await page.evaluate(async (query) => {
          const { getSession } = await import(`/dist/api${query ? '.react' : ''}.js`);
          // The job as a restored draft would have it; the person then goes on to the prices.
          getSession('experiments').update((state) => ({
            ...state,
            listing: {
              ...state.listing,
              pickup_address_data: { formatted_address: 'Leeds LS1, UK', latitude: 53.7997, longitude: -1.5492 },
              delivery_address_data: { formatted_address: 'Manchester M1, UK', latitude: 53.4794, longitude: -2.2453 },
              distance: 44.6,
              duration: 3600,
              move_items: [
                {
                  name: 'Sofá de 3 plazas',
                  quantity: 1,
                  fake_id: 'sofa-1',
                  width: 210,
                  height: 85,
                  depth: 82,
                  weight: 55,
                },
              ],
            },
          }));
        }, build.query);
        await flow.getByRole('button', { name: 'Continuar' }).click();
        await chooseDay(flow);
        await settles(
          () => shown(page, 'Variante'),
          'Dos personas por defecto (fixed_2): Continuar con una persona ofrece antes un ayudante.',
        );
        await settles(() => shown(page, 'Comunicado al laboratorio de pruebas'), 'Sí, una vez.');
        await flow.getByRole('button', { name: 'Continuar' }).click();
        await flow.getByRole('dialog').waitFor();
        assert.deepEqual(await seriousViolations(page), [], 'axe with the Spanish add-helper dialog open');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
}
