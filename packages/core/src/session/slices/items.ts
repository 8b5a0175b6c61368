import type { ItemSearchResult, MoveItem } from '../../model/item.js';
import type { Listing } from '../../model/listing.js';
import type { CatalogueItem } from '../../ports/quote-types.js';
import { findInventoryItem } from '../../rules/inventory/room-of.js';
import * as itemRules from '../../rules/items/items.js';
import type { SessionCore } from '../core.js';
import { clearCachedPrices, type QuoteState } from '../quote-state.js';
import { defineSlice } from '../slice.js';
import { addInventoryItem, type InventoryKey, setInventoryQuantity } from '../transitions/inventory-items.js';

/**
 * An item of the list: its fake_id (the item picker's rows), or its fake_id and room (the removal
 * inventory's rows: one item may be in two rooms).
 */
export type ItemKey = string | InventoryKey;

const findItem = (items: readonly MoveItem[], key: ItemKey) =>
  typeof key === 'string' ? items.find((item) => item.fake_id === key) : findInventoryItem(items, key);

/** The state with one item's quantity set (already validated); 0 removes it. Cached prices go (§4). */
function withQuantity(state: QuoteState, key: ItemKey, quantity: number): QuoteState {
  if (typeof key !== 'string') return setInventoryQuantity(state, key, quantity);
  const items = itemRules.setItemQuantity(state.listing.move_items ?? [], key, quantity);
  return clearCachedPrices({ ...state, listing: { ...state.listing, move_items: items } });
}

/**
 * The item list's slice, for every piece that lists items (the item picker, the quote flow's
 * items step, the removal inventory): adding a search result, plus and minus on the item's step
 * grid (docs/behaviour/quote-flow.md §9), a typed quantity, remove and undo. Each is one
 * implementation, whichever piece calls it. Every change clears the cached prices and their cart
 * lines (§4); an action that changes nothing returns the same listing.
 */
export const itemsSlice = defineSlice('items', (session: SessionCore) => {
  const change = (step: (state: QuoteState) => QuoteState): Listing => session.update(step).listing;
  /** One press of plus or minus: the rule's next quantity; a room's catalogue `entry` not held yet starts at plus's first step. */
  const stepItem =
    (rule: (item: Pick<MoveItem, 'item_id' | 'quantity'>) => number) =>
    (key: ItemKey, entry?: CatalogueItem): Listing =>
      change((state) => {
        const item = findItem(state.listing.move_items ?? [], key);
        if (item) {
          const quantity = rule(item);
          return quantity === item.quantity ? state : withQuantity(state, key, quantity);
        }
        if (!entry || typeof key === 'string') return state;
        const first = rule({ item_id: entry.item_id as MoveItem['item_id'], quantity: 0 });
        return first < 1 ? state : addInventoryItem(state, { ...entry, qty: first }, key.locationId);
      });
  const changeItems = (edit: (items: MoveItem[]) => MoveItem[]): Listing =>
    change((current) =>
      clearCachedPrices({
        ...current,
        listing: { ...current.listing, move_items: edit(current.listing.move_items ?? []) },
      }),
    );
  return {
    /** Adds every item of a search result, merging by fake_id. Returns the new listing. */
    addSearchResult: (result: ItemSearchResult): Listing =>
      changeItems((items) => itemRules.addSearchResult(items, result)),
    /**
     * Plus: the next quantity on the item's step grid (§9). An inventory row whose catalogue
     * `entry` the room does not hold yet is added at the grid's first step.
     * @example session.increaseItem({ fakeId: 'sofa', locationId: 3 }, catalogueEntry)
     */
    increaseItem: stepItem(itemRules.nextQuantity),
    /** Minus: the previous quantity; from 1 the item is removed (from its room, for an inventory row). */
    decreaseItem: stepItem(itemRules.previousQuantity),
    /**
     * Sets an item's quantity (already validated); 0 removes it. The same quantity changes nothing.
     * An inventory row whose catalogue `entry` the room does not hold yet is added at that quantity.
     */
    setItemQuantity: (key: ItemKey, quantity: number, entry?: CatalogueItem): Listing =>
      change((state) => {
        const item = findItem(state.listing.move_items ?? [], key);
        if (item) return item.quantity === quantity ? state : withQuantity(state, key, quantity);
        if (!entry || typeof key === 'string' || quantity < 1) return state;
        return addInventoryItem(state, { ...entry, qty: quantity }, key.locationId);
      }),
    /** Removes an item. */
    removeItem: (key: ItemKey): Listing =>
      change((state) => (findItem(state.listing.move_items ?? [], key) ? withQuantity(state, key, 0) : state)),
    /** Puts a removed item back at its old position (undo). */
    restoreItem: (item: MoveItem, index: number): Listing =>
      changeItems((items) => itemRules.restoreItem(items, item, index)),
  };
});
