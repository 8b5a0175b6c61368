// The states pages of the examples gallery, in Chromium: every state of every element at 1280
// and 390 px, light and dark, screenshotted into test-results/states/ for people to look at (not
// compared pixel by pixel), and checked for what a machine can see: axe clean, no console
// problems, 44 px targets on phones, nothing wider than a 320 px screen, dialogs that trap and
// return focus.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openHarness, openPage, overflowing, READY_TIMEOUT, seriousViolations } from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/states/', import.meta.url));
mkdirSync(shots, { recursive: true });

/** Pages of states, one per element (and one for the UI kit's components). */
const pages = [
  { name: 'item-picker', path: '/states/item-picker.html' },
  { name: 'address-picker', path: '/states/address-picker.html' },
  ...[
    'custom-missing',
    'custom-warning',
    'custom-blocked',
    'remeasure',
    'piano-error',
    'volume-error',
    'plate-error',
    'custom-car-error',
    'search',
    'categories',
  ].map((dialog) => ({ name: `item-dialog-${dialog}`, path: `/states/item-dialogs.html?dialog=${dialog}` })),
  { name: 'price-adjustments', path: '/states/price-adjustments.html' },
  ...['delete', 'delete-spanish'].map((dialog) => ({
    name: `price-adjustments-dialog-${dialog}`,
    path: `/states/price-adjustments.html?dialog=${dialog}`,
  })),
  { name: 'admin-bar', path: '/states/admin-bar.html' },
  ...['insurance', 'insurance-spanish'].map((dialog) => ({
    name: `admin-bar-dialog-${dialog}`,
    path: `/states/admin-bar.html?dialog=${dialog}`,
  })),
  // The job's extras (removal inventory, van selector, extra services, Protection Plus, job
  // summary), the price calendar, time options, time slider, the quote flow and the card-by-phone
  // widget have the same checks on every state and dialog in their own browser tests.
  { name: 'kit', path: '/states/kit.html' },
];

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

/** Opens a states page at a width and theme, once every state is set. */
async function openStates(path, { width, theme }) {
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

for (const { name, path } of pages) {
  describe(`states of ${name}`, () => {
    for (const theme of ['light', 'dark']) {
      for (const width of [1280, 390]) {
        it(`${theme}, ${width} px: every state screenshotted, axe clean, no console problems${width < 768 ? ', 44 px targets' : ''}`, async () => {
          const { page, context, problems } = await openStates(path, { width, theme });
          try {
            const states = await page.locator('.card[data-state], .stage[data-state]').all();
            assert.ok(states.length >= (path.includes('?dialog=') ? 1 : 3), 'the page shows its states');
            for (const state of states) {
              const label = await state.getAttribute('data-state');
              await state.screenshot({ path: `${shots}${name}-${label}-${theme}-${width}.png` });
            }
            assert.deepEqual(await seriousViolations(page), []);
            if (width < 768) assert.deepEqual(await page.evaluate(smallTargets), []);
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
        });
      }
    }

    it('nothing is wider than a 320 px screen', async () => {
      const { page, context } = await openStates(path, { width: 320, theme: 'light' });
      try {
        assert.deepEqual(await page.evaluate(overflowing), []);
      } finally {
        await context.close();
      }
    });
  });
}

describe('dialogs of the kit', () => {
  it('open modal, trap focus, close with Escape and the close button, and return focus to the opener', async () => {
    const { page, context, problems } = await openStates('/states/kit.html', { width: 1280, theme: 'light' });
    try {
      const opener = page.getByRole('button', { name: 'Open the dialog' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Change the date' });
      await dialog.waitFor();
      assert.equal(await dialog.evaluate((el) => el.matches(':modal')), true, 'shown with showModal()');
      await page.screenshot({ path: `${shots}kit-dialog-open-light-1280.png` });
      // Tab cycles inside the dialog: the page behind it is inert, so focus never reaches it (a
      // native modal lets Tab pass through the browser's own toolbar, where the page sees <body>).
      const seen = new Set();
      for (let step = 0; step < 10; step++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('dialog[open]')
            ? active.getAttribute('aria-label') || active.textContent || active.tagName
            : null;
        });
        assert.ok(where !== null, `focus stays in the dialog after ${step + 1} Tab presses`);
        seen.add(where);
      }
      assert.ok(
        seen.has('Close') && seen.has('Save date'),
        `Tab reached the dialog's controls: ${[...seen].join(', ')}`,
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus back on the opener');
      await opener.click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus back on the opener');
      await page.setViewportSize({ width: 390, height: 800 });
      await opener.click();
      const box = await dialog.boundingBox();
      assert.ok(box && box.width >= 389 && box.height >= 799, `full screen on a phone: ${JSON.stringify(box)}`);
      await page.screenshot({ path: `${shots}kit-dialog-open-light-390.png` });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
