import { atom } from 'nanostores';
import { lazyImport } from '../lazy-import.js';
import type { MoveItem } from '../model/item.js';
import type { Listing } from '../model/listing.js';
import * as itemRules from '../rules/items/items.js';
import { onPageHidden } from './page-hidden.js';
import type { DraftStore, LoadedDraft, StorageLike } from './persistence.js';
import {
  clearCachedPrices,
  createQuoteUi,
  type QuoteContext,
  type QuoteState,
  type QuoteUi,
  uiInProgress,
} from './quote-state.js';
import { getOrCreate, hasRegistered, resetRegistry } from './registry.js';
import { createTimer, globalTimers } from './session-effects.js';
import type {
  AdapterLoader,
  AdapterName,
  QuoteSession,
  QuoteSessionOptions,
  SessionAdapters,
  SessionContext,
  SessionHooks,
  SessionStep,
  StorageEvents,
} from './session-types.js';

/** The drafts' module (storage, batching), fetched on the first session with drafts (again after a failed fetch). */
const importPersistence = lazyImport(() => import('./persistence.js'));

export type * from './session-types.js';

/** Default key of a quote session (the `session` attribute). */
export const DEFAULT_SESSION_KEY = 'default';

/** Version of the session object's shape; sessions are shared across bundles of one major. */
export const SESSION_VERSION = 1;

/**
 * How long after the first unsaved listing change the draft is written: later changes within
 * this time join the same write, so a burst of clicks costs one write, off the clicks' path
 * (docs/conventions.md: drafts saved in a batch). Leaving or hiding the page writes at once.
 */
export const DRAFT_SAVE_DELAY_MS = 250;

const EMPTY_LISTING: Listing = { move_items: [] };

/** DRAFT_NAMESPACE of persistence.ts, repeated so that the peek below does not load that chunk. */
const DRAFT_META_PREFIX = 'haulkit:draft:';

/**
 * How long after another tab's last write to a session's draft the session reads it (the other
 * tab writes the draft's keys one by one; this lets all of them land).
 */
export const OTHER_TAB_SETTLE_MS = 50;

/** Two JSON values alike, whatever the order of their objects' keys (a stored listing comes back in parts). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b || typeof a !== 'object' || typeof b !== 'object' || !a || !b) return a === b;
  const left = Object.entries(a).filter(([, field]) => field !== undefined);
  const right = Object.entries(b).filter(([, field]) => field !== undefined);
  const other = new Map(right);
  return left.length === right.length && left.every(([name, field]) => sameValue(field, other.get(name)));
}

/**
 * True when a draft is stored under the key in the storage a draft store would use (one read,
 * never throws), so that a session without one does not load the draft store until it saves.
 */
function hasStoredDraft(key: string, storage: StorageLike | undefined): boolean {
  try {
    const target = storage ?? (globalThis as { localStorage?: StorageLike | null }).localStorage;
    return typeof target?.getItem(DRAFT_META_PREFIX + key) === 'string';
  } catch {
    return false;
  }
}

/**
 * A draft store for the options, loaded on demand so that the schemas it validates drafts with
 * stay out of bundles that never need them (the item picker alone).
 */
async function loadDraftStore(options: QuoteSessionOptions, now: () => number): Promise<DraftStore> {
  const { createDraftStore } = await importPersistence();
  return createDraftStore({ storage: options.storage, now, warn: options.warn });
}

/** A store's draft with its flow step (`loadDraft`), or the listing alone from a store without it. */
function loadDraftOf(drafts: DraftStore | null, key: string): LoadedDraft | undefined {
  if (!drafts) return undefined;
  if (drafts.loadDraft) return drafts.loadDraft(key);
  const listing = drafts.load(key);
  return listing ? { listing } : undefined;
}

function createQuoteSession(key: string, options: QuoteSessionOptions): QuoteSession {
  const now = options.now ?? Date.now;
  const warn = (text: string) => (options.warn ?? console.warn)(`[haulkit] ${text}`);
  const $listing = atom<Listing>(EMPTY_LISTING);
  const $ui = atom<QuoteUi>(createQuoteUi(EMPTY_LISTING));
  const $adapters = atom<SessionAdapters>(pickAdapters(options));
  let loader: AdapterLoader | undefined = options.load;
  const loading = new Map<AdapterName, Promise<SessionAdapters>>();
  const $context = atom<SessionContext>({ isAdmin: false, category: null, experiments: [], ...options.context });
  const hooks: SessionHooks[] = [];
  const timers = options.timers ?? globalTimers;
  /** The draft store; null keeps none; undefined until loaded (at once if a draft is stored, else on a change). */
  let drafts: DraftStore | null | undefined;
  let storeLoad: Promise<void> | undefined;
  let touched = false;
  let disposed = false;
  /** The listing changed since the last write, which `saveTimer` will make. */
  let dirty = false;
  let scheduled = false;
  /** A restore sets the listing it read: nothing to write back. */
  let restoring = false;
  const saveTimer = createTimer(timers);
  const otherTabTimer = createTimer(timers);
  /** The flow step the last write kept with the draft (the one UI field drafts keep). */
  let savedFlowStep: QuoteUi['flowStep'];

  /** Writes the listing if it changed since the last write (the store writes only the parts that changed). */
  const flushDraft = () => {
    saveTimer.clear();
    scheduled = false;
    if (!dirty || !drafts) return;
    dirty = false;
    const flowStep = $ui.get().flowStep;
    savedFlowStep = flowStep;
    try {
      drafts.save(key, $listing.get(), flowStep ? { flowStep } : undefined);
    } catch (error) {
      warn(`draft "${key}" not saved: ${String(error)}`);
    }
  };
  /** Brings the draft store for the options; a store attached meanwhile wins. */
  const loadStore = (): Promise<void> => {
    storeLoad ??= loadDraftStore(options, now).then(
      (store) => {
        if (drafts !== undefined) return;
        if (!disposed) return useDrafts(store);
        drafts = store;
        flushDraft();
      },
      (error: unknown) => warn(`drafts not kept: ${String(error)}`),
    );
    return storeLoad;
  };
  /** Marks the draft unsaved and schedules its write (loading the draft store on first need). */
  const markDirty = () => {
    dirty = true;
    if (scheduled || drafts === null) return;
    scheduled = true;
    saveTimer.set(flushDraft, DRAFT_SAVE_DELAY_MS);
    if (drafts === undefined) void loadStore();
  };
  const stopSaving = $listing.listen(() => {
    touched = true;
    if (restoring) return;
    markDirty();
  });
  // The flow's step is kept with the draft: a new step is saved like a listing change, once the
  // listing has something to keep (an untouched session's step alone makes no draft).
  const stopSavingStep = $ui.listen((ui) => {
    if (restoring || !touched || ui.flowStep === savedFlowStep) return;
    markDirty();
  });
  const stopWatchingPage = onPageHidden(flushDraft);
  const context = (): QuoteContext => ({ ...$context.get(), now: new Date(now()) });
  const state = (): QuoteState => ({ listing: $listing.get(), ui: $ui.get() });

  /** Applies a transition and every settle hook, sets the stores, then runs the after hooks. */
  const update = (step: SessionStep): QuoteState => {
    if (disposed) return state();
    const current = context();
    const before = state();
    const next = hooks.reduce(
      (result, hook) => (hook.settle ? hook.settle(result, current) : result),
      step(before, current),
    );
    if (next.listing !== before.listing) $listing.set(next.listing);
    if (next.ui !== before.ui) $ui.set(next.ui);
    for (const hook of hooks) hook.after?.(before, next, current);
    return state();
  };

  /** Attaches a draft store: an untouched session takes its draft, a touched one saves into it. */
  const useDrafts = (store: DraftStore | false): void => {
    if (disposed) return;
    drafts = store === false ? null : store;
    if (touched) {
      dirty = true;
      if (!scheduled) flushDraft();
      return;
    }
    let found: LoadedDraft | undefined;
    try {
      found = loadDraftOf(drafts, key);
    } catch (error) {
      warn(`draft "${key}" unreadable: ${String(error)}`);
    }
    if (found) restore(found);
  };

  /**
   * Takes a stored draft: the listing and its UI (with the flow's step) in one update, so one
   * change, and nothing written back. `kept`: this tab's UI in progress (uiInProgress), kept.
   */
  const restore = ({ listing: restored, flowStep }: LoadedDraft, kept?: QuoteUi) => {
    savedFlowStep = flowStep;
    restoring = true;
    try {
      update(() => ({
        listing: restored,
        ui: { ...createQuoteUi(restored), ...(kept ? uiInProgress(kept) : {}), ...(flowStep ? { flowStep } : {}) },
      }));
    } finally {
      restoring = false;
    }
  };

  /**
   * Another tab saved this session's draft (the same job open twice): this tab takes it, so each
   * shows what the other did and neither writes over it with an older list. A change of this
   * tab's own, not yet written, wins instead: it is written next and the other tab takes it.
   * On the step this tab shows, what it is in the middle of (an open dialog, what was typed in
   * it) stays; the other tab's move to another step is followed, and its dialogs close.
   */
  const takeOtherTabsDraft = () => {
    if (disposed || drafts === null) return;
    if (drafts === undefined) {
      // Never saved nor read here: the store loads, and an untouched session takes the draft.
      if (!dirty) void loadStore();
      return;
    }
    try {
      // Read even when this tab has a change to write: the store writes what differs from what it
      // read last, so the next write then replaces every part of the other tab's draft.
      const found = loadDraftOf(drafts, key);
      const ui = $ui.get();
      const sameStep = (found?.flowStep ?? ui.flowStep) === ui.flowStep;
      // On the same step, an open dialog here (and what was typed in it) stays open.
      if (found && !dirty && !(sameValue(found.listing, $listing.get()) && sameStep))
        restore(found, sameStep ? ui : undefined);
    } catch (error) {
      warn(`draft "${key}" unreadable: ${String(error)}`);
    }
  };
  // The window's storage events when drafts are in localStorage (another tab's writes to this draft).
  const storageEvents =
    options.storageEvents ??
    (options.storage === undefined && options.drafts === undefined
      ? (globalThis as Partial<StorageEvents>)
      : undefined);
  const meta = DRAFT_META_PREFIX + key;
  const onStorage = (event: Event) => {
    const written = (event as { key?: unknown }).key;
    if (typeof written === 'string' && (written === meta || written.startsWith(`${meta}#`)))
      otherTabTimer.set(takeOtherTabsDraft, OTHER_TAB_SETTLE_MS);
  };
  storageEvents?.addEventListener?.('storage', onStorage);

  let ready = Promise.resolve();
  if (options.drafts !== undefined) useDrafts(options.drafts);
  else {
    // The first read of localStorage opens the page's storage (several ms on a slow phone), so
    // it waits for the task after the one creating the session: the view paints first.
    ready = new Promise<void>((resolve) => {
      (options.timers ?? globalTimers).setTimeout(() => {
        if (!disposed && !touched && hasStoredDraft(key, options.storage)) loadStore().then(resolve, resolve);
        else resolve();
      }, 0);
    });
  }

  /** Every item change goes through here: new move_items, cached prices and their cart lines cleared (§4). */
  const changeItems = (change: (items: MoveItem[]) => MoveItem[]): Listing =>
    update((current) =>
      clearCachedPrices({
        ...current,
        listing: { ...current.listing, move_items: change(current.listing.move_items ?? []) },
      }),
    ).listing;

  const setAdapters = (added: SessionAdapters) => {
    $adapters.set({ ...$adapters.get(), ...pickAdapters(added) });
  };
  /** The adapters once `need` is there: the lazy loader runs once per missing adapter; configured ones win. */
  const adapters = (need: AdapterName = 'api'): Promise<SessionAdapters> => {
    const current = $adapters.get();
    const load = loader;
    if (current[need] || !load) return Promise.resolve(current);
    let pending = loading.get(need);
    if (!pending) {
      pending = load(need).then(
        (loaded) => {
          setAdapters({ ...loaded, ...$adapters.get() });
          return $adapters.get();
        },
        (error: unknown) => {
          loading.delete(need);
          throw error;
        },
      );
      loading.set(need, pending);
    }
    return pending;
  };
  const find = (fakeId: string) => ($listing.get().move_items ?? []).find((item) => item.fake_id === fakeId);
  const stepItem = (fakeId: string, next: (item: MoveItem) => number) =>
    changeItems((items) => {
      const item = find(fakeId);
      return item ? itemRules.setItemQuantity(items, fakeId, next(item)) : items;
    });

  return {
    key,
    version: SESSION_VERSION,
    $listing,
    $ui,
    $adapters,
    $context,
    now,
    timers,
    ready,
    setAdapters,
    setAdapterLoader: (load) => {
      loader = load;
    },
    adapters,
    setContext: (partial) => {
      $context.set({ ...$context.get(), ...partial });
      update((current) => current);
    },
    useDrafts,
    flushDraft,
    update,
    addHooks: (added) => void hooks.push(added),
    addSearchResult: (result) => changeItems((items) => itemRules.addSearchResult(items, result)),
    increaseItem: (fakeId) => stepItem(fakeId, itemRules.nextQuantity),
    decreaseItem: (fakeId) => stepItem(fakeId, itemRules.previousQuantity),
    setItemQuantity: (fakeId, quantity) => changeItems((items) => itemRules.setItemQuantity(items, fakeId, quantity)),
    removeItem: (fakeId) => changeItems((items) => itemRules.setItemQuantity(items, fakeId, 0)),
    restoreItem: (item, index) => changeItems((items) => itemRules.restoreItem(items, item, index)),
    dispose: () => {
      flushDraft();
      disposed = true;
      stopSaving();
      stopSavingStep();
      stopWatchingPage();
      storageEvents?.removeEventListener?.('storage', onStorage);
      otherTabTimer.clear();
      for (const hook of hooks) hook.dispose?.();
    },
  };
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

/** Only the adapter fields of some options (the rest are session options). */
function pickAdapters(options: SessionAdapters): SessionAdapters {
  const picked: SessionAdapters = {};
  for (const name of ADAPTER_NAMES) if (options[name]) picked[name] = options[name] as never;
  return picked;
}

const ADAPTER_NAMES = ['api', 'maps', 'payment', 'experiments', 'report'] as const;

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
