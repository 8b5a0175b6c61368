import type { EbayItem } from '@haulkit/core';
import { EBAY_LISTINGS } from './ebay-data.js';
import { toPortItem } from './inventory.js';

/**
 * GET /ng/listings/ebay-item: the demo listing with this item id (surrounding spaces ignored),
 * its lines as catalogue items named in the locale's language (the title is the seller's, as
 * listed), or undefined for an id the demo does not know.
 */
export function findEbayItem(itemId: string, locale?: string): EbayItem | undefined {
  const id = String(itemId ?? '').trim();
  const row = Object.hasOwn(EBAY_LISTINGS, id) ? EBAY_LISTINGS[id] : undefined;
  if (!row) return undefined;
  const [title, lines] = row;
  return { item_id: id, title, items: lines.flatMap(([item, qty]) => toPortItem(item, qty, undefined, locale) ?? []) };
}

/** Every eBay item id the demo knows, for tests, examples and the README. */
export function knownEbayItemIds(): string[] {
  return Object.keys(EBAY_LISTINGS);
}
