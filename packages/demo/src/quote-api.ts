import type { ItemSearchQuery, ItemSearchResult, Listing, PriceResponse, QuoteApi } from '@haulkit/core';
import { DEFAULT_CATEGORY_ID } from './constants.js';
import { priceListing } from './pricing.js';
import { searchCatalogue } from './search.js';

/** Options of createDemoQuoteApi. */
export interface DemoQuoteApiOptions {
  /**
   * Pretend network time of every call, in ms, so loading states can be seen.
   * @default 0
   */
  latencyMs?: number;
  /**
   * The clock prices are dated from; inject a fixed one for repeatable prices.
   * @default () => new Date()
   */
  now?: () => Date;
}

/** The demo QuoteApi, plus a read of what it has stored. */
export interface DemoQuoteApi extends QuoteApi {
  /** A copy of the listing last saved under this pre-listing id, or undefined. */
  getPrelisting(preListingId: string): Listing | undefined;
}

function abortError(): DOMException {
  return new DOMException('The demo request was aborted.', 'AbortError');
}

/** Waits `ms` (0 still yields to a timer), rejecting with an AbortError if the signal fires first. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The in-memory QuoteApi a widget uses when it has no `api-base`: item search over the demo
 * catalogue and its item sets, and saved pre-listings answered with illustrative prices.
 * @example
 * const api = createDemoQuoteApi({ latencyMs: 300 });
 * const results = await api.searchItems({ name: 'sofa' });
 */
export function createDemoQuoteApi(options: DemoQuoteApiOptions = {}): DemoQuoteApi {
  const { latencyMs = 0, now = () => new Date() } = options;
  const saved = new Map<string, Listing>();

  return {
    async searchItems(query: ItemSearchQuery, signal?: AbortSignal): Promise<ItemSearchResult[]> {
      await wait(latencyMs, signal);
      return searchCatalogue(query.name, query.category_id ?? DEFAULT_CATEGORY_ID);
    },

    async savePrelisting(preListingId: string, listing: Listing, signal?: AbortSignal): Promise<PriceResponse> {
      await wait(latencyMs, signal);
      const response = priceListing(listing, now());
      saved.set(preListingId, structuredClone({ ...listing, pre_listing_id: preListingId, ...response }));
      return response;
    },

    getPrelisting(preListingId: string): Listing | undefined {
      const listing = saved.get(preListingId);
      return listing === undefined ? undefined : structuredClone(listing);
    },
  };
}
