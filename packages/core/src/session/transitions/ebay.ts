import type { EbayItem } from '../../ports/quote-types.js';
import { addSearchResult } from '../../rules/items/items.js';
import { clearCachedPrices, type QuoteState } from '../quote-state.js';

/**
 * Code of an eBay item id no listing answers to (docs/behaviour/back-office.md §8: 'eBay listing not
 * found'). Adapters reject GET /ng/listings/ebay-item with it; views show it as `data-code`.
 */
export const EBAY_LISTING_NOT_FOUND_CODE = 'ebay_listing_not_found';

/**
 * Adds the items an eBay listing holds (docs/behaviour/back-office.md §2 "eBay item", §5): each as a
 * move item, the way an item set of the search is added (same conversion, merged by fake_id, so
 * adding the listing twice raises the quantities); cached price options cleared (§4 Item list).
 * A listing that holds nothing leaves the state as it is.
 */
export function addEbayItems(state: QuoteState, ebay: Pick<EbayItem, 'title' | 'items'>): QuoteState {
  if (ebay.items.length === 0) return state;
  const items = addSearchResult(state.listing.move_items ?? [], { name: ebay.title, item_set: [...ebay.items] });
  return clearCachedPrices({ ...state, listing: { ...state.listing, move_items: items } });
}
