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

/** The listing without its cached price options: any change to the item list calls this (§4). */
export function clearPriceOptions(listing: Listing): Listing {
  const next: Record<string, unknown> = { ...listing };
  for (const field of CACHED_PRICE_FIELDS) delete next[field];
  return next as Listing;
}
