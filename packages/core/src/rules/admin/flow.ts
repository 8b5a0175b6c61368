// What only an admin's quote flow does with prices (docs/behaviour/quote-flow.md §6).

/** A fixed price option of a day: `fixed_N`, N helpers (quote-flow.md §4, Price tabs). */
const FIXED_OPTION = /^fixed_\d+$/;

/** How many fixed options a day's standard price holds (0 when it is one amount or absent). */
function fixedOptionsOf(day: unknown): number {
  if (day === null || typeof day !== 'object') return 0;
  const standard = (day as { standard?: unknown }).standard;
  if (standard === null || typeof standard !== 'object') return 0;
  return Object.entries(standard).filter(([key, amount]) => FIXED_OPTION.test(key) && typeof amount === 'number')
    .length;
}

/**
 * True when the listing's prices "have two options" (quote-flow.md §6: an admin starts a new
 * calculation of those): some day's standard price is given for two or more numbers of helpers
 * (`fixed_1` and `fixed_2`). Not specified: chosen, since the price tabs are the options a
 * customer chooses between.
 */
export function hasTwoPriceOptions(listing: { prices?: unknown }): boolean {
  const prices = listing.prices;
  if (prices === null || typeof prices !== 'object') return false;
  return Object.values(prices).some((day) => fixedOptionsOf(day) >= 2);
}
