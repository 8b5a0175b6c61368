import {
  DATE_KEY_LENGTH,
  KEPT_PACKAGE_TYPES,
  LIFETIME_DISCOUNT_PERCENT,
  PRICE_KEYS,
  PRICE_MINOR_UNITS,
  PRICE_PERCENT_BASE,
  SAVER_PRICE_KEY,
} from './constants.js';

/** One of the price keys standard, standard_plus, premium, flexible (back-office §4). */
export type PriceKey = (typeof PRICE_KEYS)[number];

/** True for a known price key. */
export function isPriceKey(key: unknown): key is PriceKey {
  return typeof key === 'string' && (PRICE_KEYS as readonly string[]).includes(key);
}

/**
 * The price key a listing reads (back-office §4): flexible when the saver option is on,
 * otherwise its package type (premium, standard_plus) or standard.
 */
export function priceKeyFor(listing: { saverOption?: unknown; packageType?: unknown }): PriceKey {
  if (listing.saverOption === true) return SAVER_PRICE_KEY;
  return isPriceKey(listing.packageType) && listing.packageType !== SAVER_PRICE_KEY ? listing.packageType : 'standard';
}

/** A price in pounds rounded to the penny; anything not finite reads as 0. */
export function roundToPence(price: number): number {
  if (!Number.isFinite(price)) return 0;
  const rounded = Math.round(price * PRICE_MINOR_UNITS) / PRICE_MINOR_UNITS;
  return Number.isFinite(rounded) ? rounded : price; // beyond 1e306 there are no pence to round
}

/** Who is buying and what: the two facts the lifetime discount depends on. */
export interface LifetimeDiscountContext {
  hasLifetimeDiscount?: boolean | null;
  isHourlyRate?: boolean | null;
}

/**
 * The price after the 15 % lifetime discount (docs/behaviour/quote-flow.md §6), for customers with
 * has_lifetime_discount and never on hourly-rate. Prices are pounds; the discounted price is
 * rounded half up to the penny. A price that is not a finite number reads as 0.
 * @example applyLifetimeDiscount(100, { hasLifetimeDiscount: true, isHourlyRate: false }) // 85
 */
export function applyLifetimeDiscount(price: number, context: LifetimeDiscountContext): number {
  if (!Number.isFinite(price)) return 0;
  if (context.hasLifetimeDiscount !== true || context.isHourlyRate === true) return price;
  const kept = PRICE_PERCENT_BASE - LIFETIME_DISCOUNT_PERCENT;
  const pence = Math.round(price * PRICE_MINOR_UNITS);
  const discounted = Math.round((pence * kept) / PRICE_PERCENT_BASE) / PRICE_MINOR_UNITS;
  return Number.isFinite(discounted) ? discounted : (price / PRICE_PERCENT_BASE) * kept;
}

/** The listing fields clearWhenPriceMissing reads and clears (back-office §3). */
export interface PricedListing {
  prices?: Record<string, unknown> | null;
  pickup_date?: string | null;
  pickup_date_end?: string | null;
  delivery_date?: string | null;
  delivery_date_end?: string | null;
  listing_cart?: readonly unknown[] | null;
  additional_services?: readonly unknown[] | null;
  packageType?: string | null;
}

/** True when the day has a price: an entry that is neither absent, null nor an empty object. */
export function hasPriceFor(prices: Record<string, unknown> | null | undefined, date: string): boolean {
  if (typeof prices !== 'object' || prices === null || !Object.hasOwn(prices, date)) return false;
  const day = prices[date];
  if (day === null || day === undefined) return false;
  return typeof day !== 'object' || Object.keys(day).length > 0;
}

/**
 * When prices are missing for the chosen date, clears the additional services, the dates
 * (pickup_date, pickup_date_end, delivery_date, delivery_date_end) and the cart (back-office §4),
 * except on premium and standard_plus listings, which keep them. The chosen date is compared by
 * day: a pickup_date with a time part ('2030-01-14T00:00:00Z', '2030-01-14 00:00:00') reads the
 * prices of '2030-01-14'. With no chosen date, or a price for its day, the listing comes back as
 * it is (same object). Never changes its input.
 */
export function clearWhenPriceMissing<T extends PricedListing>(listing: T): T {
  const date = listing.pickup_date;
  if (typeof date !== 'string' || date === '') return listing;
  if (hasPriceFor(listing.prices, date.slice(0, DATE_KEY_LENGTH))) return listing;
  if (typeof listing.packageType === 'string' && KEPT_PACKAGE_TYPES.includes(listing.packageType)) return listing;
  return {
    ...listing,
    pickup_date: null,
    pickup_date_end: null,
    delivery_date: null,
    delivery_date_end: null,
    listing_cart: [],
    additional_services: [],
  };
}

/** Inputs of a time option's price (back-office §4). All prices in pounds. */
export interface TimeOptionPriceInput {
  /** The day's price with this time option. */
  optionPrice: number;
  /** The day's base price for the same price key, without a time option. */
  basePrice: number;
  /** The admin price override of the day, if any. */
  adminPrice?: number | null;
  /** True when the saver (flexible) option is on. */
  saverOption?: boolean | null;
}

/**
 * What a time option adds to the cart (back-office §4): the difference to the base price,
 * rounded to the penny; 0 (no cart line) when a positive admin price exists or saver is on.
 * A time option never lowers the price: a difference below 0, or any non-number, gives 0.
 * @example timeOptionPrice({ optionPrice: 145, basePrice: 120 }) // 25
 */
export function timeOptionPrice(input: TimeOptionPriceInput): number {
  const admin = input.adminPrice;
  if (typeof admin === 'number' && Number.isFinite(admin) && admin > 0) return 0;
  if (input.saverOption === true) return 0;
  const difference = roundToPence(input.optionPrice - input.basePrice);
  return Math.max(difference, 0);
}
