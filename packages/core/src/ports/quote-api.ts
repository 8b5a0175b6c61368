import type { ItemSearchResult } from '../model/item.js';
import type { Listing, PriceResponse } from '../model/listing.js';

/** Query of GET /ng/item-search (customer-quote-flow.md §7). */
export interface ItemSearchQuery {
  /** The text the customer typed. */
  name: string;
  /** @default 1 */
  category_id?: number;
  /** @default 'cm' */
  dimensionUnit?: 'cm';
  /** @default 'kg' */
  weightUnit?: 'kg';
  pre_listing_id?: string;
}

/**
 * The quote calls a widget makes. Implemented by `@haulkit/http` (the marketplace API) and
 * `@haulkit/demo` (in memory). Every method takes an optional AbortSignal.
 */
export interface QuoteApi {
  /** GET /ng/item-search: results whose `item_set` the picker adds. */
  searchItems(query: ItemSearchQuery, signal?: AbortSignal): Promise<ItemSearchResult[]>;
  /** POST /ng/prelisting/{id}: saves the whole listing and answers its prices. */
  savePrelisting(preListingId: string, listing: Listing, signal?: AbortSignal): Promise<PriceResponse>;
}
