import type { HttpConfig } from '@haulkit/http';

/** The HTTP quote port alone, as its own lazy chunk: a search needs no maps, payment or admin code. */
export { createHttpQuoteApi } from '@haulkit/http';

/** Every HTTP port, one lazy step further: loaded on the first need of maps, payment or the test lab. */
export async function createHttpPorts(config: HttpConfig) {
  return (await import('@haulkit/http')).createHttpAdapters(config);
}
