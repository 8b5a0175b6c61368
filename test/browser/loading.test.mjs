// What a page pays for a tag it has not reached yet: the first script only. The view loads when
// the tag comes within a screen of the viewport; the adapter once the page is idle after that,
// before the first search; the draft code on the first change.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, filesHolding, openBlank, openHarness, openPage, settles } from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const loaded = (requests, pattern) => requests.some((url) => pattern.test(new URL(url).pathname));
const VIEW = filesHolding('packages/elements/src/item-picker/item-picker.view.tsx');
const ADAPTER = filesHolding(
  'packages/elements/src/lazy/adapter-loader.ts',
  'packages/elements/src/lazy/http-quote.ts',
);
const DRAFTS = filesHolding('packages/core/src/session/persistence.ts');

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

const LOAD_FAILED = 'This part of the page could not load. Check your connection and try again.';

describe('loading: a view whose file fails to arrive', () => {
  for (const { build, suffix } of buildsToRun([
    { build: 'light (preact/compat)', suffix: '' },
    { build: 'React 19', suffix: '.react' },
  ])) {
    it(`${build}: the message with Try again and hk-error load; Try again asks for the file afresh and brings the view; so does a reload`, async () => {
      const { page, context, problems } = await openBlank(harness, { viewport: { width: 1280, height: 900 } });
      try {
        let asked = 0;
        await page.route(VIEW, (route) => {
          asked += 1;
          return asked === 1 ? route.abort('internetdisconnected') : route.continue();
        });
        const add = (suffix) =>
          page.evaluate(async (suffix) => {
            window.heard = [];
            document.addEventListener('hk-error', (event) => window.heard.push(event.detail));
            await import(`/dist/item-picker${suffix}.js`);
            document.body.append(document.createElement('hk-item-picker'));
          }, suffix);
        await add(suffix);
        const alert = page.locator('hk-item-picker [role=alert]');
        await alert.waitFor();
        assert.equal(await alert.textContent(), `${LOAD_FAILED}Try again`);
        assert.deepEqual(await page.evaluate(() => window.heard), [{ code: 'load', message: LOAD_FAILED }]);

        // Try again asks for the failed file afresh (Chromium no longer keeps a failed module
        // import), and the view shows: one hk-error in all.
        await alert.getByRole('button', { name: 'Try again' }).click();
        await page.locator('hk-item-picker [role=listbox]').waitFor({ state: 'attached' });
        assert.equal(await alert.count(), 0);
        assert.equal(asked, 2, 'Try again asked for the file again');
        assert.deepEqual(await page.evaluate(() => window.heard), [{ code: 'load', message: LOAD_FAILED }]);

        // A reload brings the view too.
        await page.reload();
        await add(suffix);
        await page.locator('hk-item-picker [role=listbox]').waitFor({ state: 'attached' });
        assert.equal(await alert.count(), 0);
        assert.equal(asked, 3);
        assert.deepEqual(
          problems.filter((problem) => !problem.includes('net::ERR_INTERNET_DISCONNECTED')),
          [],
        );
      } finally {
        await context.close();
      }
    });
  }
});

describe('loading: a dialog whose file fails to arrive', () => {
  for (const { build, suffix } of buildsToRun([
    { build: 'light (preact/compat)', suffix: '' },
    { build: 'React 19', suffix: '.react' },
  ])) {
    it(`${build}: the dialog says so with Try again, and the element emits hk-error load once per failed attempt`, async () => {
      const { page, context, problems } = await openBlank(harness, { viewport: { width: 1280, height: 900 } });
      try {
        let asked = 0;
        await page.route(filesHolding('packages/react/src/item-picker/dialogs/custom-item-dialog.tsx'), (route) => {
          asked += 1;
          return asked === 1 ? route.abort('internetdisconnected') : route.continue();
        });
        await page.evaluate(async (suffix) => {
          window.heard = [];
          document.addEventListener('hk-error', (event) => window.heard.push(event.detail.code));
          await import(`/dist/item-picker${suffix}.js`);
          document.body.append(document.createElement('hk-item-picker'));
        }, suffix);
        const picker = page.locator('hk-item-picker');
        await picker.getByRole('combobox', { name: 'Search for an item' }).fill('zzqx kayak');
        await picker.getByRole('button', { name: 'Can’t find your item? Add it yourself' }).first().click();
        const failed = picker.locator('[part~=field-error][data-code=load]');
        await failed.waitFor();
        await settles(() => page.evaluate(() => window.heard), ['load']);
        await picker.getByRole('button', { name: 'Try again' }).click();
        await page.getByRole('dialog', { name: 'Add an item that is not on our list' }).waitFor();
        assert.equal(asked, 2, 'Try again asked for the file again');
        assert.deepEqual(await page.evaluate(() => window.heard), ['load']);
        assert.deepEqual(
          problems.filter((problem) => !problem.includes('net::ERR_INTERNET_DISCONNECTED')),
          [],
        );
      } finally {
        await context.close();
      }
    });
  }
});
