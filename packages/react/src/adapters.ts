import type { Locale, QuoteApi, QuoteSession } from '@haulkit/core';

/** Where a widget gets its quote adapter from. */
export interface AdapterOptions {
  /** URL of the marketplace API; absent means the in-memory demo adapter. */
  apiBase?: string | undefined;
  locale?: Locale;
}

/**
 * The session's quote adapter: the one configured, or else the HTTP adapter for `apiBase` or
 * the demo adapter, each loaded as a lazy chunk so the first render does not wait for it.
 */
export async function resolveQuoteApi(session: QuoteSession, { apiBase, locale }: AdapterOptions): Promise<QuoteApi> {
  const configured = session.$api.get();
  if (configured) return configured;
  const api = apiBase
    ? (await import('@haulkit/http')).createHttpQuoteApi({ apiBase, ...(locale ? { locale } : {}) })
    : (await import('@haulkit/demo')).createDemoQuoteApi();
  // Another element of the same session may have configured one meanwhile: keep the first.
  if (!session.$api.get()) session.setApi(api);
  return session.$api.get() ?? api;
}
