/** Illustrative demo price of any job before its volume, in GBP. */
export const DEMO_BASE_PRICE = 45;

/** Illustrative demo price per cubic metre of items, in GBP. */
export const DEMO_PRICE_PER_M3 = 28;

/** Saturdays and Sundays cost this much more (DOMAIN-NOTES.md: weekends are busier). */
export const DEMO_WEEKEND_SURCHARGE = 0.15;

/** How many days of prices the demo answers, starting with the clock's day. */
export const DEMO_PRICE_DAYS = 30;

/** The most results one item search answers. */
export const MAX_SEARCH_RESULTS = 10;

/** The marketplace category an item search assumes when none is given (§7: category_id 1). */
export const DEFAULT_CATEGORY_ID = 1;

/** Cubic metres per cubed unit of each dimension unit (customer-quote-flow.md §9). */
export const M3_PER_CUBED_UNIT: Readonly<Record<string, number>> = {
  cm: 1e-6,
  m: 1,
  in: 1.6387e-5,
  ft: 0.0283168,
  mm: 1e-9,
};
