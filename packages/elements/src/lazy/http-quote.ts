import type { HttpConfig } from '@haulkit/http';

/**
 * The HTTP quote port, search-ready, as its own lazy chunk: the transport and the item search;
 * the port's other areas (catalogue reads, look-ups, pre-listings and prices) load on their
 * first call.
 */
export { createHttpQuoteApi } from '@haulkit/http';

/** Every HTTP port, one lazy step further: loaded on the first need of maps, payment or the test lab. */
export async function createHttpPorts(config: HttpConfig) {
  return (await import('@haulkit/http')).createHttpAdapters(config);
}
