import { MAX_QUANTITY } from '../items/constants.js';
import { readMeasure } from '../units/units.js';
import { PACKING_MATERIALS, PACKING_UNIT_PRICES, type PackingMaterial } from './constants.js';

/** The packing service's parameters: a count per material, as typed or stored (any may be missing). */
export type PackingCounts = Partial<Record<PackingMaterial, unknown>>;

/** One priced line of the packing service. */
export interface PackingLine {
  material: PackingMaterial;
  count: number;
  unitPrice: number;
  amount: number;
}

/**
 * A packing count as priced: a whole number from 0 to 99,999 (the per-item maximum). A missing,
 * non-numeric or negative count is 0; a fractional one is cut to its whole part.
 */
export function packingCount(value: unknown): number {
  const count = readMeasure(value) ?? 0;
  return Math.min(MAX_QUANTITY, Math.max(0, Math.trunc(count)));
}

/** The packing service's lines, one per material, in the order small, large, wardrobe, bubble wrap (§3, §9). */
export function packingLines(counts: PackingCounts): PackingLine[] {
  return PACKING_MATERIALS.map((material) => {
    const count = packingCount(counts[material]);
    const unitPrice = PACKING_UNIT_PRICES[material];
    return { material, count, unitPrice, amount: count * unitPrice };
  });
}

/**
 * The packing price in pounds: the sum of each count times its unit price (docs/behaviour/quote-flow.md
 * §5, §9: small_boxes 3, large_boxes 4, wardrobe_boxes 5, bubble_wrap 2). Unit prices are whole
 * pounds, so the sum is exact.
 * @example packingPrice({ small_boxes: 10, bubble_wrap: 2 }) // 34
 */
export function packingPrice(counts: PackingCounts): number {
  return packingLines(counts).reduce((sum, line) => sum + line.amount, 0);
}
