import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ItemSearchResult, MoveItem } from '../model/item.js';
import type { Listing } from '../model/listing.js';
import type { QuoteApi } from '../ports/quote-api.js';
import * as itemRules from '../rules/items/items.js';
import { clearPriceOptions } from '../rules/listing.js';
import { getOrCreate, resetRegistry } from './registry.js';

/** Default key of a quote session (the `session` attribute). */
export const DEFAULT_SESSION_KEY = 'default';

/** Version of the session object's shape; sessions are shared across bundles of one major. */
export const SESSION_VERSION = 1;

/**
 * One customer's quote: the listing and the adapters that serve it. Elements with the same
 * `session` attribute share one, also across separately loaded bundles.
 */
export interface QuoteSession {
  readonly key: string;
  readonly version: number;
  /** The draft listing. Change it through the actions below, never by hand. */
  readonly $listing: ReadableAtom<Listing>;
  /** The quote adapter in use, once configured. */
  readonly $api: ReadableAtom<QuoteApi | undefined>;
  /** Sets the quote adapter (see `configure`). */
  setApi(api: QuoteApi): void;
  /** Adds every item of a search result, merging by fake_id. Returns the new listing. */
  addSearchResult(result: ItemSearchResult): Listing;
  /** Plus: the next quantity on the item's step grid. */
  increaseItem(fakeId: string): Listing;
  /** Minus: the previous quantity; from 1 the item is removed. */
  decreaseItem(fakeId: string): Listing;
  /** Sets an item's quantity (already validated); 0 removes it. */
  setItemQuantity(fakeId: string, quantity: number): Listing;
  /** Removes an item. */
  removeItem(fakeId: string): Listing;
}

function createQuoteSession(key: string): QuoteSession {
  const $listing: WritableAtom<Listing> = atom<Listing>({ move_items: [] });
  const $api = atom<QuoteApi | undefined>(undefined);

  /** Every item change goes through here: new move_items, cached price options cleared (§4). */
  const changeItems = (change: (items: MoveItem[]) => MoveItem[]): Listing => {
    const current = $listing.get();
    const next = clearPriceOptions({ ...current, move_items: change(current.move_items ?? []) });
    $listing.set(next);
    return next;
  };
  const find = (fakeId: string) => ($listing.get().move_items ?? []).find((item) => item.fake_id === fakeId);

  return {
    key,
    version: SESSION_VERSION,
    $listing,
    $api,
    setApi: (api) => $api.set(api),
    addSearchResult: (result) => changeItems((items) => itemRules.addSearchResult(items, result)),
    increaseItem: (fakeId) =>
      changeItems((items) => {
        const item = find(fakeId);
        return item ? itemRules.setItemQuantity(items, fakeId, itemRules.nextQuantity(item)) : items;
      }),
    decreaseItem: (fakeId) =>
      changeItems((items) => {
        const item = find(fakeId);
        return item ? itemRules.setItemQuantity(items, fakeId, itemRules.previousQuantity(item)) : items;
      }),
    setItemQuantity: (fakeId, quantity) => changeItems((items) => itemRules.setItemQuantity(items, fakeId, quantity)),
    removeItem: (fakeId) => changeItems((items) => itemRules.setItemQuantity(items, fakeId, 0)),
  };
}

/** The quote session for a key, created on first use and shared by every bundle on the page. */
export function getSession(key: string = DEFAULT_SESSION_KEY): QuoteSession {
  return getOrCreate(`quote:${key}`, () => createQuoteSession(key));
}

/** Adapters a session uses. */
export interface SessionAdapters {
  api?: QuoteApi;
}

/** Sets the adapters of a session (default session when no key is given). */
export function configure(adapters: SessionAdapters, key: string = DEFAULT_SESSION_KEY): QuoteSession {
  const session = getSession(key);
  if (adapters.api) session.setApi(adapters.api);
  return session;
}

/** Forgets every session (tests only). */
export function resetSessions(): void {
  resetRegistry();
}
