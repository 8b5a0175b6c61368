/**
 * The car flow's lookups as §8 logs them, and the eBay item flow (docs/behaviour/back-office.md §2
 * "eBay item", §5 eleven or more digits, §8 'eBay listing not found'): the lookup action and the
 * transition that adds a listing's items.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addSearchResult,
  createDraftStore,
  createMemoryStorage,
  EBAY_LISTING_NOT_FOUND_CODE,
  type EbayItem,
  getQuoteSession,
  HaulkitError,
  type Listing,
  NO_DATA_RETURNED_MESSAGE,
  type QuoteApi,
  type QuoteSessionOptions,
  quoteTransitions,
  type ReportEntry,
  resetSessions,
  WRONG_ITEM_ID_MESSAGE,
} from '../../src/index.js';
import { deferred, furnitureListing, NOW, priceResponse, sofa } from './fixtures.js';

afterEach(() => resetSessions());

function sessionWith(listing: Listing, options: QuoteSessionOptions = {}, key = 'car-ebay') {
  const storage = createMemoryStorage();
  const now = () => NOW.getTime();
  createDraftStore({ storage, now }).save(key, listing);
  return getQuoteSession(key, { storage, now, ...options });
}

const api = (methods: Partial<QuoteApi>): QuoteApi => ({ searchItems: async () => [], ...methods }) as QuoteApi;
const serverDown = () => Promise.reject(new HaulkitError('server', 'GET … answered 500'));

/** A sofa listing on eBay: a 3-seat sofa and two armchairs. */
const SOFA_LISTING: EbayItem = {
  item_id: '204512345678',
  title: 'Grey 3 seater sofa and 2 armchairs',
  items: [
    { item_id: 102, name: '3-seat sofa', width: 210, height: 85, depth: 82, weight: 55, qty: 1 },
    { item_id: 107, name: 'Armchair', width: 85, height: 90, depth: 85, weight: 25, qty: 2 },
  ],
};

describe('make, model and item lookup failures are only logged (docs/behaviour/quote-flow.md §8)', () => {
  it.each([
    [
      'makes',
      'makeLookup',
      NO_DATA_RETURNED_MESSAGE,
      { getMakes: serverDown },
      (s: ReturnType<typeof sessionWith>) => s.searchMakes(4),
    ],
    [
      'models',
      'modelLookup',
      NO_DATA_RETURNED_MESSAGE,
      { getModels: serverDown },
      (s: ReturnType<typeof sessionWith>) => s.searchModels({ make_id: 1, make_name: 'Ford' }, 4),
    ],
    [
      'box items',
      'itemLookup',
      WRONG_ITEM_ID_MESSAGE,
      { getItem: serverDown },
      (s: ReturnType<typeof sessionWith>) => s.applyBoxEstimate(),
    ],
  ] as const)(
    'a failed %s lookup rejects with its code and logs one warning %s',
    async (_what, code, message, methods, call) => {
      const report = vi.fn<(entry: ReportEntry) => void>();
      const session = sessionWith(furnitureListing(), { api: api(methods), report });
      const items = session.$listing.get().move_items;
      await expect(call(session)).rejects.toMatchObject({ code: 'server' });
      expect(report.mock.calls.map(([entry]) => entry)).toEqual([
        { kind: 'failure', severity: 'warning', code, message, data: 'server' },
      ]);
      expect(message).toMatch(/^Error: (No data returned|Wrong item_id)$/);
      // Only logged: nothing of the listing changes.
      expect(session.$listing.get().move_items).toBe(items);
    },
  );

  it('two callers of one make lookup share the call and the log; an abort is not logged', async () => {
    const report = vi.fn<(entry: ReportEntry) => void>();
    const answer = deferred<never>();
    const getMakes = vi.fn(() => answer.promise);
    const session = sessionWith(furnitureListing(), { api: api({ getMakes }), report });
    const both = Promise.allSettled([session.searchMakes(4), session.searchMakes(4)]);
    await vi.waitFor(() => expect(getMakes).toHaveBeenCalledTimes(1));
    answer.reject(new HaulkitError('network', 'offline'));
    expect((await both).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(report).toHaveBeenCalledTimes(1);

    const started = deferred<void>();
    const hanging = sessionWith(
      furnitureListing(),
      {
        api: api({
          getMakes: (_id, signal) =>
            new Promise((_resolve, reject) => {
              signal?.addEventListener('abort', () => reject(signal.reason));
              started.resolve();
            }),
        }),
        report,
      },
      'hanging',
    );
    const pending = hanging.searchMakes(5).catch((error: unknown) => error);
    await started.promise;
    hanging.dispose();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a lookup that answers logs nothing', async () => {
    const report = vi.fn();
    const session = sessionWith(furnitureListing(), {
      api: api({ getMakes: async () => [{ make_id: 1, make_name: 'Ford' }] }),
      report,
    });
    expect(await session.searchMakes(4)).toEqual([{ make_id: 1, make_name: 'Ford' }]);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('lookupEbayItem: eleven or more digits, or a pasted link, ask for the listing (back-office §5, §7)', () => {
  it.each([
    ['204512345678', '204512345678'],
    [' 204512345678 ', '204512345678'],
    ['https://www.ebay.co.uk/itm/grey-sofa/204512345678?hash=item1', '204512345678'],
  ])('%j asks GET ebay-item for %s and resolves to the listing, adding nothing yet', async (typed, id) => {
    const getEbayItem = vi.fn(async () => SOFA_LISTING);
    const session = sessionWith(furnitureListing({ move_items: [] }), { api: api({ getEbayItem }) });
    await expect(session.lookupEbayItem(typed)).resolves.toEqual(SOFA_LISTING);
    expect(getEbayItem).toHaveBeenCalledWith(id, expect.any(AbortSignal));
    expect(session.$listing.get().move_items).toEqual([]);
    expect(session.$requests.get()[`ebay:${id}`]).toMatchObject({ state: 'ready', data: SOFA_LISTING });
  });

  it.each(['sofa', '1234567890', '', 'https://www.ebay.co.uk/itm/1234'])(
    '%j holds no eBay item id: rejects ebay_listing_not_found without a call',
    async (typed) => {
      const getEbayItem = vi.fn(async () => SOFA_LISTING);
      const session = sessionWith(furnitureListing(), { api: api({ getEbayItem }) });
      await expect(session.lookupEbayItem(typed)).rejects.toMatchObject({ code: EBAY_LISTING_NOT_FOUND_CODE });
      expect(getEbayItem).not.toHaveBeenCalled();
    },
  );

  it("the adapter's coded error passes through, and the lookups status says so", async () => {
    const notFound = new HaulkitError(EBAY_LISTING_NOT_FOUND_CODE, 'no such listing');
    const session = sessionWith(furnitureListing(), {
      api: api({ getEbayItem: async () => Promise.reject(notFound) }),
    });
    await expect(session.lookupEbayItem('999999999999')).rejects.toBe(notFound);
    expect(session.$status.get().lookups).toEqual({
      state: 'error',
      error: { code: EBAY_LISTING_NOT_FOUND_CODE, message: 'no such listing' },
    });
  });

  it('without a quote adapter it rejects noAdapter', async () => {
    const session = sessionWith(furnitureListing());
    await expect(session.lookupEbayItem('204512345678')).rejects.toMatchObject({ code: 'noAdapter' });
  });
});

describe('addEbayItems adds a listing’s items as an item set is added (back-office §2 eBay item; §4 item list)', () => {
  it('each item becomes a move item with the same conversion and fake_id as a search result', () => {
    const state = { listing: furnitureListing({ move_items: [] }), ui: sessionWith(furnitureListing()).$ui.get() };
    const next = quoteTransitions.addEbayItems(state, SOFA_LISTING);
    expect(next.listing.move_items).toEqual(
      addSearchResult([], { name: SOFA_LISTING.title, item_set: [...SOFA_LISTING.items] }),
    );
    expect(next.listing.move_items?.map((item) => [item.name, item.quantity])).toEqual([
      ['3-seat sofa', 1],
      ['Armchair', 2],
    ]);
  });

  it('through the session: merged by fake_id with what is there, cached prices cleared', async () => {
    const session = sessionWith(furnitureListing(), { api: api({ savePrelisting: async () => priceResponse }) });
    session.experimentsFetched();
    await session.loadPrices({ force: true });
    expect(session.$listing.get().prices).toBeDefined();
    const before = session.$listing.get().move_items ?? [];
    session.addEbayItems(SOFA_LISTING);
    session.addEbayItems(SOFA_LISTING);
    const after = session.$listing.get();
    expect(after.move_items?.slice(0, before.length)).toEqual(before);
    expect(after.move_items?.slice(before.length).map((item) => [item.name, item.quantity])).toEqual([
      ['3-seat sofa', 2],
      ['Armchair', 4],
    ]);
    expect(after.prices).toBeUndefined();
    expect(session.$ui.get().priceStatus).toBe('idle');
  });

  it('a listing that holds nothing changes nothing', () => {
    const session = sessionWith(furnitureListing({ move_items: [sofa] }));
    const before = session.$state.get();
    session.addEbayItems({ title: 'Empty', items: [] });
    expect(session.$state.get()).toBe(before);
  });
});
