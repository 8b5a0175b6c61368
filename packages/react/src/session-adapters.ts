import { NO_ADAPTER_CODE, type QuoteApi, type QuoteSession } from '@haulkit/core';

/**
 * The session's quote adapter, once configured or loaded (`configure()` in React pages; the
 * elements' composition root for tags). Rejects with code `noAdapter` when there is none, so
 * the view shows a failed search instead of waiting forever.
 */
export async function quoteApiOf(session: QuoteSession): Promise<QuoteApi> {
  const { api } = await session.adapters();
  if (api) return api;
  throw Object.assign(new Error('No quote adapter: call configure({ api }) for this session.'), {
    code: NO_ADAPTER_CODE,
  });
}
