import type { Listing } from '../model/listing.js';

/** Listing fields that hold prices fetched for the current items, addresses and dates. */
export const CACHED_PRICE_FIELDS = [
  'prices',
  'pricesKeys',
  'lowest_price',
  'calendarLabels',
  'availableTimeOptions',
  'selectedTimeOption',
  'available_slots',
] as const;

/** Cart lines that carry a cached price: the chosen day's price and the time option's charge. */
export const CACHED_PRICE_CART_TYPES: readonly string[] = ['priceOption', 'timeOption'];

/**
 * The listing without its cached price options (docs/behaviour/quote-flow.md §4: "any change clears
 * the cached price options"): the cached price fields go, and so do the cart lines priced from
 * them (priceOption, timeOption), so the cart total never shows a sum of stale prices.
 */
export function clearPriceOptions(listing: Listing): Listing {
  const next: Record<string, unknown> = { ...listing };
  for (const field of CACHED_PRICE_FIELDS) delete next[field];
  if (Array.isArray(listing.listing_cart)) {
    next.listing_cart = listing.listing_cart.filter((line) => !CACHED_PRICE_CART_TYPES.includes(line?.type));
  }
  return next as Listing;
}
