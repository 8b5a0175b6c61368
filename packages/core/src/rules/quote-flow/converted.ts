import { FURNITURE_FLOW_CATEGORY, HOUSE_MOVE_FLOW_CATEGORY } from './categories.js';
import { INVENTORY_STEP } from './constants.js';
import type { QuoteFlowStep } from './steps.js';

/** What the conversion rule reads of a listing (docs/behaviour/quote-flow.md §3: parentHash, isConvertedFromHouseMoveToFurniture). */
export interface ConvertedListing {
  parentHash?: string | null;
  isConvertedFromHouseMoveToFurniture?: boolean | null;
}

/**
 * True when a furniture listing was converted from a house move (§3): the listing's
 * `isConvertedFromHouseMoveToFurniture` flag (the schema reads 0 and 1 as false and true).
 */
export function isConvertedFromHouseMove(listing: ConvertedListing): boolean {
  return listing.isConvertedFromHouseMoveToFurniture === true;
}

/**
 * Where a converted listing goes (§2): a furniture listing converted from a house move goes to
 * the house-move inventory (listing-inventory), keeping its parent hash on the listing; admins
 * stay where they are, and every other listing too (null). The spec says "inventory or items
 * pages": the inventory is the house move's items step, whose removal item list (listing-items)
 * is reachable from it, so the inventory is this library's choice.
 * @example convertedRedirect({ isConvertedFromHouseMoveToFurniture: true }, 'furniture', false) // 'listing-inventory'
 */
export function convertedRedirect(
  listing: ConvertedListing,
  category: string | null | undefined,
  isAdmin: boolean,
): QuoteFlowStep | null {
  if (isAdmin) return null;
  const name = String(category ?? '')
    .trim()
    .toLowerCase();
  if (name !== FURNITURE_FLOW_CATEGORY || !isConvertedFromHouseMove(listing)) return null;
  return INVENTORY_STEP;
}

/**
 * The parent hash a converted listing carries (§2): "A furniture listing converted from a house
 * move redirects to the house-move inventory or items pages, keeping the parent hash as a query
 * parameter when one is present. Admins are not redirected in this case." The listing's
 * `parentHash` when the converted redirect applies (`convertedRedirect`) and it is a non-empty
 * string, else null: admins, every other listing, no parent hash, or a blank one (only spaces, a
 * Haulkit choice). The value is given as written; where it goes (the page's query with
 * `url-state="hash"`, the redirect's `hk-page-view`) is the caller's.
 * @example convertedParentHash({ isConvertedFromHouseMoveToFurniture: true, parentHash: 'abc123' }, 'furniture', false) // 'abc123'
 * @example convertedParentHash({ isConvertedFromHouseMoveToFurniture: true, parentHash: 'abc123' }, 'furniture', true) // null
 * @example convertedParentHash({ isConvertedFromHouseMoveToFurniture: true }, 'furniture', false) // null
 */
export function convertedParentHash(
  listing: ConvertedListing,
  category: string | null | undefined,
  isAdmin: boolean,
): string | null {
  if (convertedRedirect(listing, category, isAdmin) === null) return null;
  const parentHash: unknown = listing.parentHash;
  return typeof parentHash === 'string' && parentHash.trim() !== '' ? parentHash : null;
}

/**
 * The category whose steps a flow shows: a converted furniture listing (not for admins) shows the
 * house move's (§2 redirect), every other listing its own category's.
 */
export function flowCategoryOf(listing: ConvertedListing, category: string | null | undefined, isAdmin: boolean) {
  return convertedRedirect(listing, category, isAdmin) === null ? category : HOUSE_MOVE_FLOW_CATEGORY;
}
