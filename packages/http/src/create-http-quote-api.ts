import type { QuoteApi } from '@haulkit/core';
import type { HttpAdaptersConfig } from './config.js';
import type { PortContext } from './hosts.js';
import { resolveHosts } from './hosts.js';
import { paymentSessionKey } from './payment/payment-session-key.js';
import { catalogueCalls } from './quote/catalogue.js';
import { lookupCalls } from './quote/lookups.js';
import { prelistingCalls } from './quote/prelisting.js';
import { createCall } from './transport/call.js';

/** The QuoteApi over a port context (shared with the other ports by createHttpAdapters). */
export function quoteApiOf(context: PortContext): QuoteApi {
  return { ...prelistingCalls(context), ...catalogueCalls(context), ...lookupCalls(context) };
}

/**
 * The marketplace implementation of the `QuoteApi` port, over ky: every call of
 * customer-quote-flow.md §7 at its path. Failures reject with the coded errors of
 * `@haulkit/http` (`HttpError`, `InputError` …); an abort rejects with the abort itself.
 *
 * @example
 * const api = createHttpQuoteApi({ apiBase: 'https://marketplace.example/' });
 * const results = await api.searchItems({ name: 'sofa' });
 */
export function createHttpQuoteApi(config: HttpAdaptersConfig): QuoteApi {
  return quoteApiOf({
    call: createCall(config),
    hosts: resolveHosts(config),
    idempotencyKey: config.idempotencyKey ?? paymentSessionKey,
  });
}
