import {
  configure,
  type EbayItem,
  getSession,
  HaulkitError,
  QUOTE_API_METHODS,
  type QuoteApi,
  readEbayItemId,
} from '@haulkit/core';
import { createDemoQuoteApi } from '@haulkit/demo';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EbayItemPanel, type EbayItemPanelProps } from '../src/index.js';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

/** A sofa listing on eBay: a 3-seat sofa and two armchairs. */
const SOFA_LISTING: EbayItem = {
  item_id: '204512345678',
  title: 'Grey 3 seater sofa and 2 armchairs',
  items: [
    { item_id: 102, name: '3-seat sofa', width: 210, height: 85, depth: 82, weight: 55, qty: 1 },
    { item_id: 107, name: 'Armchair', width: 85, height: 90, depth: 85, weight: 25, qty: 2 },
  ],
};

/** A QuoteApi that knows one eBay listing; every other method rejects, so an unexpected call shows. */
function fakeEbayApi() {
  const unexpected = Object.fromEntries(
    QUOTE_API_METHODS.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`unexpected ${name}`)))]),
  ) as unknown as QuoteApi;
  return {
    ...unexpected,
    getEbayItem: vi.fn(async (itemId: string, _signal?: AbortSignal): Promise<EbayItem> => {
      if (itemId === SOFA_LISTING.item_id) return SOFA_LISTING;
      throw new HaulkitError('ebay_listing_not_found', `no listing ${itemId}`);
    }),
  };
}

function setup(api: QuoteApi = fakeEbayApi()) {
  configure({ api, drafts: false });
  return api;
}

function renderPanel(props: Partial<EbayItemPanelProps> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (more: Partial<EbayItemPanelProps> = {}) =>
    root.render(<EbayItemPanel session={getSession()} itemId={SOFA_LISTING.item_id} {...props} {...more} />);
  render();
  unmount = () => root.unmount();
  const query = <T extends Element>(selector: string) => container.querySelector<T>(selector);
  return {
    container,
    render,
    query,
    text: () => container.textContent ?? '',
    button: (text: string) =>
      [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text),
    lines: () => [...container.querySelectorAll('[part=item]')].map((line) => line.textContent),
    spoken: () => query('[aria-live=polite]')?.textContent ?? '',
  };
}

const items = () => getSession().$listing.get().move_items ?? [];

describe('EbayItemPanel (docs/behaviour/back-office.md §2 eBay item, §5 eleven or more digits)', () => {
  it('says it is looking the item up, then shows the listing’s title and what it holds', async () => {
    const api = setup();
    const view = renderPanel();
    await vi.waitFor(() => expect(view.text()).toContain('Looking up eBay item 204512345678…'));
    expect(view.query('[part=ebay]')?.getAttribute('aria-busy')).toBe('true');
    const heading = await vi.waitFor(() => view.query('h3') ?? Promise.reject(), { timeout: 2000 });
    expect(heading.textContent).toBe('Grey 3 seater sofa and 2 armchairs');
    expect(view.query(`[aria-labelledby="${heading.id}"]`)?.getAttribute('part')).toBe('ebay');
    expect(view.text()).toContain('eBay item 204512345678');
    expect(view.text()).toContain('This listing holds:');
    expect(view.lines()).toEqual(['1 × 3-seat sofa', '2 × Armchair']);
    expect(view.button('Add these items')).toBeDefined();
    expect(api.getEbayItem).toHaveBeenCalledWith('204512345678', expect.any(AbortSignal));
    await vi.waitFor(() => expect(view.spoken()).toBe('Found on eBay: Grey 3 seater sofa and 2 armchairs'));
    // Looking is not adding.
    expect(items()).toEqual([]);
  });

  it('"Add these items" adds them as an item set is added, tells the host and announces it', async () => {
    setup();
    const onAdded = vi.fn();
    const view = renderPanel({ onAdded });
    const add = await vi.waitFor(() => view.button('Add these items') ?? Promise.reject(), { timeout: 2000 });
    add.click();
    await vi.waitFor(() =>
      expect(items().map((item) => [item.name, item.quantity])).toEqual([
        ['3-seat sofa', 1],
        ['Armchair', 2],
      ]),
    );
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(onAdded.mock.calls[0]?.[0].move_items).toEqual(items());
    await vi.waitFor(() => expect(view.spoken()).toBe('Added 3 items from “Grey 3 seater sofa and 2 armchairs”'));
  });

  it("an unknown id shows 'eBay listing not found' (coded), a hint to search by name, no retry, and tells the host", async () => {
    setup();
    const onError = vi.fn();
    const view = renderPanel({ itemId: '999999999999', onError });
    const alert = await vi.waitFor(() => view.query('[role=alert]') ?? Promise.reject(), { timeout: 2000 });
    expect(alert.querySelector('p')?.textContent).toBe('eBay listing not found');
    expect(alert.getAttribute('data-code')).toBe('ebay_listing_not_found');
    expect(alert.textContent).toContain('search for your items by name instead');
    expect(alert.textContent).not.toContain('ebay_listing_not_found');
    expect(view.button('Try again')).toBeUndefined();
    expect(view.text()).toContain('eBay item 999999999999');
    expect(onError).toHaveBeenCalledWith({ code: 'ebay_listing_not_found', message: 'eBay listing not found' });
    expect(items()).toEqual([]);
  });

  it('a failed lookup says so with Try again, which looks it up again', async () => {
    const api = fakeEbayApi();
    api.getEbayItem.mockRejectedValueOnce(new HaulkitError('network', 'GET /ng/listings/ebay-item: offline'));
    setup(api);
    const onError = vi.fn();
    const view = renderPanel({ onError });
    const alert = await vi.waitFor(() => view.query('[role=alert]') ?? Promise.reject(), { timeout: 2000 });
    expect(alert.textContent).toContain('We could not look up this eBay item just now');
    expect(alert.getAttribute('data-code')).toBe('network');
    expect(onError).toHaveBeenCalledWith({ code: 'network', message: 'We could not look up this eBay item just now' });
    view.button('Try again')?.click();
    await vi.waitFor(() => expect(view.lines()).toEqual(['1 × 3-seat sofa', '2 × Armchair']), { timeout: 2000 });
    expect(view.query('[role=alert]')).toBeNull();
    expect(api.getEbayItem).toHaveBeenCalledTimes(2);
  });

  it('digits typed one by one ask once, for the id the box settles on', async () => {
    const api = setup();
    const view = renderPanel({ itemId: '20451234567' });
    view.render({ itemId: '204512345678' });
    await vi.waitFor(() => expect(view.lines()).toHaveLength(2), { timeout: 2000 });
    expect(api.getEbayItem).toHaveBeenCalledTimes(1);
    expect(api.getEbayItem).toHaveBeenCalledWith('204512345678', expect.any(AbortSignal));
  });

  it('speaks Spanish for es-ES', async () => {
    setup();
    const view = renderPanel({ locale: 'es-ES', itemId: '999999999999' });
    await vi.waitFor(() => expect(view.text()).toContain('No se ha encontrado el anuncio de eBay'), { timeout: 2000 });
  });

  it('with the demo adapter: a pasted eBay link finds the dining set, and its items are added', async () => {
    setup(createDemoQuoteApi({ latencyMs: 0 }));
    const itemId = readEbayItemId('https://www.ebay.co.uk/itm/oak-dining-set/314298765432?hash=item1') ?? '';
    const view = renderPanel({ itemId });
    const add = await vi.waitFor(() => view.button('Add these items') ?? Promise.reject(), { timeout: 3000 });
    expect(view.query('h3')?.textContent).toBe('Solid oak extending dining table with 6 chairs');
    expect(view.lines()).toEqual(['1 × Extending dining table', '6 × Dining chair']);
    add.click();
    await vi.waitFor(() => expect(items().map((item) => item.quantity)).toEqual([1, 6]));
  });
});
