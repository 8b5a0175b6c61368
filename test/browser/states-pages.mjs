// The states pages of the examples gallery, in Chromium (shared by states.test.mjs and
// states-items.test.mjs, which split the pages so the runner can run them side by side): every
// state of an element at 1280 and 390 px, light and dark (with screenshots; see `opensLook`),
// screenshotted into test-results/states/ for people to look at (not compared pixel by pixel), and
// checked for what a machine can see: axe clean, no console problems, 44 px targets on phones,
// nothing wider than a 320 px screen.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openHarness, openPage, opensLook, overflowing, READY_TIMEOUT, seriousViolations } from './harness.mjs';

export const shots = fileURLToPath(new URL('../../test-results/states/', import.meta.url));
mkdirSync(shots, { recursive: true });

/** The file's harness, opened before its tests and closed after them. */
export function harnessForFile() {
  const held = { harness: undefined };
  before(async () => {
    held.harness = await openHarness();
  });
  after(async () => {
    await held.harness?.close();
  });
  return held;
}

/** Opens a states page at a width and theme, once every state is set. */
export async function openStates(harness, path, { width, theme }) {
  // The page opens at its width: a page's script may ask for the layout (matchMedia) as it loads.
  const opened = await openPage(harness, `${path}${path.includes('?') ? '&' : '?'}theme=${theme}`, {
    viewport: { width, height: 900 },
  });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  return opened;
}

/** Interactive things inside every shadow root (and the page's own kit gallery) that are on screen. */
function smallTargets() {
  const selector = 'button, input:not([type=hidden]), select, a[href], [role=option], [role=tab], [role=radio]';
  const roots = [
    document,
    ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : [])),
  ];
  const small = [];
  for (const root of roots) {
    for (const node of root.querySelectorAll(selector)) {
      if (node.closest('header.site')) continue;
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A native checkbox or radio drawn inside a bigger label counts as the label's size.
      const target =
        node.matches('input[type=checkbox], input[type=radio]') && node.closest('label')
          ? node.closest('label').getBoundingClientRect()
          : box;
      if (target.height < 43.5 || target.width < 43.5)
        small.push(
          `${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''} ${Math.round(target.width)}×${Math.round(target.height)}`,
        );
    }
  }
  return small;
}

/** The looks a states page is checked in (`opensLook`), with the test's title. */
export const statesLooks = () =>
  ['light', 'dark']
    .flatMap((theme) => [1280, 390].map((width) => ({ theme, width })))
    .filter(({ theme, width }) => opensLook(theme, width))
    .map((look) => ({
      ...look,
      title: `${look.theme}, ${look.width} px: every state screenshotted, axe clean, no console problems${look.width < 768 ? ', 44 px targets, nothing wider than 320 px' : ''}`,
    }));

/**
 * Checks every state of one page in one look (the test files call it from their own `it`, so a
 * failure names the file it is in, and run.mjs runs that file again).
 */
export async function checkStatesPage(harness, { name, path }, { theme, width }) {
  const { page, context, problems } = await openStates(harness, path, { width, theme });
  try {
    const states = await page.locator('.card[data-state], .stage[data-state]').all();
    // A page of one dialog or one state (`?dialog=`, `?state=`) shows one; a page of states, several.
    assert.ok(states.length >= (/[?&](dialog|state)=/.test(path) ? 1 : 3), 'the page shows its states');
    for (const state of states) {
      const label = await state.getAttribute('data-state');
      await state.screenshot({ path: `${shots}${name}-${label}-${theme}-${width}.png` });
    }
    assert.deepEqual(await seriousViolations(page), []);
    if (width < 768) {
      assert.deepEqual(await page.evaluate(smallTargets), []);
      // The same page opened on the narrowest screen (in the same context: no new one to set up).
      await page.setViewportSize({ width: 320, height: 900 });
      await page.reload();
      await page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
      assert.deepEqual(await page.evaluate(overflowing), []);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}
