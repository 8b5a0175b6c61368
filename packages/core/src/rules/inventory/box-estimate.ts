import type { MoveItem } from '../../model/item.js';
import { type BoxEstimate, isEstimatedBox } from '../boxes/boxes.js';

/**
 * True when the inventory already holds the suggested boxes (§2 estimated-boxes suggestion):
 * each box item of the estimate (small 1020, large 845) in the boxes room with exactly the
 * suggested quantity, and none of a suggested 0. False when no estimate is shown.
 */
export function isBoxEstimateApplied(estimate: BoxEstimate, items: readonly MoveItem[] | null | undefined): boolean {
  if (!estimate.shown) return false;
  const boxes = (items ?? []).filter(isEstimatedBox);
  return estimate.items.every(({ item_id, qty }) => {
    const held = boxes.filter((item) => Number(item.item_id) === item_id).reduce((sum, item) => sum + item.quantity, 0);
    return held === qty;
  });
}
