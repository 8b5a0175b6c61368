// The states pages of the back office's pieces and of the UI kit (the checks: states-pages.mjs;
// the item pickers' are in states-items.test.mjs), and the kit's dialog: modal, focus trapped and
// returned.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkStatesPage, harnessForFile, openStates, shots, statesLooks } from './states-pages.mjs';

const held = harnessForFile();

const PAGES = [
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
  // The admin notes' History dialog, one state a page (its flows: admin-history.test.mjs).
  ...['listing', 'decline-refused', 'declined', 'failed', 'empty', 'no-record', 'read-only', 'spanish'].map(
    (state) => ({ name: `admin-history-${state}`, path: `/states/admin-history.html?state=${state}` }),
  ),
  // The job's extras (removal inventory, van selector, extra services, Protection Plus, job
  // summary), the price calendar, time options, time slider, the quote flow and the card-by-phone
  // widget have the same checks on every state and dialog in their own browser tests.
  { name: 'kit', path: '/states/kit.html' },
];

for (const page of PAGES)
  describe(`states of ${page.name}`, () => {
    for (const look of statesLooks()) it(look.title, () => checkStatesPage(held.harness, page, look));
  });

describe('dialogs of the kit', () => {
  it('open modal, trap focus, close with Escape and the close button, and return focus to the opener', async () => {
    const { page, context, problems } = await openStates(held.harness, '/states/kit.html', {
      width: 1280,
      theme: 'light',
    });
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
