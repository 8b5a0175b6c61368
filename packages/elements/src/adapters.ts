import { getAdapterHub, type Locale, lazyImport } from '@haulkit/core';

/** The adapters' composition, a lazy chunk (again after a failed fetch). */
const importAdapterLoader = lazyImport(() => import('./lazy/adapter-loader.js'));

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
  const hub = getAdapterHub(key);
  if (hub.$adapters.get().api || LOADED.has(hub)) return;
  LOADED.add(hub);
  hub.setAdapterLoader(async (need) => (await importAdapterLoader()).adapterLoader(apiBase, locale, hub)(need));
}

/** Session keys' adapters this bundle has given a loader; another bundle's loader does the same job. */
const LOADED = new WeakSet<object>();
