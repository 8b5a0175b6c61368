import type { QuoteApi } from '@haulkit/core';
import { ItemSearchResponseSchema } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import { joinUrl } from '../transport/call.js';

/** Item search defaults of docs/behaviour/quote-flow.md §7: category 1, cm, kg. */
const SEARCH_DEFAULTS = { category_id: 1, dimensionUnit: 'cm', weightUnit: 'kg' } as const;

/**
 * GET ng/item-search (docs/behaviour/quote-flow.md §7), the one QuoteApi call that comes with the
 * transport: the item picker's first search needs nothing else. It is typed as the person types,
 * so it is "newer wins": a search in flight is cancelled when the text changes.
 */
export function searchCall({ call, hosts }: PortContext): QuoteApi['searchItems'] {
  return (query, signal) =>
    call({
      method: 'GET',
      url: joinUrl(hosts.api, 'ng/item-search'),
      query: {
        name: query.name,
        category_id: query.category_id ?? SEARCH_DEFAULTS.category_id,
        dimensionUnit: query.dimensionUnit ?? SEARCH_DEFAULTS.dimensionUnit,
        weightUnit: query.weightUnit ?? SEARCH_DEFAULTS.weightUnit,
        pre_listing_id: query.pre_listing_id,
      },
      schema: ItemSearchResponseSchema,
      signal,
      latestKey: 'searchItems',
    });
}
