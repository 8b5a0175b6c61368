import { getSession, type Locale } from '@haulkit/core';

/** What the composition root reads from an element's attributes. */
export interface AdapterAttributes {
  session: string;
  apiBase?: string | undefined;
  locale?: Locale | undefined;
}

/**
 * Gives a tag's session its adapters, once: a session already configured (by `configure()` or
 * another tag) keeps what it has. The first tag's `api-base` decides for the session.
 */
export function connectAdapters({ session: key, apiBase, locale }: AdapterAttributes): void {
  const session = getSession(key);
  if (session.$adapters.get().api || LOADED.has(session)) return;
  LOADED.add(session);
  session.setAdapterLoader(async (need) =>
    (await import('./lazy/adapter-loader.js')).adapterLoader(apiBase, locale, session)(need),
  );
}

/** Sessions this bundle has given a loader; another bundle's loader does the same job. */
const LOADED = new WeakSet<object>();
