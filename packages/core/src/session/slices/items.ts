import type { ItemSearchResult, MoveItem } from '../../model/item.js';
import type { Listing } from '../../model/listing.js';
import * as itemRules from '../../rules/items/items.js';
import type { SessionCore } from '../core.js';
import { clearCachedPrices } from '../quote-state.js';
import { defineSlice } from '../slice.js';

/**
 * The item list's slice (the item picker's; the quote flow's items step uses it too): adding a
 * search result, plus and minus on the item's step grid, a typed quantity, remove and undo. Every
 * change clears the cached prices and their cart lines (docs/behaviour/quote-flow.md §4).
 */
export const itemsSlice = defineSlice('items', (session: SessionCore) => {
  /** Every item change goes through here: new move_items, cached prices and their cart lines cleared (§4). */
  const changeItems = (change: (items: MoveItem[]) => MoveItem[]): Listing =>
    session.update((current) =>
      clearCachedPrices({
        ...current,
        listing: { ...current.listing, move_items: change(current.listing.move_items ?? []) },
      }),
    ).listing;
  const stepItem = (fakeId: string, next: (item: MoveItem) => number) =>
    changeItems((items) => {
      const item = items.find((candidate) => candidate.fake_id === fakeId);
      return item ? itemRules.setItemQuantity(items, fakeId, next(item)) : items;
    });
  return {
    /** Adds every item of a search result, merging by fake_id. Returns the new listing. */
    addSearchResult: (result: ItemSearchResult): Listing =>
      changeItems((items) => itemRules.addSearchResult(items, result)),
    /** Plus: the next quantity on the item's step grid. */
    increaseItem: (fakeId: string): Listing => stepItem(fakeId, itemRules.nextQuantity),
    /** Minus: the previous quantity; from 1 the item is removed. */
    decreaseItem: (fakeId: string): Listing => stepItem(fakeId, itemRules.previousQuantity),
    /** Sets an item's quantity (already validated); 0 removes it. */
    setItemQuantity: (fakeId: string, quantity: number): Listing =>
      changeItems((items) => itemRules.setItemQuantity(items, fakeId, quantity)),
    /** Removes an item. */
    removeItem: (fakeId: string): Listing => changeItems((items) => itemRules.setItemQuantity(items, fakeId, 0)),
    /** Puts a removed item back at its old position (undo). */
    restoreItem: (item: MoveItem, index: number): Listing =>
      changeItems((items) => itemRules.restoreItem(items, item, index)),
  };
});
