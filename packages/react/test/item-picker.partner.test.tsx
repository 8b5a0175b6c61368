import {
  type CatalogueItem,
  configure,
  createDraftStore,
  type EbayItem,
  type FurnitureDefaults,
  getQuoteSession,
  getSession,
  HaulkitError,
  type Listing,
  resetSessions,
} from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press, testResults, typeInto } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { ItemPicker, type ItemPickerProps } from '../src/index.js';
import { itemPickerClasses } from '../src/item-picker/item-picker.styles.js';
import { partnerClasses } from '../src/item-picker/partner/partner.styles.js';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await new Promise((resolve) => setTimeout(resolve, 30));
});

const [sofaResult, setResult, boxResult] = testResults;
const sofa = sofaResult?.item_set[0];
const armchair = setResult?.item_set[1];
const box = boxResult?.item_set[0];
const rail = { item_id: 805, name: 'Clothes rail', width: 150, height: 160, depth: 50, weight: 8, qty: 1 };

/** Furniture defaults: the sofa is in two groups, and is offered once. */
const DEFAULTS = {
  'Living room': [sofa, armchair],
  'Boxes and packing': [box, sofa],
  Clothing: [rail],
} as unknown as FurnitureDefaults;

/** A desktop window (matchMedia answers as at 1280 px). */
function desktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function setup() {
  desktop();
  const api = fakeQuoteApi();
  const getFurnitureDefaults = vi.fn(async () => DEFAULTS);
  const getEbayItem = vi.fn(
    async (itemId: string): Promise<EbayItem> => ({
      item_id: itemId,
      title: 'Grey corner sofa and armchair',
      items: [
        { ...(sofa as CatalogueItem), qty: 1 },
        { ...(armchair as CatalogueItem), qty: 2 },
      ],
    }),
  );
  configure({ api: { ...api, getFurnitureDefaults, getEbayItem } });
  return { getFurnitureDefaults, getEbayItem };
}

function renderPicker(props: ItemPickerProps) {
  const { container } = mount(<ItemPicker {...props} />);
  const query = <T extends Element>(selector: string) => container.querySelector<T>(selector);
  const all = <T extends Element = HTMLElement>(selector: string) => [...container.querySelectorAll<T>(selector)];
  const button = (name: string, root: ParentNode = container) =>
    [...root.querySelectorAll<HTMLButtonElement>('button')].find(
      (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
    );
  const findButton = (name: string) => vi.waitFor(() => button(name) ?? Promise.reject(new Error(`no ${name}`)));
  const defaultRows = () => all('[part=default-item]');
  const rowOf = (name: string) =>
    defaultRows().find(
      (row) => row.querySelector(`.${itemPickerClasses.itemName}`)?.firstChild?.textContent === name,
    ) as HTMLElement;
  const quantities = () =>
    defaultRows().map((row) => [
      row.querySelector(`.${itemPickerClasses.itemName}`)?.firstChild?.textContent,
      (row.querySelector('input') as HTMLInputElement).value,
    ]);
  const listed = () =>
    (getSession().$listing.get().move_items ?? []).map((item) => [item.name, item.quantity, item.default ?? false]);
  const heading = () => query(`.${partnerClasses.heading}`)?.textContent;
  return { container, query, all, button, findButton, defaultRows, rowOf, quantities, listed, heading };
}

describe('partner item screens (docs/behaviour/quote-flow.md §2, §4 Partner item view, §5, §6, §8)', () => {
  it('partner 2 starts on its default items: the furniture defaults, each once, every stepper at 0', async () => {
    const { getFurnitureDefaults } = setup();
    const view = renderPicker({ partnerId: 2, partnerListingId: 'gt-1042' });
    await vi.waitFor(() => expect(view.defaultRows()).toHaveLength(4));
    expect(view.heading()).toBe('Your Gumtree items');
    expect(view.quantities()).toEqual([
      ['3-seat sofa', '0'],
      ['Armchair', '0'],
      ['Large box', '0'],
      ['Clothes rail', '0'],
    ]);
    expect(view.rowOf('3-seat sofa').querySelector(`.${itemPickerClasses.itemSize}`)?.textContent).toBe(
      '210 × 85 × 95\u00a0cm',
    );
    // One list of listitems, its rows in a block that skips layout and paint out of view.
    const list = view.query('[part=default-items]') as HTMLElement;
    expect(list.getAttribute('role')).toBe('list');
    expect(list.querySelectorAll('[role=listitem]')).toHaveLength(4);
    expect([...list.children].map((block) => [block.className, block.children.length])).toEqual([
      [itemPickerClasses.itemBlock, 4],
    ]);
    expect(view.button('Remove one 3-seat sofa')?.disabled).toBe(true);
    expect(view.query('[role=combobox]')).toBeNull();
    expect(getSession().$listing.get().partner).toEqual({ id: 2, listing_id: 'gt-1042' });
    expect(getFurnitureDefaults).toHaveBeenCalledTimes(1);
  });

  it.each([6, 7])(
    'partner %i starts in search; "Back to suggested items" shows the default items',
    async (partnerId) => {
      setup();
      const view = renderPicker({ partnerId });
      const input = await vi.waitFor(() => view.query<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
      expect(view.defaultRows()).toHaveLength(0);
      typeInto(input, 'sofa');
      await vi.waitFor(() => expect(view.all('[role=option]')).toHaveLength(2), { timeout: 2000 });
      press(input, 'Enter');
      await vi.waitFor(() => expect(view.listed()).toEqual([['3-seat sofa', 1, false]]));
      (await view.findButton('Back to suggested items')).click();
      await vi.waitFor(() => expect(view.heading()).toBe('Suggested items'));
      await vi.waitFor(() => expect(document.activeElement).toBe(view.query(`.${partnerClasses.heading}`)));
      // The sofa chosen in search shows on its default row.
      await vi.waitFor(() => expect(view.quantities()[0]).toEqual(['3-seat sofa', '1']));
      expect(view.query('[role=combobox]')).toBeNull();
    },
  );

  it('the stepper from 0 adds the item marked default; back to 0 removes it', async () => {
    setup();
    const onChange = vi.fn();
    const view = renderPicker({ partnerId: 2, onChange });
    await vi.waitFor(() => expect(view.defaultRows()).toHaveLength(4));
    const row = view.rowOf('Large box');
    view.button('Add one Large box', row)?.click();
    await vi.waitFor(() => expect(view.listed()).toEqual([['Large box', 1, true]]));
    // The listing changes at once; the view renders it on its next turn (preact/compat batches).
    await vi.waitFor(() => expect((row.querySelector('input') as HTMLInputElement).value).toBe('1'));
    // It is in the chosen items too.
    expect(view.all(`[part=item] .${itemPickerClasses.itemName}`).map((name) => name.firstChild?.textContent)).toEqual([
      'Large box',
    ]);
    view.button('Add one Large box', row)?.click();
    await vi.waitFor(() => expect(view.listed()).toEqual([['Large box', 2, true]]));
    const typed = row.querySelector('input') as HTMLInputElement;
    typeInto(typed, '7');
    press(typed, 'Enter');
    await vi.waitFor(() => expect(view.listed()).toEqual([['Large box', 7, true]]));
    typeInto(typed, '2');
    press(typed, 'Enter');
    await vi.waitFor(() => expect(view.listed()).toEqual([['Large box', 2, true]]));
    view.button('Remove one Large box', row)?.click();
    view.button('Remove one Large box', row)?.click();
    await vi.waitFor(() => expect(view.listed()).toEqual([]));
    await vi.waitFor(() => expect((row.querySelector('input') as HTMLInputElement).value).toBe('0'));
    expect(view.button('Remove one Large box', row)?.disabled).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('Continue with none chosen shows the missing-item error by the list, with focus on it; with one, onContinue gets the listing', async () => {
    setup();
    const onContinue = vi.fn();
    const view = renderPicker({ partnerId: 3, onContinue });
    await vi.waitFor(() => expect(view.defaultRows()).toHaveLength(4));
    expect(view.heading()).toBe('Your Freeads items');
    (await view.findButton('Continue')).click();
    const error = await vi.waitFor(() => view.query<HTMLElement>('[data-code=missingItem]') ?? Promise.reject());
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.getAttribute('part')).toBe('field-error');
    expect(error.textContent).toBe('Choose at least one item and how many of it, or add one that is not listed.');
    expect(view.query('[part=default-items]')?.getAttribute('aria-describedby')).toBe(error.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(error));
    expect(onContinue).not.toHaveBeenCalled();
    view.button('Add one Armchair', view.rowOf('Armchair'))?.click();
    await vi.waitFor(() => expect(view.query('[data-code=missingItem]')).toBeNull());
    expect(view.query('[part=default-items]')?.hasAttribute('aria-describedby')).toBe(false);
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    const listing = onContinue.mock.calls[0]?.[0] as Listing;
    expect(listing.move_items?.map((item) => [item.name, item.quantity, item.default])).toEqual([
      ['Armchair', 1, true],
    ]);
    expect(listing.partner).toEqual({ id: 3 });
    expect(view.query('[data-code=missingItem]')).toBeNull();
  });

  it('an item chosen in search alone is not a default item: Continue still asks for one', async () => {
    setup();
    const onContinue = vi.fn();
    const view = renderPicker({ partnerId: 2, onContinue });
    (await view.findButton('Search for other items')).click();
    const input = await vi.waitFor(() => view.query<HTMLInputElement>('[role=combobox]') ?? Promise.reject());
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    typeInto(input, 'large box');
    await vi.waitFor(() => expect(view.all('[role=option]')).toHaveLength(1), { timeout: 2000 });
    press(input, 'Enter');
    await vi.waitFor(() => expect(view.listed()).toEqual([['Large box', 1, false]]));
    view.button('Back to suggested items')?.click();
    (await view.findButton('Continue')).click();
    await vi.waitFor(() => expect(view.query('[data-code=missingItem]')).not.toBeNull());
    expect(onContinue).not.toHaveBeenCalled();
    // Plus on its default row marks it default: now it counts.
    view.button('Add one Large box', view.rowOf('Large box'))?.click();
    await vi.waitFor(() => expect(view.listed()).toEqual([['Large box', 2, true]]));
    view.button('Continue')?.click();
    await vi.waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
  });

  it('"Add an item that is not listed" shows the custom item form; saving adds it and returns to the default items', async () => {
    setup();
    const onChange = vi.fn();
    const view = renderPicker({ partnerId: 2, onChange });
    (await view.findButton('Add an item that is not listed')).click();
    const heading = await vi.waitFor(() =>
      view.heading() === 'Add an item that is not listed' ? view.query(`.${partnerClasses.heading}`) : Promise.reject(),
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    const control = (label: string) => {
      const found = view.all('label').find((element) => element.textContent === label);
      return view.query<HTMLInputElement>(`#${CSS.escape(found?.getAttribute('for') ?? '')}`) as HTMLInputElement;
    };
    await vi.waitFor(() => expect(control('Name')).not.toBeNull());
    for (const [label, text] of Object.entries({
      Name: 'Garden bench',
      Width: '150',
      Height: '80',
      Depth: '60',
      Weight: '25',
    }))
      typeInto(control(label), text);
    (await view.findButton('Add item')).click();
    await vi.waitFor(() => expect(view.heading()).toBe('Your Gumtree items'));
    expect(view.listed()).toEqual([['Garden bench', 1, false]]);
    expect(getSession().$listing.get().move_items?.[0]?.customerItem).toBe(true);
    expect(view.all(`[part=item] .${itemPickerClasses.itemName}`).map((name) => name.firstChild?.textContent)).toEqual([
      'Garden bench',
    ]);
    await vi.waitFor(() => expect(document.activeElement).toBe(view.query(`.${partnerClasses.heading}`)));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('Cancel on the custom item form returns to the default items, adding nothing', async () => {
    setup();
    const view = renderPicker({ partnerId: 2 });
    (await view.findButton('Add an item that is not listed')).click();
    (await view.findButton('Cancel')).click();
    await vi.waitFor(() => expect(view.heading()).toBe('Your Gumtree items'));
    expect(view.listed()).toEqual([]);
  });

  it('the eBay channels (1, 4) offer their listing’s items, asked for by partner-listing-id', async () => {
    const { getEbayItem, getFurnitureDefaults } = setup();
    const view = renderPicker({ partnerId: 4, partnerListingId: '123456789012' });
    await vi.waitFor(() =>
      expect(view.quantities()).toEqual([
        ['3-seat sofa', '0'],
        ['Armchair', '0'],
      ]),
    );
    expect(view.heading()).toBe('Items in your eBay listing');
    expect(getEbayItem).toHaveBeenCalledWith('123456789012', expect.any(AbortSignal));
    expect(getFurnitureDefaults).not.toHaveBeenCalled();
  });

  it('an unknown eBay listing says so with its code and no Try again; a network failure offers Try again', async () => {
    const { getEbayItem } = setup();
    getEbayItem.mockRejectedValueOnce(new HaulkitError('ebay_listing_not_found', 'eBay listing not found'));
    const view = renderPicker({ partnerId: 1, partnerListingId: '999999999999' });
    const failed = await vi.waitFor(() => view.query('[role=alert][data-code]') ?? Promise.reject());
    expect(failed.getAttribute('data-code')).toBe('ebay_listing_not_found');
    expect(failed.textContent).toContain('We could not load your listing’s items');
    expect(view.button('Try again', failed)).toBeUndefined();
    // The ways on still work.
    expect(view.button('Search for other items')?.disabled).toBe(false);
    cleanup();

    getEbayItem.mockRejectedValueOnce(new HaulkitError('network', 'GET /ng/listings/ebay-item failed'));
    const again = renderPicker({ partnerId: 1, partnerListingId: '123456789012' });
    const offline = await vi.waitFor(() => again.query('[role=alert][data-code=network]') ?? Promise.reject());
    again.button('Try again', offline)?.click();
    await vi.waitFor(() => expect(again.defaultRows()).toHaveLength(2));
  });

  it('a stored draft is restored first; then the partner joins the listing, keeping its items', async () => {
    const earlier = getQuoteSession('partner-draft', { drafts: createDraftStore() });
    earlier.addSearchResult({ name: 'Large box', item_set: [{ ...(box as CatalogueItem), qty: 3 }] });
    earlier.flushDraft();
    resetSessions();
    desktop();
    // The session's timers by hand: its look for a stored draft waits until they run.
    const waiting: (() => void)[] = [];
    const timers = { setTimeout: (run: () => void) => waiting.push(run), clearTimeout: () => undefined };
    configure(
      { api: { ...fakeQuoteApi(), getFurnitureDefaults: vi.fn(async () => DEFAULTS) }, timers },
      'partner-draft',
    );
    const view = renderPicker({ session: 'partner-draft', partnerId: 2 });
    await vi.waitFor(() => expect(view.query('.hk-skeleton')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSession('partner-draft').$listing.get().partner).toBeUndefined();
    for (const run of waiting.splice(0)) run();
    await vi.waitFor(() => expect(view.defaultRows()).toHaveLength(4));
    const listing = getSession('partner-draft').$listing.get();
    expect(listing.partner).toEqual({ id: 2 });
    expect(listing.move_items?.map((item) => [item.name, item.quantity])).toEqual([['Large box', 3]]);
    expect((view.rowOf('Large box').querySelector('input') as HTMLInputElement).value).toBe('3');
  });
});
