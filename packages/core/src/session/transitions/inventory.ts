import type { MoveItem } from '../../model/item.js';
import type { CatalogueItem } from '../../ports/quote-types.js';
import { estimateBoxesForItems, isEstimatedBox } from '../../rules/boxes/boxes.js';
import { BOXES_LOCATION } from '../../rules/boxes/constants.js';
import { toMoveItem } from '../../rules/items/items.js';
import type { QuoteState } from '../quote-state.js';
import { addInventoryItem, type InventoryKey, setInventoryQuantity, withItems } from './inventory-items.js';

export { addInventoryItem, type InventoryKey, setInventoryQuantity };

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
