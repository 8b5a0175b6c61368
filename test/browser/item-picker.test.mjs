// <hk-item-picker> end to end in Chromium, in both builds, over real HTTP to the reference
// server, under its strict Content-Security-Policy with Trusted Types.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildsToRun, openHarness, openPage, seriousViolations, settles, typeSlowly } from './harness.mjs';

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

/**
 * Presses Down until the active option's name starts with `name` (a later answer replacing the
 * list starts the count again, hence the room).
 */
async function moveTo(page, search, name) {
  for (let step = 0; step < 30; step++) {
    await search.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : '';
    if (text?.startsWith(name)) return;
  }
  assert.fail(`no option “${name}” reached with the Down key`);
}

const builds = [
  { runtime: 'light (preact/compat)', path: '/pieces-site.html', bundle: '/dist/haulkit.js' },
  { runtime: 'React 19', path: '/react-build.html', bundle: '/dist/haulkit.react.js' },
];

for (const { runtime, path, bundle } of buildsToRun(builds)) {
  describe(`<hk-item-picker>, ${runtime} build`, () => {
    it('searches, picks with the keyboard, merges, steps quantities; the host page hears hk-change', async () => {
      const { page, context, problems, requests } = await openPage(harness, path);
      try {
        assert.ok(
          requests.some((url) => url.endsWith(bundle)),
          `${bundle} was loaded`,
        );
        // The view's box (the skeleton's early box has no list to control; loading.test.mjs types early).
        await page.locator('hk-item-picker input[aria-controls]').waitFor();
        const search = page.getByRole('combobox', { name: 'Search for an item' });
        await search.click();
        await page.evaluate(() => {
          window.keyTimes = [];
          addEventListener('keydown', () => window.keyTimes.push(performance.now()), true);
        });
        await typeSlowly(search, 'sofa');
        await page.getByRole('option', { name: '3-seat sofa', exact: true }).waitFor();
        // The option can show from an answer for "sof" before the search for the whole word goes out.
        const isSearch = (url) => new URL(url).pathname === '/ng/item-search';
        const forSofa = /name=sofa&category_id=1&dimensionUnit=cm&weightUnit=kg/;
        await settles(() => requests.some((url) => isSearch(url) && forSofa.test(url)), true);
        const searches = requests.filter(isSearch);
        // Fewer searches than keys typed within the debounce (200 ms) of each other; a busy machine
        // can space two keys wider, and each such gap may add one.
        const keyTimes = await page.evaluate(() => window.keyTimes);
        const gaps = keyTimes.slice(1).filter((time, index) => time - keyTimes[index] >= 200).length;
        assert.ok(
          searches.length >= 1 && searches.length <= Math.min(keyTimes.length, 3 + gaps),
          `debounced: ${searches.length} requests for ${keyTimes.length} keys with ${gaps} gaps over 200 ms`,
        );
        assert.match(searches.at(-1), forSofa, 'the last search is for the whole word');
        assert.equal(await search.getAttribute('aria-expanded'), 'true');

        await moveTo(page, search, '3-seat sofa');
        await search.press('Enter');
        await page.getByRole('textbox', { name: 'Quantity of 3-seat sofa' }).waitFor();
        assert.equal(await search.inputValue(), '');
        assert.equal(await search.getAttribute('aria-expanded'), 'false');

        // The set holds the same sofa: its quantity rises instead of a second line.
        // The answer for the whole text, not an earlier one for "sofa se", before moving in the list.
        const answered = page.waitForResponse((response) => /[?&]name=sofa(?:\+|%20)set&/.test(response.url()));
        await typeSlowly(search, 'sofa set');
        await answered;
        await page.getByRole('option', { name: /^3-seat sofa set/ }).waitFor();
        await moveTo(page, search, '3-seat sofa set');
        await search.press('Enter');
        await page.getByRole('textbox', { name: 'Quantity of Armchair' }).waitFor();
        await settles(() => page.getByRole('textbox', { name: 'Quantity of 3-seat sofa' }).inputValue(), '2');
        await settles(() => page.getByRole('textbox', { name: 'Quantity of Armchair' }).inputValue(), '2');

        // Large box (id 845) steps 1, 2, 3, 4, 5, then by 5.
        await typeSlowly(search, 'large box');
        await page.getByRole('option', { name: 'Large box', exact: true }).waitFor();
        await search.press('ArrowDown');
        await search.press('Enter');
        const plus = page.getByRole('button', { name: 'Add one Large box' });
        for (let i = 0; i < 5; i++) await plus.click();
        const boxes = page.getByRole('textbox', { name: 'Quantity of Large box' });
        await page.waitForFunction(
          () => document.querySelector('#summary')?.textContent?.includes('10 × Large box'),
          null,
          { timeout: 15000 },
        );
        await settles(() => boxes.inputValue(), '10');
        await page.getByRole('button', { name: 'Remove one Large box' }).click();
        await settles(() => boxes.inputValue(), '5');

        // Minus from 1 removes; focus moves to the next item, never the page; Undo puts it back.
        await page.getByRole('button', { name: 'Remove one Armchair' }).click();
        await page.getByRole('button', { name: 'Remove one Armchair' }).click();
        await settles(() => page.getByRole('textbox', { name: 'Quantity of Armchair' }).count(), 0);
        const focused = () =>
          page.evaluate(() => {
            let active = document.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            return active?.getAttribute('aria-label') ?? active?.tagName;
          });
        await settles(focused, 'Quantity of Coffee table');
        await page.getByRole('button', { name: 'Undo' }).click();
        await settles(() => page.getByRole('textbox', { name: 'Quantity of Armchair' }).inputValue(), '1');
        await page.getByRole('button', { name: 'Remove Armchair', exact: true }).click();
        await settles(() => page.getByRole('textbox', { name: 'Quantity of Armchair' }).count(), 0);
        await settles(focused, 'Quantity of Coffee table');

        // A typed quantity must be a whole number: the words say so, the code stays in data-code.
        const sofas = page.getByRole('textbox', { name: 'Quantity of 3-seat sofa' });
        await sofas.fill('two');
        await sofas.press('Enter');
        const message = page.locator('[part=field-error]');
        await message.waitFor();
        assert.equal(
          await message.textContent(),
          'Enter a whole number from 1 to 99,999, like 2. The quantity is still 2.',
        );
        assert.equal(await message.getAttribute('data-code'), 'quantityNotWhole');
        assert.equal(await sofas.getAttribute('aria-invalid'), 'true');
        await sofas.fill('12');
        await sofas.press('Enter');
        await page.waitForFunction(() => document.querySelector('#summary')?.textContent?.includes('12 × 3-seat sofa'));
        await settles(() => message.count(), 0);

        const events = await page.evaluate(() => window.haulkitEvents);
        assert.deepEqual(
          events.at(-1).detail.move_items.map((item) => [item.name, item.quantity]),
          [
            ['3-seat sofa', 12],
            ['Coffee table', 1],
            ['Large box', 5],
          ],
        );
        assert.ok(events.every((event) => event.type === 'hk-change'));
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('has no serious or critical axe violations, with the list open and with items', async () => {
      const { page, context } = await openPage(harness, path);
      try {
        const search = page.getByRole('combobox', { name: 'Search for an item' });
        await typeSlowly(search, 'box');
        await page.getByRole('option').first().waitFor();
        await search.press('ArrowDown');
        assert.deepEqual(await seriousViolations(page), []);
        await search.press('Enter');
        await page
          .getByRole('textbox', { name: /^Quantity of / })
          .first()
          .waitFor();
        assert.deepEqual(await seriousViolations(page), []);
      } finally {
        await context.close();
      }
    });
  });
}
