import { atom, type ReadableAtom } from 'nanostores';
import type { MoveItem } from '../model/item.js';
import type { QuoteSession } from './quote-session.js';

/** A store of one item: its value now, and a listener told only when that item changes or goes. */
export interface ItemStore {
  get(): MoveItem | undefined;
  listen(listener: (item: MoveItem | undefined) => void): () => void;
}

/**
 * Stores that let a view read the item list per item, so a change to one item renders one row
 * and reaches one listener, and a list of 200 costs what a list of 1 does (docs/architecture.md:
 * behaviour in hooks, state in stores). Derived from the session's `$listing`; built once per
 * session.
 */
export interface ItemStores {
  /** The items' fake_ids in list order: the same array until an item is added, removed or moved. */
  readonly $ids: ReadableAtom<readonly string[]>;
  /** One item's store, by fake_id. */
  item(fakeId: string): ItemStore;
  /** The item with this fake_id now, or undefined. */
  find(fakeId: string): MoveItem | undefined;
}

const STORES = new WeakMap<QuoteSession, ItemStores>();

const itemsOf = (session: QuoteSession): readonly MoveItem[] => session.$listing.get().move_items ?? [];

/**
 * The per-item stores of a session. One listener on the listing compares the new item list with
 * the last one object by object (items are immutable: an unchanged item keeps its object) and
 * tells only the listeners of the items that changed, came or went.
 * @example const { $ids, item } = itemStores(getSession()); item($ids.get()[0]).get()
 */
export function itemStores(session: QuoteSession): ItemStores {
  const known = STORES.get(session);
  if (known) return known;
  let items = itemsOf(session);
  let byId: Map<string, MoveItem> | undefined;
  const listeners = new Map<string, Set<(item: MoveItem | undefined) => void>>();
  const $ids = atom<readonly string[]>(items.map((item) => item.fake_id));
  const find = (fakeId: string) => {
    byId ??= new Map(items.map((item) => [item.fake_id, item]));
    return byId.get(fakeId);
  };
  const tell = (fakeId: string) => {
    const heard = listeners.get(fakeId);
    if (!heard) return;
    const item = find(fakeId);
    for (const listener of [...heard]) listener(item);
  };

  session.$listing.listen((listing) => {
    const before = items;
    const after = listing.move_items ?? [];
    if (after === before) return;
    items = after;
    byId = undefined;
    const ids = $ids.get();
    const sameIds = after.length === ids.length && after.every((item, index) => item.fake_id === ids[index]);
    if (sameIds) {
      // The usual change (a quantity): same ids in the same places, one new object.
      for (let index = 0; index < after.length; index += 1) {
        if (after[index] !== before[index]) tell((after[index] as MoveItem).fake_id);
      }
      return;
    }
    const old = new Map(before.map((item) => [item.fake_id, item]));
    $ids.set(after.map((item) => item.fake_id));
    for (const item of after) {
      if (old.get(item.fake_id) !== item) tell(item.fake_id);
      old.delete(item.fake_id);
    }
    for (const fakeId of old.keys()) tell(fakeId);
  });

  const stores: ItemStores = {
    $ids,
    find,
    item: (fakeId) => ({
      get: () => find(fakeId),
      listen: (listener) => {
        let heard = listeners.get(fakeId);
        if (!heard) {
          heard = new Set();
          listeners.set(fakeId, heard);
        }
        heard.add(listener);
        return () => {
          heard.delete(listener);
          if (heard.size === 0 && listeners.get(fakeId) === heard) listeners.delete(fakeId);
        };
      },
    }),
  };
  STORES.set(session, stores);
  return stores;
}
