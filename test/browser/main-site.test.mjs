// The main site's page in Chromium, in both builds: eleven tags composed one by one on one page
// share the `main-site` session against the reference server (`api-base="/"`), under its strict
// Content-Security-Policy with Trusted Types. A house move goes from addresses and rooms to a van,
// prices, packing and Protection Plus, and the job summary in the sidebar follows every change;
// its "Change" buttons tell the page `hk-go-to-step`, which scrolls to that section. The same
// house move on the React page (main-site-react.html: @haulkit/react's components on React 19,
// configured with the HTTP adapters), typed as a person would, at 1280 and 390 px; screenshots of
// it in test-results/main-site/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  buildsToRun,
  chooseRoute,
  openHarness,
  openPage,
  overflowing,
  seriousViolations,
  settles,
} from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/main-site/', import.meta.url));
mkdirSync(shots, { recursive: true });

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

const TAGS = [
  'hk-address-picker',
  'hk-route-map',
  'hk-removal-inventory',
  'hk-van-selector',
  'hk-price-calendar',
  'hk-time-options',
  'hk-time-slider',
  'hk-extra-services',
  'hk-insurance',
  'hk-job-summary',
];

/** The summary's sections as text, by section name. */
const summary = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('hk-job-summary')?.shadowRoot;
    return Object.fromEntries(
      [...(root?.querySelectorAll('[part~=section]') ?? [])].map((section) => [
        section.dataset.section,
        section.textContent.replace(/\s+/g, ' ').trim(),
      ]),
    );
  });

for (const { runtime, query } of buildsToRun(builds)) {
  describe(`main site, ${runtime}`, () => {
    it('a house move composed piece by piece: every tag shows its view, the summary follows, Change goes to the step', async () => {
      const { page, context, problems } = await openPage(harness, `/main-site.html${query}`, {
        viewport: { width: 1280, height: 900 },
      });
      try {
        // Every tag has its view (the whole page is within a screen or two, so each one loads).
        for (const tag of TAGS) {
          await page.locator(tag).scrollIntoViewIfNeeded();
          await page.waitForFunction(
            (tag) => {
              const root = document.querySelector(tag)?.shadowRoot;
              return (
                root &&
                !root.querySelector('[aria-hidden="true"][class^="sk-"]') &&
                root.querySelector('[part~=base], [part~=map], input')
              );
            },
            tag,
            { timeout: 20000 },
          );
        }
        await page.evaluate(() => {
          window.heard = [];
          for (const type of ['hk-change', 'hk-go-to-step', 'hk-error', 'hk-price-loaded', 'hk-proceed'])
            document.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
        });
        // Addresses and a first item as a restored draft would have them (the pieces' own tests type them).
        await page.evaluate(async () => {
          const { getSession } = await import('/dist/api.js');
          getSession('main-site').update((state) => ({
            ...state,
            listing: {
              ...state.listing,
              pickup_address_data: {
                formatted_address: '10 Downing Street, London SW1A 2AA, UK',
                latitude: 51.5034,
                longitude: -0.1276,
                country_code: 'GB',
              },
              delivery_address_data: {
                formatted_address: 'Temple Meads, Bristol BS1 6QF, UK',
                latitude: 51.4491,
                longitude: -2.5813,
                country_code: 'GB',
              },
              move_items: [
                {
                  fake_id: 'main-site-sofa',
                  name: '3-seat sofa',
                  quantity: 1,
                  width: 210,
                  height: 85,
                  depth: 95,
                  weight: 45,
                  dimension_unit: 'cm',
                  weight_unit: 'kg',
                },
              ],
            },
          }));
        });
        // A van by the keyboard: one tab stop, arrows choose.
        const vans = page.locator('hk-van-selector').getByRole('radio');
        await vans.first().focus();
        await page.keyboard.press('ArrowRight');
        await settles(async () => (await summary(page)).van?.includes('Large') ?? false, true);
        // Prices come by themselves from the reference server once the job has addresses and
        // items (the calendar asks); then packing and Protection Plus are offered.
        await page.locator('hk-extra-services').getByRole('switch').first().waitFor({ timeout: 20000 });
        await settles(
          async () => (await page.evaluate(() => window.heard.filter((e) => e.type === 'hk-price-loaded').length)) > 0,
          true,
        );
        await page
          .locator('hk-insurance')
          .getByRole('button', { name: /Add Protection Plus/ })
          .waitFor();
        assert.deepEqual(await seriousViolations(page), []);
        // The summary's Change for the van: the page hears the step and scrolls to the van.
        await page
          .locator('hk-job-summary')
          .getByRole('button', { name: /Change van/ })
          .click();
        await settles(
          async () => (await page.evaluate(() => window.heard.filter((e) => e.type === 'hk-go-to-step').length)) > 0,
          true,
        );
        const step = await page.evaluate(() => window.heard.find((e) => e.type === 'hk-go-to-step').detail);
        assert.deepEqual(step, { step: 'listing-items', section: 'van' });
        // The page's own handler moved focus to the van's heading.
        await settles(() => page.evaluate(() => document.activeElement?.closest('#van') !== null), true);
        // A priced day from the calendar: the summary shows it; Continue tells the page hk-proceed.
        const calendar = page.locator('hk-price-calendar');
        await calendar.scrollIntoViewIfNeeded();
        await calendar.locator('[role=gridcell]:not([aria-disabled=true])').first().click();
        await settles(
          async () =>
            (await page.evaluate(() => window.heard.findLast((e) => e.type === 'hk-change')?.detail.pickup_date)) !==
            undefined,
          true,
        );
        await settles(async () => /Not chosen/.test((await summary(page)).date ?? 'Not chosen'), false);
        await calendar.getByRole('button', { name: 'Continue' }).click();
        await settles(async () => page.evaluate(() => window.heard.filter((e) => e.type === 'hk-proceed').length), 1);
        const proceeded = await page.evaluate(() => window.heard.find((e) => e.type === 'hk-proceed').detail);
        assert.ok(proceeded.pre_listing_id, 'hk-proceed carries the pre-listing id');
        assert.match(proceeded.listing.pickup_date, /^\d{4}-\d{2}-\d{2}/);
        await page.getByText(/ready to confirm/).waitFor();
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
}

/** The React page's summary sections as text, by section name (the summary is in the page's document, as every piece). */
const reactSummary = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('aside .hk-root');
    return Object.fromEntries(
      [...(root?.querySelectorAll('[part~=section]') ?? [])].map((section) => [
        section.dataset.section,
        section.textContent.replace(/\s+/g, ' ').trim(),
      ]),
    );
  });

/**
 * The React page's job as a person gives it: both addresses typed and chosen from the
 * suggestions, a sofa added to the living room of the 2-bed flat (its rooms come after the
 * spec's 2 s), then prices, which the calendar asks for by itself.
 */
async function reactJob(page) {
  await chooseRoute(page);
  await settles(async () => /Leeds.*Manchester/.test((await reactSummary(page)).route ?? ''), true, 10000);
  await page.getByRole('button', { name: 'Add one 3-seat sofa to Living room' }).click({ timeout: 15000 });
  await settles(async () => /\D1 item\b/.test((await reactSummary(page)).items ?? ''), true);
  await page.locator('#extras').getByRole('switch').first().waitFor({ timeout: 20000 });
}

/** Every request the page made that went anywhere but the reference server. */
const elsewhere = (requests, server) => requests.filter((url) => new URL(url).origin !== new URL(server).origin);

describe('main site, a React page on @haulkit/react (React 19)', () => {
  it('the same house move: addresses, an item, a van, prices, Change goes to the step, a priced day, Continue → ready to confirm', async () => {
    const { page, context, problems, requests } = await openPage(harness, '/main-site-react.html', {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await page.getByRole('heading', { name: 'Your job' }).waitFor({ timeout: 20000 });
      await reactJob(page);
      // Every piece renders in the page's document, the job summary too, each keeping its own layout.
      const layouts = await page.evaluate(() =>
        [...document.querySelectorAll('aside .hk-sum-root [part~=section]')].map(
          (section) => getComputedStyle(section).display,
        ),
      );
      assert.ok(layouts.length > 1, 'the summary is in the page’s document');
      assert.deepEqual(new Set(layouts), new Set(['grid']), 'each of its sections laid out by its own rules');
      // A van by the keyboard: one tab stop, arrows choose.
      await page.locator('#van').getByRole('radio').first().focus();
      await page.keyboard.press('ArrowRight');
      await settles(async () => (await reactSummary(page)).van?.includes('Large') ?? false, true);
      await page.getByRole('button', { name: /Add Protection Plus/ }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      // The summary's Change for the van: the page goes to the van's section, focus on its heading.
      await page.getByRole('button', { name: /Change van/ }).click();
      await settles(() => page.evaluate(() => document.activeElement?.closest('#van') !== null), true);
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Which van?');
      // A priced day from the calendar: the summary shows it; Continue shows the note.
      const day = page.locator('#when [role=gridcell][data-key]:not([aria-disabled=true])').first();
      await day.scrollIntoViewIfNeeded();
      await day.click();
      await settles(async () => /Not chosen/.test((await reactSummary(page)).date ?? 'Not chosen'), false);
      await page.locator('#when').getByRole('button', { name: 'Continue' }).click();
      const note = page.getByRole('status').filter({ hasText: /ready to confirm/ });
      await note.waitFor();
      const [, id] = (await note.textContent()).match(/^Quote (\S+) ready to confirm/) ?? [];
      assert.ok(
        requests.some((url) => new URL(url).pathname === `/ng/prelisting/${id}`),
        `the note carries the id of the pre-listing saved on the reference server: ${id}`,
      );
      // The pointer is still on Continue: axe reads its colours once the hover fade is over.
      await page.waitForTimeout(300);
      assert.deepEqual(await seriousViolations(page), []);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}react-1280.png`, fullPage: true });
      assert.deepEqual(elsewhere(requests, harness.server.url), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('at 390 px: the same job with the list of days, nothing wider than the screen, axe clean', async () => {
    const { page, context, problems, requests } = await openPage(harness, '/main-site-react.html', {
      viewport: { width: 390, height: 844 },
    });
    try {
      await reactJob(page);
      const days = page.getByRole('listbox', { name: 'Days and prices' });
      await days.scrollIntoViewIfNeeded();
      await days.getByRole('option').first().waitFor();
      assert.deepEqual(await page.evaluate(overflowing), []);
      await days.locator('[role=option]:not([aria-disabled=true])').first().click();
      await settles(async () => /Not chosen/.test((await reactSummary(page)).date ?? 'Not chosen'), false);
      await page.locator('#when').getByRole('button', { name: 'Continue' }).click();
      await page.getByText(/ready to confirm/).waitFor();
      assert.deepEqual(await page.evaluate(overflowing), []);
      // The pointer is still on Continue: axe reads its colours once the hover fade is over.
      await page.waitForTimeout(300);
      assert.deepEqual(await seriousViolations(page), []);
      await page.screenshot({ path: `${shots}react-390.png`, fullPage: true });
      assert.deepEqual(elsewhere(requests, harness.server.url), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
