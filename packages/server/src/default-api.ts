import type { ItemSearchQuery, Listing, QuoteApi } from '@haulkit/core';

/**
 * The demo engine of `@haulkit/demo`, loaded on the first call, so a server given its own `api`
 * never loads the demo catalogue. A failed load is retried on the next call.
 */
export function createLazyDemoQuoteApi(): QuoteApi {
  let loading: Promise<QuoteApi> | undefined;
  const load = (): Promise<QuoteApi> => {
    loading ??= import('@haulkit/demo').then(
      (demo) => demo.createDemoQuoteApi(),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    async searchItems(query: ItemSearchQuery, signal?: AbortSignal) {
      return (await load()).searchItems(query, signal);
    },
    async savePrelisting(preListingId: string, listing: Listing, signal?: AbortSignal) {
      return (await load()).savePrelisting(preListingId, listing, signal);
    },
  };
}
