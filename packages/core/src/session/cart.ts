import type { CartEntry } from '../model/cart.js';
import type { Listing } from '../model/listing.js';
import { priceKeyFor, roundToPence, timeOptionPrice } from '../rules/prices/prices.js';
import { readMeasure } from '../rules/units/units.js';
import { FLEXIBLE_TAB, PRICE_OPTION_CART_TYPE } from './constants.js';
import type { PriceTab } from './slices/price-step-ui.js';

/** A listing's cart lines (docs/behaviour/quote-flow.md §3, Cart line). */
export function cartOf(listing: Listing): CartEntry[] {
  return Array.isArray(listing.listing_cart) ? listing.listing_cart : [];
}

/** The listing with another cart. */
export function withCart(listing: Listing, cart: readonly CartEntry[]): Listing {
  return { ...listing, listing_cart: [...cart] };
}

/** The cart without the lines `drop` picks. */
export function dropLines(cart: readonly CartEntry[], drop: (line: CartEntry) => boolean): CartEntry[] {
  return cart.filter((line) => !drop(line));
}

/**
 * The cart total in pounds: the sum of every line's amount, to the penny. A line whose amount
 * is not a number counts 0.
 * @example cartTotal([{ type: 'priceOption', amount: 149 }, { type: 'timeOption', amount: 15 }]) // 164
 */
export function cartTotal(cart: readonly CartEntry[]): number {
  return roundToPence(cart.reduce((sum, line) => sum + (readMeasure(line.amount) ?? 0), 0));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A positive price read from a number or numeric text, else null. */
function positivePrice(value: unknown): number | null {
  const price = readMeasure(value);
  return price !== undefined && price > 0 ? price : null;
}

/**
 * The day's price for a tab (docs/behaviour/quote-flow.md §3, §4). A day's entry is one amount, or
 * amounts by price key (flexible for the flexible tab, else the package's key: standard,
 * standard_plus, premium) where each is an amount or amounts by tab (fixed_N). Null when the
 * day or the tab has no price.
 * @example dayPriceForTab({ prices: { '2030-01-15': { standard: { fixed_2: 189 } } } }, '2030-01-15', 'fixed_2') // 189
 */
export function dayPriceForTab(listing: Listing, dateKey: string, tab: PriceTab): number | null {
  const prices = listing.prices;
  if (!isRecord(prices) || !Object.hasOwn(prices, dateKey)) return null;
  const day: unknown = prices[dateKey];
  if (!isRecord(day)) return positivePrice(day);
  const key = priceKeyFor({ saverOption: tab === FLEXIBLE_TAB, packageType: listing.packageType });
  const value = Object.hasOwn(day, key) ? day[key] : Object.hasOwn(day, tab) ? day[tab] : undefined;
  if (!isRecord(value)) return positivePrice(value);
  return Object.hasOwn(value, tab) ? positivePrice(value[tab]) : null;
}

/** An admin's price override of the job (back-office §3 Cart entry, §6): the customer's and the provider's price. */
export interface PriceOverride {
  /** What the customer pays: the priceOption line's `admin_amount` (and its `amount`). */
  readonly customerPrice: number;
  /** What the provider gets: the line's `admin_tp_amount`, or null when the admin gave none. */
  readonly providerPrice: number | null;
}

const isPriceOptionLine = (line: CartEntry) => line.type === PRICE_OPTION_CART_TYPE;

/** The override a priceOption line holds: a positive `admin_amount`, else null. */
function overrideOfLine(line: CartEntry | undefined): PriceOverride | null {
  const customerPrice = line ? positivePrice(line.admin_amount) : null;
  if (customerPrice === null) return null;
  const provider = readMeasure(line?.admin_tp_amount);
  return { customerPrice, providerPrice: provider !== undefined && provider >= 0 ? provider : null };
}

/**
 * The admin's price override of the job (docs/behaviour/back-office.md §3, §6): read from the
 * priceOption line's `admin_amount` (a positive price) and `admin_tp_amount`; null without one.
 * @example priceOverrideOf({ listing_cart: [{ type: 'priceOption', amount: 120, admin_amount: 120, admin_tp_amount: 90 }] }) // { customerPrice: 120, providerPrice: 90 }
 */
export function priceOverrideOf(listing: Listing): PriceOverride | null {
  return overrideOfLine(cartOf(listing).find(isPriceOptionLine));
}

/**
 * The listing with its priceOption line set to the chosen day's price for the tab (§4: "sets
 * the price option"), or without one when no day is chosen or the day has no price for the tab.
 * An admin's price override stays as it is (back-office §6; not shown in the spec: chosen): a new
 * day, tab or price answer keeps the admin's price until the admin removes it.
 */
export function withPriceOption(listing: Listing, tab: PriceTab): Listing {
  if (priceOverrideOf(listing) !== null) return listing;
  const rest = dropLines(cartOf(listing), isPriceOptionLine);
  const day = listing.pickup_date;
  const price = typeof day === 'string' ? dayPriceForTab(listing, day.slice(0, 10), tab) : null;
  return withCart(listing, price === null ? rest : [...rest, { type: PRICE_OPTION_CART_TYPE, amount: price }]);
}

/** Key of a day's entry holding its admin price override (not shown in the spec: chosen). */
const ADMIN_PRICE_KEYS = ['admin_price', 'admin'] as const;

/** Key of a day's entry holding its time-option prices when pricesKeys.options names none (§3). */
const DEFAULT_OPTIONS_KEY = 'options';

/** The admin price override of a day (back-office §6: admins see admin prices), or null. */
export function dayAdminPrice(listing: Listing, dateKey: string): number | null {
  const prices = listing.prices;
  const day: unknown = isRecord(prices) && Object.hasOwn(prices, dateKey) ? prices[dateKey] : undefined;
  if (!isRecord(day)) return null;
  for (const key of ADMIN_PRICE_KEYS) {
    const price = Object.hasOwn(day, key) ? positivePrice(day[key]) : null;
    if (price !== null) return price;
  }
  return null;
}

/**
 * A time option's price on a day, with the option (pricesKeys.options names where a day keeps
 * them, `options` by default; a value may be by tab). Null when the day lists none.
 */
export function dayTimeOptionPrice(listing: Listing, dateKey: string, optionKey: string, tab: PriceTab): number | null {
  const prices = listing.prices;
  const day: unknown = isRecord(prices) && Object.hasOwn(prices, dateKey) ? prices[dateKey] : undefined;
  const named = listing.pricesKeys?.options;
  const key = typeof named === 'string' && named !== '' ? named : DEFAULT_OPTIONS_KEY;
  const options: unknown = isRecord(day) && Object.hasOwn(day, key) ? day[key] : undefined;
  const value: unknown = isRecord(options) && Object.hasOwn(options, optionKey) ? options[optionKey] : undefined;
  if (!isRecord(value)) return positivePrice(value);
  return Object.hasOwn(value, tab) ? positivePrice(value[tab]) : null;
}

/**
 * What a time option adds to the cart (back-office §4): the difference between the day's price
 * with the option and its base price for the tab; nothing when an admin price exists (the day's
 * admin price, or the admin's override on the cart) or saver is on. When the day lists no price with the option, the option's own `price` is that difference
 * already (as the demo and a server without per-day option prices send it).
 * @example timeOptionCharge(listing, '2030-01-15', '0800-1200', 25, 'fixed_1') // 25
 */
export function timeOptionCharge(
  listing: Listing,
  dateKey: string | null,
  optionKey: string,
  optionPrice: number,
  tab: PriceTab,
): number {
  const saverOption = listing.saverOption === true || tab === FLEXIBLE_TAB;
  const override = priceOverrideOf(listing)?.customerPrice ?? null;
  if (dateKey === null) return timeOptionPrice({ optionPrice, basePrice: 0, adminPrice: override, saverOption });
  const withOption = dayTimeOptionPrice(listing, dateKey, optionKey, tab);
  return timeOptionPrice({
    optionPrice: withOption ?? optionPrice,
    basePrice: withOption === null ? 0 : (dayPriceForTab(listing, dateKey, tab) ?? 0),
    adminPrice: override ?? dayAdminPrice(listing, dateKey),
    saverOption,
  });
}
