import type { ItemSearchQuery, Listing, QuoteApi } from '@haulkit/core';
import { ItemSearchResponseSchema, PriceResponseSchema } from '@haulkit/core';
import ky from 'ky';
import { toHaulkitError } from './errors/to-haulkit-error.js';

/** How the adapter reaches the marketplace API. */
export interface HttpConfig {
  /**
   * Where the `ng/…` paths start, absolute or relative to the page.
   * @example 'https://marketplace.example/' or '/'
   */
  apiBase: string;
  /** Extra headers sent with every call (for example a CSRF token). */
  headers?: Record<string, string>;
  /** Sent as `Accept-Language`, so server messages come in the widget's language. */
  locale?: string;
  /** A fetch to use instead of the global one (instrumentation, SSR). */
  fetch?: typeof fetch;
  /**
   * Per-attempt limit in milliseconds, for getting the answer and again for reading its body.
   * @default 15000
   */
  timeoutMs?: number;
}

/** Statuses a GET is retried on; ky waits as `Retry-After` says on 429 and 503. */
const retryStatuses = [408, 429, 500, 502, 503, 504];
/** Retries after the first attempt of a GET; a POST is never retried (it is not idempotent). */
const getRetryLimit = 2;
const defaultTimeoutMs = 15_000;

function joinUrl(base: string, path: string, query?: URLSearchParams): string {
  const url = base === '' ? path : `${base.replace(/\/+$/, '')}/${path}`;
  const search = query?.toString() ?? '';
  return search === '' ? url : `${url}?${search}`;
}

/**
 * The marketplace implementation of the `QuoteApi` port, over ky. Failures reject with the
 * coded errors of `@haulkit/http` (`HttpError`, `InputError`, …); a caller's abort rejects with
 * the abort itself.
 *
 * @example
 * const api = createHttpQuoteApi({ apiBase: 'https://marketplace.example/' });
 * const results = await api.searchItems({ name: 'sofa' });
 */
export function createHttpQuoteApi(config: HttpConfig): QuoteApi {
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const headers: Record<string, string> = { ...config.headers };
  if (config.locale !== undefined) headers['Accept-Language'] = config.locale;
  const client = ky.create({
    prefix: config.apiBase,
    headers,
    timeout: timeoutMs,
    retry: { limit: getRetryLimit, methods: ['get'], statusCodes: retryStatuses },
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
  });

  return {
    async searchItems(query: ItemSearchQuery, signal?: AbortSignal) {
      const searchParams = new URLSearchParams({
        name: query.name,
        category_id: String(query.category_id ?? 1),
        dimensionUnit: query.dimensionUnit ?? 'cm',
        weightUnit: query.weightUnit ?? 'kg',
      });
      if (query.pre_listing_id !== undefined) searchParams.set('pre_listing_id', query.pre_listing_id);
      const path = 'ng/item-search';
      const context = { method: 'GET', url: joinUrl(config.apiBase, path, searchParams), signal, timeoutMs };
      try {
        return await client.get(path, { searchParams, signal }).json(ItemSearchResponseSchema);
      } catch (error) {
        throw toHaulkitError(error, context);
      }
    },

    async savePrelisting(preListingId: string, listing: Listing, signal?: AbortSignal) {
      const path = `ng/prelisting/${encodeURIComponent(preListingId)}`;
      const context = { method: 'POST', url: joinUrl(config.apiBase, path), signal, timeoutMs };
      try {
        return await client.post(path, { json: listing, signal }).json(PriceResponseSchema);
      } catch (error) {
        throw toHaulkitError(error, context);
      }
    },
  };
}
