import { configure, type FurnitureDefaults, getSession, HaulkitError, type QuoteSession } from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press, testResults, typeInto } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { ItemPicker, type ItemPickerProps, useFurnitureDefaults } from '../src/index.js';
import { browseClasses } from '../src/item-picker/browse/browse.styles.js';
import { itemPickerClasses } from '../src/item-picker/item-picker.styles.js';

// Every item button and row asks core for its icon kind: the names it is called with tell which
// rendered.
const kinds = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('@haulkit/core', async (original) => {
  const core = await original<typeof import('@haulkit/core')>();
  return {
    ...core,
    itemKind: (name: string) => {
      kinds.names.push(name);
      return core.itemKind(name);
    },
    // A row asks with the whole item (moveItemKind), a popular item or a result with its name.
    moveItemKind: (item: Parameters<typeof core.moveItemKind>[0]) => {
      kinds.names.push(item.name);
      return core.moveItemKind(item);
    },
  };
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  // Preact runs an unmounted dialog's effect cleanups after paint: let them run before the next test.
  await new Promise((resolve) => setTimeout(resolve, 30));
});

/** The search's own entries, so that a popular item and a search result are the same item (fake_id). */
const [sofaResult, setResult, boxResult] = testResults;
const sofa = sofaResult?.item_set[0];
const armchair = setResult?.item_set[1];
const box = boxResult?.item_set[0];
const rail = { item_id: 805, name: 'Clothes rail', width: 150, height: 160, depth: 50, weight: 8, qty: 1 };

/** The furniture defaults as the server sends them: groups in its order, Clothing last. */
const DEFAULTS = {
  'Living room': [sofa, armchair],
  'Boxes and packing': [box],
  Clothing: [rail],
} as unknown as FurnitureDefaults;

/**
 * A viewport of `width` CSS px as matchMedia answers it (`(max-width: …px)` queries), with
 * `resize` telling the lists whose answer changed.
 */
function viewportOf(initial: number) {
  let width = initial;
  const lists: { max: number; last: boolean; listeners: Set<() => void> }[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    const entry = { max, last: width <= max, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return width <= max;
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) {
        if (entry.last === width <= entry.max) continue;
        entry.last = width <= entry.max;
        for (const listener of entry.listeners) listener();
      }
    },
  };
}

function setup(defaults: () => Promise<FurnitureDefaults> = async () => DEFAULTS) {
  const api = fakeQuoteApi();
  const getFurnitureDefaults = vi.fn(defaults);
  configure({ api: { ...api, getFurnitureDefaults } });
  return { api, getFurnitureDefaults };
}

function renderPicker(props: ItemPickerProps = {}) {
  const { container } = mount(<ItemPicker {...props} />);
  const query = <T extends Element>(selector: string) => container.querySelector<T>(selector);
  const all = <T extends Element = HTMLElement>(selector: string) => [...container.querySelectorAll<T>(selector)];
  /** A button by its accessible name: aria-label, else its label element, else its text. */
  const button = (name: string) =>
    all<HTMLButtonElement>('button').find(
      (candidate) =>
        (candidate.getAttribute('aria-label') ??
          (candidate.id ? query(`label[for="${candidate.id}"]`)?.textContent : undefined) ??
          candidate.textContent?.trim()) === name,
    );
  const findButton = (name: string) => vi.waitFor(() => button(name) ?? Promise.reject(new Error(`no ${name}`)));
  const spoken = () => query('[aria-live=polite]')?.textContent ?? '';
  const listed = () =>
    (getSession().$listing.get().move_items ?? []).map((item) => [item.name, item.quantity] as [string, number]);
  return { container, query, all, button, findButton, spoken, listed };
}

type View = ReturnType<typeof renderPicker>;

const panel = (view: View) => view.query<HTMLElement>('[part=browse]');
const toggles = (view: View) => view.all<HTMLButtonElement>(`.${browseClasses.toggle}`);
const itemButtons = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLButtonElement>('[part=browse-item]')].map((button) =>
    button.getAttribute('aria-label'),
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** What each Probe saw: partner, status and number of groups, render by render. */
const probed: string[] = [];
function Probe({ session, partnerId }: { session: QuoteSession; partnerId?: number }) {
  const defaults = useFurnitureDefaults(session, { partnerId, phone: false });
  probed.push(`${partnerId ?? '-'}:${defaults.status}:${defaults.groups.length}`);
  return null;
}

describe('furniture defaults beside the search (docs/behaviour/quote-flow.md §2, §7)', () => {
  it('at 992 px and wider: "Popular items" beside the search, groups as disclosures, the first open', async () => {
    viewportOf(1280);
    const { getFurnitureDefaults } = setup();
    const view = renderPicker();
    await vi.waitFor(() => expect(toggles(view)).toHaveLength(3));
    const section = panel(view) as HTMLElement;
    const heading = section.querySelector(`#${CSS.escape(section.getAttribute('aria-labelledby') ?? '')}`);
    expect(heading?.textContent).toBe('Popular items');
    expect(view.query(`.${itemPickerClasses.pickerColumns}`)?.getAttribute('data-layout')).toBe('wide');
    // The search and the list come first, the panel beside them.
    expect(view.query(`.${itemPickerClasses.pickerMain}`)?.contains(view.query('[role=combobox]'))).toBe(true);
    expect(view.query(`.${itemPickerClasses.pickerMain}`)?.contains(section)).toBe(false);
    expect(toggles(view).map((toggle) => [toggle.textContent, toggle.getAttribute('aria-expanded')])).toEqual([
      ['Living room2 items', 'true'],
      ['Boxes and packing1 item', 'false'],
      ['Clothing1 item', 'false'],
    ]);
    expect(itemButtons(section)).toEqual(['Add 3-seat sofa', 'Add Armchair']);
    // APG disclosure: the button controls its list, which shows and hides with it.
    const boxes = toggles(view)[1] as HTMLButtonElement;
    const controlled = () =>
      section.querySelector<HTMLElement>(`#${CSS.escape(boxes.getAttribute('aria-controls') ?? '')}`);
    expect(controlled()?.hidden).toBe(true);
    boxes.click();
    await vi.waitFor(() => expect(boxes.getAttribute('aria-expanded')).toBe('true'));
    expect(controlled()?.hidden).toBe(false);
    expect(itemButtons(controlled() as HTMLElement)).toEqual(['Add Large box']);
    toggles(view)[0]?.click();
    await vi.waitFor(() => expect(itemButtons(section)).toEqual(['Add Large box']));
    expect(getFurnitureDefaults).toHaveBeenCalledTimes(1);
  });

  it('"Add {name}" adds one; the same item again, or as a search result, merges by fake_id', async () => {
    viewportOf(1280);
    const onChange = vi.fn();
    setup();
    const view = renderPicker({ onChange });
    const add = await view.findButton('Add 3-seat sofa');
    add.click();
    await vi.waitFor(() => expect(view.listed()).toEqual([['3-seat sofa', 1]]));
    await vi.waitFor(() => expect(view.spoken()).toBe('Added 3-seat sofa'));
    add.click();
    await vi.waitFor(() => expect(view.listed()).toEqual([['3-seat sofa', 2]]));
    const input = view.query<HTMLInputElement>('[role=combobox]') as HTMLInputElement;
    typeInto(input, '3-seat sofa');
    await vi.waitFor(() => expect(view.all('[role=option]').length).toBeGreaterThan(0), { timeout: 2000 });
    press(input, 'Enter');
    await vi.waitFor(() => expect(view.listed()).toEqual([['3-seat sofa', 3]]));
    expect(view.all('[part=item]')).toHaveLength(1);
    expect(view.query<HTMLInputElement>('[part=item] input')?.value).toBe('3');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('shows bars while the defaults load, then the groups', async () => {
    viewportOf(1280);
    let answer: (defaults: FurnitureDefaults) => void = () => undefined;
    const { getFurnitureDefaults } = setup(() => new Promise((resolve) => (answer = resolve)));
    const view = renderPicker();
    const loading = await vi.waitFor(
      () => view.query(`.${itemPickerClasses.browse}[aria-busy=true]`) ?? Promise.reject(),
    );
    expect(loading.querySelector('.hk-skeleton')).not.toBeNull();
    expect(loading.textContent).toBe('Popular items');
    // Asked for once the picker is shown (an effect), not during its first render.
    await vi.waitFor(() => expect(getFurnitureDefaults).toHaveBeenCalledTimes(1));
    answer(DEFAULTS);
    await vi.waitFor(() => expect(toggles(view)).toHaveLength(3));
    expect(panel(view)?.getAttribute('aria-busy')).toBe('false');
  });

  it('a failed load says so with its code and Try again; the search still works, and Try again loads them', async () => {
    viewportOf(1280);
    const { getFurnitureDefaults } = setup();
    getFurnitureDefaults.mockRejectedValueOnce(
      new HaulkitError('network', 'GET /ng/inventory/furniture-defaults failed'),
    );
    const view = renderPicker();
    const failed = await vi.waitFor(() => view.query('[part=browse-error]') ?? Promise.reject());
    expect(failed.textContent).toContain('We could not load popular items');
    expect(failed.textContent).toContain('You can still search for any item above.');
    expect(failed.getAttribute('data-code')).toBe('network');
    expect(failed.textContent).not.toContain('network');
    const input = view.query<HTMLInputElement>('[role=combobox]') as HTMLInputElement;
    typeInto(input, 'sofa');
    await vi.waitFor(() => expect(view.all('[role=option]')).toHaveLength(2), { timeout: 2000 });
    (failed.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(toggles(view)).toHaveLength(3));
    expect(view.query('[part=browse-error]')).toBeNull();
    expect(getFurnitureDefaults).toHaveBeenCalledTimes(2);
  });

  it('no groups: a helpful empty state', async () => {
    viewportOf(1280);
    setup(async () => ({}));
    const view = renderPicker();
    await vi.waitFor(() =>
      expect(panel(view)?.querySelector('.hk-empty')?.textContent).toBe(
        'No popular items to show just now. Search for an item instead.',
      ),
    );
  });

  it.each([1, 4])(
    'partner %i gets no furniture defaults: nothing is asked for, no panel on its search screen',
    async (partnerId) => {
      viewportOf(1280);
      const { api, getFurnitureDefaults } = setup();
      api.getEbayItem = vi.fn(async () => ({ item_id: '123456789012', title: 'Sofa', items: [] }));
      const view = renderPicker({ partnerId, partnerListingId: '123456789012' });
      (await view.findButton('Search for other items')).click();
      await vi.waitFor(() => expect(view.query('[role=combobox]')).not.toBeNull());
      await settle();
      expect(panel(view)).toBeNull();
      expect(view.button('Browse by category')).toBeUndefined();
      expect(getFurnitureDefaults).not.toHaveBeenCalled();
    },
  );

  it('useFurnitureDefaults: skipped for partners 1 and 4, one request per session for the others', async () => {
    const { getFurnitureDefaults } = setup();
    const seen = probed;
    seen.length = 0;
    const session = getSession();
    mount(
      <>
        <Probe session={session} partnerId={1} />
        <Probe session={session} partnerId={4} />
        <Probe session={session} partnerId={2} />
        <Probe session={session} />
      </>,
    );
    await vi.waitFor(() => expect(seen).toContain('2:ready:3'));
    expect(seen).toContain('-:ready:3');
    expect(
      seen
        .filter((entry) => entry.startsWith('1:') || entry.startsWith('4:'))
        .every((entry) => entry.endsWith(':skipped:0')),
    ).toBe(true);
    expect(getFurnitureDefaults).toHaveBeenCalledTimes(1);
  });

  it('a keystroke in the search or a "+" on a row renders no popular item', async () => {
    viewportOf(1280);
    setup();
    const view = renderPicker();
    (await view.findButton('Add Armchair')).click();
    await vi.waitFor(() => expect(view.all('[part=item]')).toHaveLength(1));
    await settle();
    kinds.names.length = 0;
    const input = view.query<HTMLInputElement>('[role=combobox]') as HTMLInputElement;
    for (const text of ['b', 'bo', 'box']) typeInto(input, text);
    await vi.waitFor(() => expect(view.all('[role=option]')).toHaveLength(1), { timeout: 2000 });
    view.query<HTMLButtonElement>('button[aria-label="Add one Armchair"]')?.click();
    await vi.waitFor(() => expect(view.query<HTMLInputElement>('[part=item] input')?.value).toBe('2'));
    await settle();
    // The search's option and the changed row render; no popular item does.
    expect(kinds.names.filter((name) => name !== 'Large box' && name !== 'Armchair')).toEqual([]);
    expect(kinds.names.filter((name) => name === 'Armchair')).toHaveLength(1);
  });
});

describe('below 992 px: full-screen search and browse by category (§2, §9)', () => {
  const dialogs = (view: View) => view.all<HTMLDialogElement>('dialog');
  const openDialog = (view: View) => dialogs(view).find((dialog) => dialog.open);

  it('follows the window: a resize below 992 px swaps the panel for "Browse by category"', async () => {
    const viewport = viewportOf(1280);
    setup();
    const view = renderPicker();
    await vi.waitFor(() => expect(toggles(view)).toHaveLength(3));
    viewport.resize(800);
    await vi.waitFor(() => expect(view.button('Browse by category')).toBeDefined());
    expect(panel(view)).toBeNull();
    expect(view.query(`.${itemPickerClasses.pickerColumns}`)?.getAttribute('data-layout')).toBe('mobile');
    viewport.resize(1100);
    await vi.waitFor(() => expect(panel(view)).not.toBeNull());
  });

  it('tapping the search box opens the full-screen search; choosing a result adds it, announces it and closes with focus on the box', async () => {
    viewportOf(390);
    setup();
    const view = renderPicker();
    const box = await view.findButton('Search for an item');
    expect(box.getAttribute('aria-haspopup')).toBe('dialog');
    expect(view.query(`label[for="${box.id}"]`)?.textContent).toBe('Search for an item');
    expect(view.query('[role=combobox]')).toBeNull();
    box.click();
    const dialog = await vi.waitFor(() => openDialog(view) ?? Promise.reject(new Error('not open')));
    expect(dialog.querySelector('h2')?.textContent).toBe('Search for an item');
    const input = dialog.querySelector<HTMLInputElement>('[role=combobox]') as HTMLInputElement;
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    typeInto(input, 'large box');
    await vi.waitFor(() => expect(dialog.querySelectorAll('[role=option]')).toHaveLength(1), { timeout: 2000 });
    await vi.waitFor(() => expect(view.spoken()).toBe('1 result'));
    press(input, 'Enter');
    await vi.waitFor(() => expect(view.listed()).toEqual([['Large box', 1]]));
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    await vi.waitFor(() => expect(document.activeElement).toBe(box));
    await vi.waitFor(() => expect(view.spoken()).toBe('Added Large box'));
    expect(view.all('[part=item]')).toHaveLength(1);
  });

  it.each([
    [
      'the close button',
      (dialog: HTMLDialogElement) => dialog.querySelector<HTMLButtonElement>('[aria-label=Close]')?.click(),
    ],
    [
      'Escape in the box with the list closed',
      (dialog: HTMLDialogElement) => {
        const input = dialog.querySelector('[role=combobox]') as HTMLInputElement;
        press(input, 'Escape');
        press(input, 'Escape');
      },
    ],
    [
      'Escape on the dialog',
      (dialog: HTMLDialogElement) => dialog.dispatchEvent(new Event('cancel', { cancelable: true })),
    ],
  ])('%s returns to the page without losing the typed text', async (_way, close) => {
    viewportOf(390);
    setup();
    const view = renderPicker();
    const box = await view.findButton('Search for an item');
    box.click();
    const dialog = await vi.waitFor(() => openDialog(view) ?? Promise.reject(new Error('not open')));
    const input = dialog.querySelector<HTMLInputElement>('[role=combobox]') as HTMLInputElement;
    typeInto(input, 'sofa');
    await vi.waitFor(() => expect(dialog.querySelectorAll('[role=option]')).toHaveLength(2), { timeout: 2000 });
    close(dialog);
    await vi.waitFor(() => expect(dialog.open).toBe(false));
    await vi.waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.textContent).toBe('sofa');
    expect(view.listed()).toEqual([]);
    box.click();
    await vi.waitFor(() => expect(dialog.open).toBe(true));
    expect(input.value).toBe('sofa');
  });

  it('"Browse by category": groups (no Clothing on a phone), a group’s items with Add, and Back', async () => {
    viewportOf(390);
    setup();
    const view = renderPicker();
    (await view.findButton('Browse by category')).click();
    const dialog = await vi.waitFor(() => openDialog(view) ?? Promise.reject(new Error('not open')));
    expect(dialog.querySelector('h2')?.textContent).toBe('Browse by category');
    const groups = () => [...dialog.querySelectorAll<HTMLButtonElement>(`.${browseClasses.categoryChoice}`)];
    await vi.waitFor(() =>
      expect(groups().map((group) => group.textContent)).toEqual(['Living room2 items', 'Boxes and packing1 item']),
    );
    groups()[0]?.click();
    await vi.waitFor(() => expect(itemButtons(dialog)).toEqual(['Add 3-seat sofa', 'Add Armchair']));
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Living room'));
    dialog.querySelector<HTMLButtonElement>('[aria-label="Add Armchair"]')?.click();
    await vi.waitFor(() => expect(view.listed()).toEqual([['Armchair', 1]]));
    expect(dialog.querySelector(`.${browseClasses.added}`)?.textContent).toBe('Added Armchair');
    expect(dialog.open).toBe(true);
    [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Back to categories')?.click();
    await vi.waitFor(() => expect(groups()).toHaveLength(2));
    await vi.waitFor(() => expect(document.activeElement).toBe(groups()[0]));
    dialog.querySelector<HTMLButtonElement>('[aria-label=Close]')?.click();
    await vi.waitFor(() => expect(dialog.open).toBe(false));
  });

  it('between 768 and 992 px (not a phone) the Clothing group stays', async () => {
    viewportOf(800);
    setup();
    const view = renderPicker();
    (await view.findButton('Browse by category')).click();
    const dialog = await vi.waitFor(() => openDialog(view) ?? Promise.reject(new Error('not open')));
    await vi.waitFor(() =>
      expect(
        [...dialog.querySelectorAll(`.${browseClasses.categoryChoice}`)].map((group) => group.firstChild?.textContent),
      ).toEqual(['Living room', 'Boxes and packing', 'Clothing']),
    );
  });
});
