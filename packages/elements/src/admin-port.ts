import { type AdminApi, type Locale, lazyImport, type QuoteSession } from '@haulkit/core';

/** The HTTP adapters' module and the demo's, each fetched on the first need. */
const importHttp = lazyImport(() => import('@haulkit/http'));
const importDemo = lazyImport(() => import('@haulkit/demo'));

/** The HTTP admin ports this module made, by API address: one per page and address. */
const made = new Map<string, Promise<AdminApi>>();

/** Any adapter object: the piece that receives it checks for the calls it makes itself. */
export const isAdminAdapter = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The getters given out, by session, check and address: the same getter for the same tag on each render. */
const getters = new WeakMap<QuoteSession, Map<unknown, Map<string, () => Promise<unknown>>>>();

/**
 * The admin port of a tag (its composition root), as a getter the piece calls when it needs it:
 * with `api-base`, the HTTP adapter's admin port for that address; without it, the demo's admin
 * tools on the session's own demo quote (so the demo's prices follow what an admin does);
 * otherwise the session's configured admin adapter when `accepts` says it has the calls the piece
 * makes. The same arguments give the same getter, so a piece keyed on its port keeps its state
 * when the tag renders again.
 */
export function adminPortOf<Port>(
  session: QuoteSession,
  accepts: (value: unknown) => value is Port,
  apiBase?: string,
  locale?: Locale,
): () => Promise<Port | undefined> {
  const byCheck = getters.get(session) ?? new Map<unknown, Map<string, () => Promise<unknown>>>();
  getters.set(session, byCheck);
  const byAddress = byCheck.get(accepts) ?? new Map<string, () => Promise<unknown>>();
  byCheck.set(accepts, byAddress);
  const key = `${apiBase ?? ''} ${locale ?? ''}`;
  const known = byAddress.get(key);
  if (known) return known as () => Promise<Port | undefined>;
  const getter = async (): Promise<Port | undefined> => {
    if (apiBase) {
      let port = made.get(apiBase);
      if (!port) {
        port = importHttp().then(
          (http) => http.createHttpAdapters({ apiBase, ...(locale ? { locale } : {}) }).admin,
          (error: unknown) => {
            made.delete(apiBase);
            throw error;
          },
        );
        made.set(apiBase, port);
      }
      const admin = await port;
      return accepts(admin) ? admin : undefined;
    }
    const { api, experiments } = await session.adapters('api');
    const demo = await importDemo();
    const admin = demo.demoAdminApiOf(api) ?? experiments;
    return accepts(admin) ? admin : undefined;
  };
  byAddress.set(key, getter);
  return getter;
}
