// The element docs pages (examples/docs/, written by `npm run manifest` from custom-elements.json):
// each loads under the strict CSP with nothing in the console, its live example shows the view
// (not the skeleton), axe finds nothing serious, and nothing is wider than a 390 px phone.
// Two pages are photographed at 1280 and 390 px into test-results/docs/.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { openHarness, openPage, overflowing, seriousViolations } from './harness.mjs';

const manifest = JSON.parse(readFileSync(new URL('../../packages/elements/custom-elements.json', import.meta.url)));
const elements = manifest.modules.map((module) => module.declarations[0]);
const results = new URL('../../test-results/docs/', import.meta.url).pathname;
const PHONE = { width: 390, height: 844 };

let harness;
before(async () => {
  mkdirSync(results, { recursive: true });
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

/** Waits until the live example's view has replaced its skeleton: the view's outer part is there. */
function viewShown(page, tag) {
  return page.waitForFunction(
    (name) => {
      const root = document.querySelector(`.live ${name}`)?.shadowRoot;
      return Boolean(root?.querySelector('[part~=base], [part~=flow]') && !root.querySelector('.hk-skeleton'));
    },
    tag,
    { timeout: 10000 },
  );
}

describe('element docs pages in Chromium', () => {
  it('the index lists every element, each linking to its page', async () => {
    const { page, context, problems } = await openPage(harness, '/docs/', { viewport: PHONE });
    try {
      const links = await page.locator('main a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      assert.deepEqual(
        links,
        elements.map((element) => `/docs/${element.tagName}.html`),
      );
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(await page.evaluate(overflowing), []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  for (const element of elements) {
    it(`<${element.tagName}>: the live example shows its view, the API is listed, axe-clean, fits 390 px`, async () => {
      const { page, context, problems } = await openPage(harness, `/docs/${element.tagName}.html`, { viewport: PHONE });
      try {
        await viewShown(page, element.tagName);
        const listed = (id) =>
          page.locator(`section[aria-labelledby=${id}] dt`).evaluateAll((terms) => terms.map((dt) => dt.textContent));
        assert.deepEqual(
          await listed('attributes'),
          element.attributes.map((attribute) => attribute.name),
        );
        assert.deepEqual(
          await listed('events'),
          element.events.map((event) => event.name),
        );
        assert.equal((await listed('parts')).length, element.cssParts.length);
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(await page.evaluate(overflowing), []);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  it('pictures: <hk-quote-flow> and <hk-card-by-phone> at 1280 and 390 px', async () => {
    for (const tag of ['hk-quote-flow', 'hk-card-by-phone']) {
      for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
        const { page, context, problems } = await openPage(harness, `/docs/${tag}.html`, { viewport });
        try {
          await viewShown(page, tag);
          // The first screen (the live example), and the whole page.
          await page.screenshot({ path: `${results}${tag}-${viewport.width}.png` });
          await page.screenshot({ path: `${results}${tag}-${viewport.width}-full.png`, fullPage: true });
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      }
    }
  });
});
