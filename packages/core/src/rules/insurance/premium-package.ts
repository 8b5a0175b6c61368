import { DEFAULT_VALUE_OF_GOODS, PREMIUM_MIN_VALUE_OF_GOODS } from './constants.js';
import { parseValueOfGoods } from './value-of-goods.js';

/** Package type of a premium listing (back-office §3: packageType premium, standard_plus). */
export const PREMIUM_PACKAGE = 'premium';

/**
 * True when Protection Plus counts as selected on a premium listing: the value of goods is
 * above 5000 (docs/behaviour/quote-flow.md §4, §9). 5000 or less, or no number, is "not selected".
 * @example premiumInsuranceSelected(5000) // false
 * @example premiumInsuranceSelected('5001') // true
 */
export function premiumInsuranceSelected(value: unknown): boolean {
  const amount = parseValueOfGoods(value);
  return amount !== undefined && amount > PREMIUM_MIN_VALUE_OF_GOODS;
}

/**
 * The value of goods left after removing insurance (docs/behaviour/quote-flow.md §4): premium
 * listings fall back to 5000, which they include; any other listing keeps none (`null`).
 * @example valueOfGoodsAfterRemoval('premium') // 5000
 */
export function valueOfGoodsAfterRemoval(packageType: unknown): number | null {
  return packageType === PREMIUM_PACKAGE ? DEFAULT_VALUE_OF_GOODS : null;
}
