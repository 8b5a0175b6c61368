// <hk-removal-inventory> end to end in Chromium, in both builds, under the reference server's
// strict Content-Security-Policy: its states page (every state set, axe clean, screenshots at
// 1280 and 390 px, light and dark, and the preset confirmation open), and a person's flow on a
// host page, with the demo adapter in each build and once over real HTTP to the reference server
// (api-base="/"): choose a type of home, wait for its rooms (the spec's 2 s), add items in two
// rooms by mouse and by keyboard, apply a preset over them (confirmed in a dialog), add the
// suggested boxes past 5 m³ (items 1020 and 845 in room 0), and read the host's hk-change.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  buildsToRun,
  filesHolding,
  openHarness,
  openPage,
  opensLook,
  overflowing,
  READY_TIMEOUT,
  seriousViolations,
  settles,
} from './harness.mjs';

const shots = fileURLToPath(new URL('../../test-results/removal-inventory/', import.meta.url));
mkdirSync(shots, { recursive: true });

let harness;
before(async () => {
  harness = await openHarness();
});
after(async () => {
  await harness?.close();
});

const builds = [
  { runtime: 'light (preact/compat)', name: 'light', query: '', host: '/pieces-site.html' },
  { runtime: 'React 19', name: 'react', query: '?build=react', host: '/react-build.html' },
];

/** Interactive things of the inventories on screen smaller than a 44 px target. */
function smallTargets() {
  const small = [];
  for (const element of document.querySelectorAll('hk-removal-inventory')) {
    for (const node of element.shadowRoot.querySelectorAll('button, input, select, [role=tab]')) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 43.5 || box.height < 43.5)
        small.push(
          `${node.getAttribute('aria-label') ?? node.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
  }
  return small;
}

/** Opens the states page in a build, at a width and theme, once every state is set. */
async function openStates(query, { width, theme = 'light', dialog = false }) {
  const search = new URLSearchParams(query.slice(1));
  search.set('theme', theme);
  if (dialog) search.set('dialog', 'preset');
  const opened = await openPage(harness, `/states/removal-inventory.html?${search}`, {
    viewport: { width, height: 900 },
  });
  await opened.page.waitForSelector('body[data-ready]', { timeout: READY_TIMEOUT });
  return opened;
}

/** What a person sees of one inventory of the states page. */
function stateOf(page, session) {
  return page.evaluate((session) => {
    const root = document.querySelector(`hk-removal-inventory[session="${session}"]`).shadowRoot;
    const text = (selector) => root.querySelector(selector)?.textContent ?? null;
    return {
      type: root.querySelector('select')?.value ?? null,
      status: text('[role=status].hk-inv-loading'),
      skeletons: root.querySelectorAll('.hk-inv-room-skeleton').length,
      error: root.querySelector('.hk-error-state')?.getAttribute('data-code') ?? null,
      tab: text('[role=tab][aria-selected=true]'),
      rooms: [...root.querySelectorAll('[part~=room]')].map((room) => ({
        name: room.querySelector('h3 span')?.textContent,
        held: [...room.querySelectorAll('[part~=inventory-item][data-held]')].map(
          (row) => `${row.querySelector('.hk-inv-name').textContent} ${row.querySelector('input').value}`,
        ),
      })),
      refused: root.querySelector('[part~=inventory-item] [part~=field-error]')?.getAttribute('data-code') ?? null,
      estimate: text('[part~=box-estimate] p'),
      total: text('[part~=total]'),
      empty: text('.hk-empty-text'),
      dialog: root.querySelector('dialog[open] h2')?.textContent ?? null,
    };
  }, session);
}

for (const build of buildsToRun(builds)) {
  describe(`<hk-removal-inventory> states, ${build.runtime} build`, () => {
    // Both themes in the light build; the React build's DOM is the same source, checked in one.
    for (const theme of build.name === 'light' ? ['light', 'dark'] : ['light']) {
      for (const width of [1280, 390]) {
        if (!opensLook(theme, width)) continue;
        it(`${theme}, ${width} px: every state as set, axe clean, screenshots${width < 768 ? ', 44 px targets, no sideways scroll' : ''}`, async () => {
          const { page, context, problems } = await openStates(build.query, { width, theme });
          try {
            const choose = await stateOf(page, 'inv-choose');
            assert.equal(choose.empty, 'Choose your type of home to list its rooms and their usual furniture.');
            assert.equal(choose.type, '');

            const loading = await stateOf(page, 'inv-loading');
            assert.equal(loading.status, 'Finding the rooms of a typical 2-bed flat…');
            assert.equal(loading.skeletons, 2);

            const rooms = await stateOf(page, 'inv-rooms');
            assert.equal(rooms.tab, 'Rooms');
            const held = Object.fromEntries(rooms.rooms.map((room) => [room.name, room.held]));
            assert.deepEqual(held['Living room'], ['3-seat sofa 1']);
            assert.deepEqual(held['Main bedroom'], ['Double bed frame 1', 'Bedside table 2']);
            assert.deepEqual(held['Bedroom 2'], ['Double bed frame 1']);
            assert.equal(rooms.refused, 'quantityNotWhole');
            assert.match(rooms.total, /^Your inventory 5 items · about \d+(\.\d)? m³ \(\d+ ft³\)$/);

            assert.equal((await stateOf(page, 'inv-failed')).error, 'network');

            const boxes = await stateOf(page, 'inv-boxes');
            assert.equal(boxes.tab, 'Boxes');
            assert.deepEqual(boxes.rooms, [{ name: 'Boxes', held: ['Small box 10', 'Wardrobe box 2'] }]);

            const estimate = await stateOf(page, 'inv-estimate');
            assert.match(estimate.estimate, /^We suggest \d+ boxes: \d+ small, \d+ large\.$/);

            const spanish = await stateOf(page, 'inv-spanish');
            assert.equal(spanish.rooms[0].name, 'Salón');
            assert.deepEqual(spanish.rooms[0].held, ['Sofá de 3 plazas 2']);
            assert.match(spanish.total, /^Tu inventario 4 artículos · unos \d+(,\d)? m³$/);

            for (const card of await page.locator('.card[data-state]').all()) {
              const label = await card.getAttribute('data-state');
              await card.screenshot({ path: `${shots}states-${label}-${theme}-${width}-${build.name}.png` });
            }
            assert.deepEqual(await seriousViolations(page), []);
            if (width < 768) {
              assert.deepEqual(await page.evaluate(smallTargets), []);
              assert.deepEqual(await page.evaluate(overflowing, 'hk-removal-inventory'), []);
            }
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
        });
      }
    }

    for (const width of [1280, 390]) {
      it(`${width} px: the preset confirmation open is a modal dialog, named, axe clean`, async () => {
        const { page, context, problems } = await openStates(build.query, { width, dialog: true });
        try {
          const state = await stateOf(page, 'inv-confirm');
          assert.equal(state.dialog, 'Replace your items with a typical 2-bed flat?');
          const dialog = page.getByRole('dialog', { name: 'Replace your items with a typical 2-bed flat?' });
          assert.equal(await dialog.evaluate((el) => el.matches(':modal')), true);
          assert.match(await dialog.textContent(), /The 1 item in your inventory will be replaced/);
          await page.screenshot({ path: `${shots}states-confirm-open-${width}-${build.name}.png` });
          assert.deepEqual(await seriousViolations(page), []);
          if (width < 768) assert.deepEqual(await page.evaluate(smallTargets), []);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }
  });
}

let sessions = 0;

/**
 * Opens a host page and puts a new <hk-removal-inventory> (a fresh session) in place of its
 * elements; what the element emits is recorded in `window.heard`.
 */
async function openHost(path, attributes = {}, { width = 1280, height = 900 } = {}) {
  const opened = await openPage(harness, path, { viewport: { width, height } });
  const session = `inventory-${process.pid}-${++sessions}`;
  await opened.page.evaluate(
    ({ session, attributes }) => {
      const card = document.querySelector('hk-item-picker')?.parentElement ?? document.querySelector('main');
      for (const element of document.querySelectorAll('hk-address-picker, hk-route-map, hk-item-picker'))
        element.remove();
      card.querySelector('h2').textContent = 'Your home, room by room';
      const inventory = document.createElement('hk-removal-inventory');
      inventory.setAttribute('session', session);
      for (const [name, value] of Object.entries(attributes)) inventory.setAttribute(name, value);
      window.heard = [];
      for (const type of ['hk-change', 'hk-error'])
        inventory.addEventListener(type, (event) => window.heard.push({ type, detail: event.detail }));
      card.append(inventory);
    },
    { session, attributes },
  );
  return { ...opened, session, element: opened.page.locator(`hk-removal-inventory[session="${session}"]`) };
}

/** The items of the listing in the last hk-change, as [name, location_id, quantity]. */
const lastItems = (page) =>
  page.evaluate(() => {
    const changes = window.heard.filter((event) => event.type === 'hk-change');
    return (changes.at(-1)?.detail.move_items ?? []).map((item) => [item.name, item.location_id, item.quantity]);
  });

/**
 * A person's whole flow: the type chosen, its rooms after 2 s, items added in two rooms by mouse
 * and by keyboard, a preset over them confirmed, the suggested boxes added; hk-change follows.
 */
async function personFlow({ page, element, problems, requests }, label) {
  const select = element.getByLabel('Type of home');
  await select.waitFor();
  assert.deepEqual(await seriousViolations(page), [], 'axe: nothing chosen yet');
  const chosenAt = Date.now();
  await select.selectOption('2-bed-flat');
  await element.getByRole('status').filter({ hasText: 'Finding the rooms of a typical 2-bed flat…' }).waitFor();
  await element.screenshot({ path: `${shots}flow-loading-${label}.png` });
  const living = element.getByRole('group', { name: 'Living room', exact: true });
  await living.waitFor({ timeout: 15000 });
  assert.ok(Date.now() - chosenAt >= 1900, 'the rooms come after the spec’s 2 s delay');
  const defaultsCalls = requests.filter((url) => url.includes('/ng/inventory/removal-default-items'));
  assert.ok(
    defaultsCalls.every((url) => url.includes('origin_type_of_property=2-bed-flat')),
    `asked with the type: ${defaultsCalls}`,
  );
  assert.deepEqual(await seriousViolations(page), [], 'axe: rooms shown');

  // By mouse: two sofas in the living room.
  const sofaPlus = element.getByRole('button', { name: 'Add one 3-seat sofa to Living room' });
  await sofaPlus.click();
  await sofaPlus.click();
  // By keyboard: a double bed frame in bedroom 2, typed then raised with the + key.
  const bedBox = element.getByRole('textbox', { name: 'Quantity of Double bed frame in Bedroom 2' });
  await bedBox.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label');
  });
  assert.equal(focused, 'Add one Double bed frame to Bedroom 2');
  await page.keyboard.press('Enter');
  await settles(() => bedBox.inputValue(), '3');
  await settles(
    () => lastItems(page),
    [
      ['3-seat sofa', 1, 2],
      ['Double bed frame', 5, 3],
    ],
  );
  assert.match(await element.locator('[part~=total]').textContent(), /^Your inventory 5 items · about/);
  await element.screenshot({ path: `${shots}flow-rooms-${label}.png` });

  // A preset over existing items asks first; confirming replaces them.
  const fill = element.getByRole('button', { name: 'Fill with a typical 2-bed flat' });
  await fill.click();
  const dialog = page.getByRole('dialog', { name: 'Replace your items with a typical 2-bed flat?' });
  await dialog.waitFor();
  assert.match(await dialog.textContent(), /The 5 items in your inventory will be replaced/);
  assert.deepEqual(await seriousViolations(page), [], 'axe: confirmation open');
  await page.screenshot({ path: `${shots}flow-confirm-${label}.png` });
  await dialog.getByRole('button', { name: 'Replace my items' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await fill.evaluate((el) => el.matches(':focus')), true, 'focus back on the button that asked');
  const preset = await lastItems(page);
  assert.ok(preset.length > 10, `the preset's items: ${JSON.stringify(preset)}`);
  assert.ok(
    preset.every(([, room]) => Number.isInteger(room)),
    'every item of the preset has its room (location_id)',
  );

  // Past 5 m³ the boxes are suggested; adding them puts items 1020 and 845 in room 0.
  const card = element.locator('[part~=box-estimate]');
  await card.waitFor();
  const [, total, small, large] = (await card.locator('p').first().textContent()).match(
    /^We suggest (\d+) boxes: (\d+) small, (\d+) large\.$/,
  );
  assert.equal(Number(small) + Number(large), Number(total));
  await card.getByRole('button', { name: 'Add these boxes' }).click();
  await card.getByText('The suggested boxes are in your inventory.').waitFor();
  const withBoxes = await lastItems(page);
  assert.deepEqual(
    withBoxes.filter(([name]) => name === 'Small box' || name === 'Large box'),
    [
      ['Small box', 0, Number(small)],
      ['Large box', 0, Number(large)],
    ],
  );
  await element.screenshot({ path: `${shots}flow-estimate-${label}.png` });
  assert.deepEqual(await seriousViolations(page), [], 'axe: boxes added');

  // The boxes list view by keyboard (APG tabs): Right from Rooms.
  await element.getByRole('tab', { name: 'Rooms' }).focus();
  await page.keyboard.press('ArrowRight');
  await element.getByRole('group', { name: 'Boxes', exact: true }).waitFor();
  assert.equal(await element.getByRole('tab', { name: 'Boxes' }).getAttribute('aria-selected'), 'true');
  assert.equal(await element.getByRole('textbox', { name: 'Quantity of Small box in Boxes' }).inputValue(), small);
  const listing = await page.evaluate(() => window.heard.filter((e) => e.type === 'hk-change').at(-1).detail);
  assert.equal(listing.boxesListView, true);
  await element.screenshot({ path: `${shots}flow-boxes-${label}.png` });

  // At 390 px: one column, 44 px targets, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 900 });
  await element.getByRole('tab', { name: 'Rooms' }).click();
  await element.getByRole('group', { name: 'Living room', exact: true }).waitFor();
  assert.deepEqual(await page.evaluate(smallTargets), []);
  assert.deepEqual(await page.evaluate(overflowing, 'hk-removal-inventory'), []);
  await element.screenshot({ path: `${shots}flow-phone-${label}.png` });
  assert.deepEqual(await seriousViolations(page), [], 'axe: phone');
  assert.deepEqual(
    problems.filter((problem) => !problem.includes('Failed to load resource')),
    [],
  );
}

for (const build of buildsToRun(builds)) {
  describe(`<hk-removal-inventory> flow, ${build.runtime} build`, () => {
    it('with the demo adapter: choose, rooms after 2 s, mouse and keyboard, preset confirmed, boxes added', async () => {
      const opened = await openHost(build.host);
      try {
        await personFlow(opened, `demo-${build.name}`);
      } finally {
        await opened.context.close();
      }
    });
  });
}

describe('<hk-removal-inventory> skeleton', () => {
  for (const width of [1280, 390]) {
    it(`${width} px: the element's skeleton is as tall as the view waiting for its rooms, so nothing below moves`, async () => {
      const { page, context, problems } = await openPage(harness, '/pieces-site.html', {
        viewport: { width, height: 900 },
      });
      try {
        // The view's chunk is held back while the skeleton is measured.
        let release;
        const held = new Promise((resolve) => {
          release = resolve;
        });
        await page.route(
          filesHolding('packages/elements/src/removal-inventory/removal-inventory.view.tsx'),
          async (route) => {
            await held;
            await route.continue();
          },
        );
        await page.evaluate(async () => {
          const { configure } = await import('/dist/api.js');
          configure({ api: { getRemovalDefaultItems: () => new Promise(() => {}) }, drafts: false }, 'skeleton');
          const card = document.querySelector('hk-item-picker').parentElement;
          for (const old of document.querySelectorAll('hk-address-picker, hk-route-map, hk-item-picker')) old.remove();
          const inventory = document.createElement('hk-removal-inventory');
          inventory.setAttribute('session', 'skeleton');
          inventory.setAttribute('property-type', '2-bed-flat');
          card.append(inventory);
        });
        const element = page.locator('hk-removal-inventory');
        await element.locator('.sk-removal-inventory').waitFor();
        const before = (await element.boundingBox()).height;
        release();
        await element.getByRole('status').filter({ hasText: 'Finding the rooms' }).waitFor();
        const after = (await element.boundingBox()).height;
        assert.ok(Math.abs(after - before) <= 8, `skeleton ${before} px, view ${after} px`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});

describe('<hk-removal-inventory> over HTTP to the reference server (api-base="/"), light build', () => {
  it('asks GET /ng/inventory/removal-default-items 2 s after the choice, the preset and the two boxes over HTTP', async () => {
    const opened = await openHost('/pieces-site.html', { 'api-base': '/' });
    const timed = [];
    opened.page.on('request', (request) => timed.push({ url: request.url(), at: Date.now() }));
    try {
      await personFlow(opened, 'http-light');
      const paths = timed.map(({ url }) => new URL(url).pathname + new URL(url).search);
      assert.ok(
        paths.some((path) => path === '/ng/inventory/removal-default-items?origin_type_of_property=2-bed-flat'),
        `the default items over HTTP: ${paths.filter((p) => p.startsWith('/ng/'))}`,
      );
      assert.ok(paths.some((path) => path === '/ng/inventory/removal-preset?origin_type_of_property=2-bed-flat'));
      assert.ok(paths.some((path) => path.startsWith('/ng/get_item') && path.includes('item_id=1020')));
      assert.ok(paths.some((path) => path.startsWith('/ng/get_item') && path.includes('item_id=845')));
      assert.equal(
        paths.filter((path) => path.startsWith('/ng/inventory/removal-default-items')).length,
        1,
        'the rooms are asked for once',
      );
    } finally {
      await opened.context.close();
    }
  });
});
