import type { MoveItem } from '../../model/item.js';
import { MAX_QUANTITY } from '../items/constants.js';
import { itemsVolumeCubicMetres, readMeasure } from '../units/units.js';
import {
  BOX_BUMP,
  BOX_BUMP_FROM,
  BOX_BUMP_LAST_DIGIT,
  BOX_ROUNDING_STEP,
  BOXES_LOCATION,
  BOXES_PER_CUBIC_METRE,
  LARGE_BOX_ITEM_ID,
  MIN_VOLUME_FOR_BOX_ESTIMATE,
  SMALL_BOX_ITEM_ID,
  SMALL_BOX_SHARE,
} from './constants.js';

/** One line of the suggested boxes, ready to add to the inventory. */
export interface BoxEstimateItem {
  item_id: typeof SMALL_BOX_ITEM_ID | typeof LARGE_BOX_ITEM_ID;
  qty: number;
}

/** The estimated-boxes suggestion, or nothing to show. */
export type BoxEstimate =
  | { shown: false }
  | { shown: true; total: number; small: number; large: number; items: [BoxEstimateItem, BoxEstimateItem] };

/** Decimal base of "ending in 5": a bumped count is a multiple of this. */
const DECIMAL = 10;

/** Largest estimate made: the per-item maximum (99,999) down to a multiple of 10, so capped counts stay on the grid. */
const MAX_ESTIMATE = MAX_QUANTITY - (MAX_QUANTITY % DECIMAL);

/** Rounds to the nearest multiple of the box step (halves up: 12.5 → 15). */
const toNearestStep = (value: number): number => Math.round(value / BOX_ROUNDING_STEP) * BOX_ROUNDING_STEP;

/**
 * A box count of 35 or more ending in 5 bumped by 5 (docs/behaviour/quote-flow.md §9), so it lands on
 * the 10-step grid that box quantities (ids 1020 and 845) use above 30; capped at 99,999 (NaN is 0).
 * @example bumpBoxCount(35) // 40
 */
export function bumpBoxCount(count: number): number {
  if (Number.isNaN(count)) return 0;
  const bumped = count >= BOX_BUMP_FROM && count % DECIMAL === BOX_BUMP_LAST_DIGIT ? count + BOX_BUMP : count;
  return Math.min(MAX_QUANTITY, bumped);
}

/**
 * The estimated-boxes suggestion for a removal's total volume in m³ (docs/behaviour/quote-flow.md §5,
 * §9). Shown only from 5 m³. The estimate is 2.5 × volume rounded to the nearest 5; the small
 * boxes are one third of it rounded to the nearest 5, the large boxes the rest. The "35 or more
 * ending in 5 is bumped by 5" rule is read as applying to each box count (not to the estimate),
 * since both are quantity-range items stepping by 10 above 30; `total` is then small + large, the
 * number of boxes actually suggested. The estimate is capped at 99,990 (the per-item maximum on
 * the 10-step grid). A missing, non-numeric or negative volume shows nothing.
 * @example estimateBoxes(20) // { shown: true, total: 55, small: 15, large: 40, items: [{ item_id: 1020, qty: 15 }, { item_id: 845, qty: 40 }] }
 */
export function estimateBoxes(volumeM3: unknown): BoxEstimate {
  const volume = readMeasure(volumeM3);
  if (volume === undefined || volume < MIN_VOLUME_FOR_BOX_ESTIMATE) return { shown: false };
  const estimate = Math.min(MAX_ESTIMATE, toNearestStep(volume * BOXES_PER_CUBIC_METRE));
  const smallShare = toNearestStep(estimate * SMALL_BOX_SHARE);
  const small = bumpBoxCount(smallShare);
  const large = bumpBoxCount(estimate - smallShare);
  return {
    shown: true,
    total: small + large,
    small,
    large,
    items: [
      { item_id: SMALL_BOX_ITEM_ID, qty: small },
      { item_id: LARGE_BOX_ITEM_ID, qty: large },
    ],
  };
}

/** True for a box the estimate itself suggests: item 1020 or 845 in the boxes room (no room counts as boxes). */
export function isEstimatedBox(item: Pick<MoveItem, 'item_id' | 'location_id'>): boolean {
  const id = Number(item.item_id);
  return (
    (id === SMALL_BOX_ITEM_ID || id === LARGE_BOX_ITEM_ID) &&
    Number(item.location_id ?? BOXES_LOCATION) === BOXES_LOCATION
  );
}

/**
 * The estimated-boxes suggestion for a removal's items (§5, §9): the estimate of their volume,
 * leaving out the boxes it suggested, so applying it never makes it grow.
 */
export function estimateBoxesForItems(items: readonly MoveItem[] | null | undefined): BoxEstimate {
  return estimateBoxes(itemsVolumeCubicMetres((items ?? []).filter((item) => !isEstimatedBox(item))));
}
