import { configure, getSession, type Locale, type ReportEntry, type SessionAdapters } from '@haulkit/core';

/** What the composition root reads from an element's attributes. */
export interface AdapterAttributes {
  session: string;
  apiBase?: string | undefined;
  locale?: Locale | undefined;
}

/**
 * The adapters of a tag, each a lazy chunk (ARCHITECTURE.md, "Choosing adapters happens in one
 * place"): with `api-base` the HTTP adapters (their error interceptor reports through the
 * session), else the in-memory demo ones.
 */
async function loadAdapters(
  apiBase: string | undefined,
  locale: Locale | undefined,
  report: (entry: ReportEntry) => void,
): Promise<SessionAdapters> {
  if (apiBase) {
    const { createHttpAdapters } = await import('@haulkit/http');
    const ports = createHttpAdapters({
      apiBase,
      ...(locale ? { locale } : {}),
      report: (failure) =>
        report({
          kind: 'failure',
          severity: 'error',
          code: failure.error.code,
          message: failure.error.message,
          data: { method: failure.method, url: failure.url, status: failure.status },
        }),
    });
    return { api: ports.quote, maps: ports.maps, payment: ports.payment, experiments: ports.admin };
  }
  const { createDemoAdapters } = await import('@haulkit/demo');
  const ports = createDemoAdapters();
  return { api: ports.quote, maps: ports.maps, payment: ports.payment, experiments: ports.admin };
}

/**
 * Gives a tag's session its adapters, once: a session already configured (by `configure()` or
 * another tag) keeps what it has. The first tag's `api-base` decides for the session.
 */
export function connectAdapters({ session: key, apiBase, locale }: AdapterAttributes): void {
  const session = getSession(key);
  if (session.$adapters.get().api || LOADER_SET.has(session)) return;
  LOADER_SET.add(session);
  configure({ load: () => loadAdapters(apiBase, locale, session.report) }, key);
}

const LOADER_SET = new WeakSet<object>();
