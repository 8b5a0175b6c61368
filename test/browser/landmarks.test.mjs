// Landmarks on pages with many pieces, in both builds: the page with the quote flow and every
// piece on it, and a partner's quote flow on its items screens. No two landmarks (regions,
// navigations, forms…) share a name, so a screen reader's landmark list tells them apart (axe
// `landmark-unique`), and every landmark has a name that says what it holds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, openPage } from './harness.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', query: '' },
  { runtime: 'React 19', query: 'build=react' },
];

/** True once the element's shadow root holds its view, not the skeleton (a page function). */
function showsView(tag) {
  const box = document.querySelector(tag)?.shadowRoot?.querySelector('.hk-root');
  return Boolean(box?.firstElementChild && !box.querySelector('[class^="sk-"], [class*=" sk-"]'));
}

/** Scrolls to each tag in turn (its view loads when it is seen) and waits for its view. */
async function showAll(page) {
  const tags = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.startsWith('hk-'))),
  ]);
  for (const tag of tags) {
    await page.locator(tag).first().scrollIntoViewIfNeeded();
    await page.waitForFunction(showsView, tag, { timeout: 20000 });
  }
}

/** The landmarks axe finds sharing a role and a name, and the names of every landmark on the page. */
async function landmarks(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { runOnly: ['landmark-unique'], resultTypes: ['violations'] });
    const shared = results.violations.flatMap((v) => v.nodes.map((node) => node.target.join(' ')));
    return { shared };
  });
}

for (const { runtime, query } of buildsToRun(builds)) {
  describe(`landmarks, ${runtime} build`, () => {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ]) {
      it(`the quote flow and every piece on one page: no two landmarks share a name, at ${width} px`, async () => {
        const { page, context } = await openPage(harness, `/every-element.html${query ? `?${query}` : ''}`, {
          viewport: { width, height },
        });
        try {
          await showAll(page);
          const { shared } = await landmarks(page);
          assert.deepEqual(shared, [], 'landmark-unique');
        } finally {
          await context.close();
        }
      });
    }
  });
}
