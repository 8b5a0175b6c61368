import type { MoveItem } from '../../model/item.js';
import type { CatalogueItem } from '../../ports/quote-types.js';
import { type InventoryKey, roomOfItem } from '../../rules/inventory/room-of.js';
import { clampQuantity, toMoveItem } from '../../rules/items/items.js';
import { clearCachedPrices, type QuoteState } from '../quote-state.js';

// The removal inventory's item transitions, keyed by fake_id and room: apart from the box
// estimate's (inventory.ts), so the items slice every list uses carries only these.

export type { InventoryKey };

const matches = (item: MoveItem, key: InventoryKey) =>
  item.fake_id === key.fakeId && roomOfItem(item) === key.locationId;

/** The state with new move items and the cached prices cleared (§4: any change clears them). */
export const withItems = (state: QuoteState, items: MoveItem[]): QuoteState =>
  clearCachedPrices({ ...state, listing: { ...state.listing, move_items: items } });

/**
 * Adds a catalogue item to a room of the removal inventory (§2 removal inventory by room): the
 * same item already in that room has its quantity raised (capped at 99,999), otherwise it is
 * added with its room as location_id.
 */
export function addInventoryItem(state: QuoteState, entry: CatalogueItem, locationId: number): QuoteState {
  const item: MoveItem = { ...toMoveItem(entry), location_id: locationId };
  const items = state.listing.move_items ?? [];
  const index = items.findIndex((existing) => matches(existing, { fakeId: item.fake_id, locationId }));
  if (index === -1) return withItems(state, [...items, item]);
  return withItems(
    state,
    items.map((existing, i) =>
      i === index ? { ...existing, quantity: clampQuantity(existing.quantity + item.quantity) } : existing,
    ),
  );
}

/** Sets the quantity of an inventory item (already validated by the item rules); 0 removes it. */
export function setInventoryQuantity(state: QuoteState, key: InventoryKey, quantity: number): QuoteState {
  const items = state.listing.move_items ?? [];
  if (!items.some((item) => matches(item, key))) return state;
  if (quantity < 1)
    return withItems(
      state,
      items.filter((item) => !matches(item, key)),
    );
  return withItems(
    state,
    items.map((item) => (matches(item, key) ? { ...item, quantity: clampQuantity(quantity) } : item)),
  );
}
