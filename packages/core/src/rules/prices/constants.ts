/** Lifetime discount for customers with has_lifetime_discount, in percent (docs/behaviour/quote-flow.md §6, §9). */
export const LIFETIME_DISCOUNT_PERCENT = 15;

/** Price keys of a day's prices (back-office §4); flexible is the saver price. */
export const PRICE_KEYS = ['standard', 'standard_plus', 'premium', 'flexible'] as const;

/** The price key of the saver option (back-office §4: "flexible (saver)"). */
export const SAVER_PRICE_KEY = 'flexible';

/** Package types whose listings keep services, dates and cart when the day's price is missing (back-office §4). */
export const KEPT_PACKAGE_TYPES: readonly string[] = ['premium', 'standard_plus'];

/** Pence in a pound: prices are in pounds and rounded to the penny. */
export const PRICE_MINOR_UNITS = 100;

/** Percent in a whole price. */
export const PRICE_PERCENT_BASE = 100;

/** Characters of a YYYY-MM-DD day, the key of prices by date; a listing date may carry a time after them. */
export const DATE_KEY_LENGTH = 10;
