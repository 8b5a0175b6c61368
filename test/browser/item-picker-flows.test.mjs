// The completed <hk-item-picker> end to end in Chromium, in both builds, over real HTTP to the
// reference server (the demo adapter) under its strict Content-Security-Policy with Trusted
// Types: popular items, the missing-item, piano and total-volume dialogs, an eBay listing, the car
// flow, the partner screens and the mobile search. Each test adds its own picker (a fresh session
// key) to an examples page in a fresh browser context, drives it by role and name, and asserts
// what a person sees and what the host page hears.
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

const builds = [
  { runtime: 'light (preact/compat)', path: '/pieces-site.html', bundle: '/dist/haulkit.js' },
  { runtime: 'React 19', path: '/react-build.html', bundle: '/dist/haulkit.react.js' },
];

let sessions = 0;

/**
 * Opens the host page at `width` px and puts a new <hk-item-picker> with `attributes` (and a
 * fresh session key) in place of the page's own picker (and its route map, which this file does
 * not test). The element's events are recorded in `window.heard`.
 */
async function openPicker(path, attributes = {}, { width = 1280, height = 900 } = {}) {
  const opened = await openPage(harness, path);
  // Chromium's own note of an HTTP error answer, with the address it came from.
  const loadFailures = [];
  opened.page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource:'))
      loadFailures.push({ text: `error: ${message.text()}`, url: message.location().url });
  });
  await opened.page.setViewportSize({ width, height });
  const session = `flows-${process.pid}-${++sessions}`;
  await opened.page.evaluate(
    ({ session, attributes }) => {
      const old = document.querySelector('hk-item-picker');
      const card = old?.parentElement ?? document.querySelector('main');
      for (const element of document.querySelectorAll('hk-item-picker, hk-route-map')) element.remove();
      const picker = document.createElement('hk-item-picker');
      picker.setAttribute('session', session);
      picker.setAttribute('api-base', '/');
      for (const [name, value] of Object.entries(attributes)) picker.setAttribute(name, value);
      window.heard = [];
      for (const type of ['hk-change', 'hk-items-done', 'hk-error'])
        picker.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
      card.append(picker);
    },
    { session, attributes },
  );
  return { ...opened, session, loadFailures };
}

/**
 * The problems of a page apart from Chromium's notes of the answers a test asked for (an unknown
 * eBay id is a 404, an unknown plate a 422, by the API's design): each expected note must be there,
 * for the address expected, and nothing else may be. `also` allows more notes of the same status
 * from other addresses: a loaded machine can let the search's debounce pass between two typed
 * digits, so a shorter id is looked up on the way, as it would be for a slow typist.
 */
function unexpected({ problems, loadFailures }, expected) {
  const left = [...problems];
  const drop = (note) => {
    const index = left.indexOf(note.text);
    assert.ok(index >= 0, `the note is among the problems: ${note.text}`);
    left.splice(index, 1);
  };
  for (const { status, url, also } of expected) {
    const of = (failure, address) => failure.text.includes(`status of ${status}`) && address.test(failure.url);
    const note = loadFailures.find((failure) => of(failure, url));
    assert.ok(note, `Chromium noted the ${status} from ${url}: ${JSON.stringify(loadFailures)}`);
    drop(note);
    if (also) for (const other of loadFailures.filter((failure) => failure !== note && of(failure, also))) drop(other);
  }
  return left;
}

/** What the picker's host heard, of one type. */
const heard = (page, type) => page.evaluate((kind) => window.heard.filter((event) => event.type === kind), type);

/** The items of the listing in the last hk-change, as [name, quantity]. */
const lastItems = async (page) =>
  ((await heard(page, 'hk-change')).at(-1)?.detail.move_items ?? []).map((item) => [item.name, item.quantity]);

/** The focused element through shadow roots: its tag and its name (aria-label, label or text). */
const focused = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    const name =
      active.getAttribute('aria-label') ??
      active.labels?.[0]?.textContent?.trim() ??
      active.textContent?.trim().replace(/\s+/g, ' ');
    return { tag: active.tagName.toLowerCase(), name };
  });

/** The `part` of the focused element through shadow roots (null without one). */
const focusedPart = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('part') ?? null;
  });

/** The rows of "Your items": each row's text, spaces made plain. */
const rows = (page) =>
  page
    .locator('hk-item-picker [part="item"]')
    .evaluateAll((items) => items.map((item) => item.textContent.replace(/\s+/g, ' ').trim()));

/** Presses Down until the active option's name starts with `name`. */
async function moveTo(page, search, name) {
  for (let step = 0; step < 12; step++) {
    await search.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : '';
    if (text?.startsWith(name)) return;
  }
  assert.fail(`no option “${name}” reached with the Down key`);
}

for (const { runtime, path, bundle } of buildsToRun(builds)) {
  describe(`<hk-item-picker> flows, ${runtime} build`, () => {
    it('popular items at 1280 px: groups listed; "Add …" puts the item in Your items, again raises it', async () => {
      const { page, context, problems, requests } = await openPicker(path);
      try {
        assert.ok(
          requests.some((url) => url.endsWith(bundle)),
          `${bundle} was loaded`,
        );
        const panel = page.getByRole('group', { name: 'Popular items' });
        await panel.waitFor();
        const groups = panel.locator('button[aria-expanded]');
        await settles(() => groups.count(), 8);
        const names = await groups.evaluateAll((buttons) => buttons.map((button) => button.firstChild.textContent));
        assert.deepEqual(names, [
          'Living room',
          'Bedroom',
          'Dining room',
          'Kitchen and appliances',
          'Office',
          'Garden',
          'Boxes and packing',
          'Clothing',
        ]);
        // The first group starts open; another opens on Enter.
        assert.equal(await groups.first().getAttribute('aria-expanded'), 'true');
        await groups.nth(1).press('Enter');
        await settles(() => groups.nth(1).getAttribute('aria-expanded'), 'true');
        const bedroom = panel.locator(`[id="${await groups.nth(1).getAttribute('aria-controls')}"]`);
        await settles(async () => (await bedroom.getByRole('button', { name: /^Add / }).count()) > 0, true);

        await panel.getByRole('button', { name: 'Add 3-seat sofa', exact: true }).click();
        const quantity = page.getByRole('textbox', { name: 'Quantity of 3-seat sofa' });
        await settles(() => quantity.inputValue(), '1');
        await settles(() => lastItems(page), [['3-seat sofa', 1]]);
        await panel.getByRole('button', { name: 'Add 3-seat sofa', exact: true }).click();
        await settles(() => quantity.inputValue(), '2');
        await settles(() => lastItems(page), [['3-seat sofa', 2]]);
        assert.equal(await page.getByRole('textbox', { name: /^Quantity of / }).count(), 1, 'one line, not two');
        assert.deepEqual(await seriousViolations(page), [], 'axe, popular items');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('missing item by keyboard alone: dialog from the search text, dimensionsError, a size warning, a hard block', async () => {
      const { page, context, problems } = await openPicker(path);
      try {
        const search = page.getByRole('combobox', { name: 'Search for an item' });
        await search.focus();
        await search.pressSequentially('zzqx kayak', { delay: 20 });
        const status = page.locator('hk-item-picker [part="status"]');
        await settles(
          async () => (await status.textContent()).trim(),
          'No items found for “zzqx kayak”. Try another word, like “table”.',
        );
        await page.keyboard.press('Tab');
        await settles(() => focused(page), { tag: 'button', name: 'Can’t find your item? Add it yourself' });
        assert.equal(await focusedPart(page), 'missing-button', 'the button under the search, not the one below');
        await page.keyboard.press('Enter');

        const dialog = page.getByRole('dialog', { name: 'Add an item that is not on our list' });
        await dialog.waitFor();
        const name = dialog.getByRole('textbox', { name: /^Name/ });
        assert.equal(await name.inputValue(), 'zzqx kayak', 'the search text is the name');
        // Submit with no sizes: Enter in the name box.
        await name.focus();
        await page.keyboard.press('Enter');
        const summary = dialog.locator('[part="error-summary"]');
        await summary.waitFor();
        assert.equal(await summary.getAttribute('data-code'), 'dimensionsError');
        assert.match(await summary.textContent(), /Enter the width, the height, the depth and the weight\./);
        const fields = ['Width', 'Height', 'Depth', 'Weight'];
        for (const label of fields) {
          const box = dialog.getByRole('textbox', { name: label, exact: true });
          assert.equal(await box.getAttribute('aria-invalid'), 'true', `${label} is invalid`);
        }
        assert.equal(await name.getAttribute('aria-invalid'), null, 'the name is fine');
        const errors = dialog.locator('[part="field-error"]');
        assert.equal(await errors.count(), 4);
        assert.deepEqual(await errors.evaluateAll((nodes) => [...new Set(nodes.map((node) => node.dataset.code))]), [
          'dimensionsError',
        ]);
        await settles(() => focused(page), { tag: 'input', name: 'Width' });
        assert.deepEqual(await seriousViolations(page), [], 'axe, dialog with errors');

        // 400 × 80 × 60 cm, 30 kg: over the 300 cm soft bound.
        await page.keyboard.type('400');
        await page.keyboard.press('Tab');
        await page.keyboard.type('80');
        await page.keyboard.press('Tab');
        await page.keyboard.type('60');
        await page.keyboard.press('Tab'); // the size unit (cm)
        await page.keyboard.press('Tab');
        await settles(() => focused(page), { tag: 'input', name: 'Weight' });
        await page.keyboard.type('30');
        await page.keyboard.press('Enter');
        const alert = dialog.locator('[part="size-alert"]');
        await alert.waitFor();
        assert.equal(await alert.getAttribute('data-code'), 'sideTooLarge');
        assert.match(await alert.textContent(), /Check the size/);
        assert.match(await alert.textContent(), /The width is 400\s*cm, over 300\s*cm\./);
        assert.equal(await errors.count(), 0, 'the missing-size errors went');
        await page.keyboard.press('Tab');
        await settles(() => focused(page), { tag: 'button', name: 'Add anyway' });
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'hidden' });
        await settles(() => focused(page), { tag: 'button', name: 'Can’t find your item? Add it yourself' });
        assert.equal(await focusedPart(page), 'missing-button', 'focus is back on the button that opened it');
        await settles(async () => (await rows(page)).length, 1);
        const [row] = await rows(page);
        assert.match(row, /^zzqx kayak\s*400 × 80 × 60 cm/, `the item with its size: ${row}`);
        const listing = (await heard(page, 'hk-change')).at(-1).detail;
        assert.deepEqual(
          listing.move_items.map(({ name, quantity, width, height, depth, weight }) => ({
            name,
            quantity,
            width,
            height,
            depth,
            weight,
          })),
          [{ name: 'zzqx kayak', quantity: 1, width: 400, height: 80, depth: 60, weight: 30 }],
        );

        // A second one at 500 cm is blocked: no way to add it.
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await name.fill('Long canoe');
        await dialog.getByRole('textbox', { name: 'Width', exact: true }).fill('500');
        await dialog.getByRole('textbox', { name: 'Height', exact: true }).fill('80');
        await dialog.getByRole('textbox', { name: 'Depth', exact: true }).fill('60');
        await dialog.getByRole('textbox', { name: 'Weight', exact: true }).fill('30');
        await dialog.getByRole('textbox', { name: 'Weight', exact: true }).press('Enter');
        await settles(() => alert.getAttribute('data-code'), 'sideTooLarge');
        assert.match(await alert.textContent(), /This item can’t be booked online/);
        assert.match(await alert.textContent(), /The width is 500\s*cm, over 450\s*cm\./);
        assert.equal(await dialog.getByRole('button', { name: 'Add anyway' }).count(), 0, 'no Add anyway');
        assert.ok(await dialog.getByRole('button', { name: 'Add item' }).isDisabled(), 'Add item is off');
        assert.equal(
          await dialog.getByRole('textbox', { name: 'Width', exact: true }).getAttribute('aria-invalid'),
          'true',
        );
        assert.deepEqual(await seriousViolations(page), [], 'axe, blocked item');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        assert.equal((await rows(page)).length, 1, 'nothing was added');
        assert.deepEqual(await lastItems(page), [['zzqx kayak', 1]]);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('piano by make and model: a make without a letter or number is refused on Make; Yamaha U1 is added', async () => {
      const { page, context, problems } = await openPicker(path);
      try {
        await page.getByRole('button', { name: 'Add a piano by make and model' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add a piano' });
        await dialog.waitFor();
        const make = dialog.getByRole('textbox', { name: /^Make/ });
        const model = dialog.getByRole('textbox', { name: /^Model/ });
        await make.fill('--');
        await model.fill('U1');
        await dialog.getByRole('button', { name: 'Add piano' }).click();
        const error = dialog.locator('[part="field-error"]');
        await error.waitFor();
        assert.equal(await error.count(), 1, 'one error, on Make');
        assert.equal(await error.getAttribute('data-code'), 'makeModelError');
        assert.match(await error.textContent(), /Enter the make, with at least one letter or number\./);
        assert.equal(await make.getAttribute('aria-invalid'), 'true');
        assert.equal(await model.getAttribute('aria-invalid'), null);
        assert.equal(await make.inputValue(), '--', 'what was typed stays');
        await settles(
          async () => (await focused(page))?.tag === 'input' && (await make.evaluate((box) => box.matches(':focus'))),
          true,
        );

        await make.fill('Yamaha');
        await dialog.getByRole('button', { name: 'Add piano' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('textbox', { name: 'Quantity of Yamaha U1 piano' }).waitFor();
        await settles(() => lastItems(page), [['Yamaha U1 piano', 1]]);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('total volume: no quantity is quantityRequired; 3 × 1 cubic metre is listed with quantity 3', async () => {
      const { page, context, problems } = await openPicker(path);
      try {
        await page.getByRole('button', { name: 'Know the total volume? Add it' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add the total volume' });
        await dialog.waitFor();
        await dialog.getByRole('radio', { name: /^1 cubic metre/ }).check();
        await dialog.getByRole('button', { name: 'Add volume' }).click();
        const error = dialog.locator('[part="field-error"]');
        await error.waitFor();
        assert.equal(await error.getAttribute('data-code'), 'quantityRequired');
        assert.match(await error.textContent(), /Enter how many, like 3\./);
        const quantity = dialog.getByRole('textbox', { name: /^How many\?/ });
        assert.equal(await quantity.getAttribute('aria-invalid'), 'true');
        await settles(() => quantity.evaluate((box) => box.matches(':focus')), true);
        assert.ok(await dialog.getByRole('radio', { name: /^1 cubic metre/ }).isChecked(), 'the choice is kept');

        await quantity.fill('3');
        await dialog.getByRole('button', { name: 'Add volume' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await settles(async () => (await lastItems(page)).length, 1);
        const [item] = await lastItems(page);
        assert.equal(item[1], 3, `quantity 3: ${JSON.stringify(item)}`);
        assert.equal(await page.getByRole('textbox', { name: `Quantity of ${item[0]}` }).inputValue(), '3');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });

    it('eBay item id in the box: the listing and its items, "Add these items"; an unknown id is not found', async () => {
      const opened = await openPicker(path);
      const { page, context } = opened;
      try {
        const search = page.getByRole('combobox', { name: 'Search for an item' });
        await search.click();
        await typeSlowly(search, '204512345678');
        const panel = page.locator('hk-item-picker [part="ebay"]');
        await settles(() => panel.getAttribute('data-state'), 'ready');
        assert.equal(
          await panel.getByRole('heading').textContent(),
          'Grey 3 seater sofa and matching armchair, collection only',
        );
        assert.deepEqual(await panel.getByRole('listitem').allTextContents(), ['1 × 3-seat sofa', '1 × Armchair']);
        await panel.getByRole('button', { name: 'Add these items' }).click();
        await page.getByRole('textbox', { name: 'Quantity of Armchair' }).waitFor();
        assert.equal(await page.getByRole('textbox', { name: 'Quantity of 3-seat sofa' }).inputValue(), '1');
        await settles(
          () => lastItems(page),
          [
            ['3-seat sofa', 1],
            ['Armchair', 1],
          ],
        );
        await settles(() => search.inputValue(), '');

        await typeSlowly(search, '999999999999');
        const alert = page.getByRole('alert').filter({ hasText: 'eBay listing not found' });
        await alert.waitFor();
        assert.equal(await alert.getAttribute('data-code'), 'ebay_listing_not_found');
        assert.equal(await search.inputValue(), '999999999999', 'the id stays in the box');
        assert.equal((await rows(page)).length, 2, 'the items stay');
        assert.deepEqual(
          unexpected(opened, [
            {
              status: 404,
              url: /\/ng\/listings\/ebay-item\b.*\b999999999999\b/,
              also: /\/ng\/listings\/ebay-item\b.*\b9{11,}\b/,
            },
          ]),
          [],
        );
      } finally {
        await context.close();
      }
    });

    it('car category: make and model selects, Add car, plate lookup, unknown plate, custom car refused on model', async () => {
      const opened = await openPicker(path, { category: 'car', 'category-id': '4' });
      const { page, context } = opened;
      try {
        const make = page.getByRole('combobox', { name: 'Make' });
        const model = page.getByRole('combobox', { name: /^Model/ });
        await make.locator('option', { hasText: 'Ford' }).waitFor({ state: 'attached' });
        assert.equal(await page.getByRole('combobox', { name: 'Search for an item' }).count(), 0, 'no item search');
        assert.equal(await page.getByRole('group', { name: 'Popular items' }).count(), 0, 'no popular items');

        const addCar = page.getByRole('button', { name: 'Add car', exact: true });
        await addCar.click();
        const makeError = page.locator('hk-item-picker [data-field="make"] [part="field-error"]');
        await makeError.waitFor();
        assert.equal(await makeError.getAttribute('data-code'), 'makeModelRequired');
        assert.equal(await makeError.textContent(), 'Choose the make of your car.');
        assert.equal(await make.getAttribute('aria-invalid'), 'true');
        await settles(() => make.evaluate((select) => select.matches(':focus')), true);

        await make.selectOption({ label: 'Ford' });
        await model.locator('option', { hasText: 'Focus' }).waitFor({ state: 'attached' });
        await settles(() => model.isEnabled(), true);
        await model.selectOption({ label: 'Focus' });
        await addCar.click();
        await page.getByRole('textbox', { name: 'Quantity of Ford Focus' }).waitFor();
        await settles(() => lastItems(page), [['Ford Focus', 1]]);
        assert.equal(await makeError.count(), 0, 'the error went');

        await page.getByRole('button', { name: 'Look up by registration plate' }).click();
        const plateDialog = page.getByRole('dialog', { name: 'Look up your car by its registration plate' });
        await plateDialog.waitFor();
        const plate = plateDialog.getByRole('textbox', { name: /^Registration plate/ });
        await settles(() => plate.evaluate((box) => box.matches(':focus')), true);
        await plate.pressSequentially('AB12 CDE', { delay: 10 });
        await plateDialog.getByRole('button', { name: 'Look up' }).click();
        await plateDialog.waitFor({ state: 'hidden' });
        await page.getByRole('textbox', { name: 'Quantity of Ford Fiesta' }).waitFor();
        await settles(
          () => lastItems(page),
          [
            ['Ford Focus', 1],
            ['Ford Fiesta', 1],
          ],
        );

        await page.getByRole('button', { name: 'Look up by registration plate' }).click();
        await plateDialog.waitFor();
        await plate.fill('ZZ99 ZZZ');
        await plate.press('Enter');
        const plateError = plateDialog.locator('[part="field-error"]');
        await plateError.waitFor();
        assert.equal(await plateError.getAttribute('data-code'), 'plateNotFound');
        assert.match(await plateError.textContent(), /We could not find a car with plate ZZ99 ZZZ\./);
        assert.equal(await plate.inputValue(), 'ZZ99 ZZZ', 'the plate is kept');
        assert.equal(await plate.getAttribute('aria-invalid'), 'true');
        assert.ok(
          (await heard(page, 'hk-error')).some((event) => event.detail.code === 'plateNotFound'),
          'the host hears plateNotFound',
        );
        assert.deepEqual(await seriousViolations(page), [], 'axe, plate not found');

        // Falls back to the custom car: a model with no word character is refused on Model only.
        await plateDialog.getByRole('button', { name: 'Add my car by name instead' }).click();
        const customDialog = page.getByRole('dialog', { name: 'Add your car by name' });
        await customDialog.waitFor();
        await plateDialog.waitFor({ state: 'hidden' });
        await customDialog.getByRole('textbox', { name: /^Make/ }).fill('Ford');
        const customModel = customDialog.getByRole('textbox', { name: /^Model/ });
        await customModel.fill('?');
        await customDialog.getByRole('button', { name: 'Add car' }).click();
        const customError = customDialog.locator('[part="field-error"]');
        await customError.waitFor();
        assert.equal(await customError.count(), 1, 'one error');
        assert.equal(
          await customDialog.locator('[data-field="model"] [part="field-error"]').getAttribute('data-code'),
          'makeModelError',
        );
        assert.match(await customError.textContent(), /Enter the model in letters or numbers, like Focus\./);
        assert.equal(await customModel.getAttribute('aria-invalid'), 'true');
        assert.equal(await customDialog.getByRole('textbox', { name: /^Make/ }).getAttribute('aria-invalid'), null);
        assert.equal(await customModel.inputValue(), '?', 'what was typed stays');
        await settles(() => customModel.evaluate((box) => box.matches(':focus')), true);
        await page.keyboard.press('Escape');
        await customDialog.waitFor({ state: 'hidden' });
        assert.equal((await rows(page)).length, 2, 'no third car');
        assert.deepEqual(unexpected(opened, [{ status: 422, url: /ZZ99/ }]), []);
      } finally {
        await context.close();
      }
    });

    it('partner 2: default items from 0, Continue with none is missingItem, one chosen is hk-items-done; partner 6 starts in search', async () => {
      const { page, context, problems } = await openPicker(path, { 'partner-id': '2' });
      try {
        const defaults = page.locator('hk-item-picker [part="default-items"]');
        await defaults.waitFor();
        assert.equal(await page.getByRole('heading', { name: 'Your Gumtree items' }).count(), 1);
        const sofa = defaults.getByRole('textbox', { name: 'Quantity of 3-seat sofa' });
        assert.equal(await sofa.inputValue(), '0');
        const quantities = await defaults
          .getByRole('textbox', { name: /^Quantity of / })
          .evaluateAll((boxes) => boxes.map((box) => box.value));
        assert.ok(quantities.length > 10, `many default items: ${quantities.length}`);
        assert.ok(
          quantities.every((value) => value === '0'),
          'every stepper at 0',
        );
        assert.equal(await page.getByRole('combobox', { name: 'Search for an item' }).count(), 0, 'not in search');

        const proceed = page.getByRole('button', { name: 'Continue' });
        await proceed.click();
        const missing = page.locator('hk-item-picker [data-code="missingItem"]');
        await missing.waitFor();
        assert.equal(
          await missing.textContent(),
          'Choose at least one item and how many of it, or add one that is not listed.',
        );
        assert.equal(await missing.getAttribute('role'), 'alert');
        await settles(() => missing.evaluate((node) => node.matches(':focus')), true);
        assert.equal((await heard(page, 'hk-items-done')).length, 0, 'nothing handed on');

        await defaults.getByRole('button', { name: 'Add one 3-seat sofa' }).click();
        await settles(() => sofa.inputValue(), '1');
        await settles(() => missing.count(), 0);
        await proceed.click();
        await settles(async () => (await heard(page, 'hk-items-done')).length, 1);
        const [done] = await heard(page, 'hk-items-done');
        assert.deepEqual(
          done.detail.move_items.map(({ name, quantity, default: chosen }) => ({ name, quantity, default: chosen })),
          [{ name: '3-seat sofa', quantity: 1, default: true }],
        );
        assert.equal(done.detail.partner?.id, 2);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }

      const six = await openPicker(path, { 'partner-id': '6' });
      try {
        await six.page.getByRole('combobox', { name: 'Search for an item' }).waitFor();
        assert.equal(await six.page.locator('hk-item-picker [part="default-items"]').count(), 0);
        await six.page.getByRole('button', { name: 'Back to suggested items' }).waitFor();
        assert.deepEqual(six.problems, []);
      } finally {
        await six.context.close();
      }
    });

    it('at 390 px: the search box opens a full-screen search; a result chosen by keyboard is added; Browse by category', async () => {
      const { page, context, problems } = await openPicker(path, {}, { width: 390, height: 844 });
      try {
        const trigger = page.getByRole('button', { name: 'Search for an item' });
        await trigger.waitFor();
        assert.equal(await trigger.getAttribute('aria-haspopup'), 'dialog');
        assert.equal(await page.getByRole('group', { name: 'Popular items' }).count(), 0, 'no side panel');
        await trigger.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Search for an item' });
        await dialog.waitFor();
        const box = await dialog.evaluate((node) => {
          const rect = node.getBoundingClientRect();
          return { width: Math.round(rect.width), height: Math.round(rect.height) };
        });
        assert.deepEqual(box, { width: 390, height: 844 }, 'the search fills the screen');
        const search = dialog.getByRole('combobox', { name: 'Search for an item' });
        await settles(() => search.evaluate((input) => input.matches(':focus')), true);
        await page.keyboard.type('sofa', { delay: 25 });
        await dialog.getByRole('option', { name: '3-seat sofa', exact: true }).waitFor();
        assert.deepEqual(await seriousViolations(page), [], 'axe, search dialog open');
        await moveTo(page, search, '3-seat sofa');
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'hidden' });
        await settles(() => trigger.evaluate((button) => button.matches(':focus')), true);
        await page.getByRole('textbox', { name: 'Quantity of 3-seat sofa' }).waitFor();
        await settles(() => lastItems(page), [['3-seat sofa', 1]]);

        const browse = page.getByRole('button', { name: 'Browse by category' });
        await browse.click();
        const categories = page.getByRole('dialog', { name: 'Browse by category' });
        await categories.waitFor();
        const living = categories.getByRole('button', { name: /^Living room/ });
        await living.waitFor();
        // A phone (below 768 px) gets no Clothing group.
        assert.equal(await categories.getByRole('button', { name: /^Clothing/ }).count(), 0);
        assert.deepEqual(await seriousViolations(page), [], 'axe, category dialog open');
        await living.click();
        await categories.getByRole('button', { name: 'Add Armchair', exact: true }).click();
        await settles(
          () => lastItems(page),
          [
            ['3-seat sofa', 1],
            ['Armchair', 1],
          ],
        );
        assert.deepEqual(await seriousViolations(page), [], 'axe, a category open');
        await page.keyboard.press('Escape');
        await categories.waitFor({ state: 'hidden' });
        await settles(() => browse.evaluate((button) => button.matches(':focus')), true);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
}
