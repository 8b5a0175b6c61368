import type { MoveItem } from '../../model/item.js';
import type { CatalogueItem } from '../../ports/quote-types.js';
import { estimateBoxesForItems, isEstimatedBox } from '../../rules/boxes/boxes.js';
import { BOXES_LOCATION } from '../../rules/boxes/constants.js';
import { clampQuantity, toMoveItem } from '../../rules/items/items.js';
import { clearCachedPrices, type QuoteState } from '../quote-state.js';

/** An item of the removal inventory: its fake_id and its room (the same item may be in two rooms). */
export interface InventoryKey {
  fakeId: string;
  locationId: number;
}

const roomOf = (item: MoveItem) => Number(item.location_id ?? BOXES_LOCATION);
const matches = (item: MoveItem, key: InventoryKey) => item.fake_id === key.fakeId && roomOf(item) === key.locationId;

/** The state with new move items and the cached prices cleared (§4: any change clears them). */
const withItems = (state: QuoteState, items: MoveItem[]): QuoteState =>
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

/**
 * Applies the estimated-boxes suggestion (§2, §9): the small boxes (item 1020) and large boxes
 * (item 845) of the estimate for the items' volume, in the boxes room (location 0), replacing
 * the quantities of those two items there. `catalogue` holds the two items as GET /ng/get_item
 * gives them. Nothing happens when no estimate is shown (under 5 m³) or an item is missing.
 */
export function applyBoxEstimate(state: QuoteState, catalogue: readonly CatalogueItem[]): QuoteState {
  const items = state.listing.move_items ?? [];
  const boxesOut = items.filter((item) => !isEstimatedBox(item));
  const estimate = estimateBoxesForItems(items);
  if (!estimate.shown) return state;
  const added: MoveItem[] = [];
  for (const { item_id, qty } of estimate.items) {
    const entry = catalogue.find((candidate) => Number(candidate.item_id) === item_id);
    if (entry === undefined) return state;
    if (qty > 0) added.push({ ...toMoveItem({ ...entry, qty }), location_id: BOXES_LOCATION });
  }
  return withItems(state, [...boxesOut, ...added]);
}
