import {
  type AdapterHub,
  type AdapterLoader,
  type Locale,
  lazyImport,
  type Ports,
  type ReportEntry,
  type SessionAdapters,
} from '@haulkit/core';
import type { HttpFailure } from '@haulkit/http';

/** The HTTP and the demo adapters, each a lazy chunk (fetched again after a failed fetch). */
const importHttp = lazyImport(() => import('./http-quote.js'));
const importDemo = lazyImport(() => import('./demo-quote.js'));

/** A session's adapters from a set of ports. */
const adaptersOf = (ports: Ports): SessionAdapters => ({
  api: ports.quote,
  maps: ports.maps,
  payment: ports.payment,
  experiments: ports.admin,
});

/**
 * The adapters of a tag, each a lazy chunk (docs/architecture.md, "Choosing adapters happens in one
 * place"): with `api-base` the HTTP adapters (their error interceptor reports through the
 * session), else the in-memory demo ones. The `api` need loads the search-ready quote port alone
 * (its other areas load on their first call); the other ports (maps, payment, test lab) are one
 * lazy step further, on their first need.
 */
export function adapterLoader(
  apiBase: string | undefined,
  locale: Locale | undefined,
  hub: Pick<AdapterHub, '$adapters'>,
): AdapterLoader {
  const report = (entry: ReportEntry) => hub.$adapters.get().report?.(entry);
  const config = apiBase
    ? {
        apiBase,
        ...(locale ? { locale } : {}),
        report: (failure: HttpFailure) =>
          report({
            kind: 'failure',
            severity: failure.severity,
            code: failure.error.code,
            message: failure.error.message,
            data: { method: failure.method, url: failure.url, status: failure.status },
          }),
      }
    : null;
  return async (need) => {
    if (config) {
      const http = await importHttp();
      return need === 'api' ? { api: http.createHttpQuoteApi(config) } : adaptersOf(await http.createHttpPorts(config));
    }
    const demo = await importDemo();
    // The demo catalogue answers in the tag's language, as the marketplace does through Accept-Language.
    return need === 'api'
      ? { api: demo.createDemoQuoteApi(locale ? { locale } : {}) }
      : adaptersOf(await demo.createDemoPorts(locale));
  };
}
