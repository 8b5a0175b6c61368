// Input that must not break the quote, end to end in Chromium in both builds: a typed quantity
// that is not a whole number from 1 to 99,999 reverts and never removes the line; a restored
// draft with a 5,000-character name and a quantity of 1e15 is held to the rules and never makes
// the page wider than the screen.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildsToRun, openHarness, openPage, settles } from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/item-input/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const LONG_NAME = 'x'.repeat(5000);
const SHOWN_NAME = `${'x'.repeat(99)}…`;

/**
 * Stores a draft for a session as the draft store writes one (its meta key, the listing without
 * its items, the items under one key), in place of any it saved, then reloads.
 */
async function restoreDraft(page, drafts) {
  await page.evaluate((all) => {
    for (const [session, items] of Object.entries(all)) {
      const key = `haulkit:draft:${session}`;
      const parts = Object.keys(localStorage).filter((stored) => stored.startsWith(`${key}#`));
      for (const part of parts) localStorage.removeItem(part);
      localStorage.setItem(`${key}#listing`, '{}');
      localStorage.setItem(`${key}#items`, JSON.stringify(items));
      localStorage.setItem(key, JSON.stringify({ v: 2, savedAt: Date.now(), createdAt: Date.now() }));
    }
  }, drafts);
  await page.reload();
}

/** True when nothing makes the page scroll sideways. */
const fitsWidth = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const builds = [
  { runtime: 'light', pieces: '/pieces-site.html', session: 'partner', every: '/every-element.html' },
  { runtime: 'react', pieces: '/react-build.html', session: 'react-demo', every: '/every-element.html?build=react' },
];

for (const { runtime, pieces, session, every } of buildsToRun(builds)) {
  describe(`item input, ${runtime} build`, () => {
    for (const width of [1280, 390]) {
      it(`at ${width} px: typing 0, -1, 2.5 or abc in a quantity box keeps the line and its quantity, and says why`, async () => {
        const { page, context, problems } = await openPage(harness, pieces, { viewport: { width, height: 900 } });
        try {
          await restoreDraft(page, {
            [session]: [{ name: 'Armchair', quantity: 2, fake_id: 'armchair', width: 80, height: 90, depth: 85 }],
          });
          const box = page.getByRole('textbox', { name: 'Quantity of Armchair' });
          await settles(() => box.inputValue(), '2');
          for (const typed of ['0', '-1', '2.5', 'abc']) {
            await box.fill(typed);
            // Leaving the box: focus moves on to the next control.
            await box.press('Tab');
            const message = page.locator('hk-item-picker [part=field-error]');
            await message.waitFor();
            assert.equal(
              await message.textContent(),
              'Enter a whole number from 1 to 99,999, like 2. The quantity is still 2.',
            );
            assert.equal(await message.getAttribute('data-code'), 'quantityNotWhole');
            assert.equal(await box.getAttribute('aria-invalid'), 'true');
            assert.equal(await box.getAttribute('aria-describedby'), await message.getAttribute('id'));
            await settles(() => box.inputValue(), '2');
            assert.equal(await page.locator('hk-item-picker [part=item]').count(), 1, `${typed}: the line stays`);
            assert.equal(await page.getByRole('button', { name: 'Undo' }).count(), 0);
          }
          assert.equal(await fitsWidth(page), true);
          await page.locator('hk-item-picker [part=field-error]').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}item-input-refused-${runtime}-${width}.png`, fullPage: false });
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });

      it(`at ${width} px: a restored 5,000-character name and a quantity of 1e15 are held to the rules, the page no wider than the screen`, async () => {
        const { page, context, problems } = await openPage(harness, every, { viewport: { width, height: 900 } });
        try {
          const item = {
            name: LONG_NAME,
            quantity: 1e15,
            fake_id: 'long',
            width: 40,
            height: 40,
            depth: 40,
            weight: 5,
          };
          await restoreDraft(page, {
            every: [item],
            'every-move': [{ ...item, location_id: 1 }],
            'every-flow': [item],
          });
          const picker = page.locator('hk-item-picker [part=item]');
          await picker.first().waitFor();
          assert.equal(
            await picker
              .locator('.hk-ip-item-name')
              .first()
              .evaluate((name) => name.firstChild.textContent),
            SHOWN_NAME,
          );
          const box = page.getByRole('textbox', { name: `Quantity of ${SHOWN_NAME}` }).first();
          await settles(() => box.inputValue(), '99999');
          assert.equal(await picker.locator('[part=hint]').first().textContent(), '99,999 is the most for one item.');
          // Every piece has had its time to render the restored lines (the inventory, the summary, the flow).
          await page.waitForTimeout(1500);
          assert.equal(await fitsWidth(page), true, 'no sideways scroll');
          await picker.first().scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}item-input-long-name-${runtime}-${width}.png`, fullPage: false });
          await page.screenshot({ path: `${shots}item-input-long-name-${runtime}-${width}-page.png`, fullPage: true });
          assert.deepEqual(
            problems.filter((problem) => !/draft/.test(problem)),
            [],
          );
        } finally {
          await context.close();
        }
      });
    }
  });
}
