import { lazyImport } from '@haulkit/core';
import type { HttpConfig } from '@haulkit/http';

const importHttp = lazyImport(() => import('@haulkit/http'));

/**
 * The HTTP quote port, search-ready, as its own lazy chunk: the transport and the item search;
 * the port's other areas (catalogue reads, look-ups, pre-listings and prices) load on their
 * first call.
 */
export { createHttpQuoteApi } from '@haulkit/http';

/** Every HTTP port, one lazy step further: loaded on the first need of maps, payment or the test lab. */
export async function createHttpPorts(config: HttpConfig) {
  return (await importHttp()).createHttpAdapters(config);
}
