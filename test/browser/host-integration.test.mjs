// How the elements live in a real host page: two bundles on one page, hostile CSS, moving and
// removing elements, refused attributes, and the lazy maplibre seam.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openHarness, openPage, settles, typeSlowly } from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

async function addFirstResult(scope, text) {
  const search = scope.getByRole('combobox', { name: 'Search for an item' });
  await typeSlowly(search, text);
  await scope.getByRole('option').first().waitFor();
  await search.press('ArrowDown');
  await search.press('Enter');
}

async function itemNames(scope) {
  return scope
    .getByRole('textbox', { name: /^Quantity of / })
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
}

describe('host integration in Chromium', () => {
  it('two separately built bundles on one page share one quote session, without warnings', async () => {
    const { page, context, problems } = await openPage(harness, '/two-bundles.html');
    try {
      const light = page.locator('#light');
      const react = page.locator('#react');
      await react.getByRole('combobox').waitFor();
      // Each bundle defined `hk-*` on load; defining again from either one is harmless.
      const defined = await page.evaluate(async () => {
        const [a, b] = await Promise.all([import('/dist/haulkit.js'), import('/dist/haulkit.react.js')]);
        return [a.defineHaulkit(), b.defineHaulkit(), b.defineHaulkit({ prefix: 'hr' }), a.VERSION === b.VERSION];
      });
      assert.deepEqual(defined, [[], [], [], true]);

      await addFirstResult(light, 'large box');
      await settles(() => itemNames(react), ['Quantity of Large box']);
      await addFirstResult(react, 'fridge');
      await settles(async () => (await itemNames(light)).length, 2);
      assert.deepEqual(await itemNames(light), await itemNames(react));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('hostile global CSS does not reach inside the element', async () => {
    const { page, context, problems } = await openPage(harness, '/hostile-page.html');
    try {
      // The view's box, not the skeleton's (the view replaces it: a box read as it goes is detached).
      await page.getByRole('heading', { name: 'Your items' }).waitFor({ state: 'visible' });
      const search = page.getByRole('combobox', { name: 'Search for an item' });
      await search.waitFor({ state: 'visible' });
      const style = await search.evaluate((input) => {
        const computed = getComputedStyle(input);
        return {
          display: computed.display,
          visibility: computed.visibility,
          color: computed.color,
          fontSize: computed.fontSize,
          textTransform: computed.textTransform,
        };
      });
      // Our own values: the box is a flex item of the search row (blockified), not the page's `display: none`.
      assert.deepEqual(style, {
        display: 'block',
        visibility: 'visible',
        color: 'rgb(27, 27, 31)',
        fontSize: '16px',
        textTransform: 'none',
      });
      await addFirstResult(page, 'sofa');
      await page.getByRole('button', { name: /^Add one / }).waitFor({ state: 'visible' });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('moving an element keeps the quote; removing and re-adding it leaves no errors', async () => {
    const { page, context, problems } = await openPage(harness, '/pieces-site.html');
    try {
      await addFirstResult(page, 'large box');
      await settles(() => itemNames(page), ['Quantity of Large box']);
      await page.evaluate(() => {
        const picker = document.querySelector('hk-item-picker');
        document.querySelector('#summary')?.before(picker);
      });
      await settles(() => itemNames(page), ['Quantity of Large box']);
      await page.evaluate(() => document.querySelector('hk-item-picker')?.remove());
      await settles(() => page.getByRole('combobox', { name: 'Search for an item' }).count(), 0);
      await page.evaluate(() => {
        const picker = document.createElement('hk-item-picker');
        picker.setAttribute('session', 'partner');
        document.querySelector('main')?.append(picker);
      });
      await settles(() => itemNames(page), ['Quantity of Large box']);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('a reload within 30 minutes keeps the items the customer chose, and the host hears them once', async () => {
    const { page, context, problems } = await openPage(harness, '/pieces-site.html');
    try {
      await addFirstResult(page, 'large box');
      await page.getByRole('button', { name: 'Add one Large box' }).click();
      await settles(() => page.getByRole('textbox', { name: 'Quantity of Large box' }).inputValue(), '2');
      await page.reload();
      await settles(() => page.getByRole('textbox', { name: 'Quantity of Large box' }).inputValue(), '2');
      // The restored draft reaches the host page as one hk-change, and its own summary shows it.
      const changes = () =>
        page.evaluate(() => window.haulkitEvents.filter((event) => event.type === 'hk-change').length);
      await settles(changes, 1);
      const [restored] = await page.evaluate(() => window.haulkitEvents.map((event) => event.detail));
      assert.deepEqual(
        restored.move_items.map((item) => [item.name, item.quantity]),
        [['Large box', 2]],
      );
      assert.equal(await page.locator('#summary').textContent(), '2 × Large box');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it("a malformed attribute reaches the page's developer as hk-error and a console warning, never an alert in front of the customer", async () => {
    const { page, context, problems } = await openPage(harness, '/pieces-site.html');
    try {
      await page.evaluate(() => document.querySelector('hk-item-picker')?.setAttribute('category-id', 'sofas'));
      await page.waitForFunction(() => window.haulkitEvents.some((event) => event.type === 'hk-error'));
      const events = await page.evaluate(() => window.haulkitEvents);
      assert.deepEqual(events.at(-1), {
        type: 'hk-error',
        detail: { code: 'attribute', attribute: 'category-id', message: 'category-id: “sofas” is not a number' },
      });
      assert.equal(await page.getByRole('alert').count(), 0);
      assert.ok(problems.some((line) => line.includes('category-id: “sofas” is not a number')));
      // The widget still works, on the default value.
      await addFirstResult(page, 'sofa');
      await page.getByRole('button', { name: /^Add one / }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('maplibre-gl stays out of the first load and arrives, with its worker, on demand', async () => {
    const { page, context, requests, problems } = await openPage(harness, '/pieces-site.html');
    try {
      await page.getByRole('combobox', { name: 'Search for an item' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(requests.filter((url) => url.includes('maplibre')).length, 0);
      const kit = await page.evaluate(async () => {
        const { loadMapLibre } = await import('/dist/api.js');
        const { maplibregl, css } = await loadMapLibre();
        return { map: typeof maplibregl.Map, css: css.includes('.maplibregl-map') };
      });
      assert.deepEqual(kit, { map: 'function', css: true });
      const chunk = requests.find((url) => /\/maplibre\/maplibre-gl-[\w-]+\.js$/.test(url));
      assert.ok(chunk, 'the maplibre chunk was fetched');
      const worker = await page.evaluate(
        async (url) => (await fetch(url)).status,
        new URL('maplibre-gl-worker.mjs', chunk).href,
      );
      assert.equal(worker, 200);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
