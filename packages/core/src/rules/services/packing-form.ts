import { MAX_QUANTITY } from '../items/constants.js';
import { PACKING_MATERIALS, type PackingMaterial } from '../packing/constants.js';
import { packingCount, packingPrice } from '../packing/packing.js';
import { type PackingCountsOf, packingCountsOf } from './extra-services.js';

/** Why a typed packing count is refused: not a whole number from 0, or above 99,999 (§5, §9). */
export type PackingCountErrorCode = 'packingCountNotWhole' | 'packingCountTooHigh';

/** A typed packing count: the count, or why it is refused (the text stays as typed). */
export type PackingCountCheck = { ok: true; count: number } | { ok: false; code: PackingCountErrorCode; max: number };

/** The packing dialog's boxes as typed, one text per material. */
export type PackingTexts = Readonly<Record<PackingMaterial, string>>;

/**
 * A count as typed in the packing dialog (docs/behaviour/quote-flow.md §3, §5): a whole number from 0
 * to 99,999 (the per-item maximum); a blank box counts 0. Anything else is refused with a code.
 * @example parsePackingCount(' 12 ') // { ok: true, count: 12 }
 * @example parsePackingCount('2.5') // { ok: false, code: 'packingCountNotWhole', max: 99999 }
 */
export function parsePackingCount(text: string | undefined): PackingCountCheck {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: true, count: 0 };
  if (!/^\d+$/.test(trimmed)) return { ok: false, code: 'packingCountNotWhole', max: MAX_QUANTITY };
  const count = Number(trimmed);
  if (count > MAX_QUANTITY) return { ok: false, code: 'packingCountTooHigh', max: MAX_QUANTITY };
  return { ok: true, count };
}

/** The next count for the dialog's + and − buttons, from whatever the box holds (a refused text reads as its whole part). */
export function stepPackingCount(text: string, direction: 'up' | 'down'): number {
  const checked = parsePackingCount(text);
  const count = checked.ok ? checked.count : packingCount(text);
  return direction === 'up' ? Math.min(MAX_QUANTITY, count + 1) : Math.max(0, count - 1);
}

/** The packing dialog checked: the counts and their price, or what is wrong (§4, §5). */
export type PackingFormCheck =
  | { ok: true; counts: PackingCountsOf; price: number }
  | { ok: false; code: 'packingCounts'; fields: Partial<Record<PackingMaterial, PackingCountCheck & { ok: false }>> }
  | { ok: false; code: 'packingEmpty' };

/**
 * Checks the packing dialog before it confirms (§4, §5): every box a whole number from 0 to
 * 99,999, and at least one item, since packing of nothing is no service (core's confirmPacking
 * would leave it out of the cart; the dialog says so instead of closing as if it had added it).
 */
export function checkPackingForm(texts: PackingTexts): PackingFormCheck {
  const fields: Partial<Record<PackingMaterial, PackingCountCheck & { ok: false }>> = {};
  const counts = {} as Record<PackingMaterial, number>;
  for (const material of PACKING_MATERIALS) {
    const checked = parsePackingCount(texts[material]);
    if (checked.ok) counts[material] = checked.count;
    else fields[material] = checked;
  }
  if (Object.keys(fields).length > 0) return { ok: false, code: 'packingCounts', fields };
  if (PACKING_MATERIALS.every((material) => counts[material] === 0)) return { ok: false, code: 'packingEmpty' };
  return { ok: true, counts, price: packingPrice(counts) };
}

/** The live packing price of the boxes as typed: each accepted count times its unit price, a refused box counting 0 (§5). */
export function packingPriceOfTexts(texts: PackingTexts): number {
  const counts: Partial<Record<PackingMaterial, number>> = {};
  for (const material of PACKING_MATERIALS) {
    const checked = parsePackingCount(texts[material]);
    counts[material] = checked.ok ? checked.count : 0;
  }
  return packingPrice(counts);
}

/**
 * What the packing dialog starts with: the counts already chosen (the packing line in the cart),
 * else none: the counts the price answer suggests are not chosen for the customer.
 */
export function packingStartTexts(chosen: PackingCountsOf | null): PackingTexts {
  const counts = chosen ?? packingCountsOf(undefined);
  return Object.fromEntries(PACKING_MATERIALS.map((material) => [material, String(counts[material])])) as PackingTexts;
}
