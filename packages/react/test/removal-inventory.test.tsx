import {
  type CatalogueItem,
  configure,
  getQuoteSession,
  type MoveItem,
  QUOTE_API_METHODS,
  type QuoteApi,
  type SessionTimers,
} from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { press, typeInto } from '../../../test/unit/dom.js';
import { ItemPicker, RemovalInventory, type RemovalInventoryProps } from '../src/index.js';
import { removalInventoryClasses } from '../src/removal-inventory/removal-inventory.styles.js';

// The inventory's words, rules and session actions come from @haulkit/core; these tests drive
// the view as a person does (buttons and boxes by their names) and read what the session holds.

const entry = (item_id: number, name: string, w: number, h: number, d: number, weight: number, qty = 1) =>
  ({
    item_id,
    name,
    width: w,
    height: h,
    depth: d,
    weight,
    dimension_unit: 'cm',
    weight_unit: 'kg',
    qty,
  }) as CatalogueItem;
const SOFA = entry(102, '3-seat sofa', 210, 85, 82, 55);
const FRIDGE = entry(401, 'Fridge-freezer', 60, 180, 65, 50);
const BED = entry(203, 'Double bed', 140, 40, 200, 45);
const WARDROBE = entry(205, 'Double wardrobe', 100, 190, 60, 90);
const SMALL_BOX = entry(1020, 'Small box', 45, 45, 45, 6, 10);
const LARGE_BOX = entry(845, 'Large box', 55, 55, 55, 10, 5);
const DEFAULTS: Record<string, Record<string, CatalogueItem[]>> = {
  '2-bed-flat': { '1': [SOFA], '2': [FRIDGE], '4': [BED, WARDROBE], '5': [BED], '0': [SMALL_BOX, LARGE_BOX] },
  studio: { '1': [SOFA, BED], '0': [SMALL_BOX] },
};
const PRESET = [
  { ...SOFA, location_id: 1 },
  { ...BED, location_id: 4 },
  { ...WARDROBE, location_id: 4, qty: 2 },
  { ...SMALL_BOX, location_id: 0, qty: 10 },
];

/** Timers the test runs by hand: the spec's 2 s wait for the default items is one of them. */
function manualTimers() {
  const due = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: SessionTimers = {
    setTimeout: (run, ms) => {
      due.set(++next, { run, ms });
      return next;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
  };
  return {
    timers,
    waits: () => [...due.values()].map((timer) => timer.ms),
    flush: () => {
      const list = [...due.values()];
      due.clear();
      for (const timer of list) timer.run();
    },
  };
}

/** A quote API with the inventory's calls; every other method rejects, so an unexpected call shows. */
function inventoryApi(overrides: Partial<QuoteApi> = {}) {
  const unexpected = Object.fromEntries(
    QUOTE_API_METHODS.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`unexpected ${name}`)))]),
  ) as unknown as QuoteApi;
  const api = {
    ...unexpected,
    getRemovalDefaultItems: vi.fn(async (type: string) => DEFAULTS[type] ?? {}),
    getRemovalPreset: vi.fn(async (_type: string) => PRESET),
    getItem: vi.fn(async (id: number | string) => (Number(id) === 1020 ? SMALL_BOX : LARGE_BOX)),
    savePrelisting: vi.fn(async () => ({})),
  };
  // The overrides are mocks too; the type keeps the mock methods of the defaults.
  return Object.assign(api, overrides) as typeof api;
}

let unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts) unmount();
  unmounts = [];
});

function setUp(api = inventoryApi(), key = 'default') {
  const clock = manualTimers();
  configure({ api, timers: clock.timers, drafts: false }, key);
  return { api, clock, session: getQuoteSession(key) };
}

function render(props: RemovalInventoryProps = {}, element = <RemovalInventory {...props} />) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(element);
  unmounts.push(() => root.unmount());
  const query = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
  const all = <T extends Element = HTMLElement>(selector: string) => [...container.querySelectorAll<T>(selector)];
  const button = (name: string) =>
    all<HTMLButtonElement>('button').find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
  const box = (name: string) => query<HTMLInputElement>(`input[aria-label="${name}"]`);
  const spoken = () => query('[aria-live=polite]')?.textContent ?? '';
  const rooms = () =>
    all('[part=room]').map((room) => [
      room.querySelector('h3 span')?.textContent,
      [...room.querySelectorAll<HTMLInputElement>('[part=inventory-item]')].map(
        (row) =>
          `${row.querySelector(`.${removalInventoryClasses.name}`)?.textContent} ${row.querySelector('input')?.value}`,
      ),
    ]);
  return { container, query, all, button, box, spoken, rooms };
}
type View = ReturnType<typeof render>;

/** Waits for the rooms after the 2 s wait (run by hand). */
async function roomsShown(view: View, clock: ReturnType<typeof manualTimers>) {
  await vi.waitFor(() => expect(clock.waits()).toEqual([2000]));
  clock.flush();
  await vi.waitFor(() => expect(view.all('[part=room]').length).toBeGreaterThan(0));
}

const held = (items: readonly MoveItem[] | undefined) =>
  (items ?? []).map((item) => [item.name, item.location_id, item.quantity]);
const blur = (box: HTMLInputElement) => {
  box.dispatchEvent(new FocusEvent('blur'));
  box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};

describe('RemovalInventory: the type of home and its default items (§2, §7)', () => {
  it('without a type it asks for one: a labelled select of the six types, no request', async () => {
    const { api } = setUp();
    const view = render();
    const select = await vi.waitFor(() => view.query<HTMLSelectElement>('select') ?? Promise.reject());
    expect(view.query(`label[for="${select.id}"]`)?.textContent).toBe('Type of home');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose your type of home',
      'Studio flat',
      '1-bed flat',
      '2-bed flat',
      '2-bed house',
      '3-bed house',
      '4-bed house',
    ]);
    expect(view.query('.hk-empty')?.textContent).toBe(
      'Choose your type of home to list its rooms and their usual furniture.',
    );
    expect(api.getRemovalDefaultItems).not.toHaveBeenCalled();
    expect(view.all('[aria-live]')).toHaveLength(1);
  });

  it('waits the spec’s 2 s (a skeleton and a status meanwhile), then lists the rooms with their default items at 0', async () => {
    const { api, clock } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await vi.waitFor(() =>
      expect(view.query(`[role=status].${removalInventoryClasses.loading}`)?.textContent).toBe(
        'Finding the rooms of a typical 2-bed flat…',
      ),
    );
    expect(view.all(`.${removalInventoryClasses.roomSkeleton}`)).toHaveLength(2);
    await vi.waitFor(() => expect(clock.waits()).toEqual([2000]));
    expect(api.getRemovalDefaultItems).not.toHaveBeenCalled();
    clock.flush();
    await vi.waitFor(() => expect(view.all('[part=room]')).toHaveLength(4));
    expect(api.getRemovalDefaultItems).toHaveBeenCalledTimes(1);
    expect(api.getRemovalDefaultItems.mock.calls[0]?.[0]).toBe('2-bed-flat');
    expect(view.rooms()).toEqual([
      ['Living room', ['3-seat sofa 0']],
      ['Kitchen', ['Fridge-freezer 0']],
      ['Main bedroom', ['Double bed 0', 'Double wardrobe 0']],
      ['Bedroom 2', ['Double bed 0']],
    ]);
    expect(view.button('Remove one 3-seat sofa from Living room')?.disabled).toBe(true);
    expect(view.button('Add one 3-seat sofa to Living room')?.disabled).toBe(false);
    expect(view.query('[part=total]')).toBeNull();
  });

  it('choosing another type in the select fetches that type’s rooms', async () => {
    const { api, clock } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    const select = view.query<HTMLSelectElement>('select') as HTMLSelectElement;
    select.value = 'studio';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await roomsShown(view, clock);
    expect(api.getRemovalDefaultItems.mock.calls.map((call) => call[0])).toEqual(['2-bed-flat', 'studio']);
    expect(view.rooms()).toEqual([['Living room', ['3-seat sofa 0', 'Double bed 0']]]);
  });

  it('the type chosen is shown again when the inventory comes back (the flow’s steps unmount it)', async () => {
    const { api, clock } = setUp(inventoryApi(), 'inventory-remount');
    const first = render({ session: 'inventory-remount' });
    const select = await vi.waitFor(() => first.query<HTMLSelectElement>('select') ?? Promise.reject());
    select.value = '2-bed-flat';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await roomsShown(first, clock);
    unmounts.pop()?.();
    const again = render({ session: 'inventory-remount' });
    await vi.waitFor(() => expect(again.all('[part=room]')).toHaveLength(4));
    expect(again.query<HTMLSelectElement>('select')?.value).toBe('2-bed-flat');
    expect(api.getRemovalDefaultItems).toHaveBeenCalledTimes(1);
  });

  it('two inventories of one session ask for the rooms once', async () => {
    const { api, clock } = setUp();
    const first = render({ propertyType: '2-bed-flat' });
    const second = render({ propertyType: '2-bed-flat' });
    await vi.waitFor(() => expect(clock.waits().length).toBeGreaterThan(0));
    clock.flush();
    await vi.waitFor(() => expect(first.all('[part=room]')).toHaveLength(4));
    await vi.waitFor(() => expect(second.all('[part=room]')).toHaveLength(4));
    expect(api.getRemovalDefaultItems).toHaveBeenCalledTimes(1);
  });

  it('a failed load shows what happened with Try again (its code for the host), which waits and asks again', async () => {
    const network = Object.assign(new Error('GET removal-default-items: offline'), { code: 'network' });
    const api = inventoryApi({ getRemovalDefaultItems: vi.fn().mockRejectedValueOnce(network) as never });
    api.getRemovalDefaultItems.mockImplementation(async (type: string) => DEFAULTS[type] ?? {});
    const { clock } = setUp(api);
    const onError = vi.fn();
    const view = render({ propertyType: '2-bed-flat', onError });
    await vi.waitFor(() => expect(clock.waits()).toEqual([2000]));
    clock.flush();
    const alert = await vi.waitFor(() => view.query('[role=alert].hk-error-state') ?? Promise.reject());
    expect(alert.dataset.code).toBe('network');
    expect(alert.textContent).toContain('The rooms could not load');
    expect(onError).toHaveBeenCalledWith({ code: 'network', message: 'The rooms could not load' });
    view.button('Try again')?.click();
    await vi.waitFor(() => expect(view.query('.hk-error-state')).toBeNull());
    expect(view.all(`.${removalInventoryClasses.roomSkeleton}`)).toHaveLength(2);
    await roomsShown(view, clock);
    expect(api.getRemovalDefaultItems).toHaveBeenCalledTimes(2);
  });
});

describe('RemovalInventory: quantities by room (§3 location_id, §5, §9)', () => {
  it('plus adds a default item to its room (location_id), the same item to two rooms; each change announced with the total', async () => {
    const { clock, session } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    view.button('Add one Double bed to Main bedroom')?.click();
    await vi.waitFor(() => expect(view.box('Quantity of Double bed in Main bedroom')?.value).toBe('1'));
    view.button('Add one Double bed to Bedroom 2')?.click();
    view.button('Add one Double bed to Bedroom 2')?.click();
    await vi.waitFor(() => expect(view.box('Quantity of Double bed in Bedroom 2')?.value).toBe('2'));
    expect(held(session.$listing.get().move_items)).toEqual([
      ['Double bed', 4, 1],
      ['Double bed', 5, 2],
    ]);
    await vi.waitFor(() => expect(view.spoken()).toBe('Double bed in Bedroom 2: 2. 3 items · about 3.4 m³ (119 ft³)'));
    expect(view.query('[part=total]')?.textContent).toBe('Your inventory 3 items · about 3.4 m³ (119 ft³)');
    expect(view.rooms()[2]?.[0]).toBe('Main bedroom');
    expect(view.all(`[part=room] .${removalInventoryClasses.roomCount}`).map((count) => count.textContent)).toEqual([
      'none yet',
      'none yet',
      '1 item',
      '2 items',
    ]);
    // Minus from 1 takes the default item out of the room; its row stays, at 0.
    view.button('Remove one Double bed from Main bedroom')?.click();
    await vi.waitFor(() => expect(view.box('Quantity of Double bed in Main bedroom')?.value).toBe('0'));
    expect(held(session.$listing.get().move_items)).toEqual([['Double bed', 5, 2]]);
  });

  it('box items step 1 to 5, then by 5 (§9 quantity ranges), in the Boxes tab (location 0)', async () => {
    const { clock, session } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    const boxesTab = view.all('[role=tab]').find((tab) => tab.textContent === 'Boxes') as HTMLButtonElement;
    boxesTab.click();
    await vi.waitFor(() => expect(view.rooms()).toEqual([['Boxes', ['Small box 0', 'Large box 0']]]));
    expect(session.$listing.get().boxesListView).toBe(true);
    expect(boxesTab.getAttribute('aria-selected')).toBe('true');
    const plus = view.button('Add one Small box to Boxes') as HTMLButtonElement;
    for (let i = 0; i < 6; i++) plus.click();
    await vi.waitFor(() => expect(view.box('Quantity of Small box in Boxes')?.value).toBe('10'));
    expect(held(session.$listing.get().move_items)).toEqual([['Small box', 0, 10]]);
    // The keyboard moves between the tabs (APG): Left goes back to the rooms.
    press(boxesTab, 'ArrowLeft');
    await vi.waitFor(() => expect(session.$listing.get().boxesListView).toBe(false));
    await vi.waitFor(() => expect(view.rooms()[0]?.[0]).toBe('Living room'));
  });

  it('a typed quantity must be a whole number up to 99,999, or it reverts with a coded message; a typed 0 never takes the item out', async () => {
    const { clock, session } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    const box = view.box('Quantity of Fridge-freezer in Kitchen') as HTMLInputElement;
    typeInto(box, '2.5');
    press(box, 'Enter');
    const error = await vi.waitFor(() => view.query('[part=field-error]') ?? Promise.reject());
    expect(error.dataset.code).toBe('quantityNotWhole');
    expect(error.textContent).toBe('Enter a whole number from 1 to 99,999, like 2. The quantity is still 0.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(error.id);
    await vi.waitFor(() => expect(box.value).toBe('0'));
    expect(session.$listing.get().move_items).toEqual([]);
    typeInto(box, '3');
    blur(box);
    await vi.waitFor(() => expect(held(session.$listing.get().move_items)).toEqual([['Fridge-freezer', 2, 3]]));
    expect(view.query('[part=field-error]')).toBeNull();
    typeInto(box, '100000');
    press(box, 'Enter');
    await vi.waitFor(() => expect(view.query('[part=field-error]')?.dataset.code).toBe('quantityTooHigh'));
    expect(held(session.$listing.get().move_items)).toEqual([['Fridge-freezer', 2, 3]]);
    typeInto(box, '0');
    blur(box);
    await vi.waitFor(() =>
      expect(view.query('[part=field-error]')?.textContent).toBe(
        'Enter a whole number from 1 to 99,999, like 2. The quantity is still 3.',
      ),
    );
    await vi.waitFor(() => expect(box.value).toBe('3'));
    expect(held(session.$listing.get().move_items)).toEqual([['Fridge-freezer', 2, 3]]);
  });

  it('leaving an untouched box at 0 (a default item not chosen) says nothing', async () => {
    const { clock, session } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    const box = view.box('Quantity of Fridge-freezer in Kitchen') as HTMLInputElement;
    box.focus();
    blur(box);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.query('[part=field-error]')).toBeNull();
    expect(session.$listing.get().move_items).toEqual([]);
  });

  it('shows the listing’s items of a room that are not its defaults, and keeps focus in the room when one leaves', async () => {
    const { clock, session } = setUp();
    session.addInventoryItem(entry(131, 'Bookcase', 80, 180, 30, 30), 1);
    session.addInventoryItem(entry(132, 'Piano stool', 50, 50, 40, 8), 1);
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    expect(view.rooms()[0]).toEqual(['Living room', ['3-seat sofa 0', 'Bookcase 1', 'Piano stool 1']]);
    view.box('Quantity of Bookcase in Living room')?.focus();
    view.button('Remove one Bookcase from Living room')?.focus();
    view.button('Remove one Bookcase from Living room')?.click();
    await vi.waitFor(() => expect(view.rooms()[0]).toEqual(['Living room', ['3-seat sofa 0', 'Piano stool 1']]));
    expect(document.activeElement).toBe(view.box('Quantity of Piano stool in Living room'));
  });
});

describe('RemovalInventory: presets and clearing (§4, §7 removal-preset)', () => {
  it('fills an empty inventory with the typical home at once, announced', async () => {
    const { api, clock, session } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    expect(view.button('Clear the inventory')?.disabled).toBe(true);
    view.button('Fill with a typical 2-bed flat')?.click();
    await vi.waitFor(() => expect(session.$listing.get().move_items).toHaveLength(4));
    expect(api.getRemovalPreset.mock.calls[0]?.[0]).toBe('2-bed-flat');
    expect(held(session.$listing.get().move_items)).toEqual([
      ['3-seat sofa', 1, 1],
      ['Double bed', 4, 1],
      ['Double wardrobe', 4, 2],
      ['Small box', 0, 10],
    ]);
    expect(session.$listing.get().presetItemsSet).toBe('2-bed-flat');
    expect(view.query('dialog')).toBeNull();
    await vi.waitFor(() => expect(view.spoken()).toMatch(/^Filled with a typical 2-bed flat\. 14 items · about/));
  });

  it('over existing items it asks first: Keep my items changes nothing; Replace my items replaces them', async () => {
    const { clock, session } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    view.button('Add one Fridge-freezer to Kitchen')?.click();
    view.button('Fill with a typical 2-bed flat')?.click();
    const dialog = await vi.waitFor(() => view.query<HTMLDialogElement>('dialog[open]') ?? Promise.reject());
    expect(view.query(`#${CSS.escape(dialog.getAttribute('aria-labelledby') ?? '')}`)?.textContent).toBe(
      'Replace your items with a typical 2-bed flat?',
    );
    expect(dialog.textContent).toContain(
      'The 1 item in your inventory will be replaced by the usual furniture and boxes of a typical 2-bed flat.',
    );
    view.button('Keep my items')?.click();
    await vi.waitFor(() => expect(view.query('dialog[open]')).toBeNull());
    expect(held(session.$listing.get().move_items)).toEqual([['Fridge-freezer', 2, 1]]);
    expect(session.$ui.get().pending).toBeNull();

    view.button('Fill with a typical 2-bed flat')?.click();
    await vi.waitFor(() => expect(view.query('dialog[open]')).not.toBeNull());
    view.button('Replace my items')?.click();
    await vi.waitFor(() => expect(session.$listing.get().move_items).toHaveLength(4));
    expect(view.query('dialog[open]')).toBeNull();
    expect(view.box('Quantity of Fridge-freezer in Kitchen')?.value).toBe('0');
    await vi.waitFor(() => expect(view.spoken()).toMatch(/^Filled with a typical 2-bed flat\./));
  });

  it('clearing asks first when items exist, then empties every room', async () => {
    const { clock, session } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    view.button('Add one 3-seat sofa to Living room')?.click();
    view.button('Add one Double bed to Bedroom 2')?.click();
    await vi.waitFor(() => expect(view.button('Clear the inventory')?.disabled).toBe(false));
    view.button('Clear the inventory')?.click();
    const dialog = await vi.waitFor(() => view.query('dialog[open]') ?? Promise.reject());
    expect(dialog.textContent).toContain('This removes all 2 items from every room.');
    expect(session.$ui.get().pending).toEqual({ kind: 'clearPreset' });
    (
      view
        .all<HTMLButtonElement>('dialog button')
        .find((b) => b.textContent === 'Clear the inventory') as HTMLButtonElement
    ).click();
    await vi.waitFor(() => expect(session.$listing.get().move_items).toEqual([]));
    await vi.waitFor(() => expect(view.spoken()).toBe('The inventory is empty.'));
  });

  it('a preset that could not load says so, with its code, and Try again', async () => {
    const failed = Object.assign(new Error('server'), { code: 'server' });
    const api = inventoryApi({ getRemovalPreset: vi.fn(async () => Promise.reject(failed)) });
    const { clock } = setUp(api);
    const onError = vi.fn();
    const view = render({ propertyType: '2-bed-flat', onError });
    await roomsShown(view, clock);
    view.button('Fill with a typical 2-bed flat')?.click();
    const message = await vi.waitFor(() => view.query('[part=field-error][data-code=server]') ?? Promise.reject());
    expect(message.textContent).toBe('The typical inventory could not load. Check your connection and try again.');
    expect(message.closest('[role=alert]')).not.toBeNull();
    expect(onError).toHaveBeenCalledWith({ code: 'server', message: message.textContent });
    expect(view.button('Try again')).toBeDefined();
  });
});

describe('RemovalInventory: the estimated boxes (§5, §9) and the running total', () => {
  it('suggests boxes only from 5 m³; "Add these boxes" adds items 1020 and 845 in the boxes room', async () => {
    const { api, clock, session } = setUp();
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    const plus = view.button('Add one 3-seat sofa to Living room') as HTMLButtonElement;
    for (let i = 0; i < 3; i++) plus.click();
    // 3 sofas: 4.4 m³, under 5: no suggestion.
    await vi.waitFor(() => expect(view.box('Quantity of 3-seat sofa in Living room')?.value).toBe('3'));
    expect(view.query('[part=box-estimate]')).toBeNull();
    plus.click();
    // 4 sofas: 5.85 m³ → 2.5 × 5.85 = 14.6 → 15 boxes: 5 small, 10 large.
    const card = await vi.waitFor(() => view.query('[part=box-estimate]') ?? Promise.reject());
    expect(card.textContent).toContain('We suggest 15 boxes: 5 small, 10 large.');
    expect(card.textContent).toContain('From about 5.9 m³ of furniture');
    view.button('Add these boxes')?.click();
    await vi.waitFor(() => expect(card.textContent).toContain('The suggested boxes are in your inventory.'));
    expect(api.getItem.mock.calls.map((call) => call[0]).sort()).toEqual([1020, 845].sort());
    expect(held(session.$listing.get().move_items)).toEqual([
      ['3-seat sofa', 1, 4],
      ['Small box', 0, 5],
      ['Large box', 0, 10],
    ]);
    await vi.waitFor(() => expect(view.spoken()).toMatch(/^Added 5 small and 10 large boxes\. 19 items/));
    expect(view.button('Add these boxes')).toBeUndefined();
  });

  it('a failed box lookup keeps the suggestion, says so with its code, and offers Try again', async () => {
    const missing = Object.assign(new Error('item_not_found'), { code: 'item_not_found' });
    const api = inventoryApi({ getItem: vi.fn(async () => Promise.reject(missing)) });
    const { clock } = setUp(api);
    const view = render({ propertyType: '2-bed-flat' });
    await roomsShown(view, clock);
    const box = view.box('Quantity of 3-seat sofa in Living room') as HTMLInputElement;
    typeInto(box, '4');
    press(box, 'Enter');
    await vi.waitFor(() => expect(view.button('Add these boxes')).toBeDefined());
    view.button('Add these boxes')?.click();
    const error = await vi.waitFor(() => view.query('[part=box-estimate] [part=field-error]') ?? Promise.reject());
    expect(error.dataset.code).toBe('item_not_found');
    expect(view.button('Try again')).toBeDefined();
  });

  it('speaks es-ES («tú») with the locale’s numbers', async () => {
    const { clock } = setUp();
    const view = render({ propertyType: '2-bed-flat', locale: 'es-ES' });
    await roomsShown(view, clock);
    expect(view.rooms()[0]?.[0]).toBe('Salón');
    view.button('Añadir uno: 3-seat sofa, en Salón')?.click();
    await vi.waitFor(() =>
      expect(view.query('[part=total]')?.textContent).toBe('Tu inventario 1 artículo · unos 1,5 m³'),
    );
    expect(view.button('Rellenar como un piso típico de 2 dormitorios')).toBeDefined();
  });
});

describe('ItemPicker: a removal item list can jump to the inventory (§2)', () => {
  it('for a house move, "Add items room by room" asks for the listing-inventory step', async () => {
    const { session } = setUp();
    const view = render({}, <ItemPicker category="house-move" />);
    const link = await vi.waitFor(() => view.button('Add items room by room') ?? Promise.reject());
    expect(link.getAttribute('part')).toBe('inventory-link');
    link.click();
    await vi.waitFor(() =>
      expect(session.$ui.get().goTo).toEqual({ step: 'listing-inventory', section: 'items', request: 1 }),
    );
    expect(session.$context.get().category).toBe('house-move');
  });

  it('other flows have no such link', async () => {
    setUp();
    const view = render({}, <ItemPicker category="furniture" />);
    await vi.waitFor(() => expect(view.query('[role=combobox]')).not.toBeNull());
    expect(view.button('Add items room by room')).toBeUndefined();
  });
});
