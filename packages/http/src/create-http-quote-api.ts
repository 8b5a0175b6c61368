import { lazyImport, type QuoteApi } from '@haulkit/core';
import type { HttpAdaptersConfig } from './config.js';
import type { PortContext } from './hosts.js';
import { resolveHosts } from './hosts.js';
import { lazyArea } from './lazy-area.js';
import { CATALOGUE_METHODS, LOOKUP_METHODS, PRELISTING_METHODS } from './quote/areas.js';
import { searchCall } from './quote/search.js';
import { createCall } from './transport/call.js';

/** The call function and hosts of a config, shared by every port made from it. */
export function portContext(config: HttpAdaptersConfig): PortContext {
  return { call: createCall(config), hosts: resolveHosts(config), idempotencyKey: config.idempotencyKey };
}

/**
 * The QuoteApi over a port context (shared with the other ports by createHttpAdapters). The item
 * search comes with the transport; the other catalogue reads, the look-ups and the pre-listing
 * calls each load their own module on their first call, so a first search carries none of them.
 */
export function quoteApiOf(context: PortContext): QuoteApi {
  return {
    searchItems: searchCall(context),
    ...lazyArea(
      CATALOGUE_METHODS,
      lazyImport(
        () => import('./quote/catalogue.js'),
        (m) => m.catalogueCalls(context),
      ),
    ),
    ...lazyArea(
      LOOKUP_METHODS,
      lazyImport(
        () => import('./quote/lookups.js'),
        (m) => m.lookupCalls(context),
      ),
    ),
    ...lazyArea(
      PRELISTING_METHODS,
      lazyImport(
        () => import('./quote/prelisting.js'),
        (m) => m.prelistingCalls(context),
      ),
    ),
  };
}

/**
 * The marketplace implementation of the `QuoteApi` port, over ky: every call of
 * docs/behaviour/quote-flow.md §7 at its path. Only the item search is there at once; every other area
 * of the port (catalogue reads, look-ups, pre-listings and prices) arrives with a dynamic
 * `import()` on its first call, with the same signatures. Failures reject with the coded errors
 * of `@haulkit/http` (`HttpError`, `InputError` …); an abort rejects with the abort itself.
 *
 * @example
 * const api = createHttpQuoteApi({ apiBase: 'https://marketplace.example/' });
 * const results = await api.searchItems({ name: 'sofa' });
 */
export function createHttpQuoteApi(config: HttpAdaptersConfig): QuoteApi {
  return quoteApiOf(portContext(config));
}
