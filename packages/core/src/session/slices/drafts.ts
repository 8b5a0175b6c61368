import { lazyImport } from '../../lazy-import.js';
import type { QuoteSessionOptions, SessionCore, StorageEvents } from '../core.js';
import { onPageHidden } from '../page-hidden.js';
import type { DraftStore, LoadedDraft, StorageLike } from '../persistence.js';
import { createQuoteUi, type QuoteUi, uiInProgress } from '../quote-state.js';
import { createTimer } from '../session-effects.js';
import { defineSlice } from '../slice.js';

/** The drafts' module (storage, batching), fetched on the first session with drafts (again after a failed fetch). */
const importPersistence = lazyImport(() => import('../persistence.js'));

/**
 * How long after the first unsaved listing change the draft is written: later changes within
 * this time join the same write, so a burst of clicks costs one write, off the clicks' path
 * (docs/conventions.md: drafts saved in a batch). Leaving or hiding the page writes at once.
 */
export const DRAFT_SAVE_DELAY_MS = 250;

/** DRAFT_NAMESPACE of persistence.ts, repeated so that the peek below does not load that chunk. */
const DRAFT_META_PREFIX = 'haulkit:draft:';

/**
 * How long after another tab's last write to a session's draft the session reads it (the other
 * tab writes the draft's keys one by one; this lets all of them land).
 */
export const OTHER_TAB_SETTLE_MS = 50;

/** Two JSON values alike, whatever the order of their objects' keys (a stored listing comes back in parts). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b || typeof a !== 'object' || typeof b !== 'object' || !a || !b) return a === b;
  const left = Object.entries(a).filter(([, field]) => field !== undefined);
  const right = Object.entries(b).filter(([, field]) => field !== undefined);
  const other = new Map(right);
  return left.length === right.length && left.every(([name, field]) => sameJson(field, other.get(name)));
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
export async function loadDraftStore(options: QuoteSessionOptions, now: () => number): Promise<DraftStore> {
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

/**
 * The drafts slice, for a session's options: the listing (with the flow's step) is saved in
 * batches, a stored draft is restored, and another tab's write to the same draft is taken.
 */
export const draftsSlice = (options: QuoteSessionOptions) =>
  defineSlice('drafts', (session: SessionCore) => {
    const { key, $listing, $ui } = session;
    const warn = (text: string) => (options.warn ?? console.warn)(`[haulkit] ${text}`);
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
    const saveTimer = createTimer(session.timers);
    const otherTabTimer = createTimer(session.timers);
    /** The flow step the last write kept with the draft (a UI field drafts keep). */
    let savedFlowStep: QuoteUi['flowStep'];
    /** The experiments reported that the last write kept with the draft (the other UI field drafts keep). */
    let savedReported: QuoteUi['reportedExperiments'];

    /** Writes the listing if it changed since the last write (the store writes only the parts that changed). */
    const flushDraft = () => {
      saveTimer.clear();
      scheduled = false;
      if (!dirty || !drafts) return;
      dirty = false;
      const { flowStep, reportedExperiments } = $ui.get();
      savedFlowStep = flowStep;
      savedReported = reportedExperiments;
      const extras = { ...(flowStep ? { flowStep } : {}), ...(reportedExperiments ? { reportedExperiments } : {}) };
      try {
        drafts.save(key, $listing.get(), Object.keys(extras).length > 0 ? extras : undefined);
      } catch (error) {
        warn(`draft "${key}" not saved: ${String(error)}`);
      }
    };
    /** Brings the draft store for the options; a store attached meanwhile wins. */
    const loadStore = (): Promise<void> => {
      storeLoad ??= loadDraftStore(options, session.now).then(
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
    // The flow's step and the experiments reported are kept with the draft: a change of either is
    // saved like a listing change, once the listing has something to keep (an untouched session's
    // step alone makes no draft).
    const stopSavingStep = $ui.listen((ui) => {
      if (restoring || !touched) return;
      if (ui.flowStep === savedFlowStep && ui.reportedExperiments === savedReported) return;
      markDirty();
    });
    const stopWatchingPage = onPageHidden(flushDraft);

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
    const restore = ({ listing: restored, flowStep, reportedExperiments }: LoadedDraft, kept?: QuoteUi) => {
      savedFlowStep = flowStep;
      savedReported = reportedExperiments;
      restoring = true;
      try {
        session.update(() => ({
          listing: restored,
          ui: {
            ...createQuoteUi(restored),
            ...(kept ? uiInProgress(kept) : {}),
            ...(flowStep ? { flowStep } : {}),
            ...(reportedExperiments ? { reportedExperiments } : {}),
          },
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
        if (found && !dirty && !(sameJson(found.listing, $listing.get()) && sameStep))
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
        session.timers.setTimeout(() => {
          if (!disposed && !touched && hasStoredDraft(key, options.storage)) loadStore().then(resolve, resolve);
          else resolve();
        }, 0);
      });
    }

    session.addHooks({
      dispose: () => {
        flushDraft();
        disposed = true;
        stopSaving();
        stopSavingStep();
        stopWatchingPage();
        storageEvents?.removeEventListener?.('storage', onStorage);
        otherTabTimer.clear();
      },
    });

    return {
      /** Resolves once a stored draft, if any, is restored (at once when none is stored). */
      ready: ready as Promise<void>,
      /** Keeps drafts in this store from now on; an untouched session takes the draft it holds. */
      useDrafts,
      /**
       * Writes the unsaved listing change now, if any. Changes are otherwise written 250 ms after the
       * first unsaved one (DRAFT_SAVE_DELAY_MS), when the page is hidden or left, and on dispose.
       */
      flushDraft,
    };
  });
