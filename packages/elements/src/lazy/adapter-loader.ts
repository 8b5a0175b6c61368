import type { AdapterLoader, Locale, QuoteSession, ReportEntry } from '@haulkit/core';
import type { HttpFailure } from '@haulkit/http';

/**
 * The adapters of a tag, each a lazy chunk (ARCHITECTURE.md, "Choosing adapters happens in one
 * place"): with `api-base` the HTTP adapters (their error interceptor reports through the
 * session), else the in-memory demo ones. The quote port loads alone for the first search; the
 * others (maps, payment, test lab) on their first need.
 */
export function adapterLoader(
  apiBase: string | undefined,
  locale: Locale | undefined,
  session: QuoteSession,
): AdapterLoader {
  const report = (entry: ReportEntry) => session.$adapters.get().report?.(entry);
  const config = apiBase
    ? {
        apiBase,
        ...(locale ? { locale } : {}),
        report: (failure: HttpFailure) =>
          report({
            kind: 'failure',
            severity: 'error',
            code: failure.error.code,
            message: failure.error.message,
            data: { method: failure.method, url: failure.url, status: failure.status },
          }),
      }
    : null;
  return async (need) => {
    if (config && need === 'api') return { api: (await import('./http-quote.js')).createHttpQuoteApi(config) };
    if (config) {
      const ports = await (await import('./http-quote.js')).createHttpPorts(config);
      return { api: ports.quote, maps: ports.maps, payment: ports.payment, experiments: ports.admin };
    }
    const demo = await import('./demo-quote.js');
    if (need === 'api') return { api: demo.createDemoQuoteApi() };
    const ports = await demo.createDemoPorts();
    return { api: ports.quote, maps: ports.maps, payment: ports.payment, experiments: ports.admin };
  };
}
