import { DEFAULT_SESSION_KEY } from './adapter-hub.js';
import { createSessionCore, type QuoteSessionOptions, type SessionCore } from './core.js';
import { getOrCreate, hasRegistered, resetRegistry } from './registry.js';
import { type SliceApi, withSlice } from './slice.js';
import { draftsSlice, loadDraftStore } from './slices/drafts.js';
import { itemsSlice } from './slices/items.js';

export { DEFAULT_SESSION_KEY, getAdapterHub } from './adapter-hub.js';
export type * from './core.js';
export { SESSION_VERSION } from './core.js';
export { DRAFT_SAVE_DELAY_MS, OTHER_TAB_SETTLE_MS } from './slices/drafts.js';

/**
 * One customer's quote: the core (stores, update, adapters, context), its drafts and the item
 * list's actions. Elements with the same `session` attribute share one, also across separately
 * loaded bundles. The quote flow's slices are added by the pieces that need them
 * (`withQuoteBase`, `withQuoteFlow`, `withStepFlow`), so a page with the item picker alone does not
 * load them.
 */
export type QuoteSession = SessionCore & SliceApi<ReturnType<typeof draftsSlice>> & SliceApi<typeof itemsSlice>;

function createQuoteSession(key: string, options: QuoteSessionOptions): QuoteSession {
  return withSlice(withSlice(createSessionCore(key, options), draftsSlice(options)), itemsSlice);
}

/**
 * The quote session for a key, created on first use and shared by every bundle on the page.
 * `options` apply when it is created: a draft saved under the key less than 30 minutes ago is
 * restored (see `ready`), and listing changes are saved in batches (`DRAFT_SAVE_DELAY_MS`). The
 * actions of the whole quote flow come with `getQuoteSession`.
 * @example getSession('shop', { storage: sessionStorage }).addSearchResult(result)
 */
export function getSession(key: string = DEFAULT_SESSION_KEY, options: QuoteSessionOptions = {}): QuoteSession {
  return getOrCreate(`quote:${key}`, () => createQuoteSession(key, options));
}

/**
 * The composition root's one call (docs/architecture.md): sets the adapters of a session (default
 * session when no key is given) — `api` (QuoteApi), `maps`, `payment`, `experiments` (the test
 * lab) and `report` (what the generic error interceptor and the §8 price failure report), or a
 * lazy `load` that brings them on first need. Before the session exists every option applies;
 * afterwards the adapters, context and draft storage are switched.
 * @example configure({ api: createHttpQuoteApi({ apiBase: '/' }), report: (entry) => log(entry) }, 'quote-1')
 */
export function configure(adapters: QuoteSessionOptions, key: string = DEFAULT_SESSION_KEY): QuoteSession {
  if (!hasRegistered(`quote:${key}`)) return getSession(key, adapters);
  const session = getSession(key);
  session.setAdapters(adapters);
  if (adapters.load) session.setAdapterLoader(adapters.load);
  if (adapters.context) session.setContext(adapters.context);
  if (adapters.drafts !== undefined) session.useDrafts(adapters.drafts);
  else if (adapters.storage) void loadDraftStore(adapters, adapters.now ?? session.now).then(session.useDrafts);
  return session;
}

/** Forgets every session, stopping their timers, loads and draft saving (tests only). */
export function resetSessions(): void {
  resetRegistry();
}
