// What a page pays for a tag it has not reached yet: the first script only. The view loads when
// the tag comes within a screen of the viewport; the adapter once the page is idle after that,
// before the first search; the draft code on the first change.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openHarness, openPage } from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const loaded = (requests, pattern) => requests.some((url) => pattern.test(new URL(url).pathname));
const VIEW = /\/chunks\/item-picker\.view-/;
const ADAPTER = /\/chunks\/(adapter-loader|http-quote)-/;
const DRAFTS = /\/chunks\/persistence-/;

describe('loading: visible and idle, or touched', () => {
  it('a tag below the fold loads nothing beyond the first script until the reader nears it', async () => {
    const { page, context, problems, requests } = await openPage(harness, '/long-article.html');
    try {
      await page.waitForLoadState('load');
      await page.waitForTimeout(2500);
      const scripts = requests.filter((url) => new URL(url).pathname.startsWith('/dist/'));
      assert.ok(loaded(requests, /\/dist\/haulkit\.js$/), 'the first script');
      assert.ok(!loaded(requests, VIEW), `no view yet: ${scripts.join(' ')}`);
      assert.ok(!loaded(requests, ADAPTER), 'no adapter yet');
      assert.ok(!loaded(requests, DRAFTS), 'no draft code yet');
      // The skeleton stands in: its search box, but no list of results (that comes with the view).
      assert.equal(await page.locator('hk-item-picker [role=listbox]').count(), 0, 'the skeleton stands in');
      assert.equal(await page.locator('hk-item-picker').getByRole('combobox').count(), 1, 'its search box');

      await page.locator('#quote').scrollIntoViewIfNeeded();
      const search = page.getByRole('combobox', { name: 'Search for an item' });
      await page.locator('hk-item-picker [role=listbox]').waitFor({ state: 'attached' });
      assert.ok(loaded(requests, VIEW), 'the view came when the tag neared the viewport');
      // The adapter follows once the page is idle, before anyone types.
      await page.waitForTimeout(2500);
      assert.ok(loaded(requests, ADAPTER), 'the adapter is ready before the first search');
      assert.ok(!loaded(requests, /\/ng\/item-search/), 'no search was made for them');
      assert.ok(!loaded(requests, DRAFTS), 'nothing to save yet, so no draft code');

      await search.fill('sofa');
      await page.getByRole('option', { name: '3-seat sofa', exact: true }).click();
      await page.locator('[part=item]').getByText('3-seat sofa').waitFor();
      await page.waitForFunction(() => localStorage.getItem('haulkit:draft:article') !== null);
      assert.ok(loaded(requests, DRAFTS), 'the draft code came with the first change');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('a tag in view shows at once; a reload restores the draft, which loads the draft code at once', async () => {
    const { page, context, problems, requests } = await openPage(harness, '/pieces-site.html');
    try {
      const search = page.getByRole('combobox', { name: 'Search for an item' });
      await search.waitFor();
      assert.ok(!loaded(requests, DRAFTS), 'no draft, no draft code');
      await search.fill('large box');
      await page.getByRole('option', { name: 'Large box', exact: true }).click();
      await page.waitForFunction(() => localStorage.getItem('haulkit:draft:partner') !== null);
      requests.length = 0;
      await page.reload();
      await page.getByRole('list').getByText('Large box').waitFor();
      assert.ok(loaded(requests, DRAFTS), 'a stored draft brings the draft code with the view');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
