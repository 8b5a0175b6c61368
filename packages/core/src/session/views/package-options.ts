import type { Listing } from '../../model/listing.js';
import { priceKeyFor } from '../../rules/prices/prices.js';
import { dayPriceForTab } from '../cart.js';
import { FLEXIBLE_TAB } from '../constants.js';
import type { QuoteState } from '../quote-state.js';
import type { PriceTab } from '../slices/price-step-ui.js';

/** The service levels a day can be priced at, cheapest first (back-office §4 price keys, without the saver). */
export const PACKAGE_LEVELS = ['standard', 'standard_plus', 'premium'] as const;

/** A service level: standard, standard_plus or premium (the listing's packageType). */
export type PackageLevel = (typeof PACKAGE_LEVELS)[number];

/** True for a service level's key. */
export function isPackageLevel(key: unknown): key is PackageLevel {
  return typeof key === 'string' && (PACKAGE_LEVELS as readonly string[]).includes(key);
}

/** A service level the chosen day offers, as the price option modal lists it. */
export interface PackageOptionView {
  level: PackageLevel;
  /** The chosen day's price at this level on the tab shown. */
  price: number;
  /** What it costs more than the cheapest level the day offers (0 for that one). */
  difference: number;
  /** The listing is priced at this level now. */
  selected: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The chosen day's price at a level on a tab, or null when the day does not offer that level. */
function levelPrice(listing: Listing, day: string, level: PackageLevel, tab: PriceTab): number | null {
  const entry: unknown = isRecord(listing.prices) ? listing.prices[day] : undefined;
  // A day priced by tab alone, or with one amount, has the standard level only.
  if (level !== 'standard' && !(isRecord(entry) && Object.hasOwn(entry, level))) return null;
  return dayPriceForTab({ ...listing, saverOption: false, packageType: level }, day, tab);
}

/**
 * The service levels of the chosen day on the tab shown (docs/behaviour/quote-flow.md §2 price option
 * modal; back-office §4 price keys standard, standard_plus, premium), cheapest first, each with
 * its price, what it costs more than the cheapest, and whether the listing has it. None before a
 * day is chosen and on the flexible (saver) tab, whose one price has no levels.
 * @example packageOptionsView(state).map((option) => option.level) // ['standard', 'premium']
 */
export function packageOptionsView(state: QuoteState): PackageOptionView[] {
  const { listing, ui } = state;
  const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null;
  if (day === null || ui.priceTab === FLEXIBLE_TAB || listing.saverOption === true) return [];
  const current = priceKeyFor({ packageType: listing.packageType });
  const offered: { level: PackageLevel; price: number }[] = [];
  for (const level of PACKAGE_LEVELS) {
    const price = levelPrice(listing, day, level, ui.priceTab);
    if (price !== null) offered.push({ level, price });
  }
  const cheapest = Math.min(...offered.map((option) => option.price));
  return offered
    .map(({ level, price }) => ({
      level,
      price,
      difference: Math.round((price - cheapest) * 100) / 100,
      selected: level === current,
    }))
    .sort((a, b) => a.price - b.price || PACKAGE_LEVELS.indexOf(a.level) - PACKAGE_LEVELS.indexOf(b.level));
}
