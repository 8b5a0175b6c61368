import { atom, type ReadableAtom } from 'nanostores';
import type { Listing } from '../model/listing.js';
import { type AdminUser, settleAdmin } from '../rules/admin/permissions.js';
import type { FieldRules } from '../rules/booking-steps/field-rules.js';
import type { Experiment } from '../rules/experiments/experiments.js';
import { type AdapterHub, type AdapterLoader, getAdapterHub, type SessionAdapters } from './adapter-hub.js';
import type { DraftStore, StorageLike } from './persistence.js';
import { createQuoteUi, type QuoteContext, type QuoteState, type QuoteUi } from './quote-state.js';
import { globalTimers, type SessionTimers } from './session-effects.js';

export type { AdapterHub, AdapterLoader, AdapterName, ReportEntry, SessionAdapters } from './adapter-hub.js';
export type { SessionTimers } from './session-effects.js';

// The session's core: the stores every slice shares, the one way state changes (`update`, with
// the slices' hooks), the adapters, who uses it and its clock. Slices (./slices/) add the rest.

/** Who uses the session and in which flow; transitions read it with the time now. */
export interface SessionContext {
  /** An admin user is signed in (§6): always `admin !== null` (both set by `settleAdmin`). @default false */
  isAdmin: boolean;
  /** The signed-in admin user, as the server says (back-office §6), or null. @default null */
  admin: AdminUser | null;
  /** The flow's category attribute: furniture, house-move, piano, car, man-and-van … @default null */
  category: string | null;
  /** Experiments the test lab answered. @default [] */
  experiments: readonly Experiment[];
  /** Miles above which non-admins get collection time only. @default 150 */
  longDistanceMiles?: number;
  /** The server's booking-step rules per field (back-office §5); none means every field is valid. */
  fieldRules?: FieldRules | null;
}

/** What a session listens to for other tabs' writes to its draft (the window's `storage` events). */
export type StorageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Options of a session, read when it is created (see `getSession` and `configure`). */
export interface QuoteSessionOptions extends SessionAdapters {
  /**
   * Brings the adapters on first need (the elements' lazy HTTP or demo chunk); adapters set
   * directly win over what it brings.
   */
  load?: AdapterLoader;
  /** Where drafts are kept. @default localStorage when it works, memory otherwise */
  storage?: StorageLike;
  /**
   * Where the `storage` events of `storage` arrive: another tab's write to this session's draft
   * is taken by this one (the same job open in two tabs).
   * @default the window, when drafts are in localStorage; none for another `storage` or `drafts`
   */
  storageEvents?: StorageEvents;
  /**
   * A ready draft store (wins over `storage`), or false to keep no draft.
   * @default a store on `storage`: loaded by `getSession` at once when a draft is stored under the key, else
   * with the first change; at once by `getQuoteSession`
   */
  drafts?: DraftStore | false;
  /** The clock, in ms since 1970. @default Date.now */
  now?: () => number;
  /** @default the global setTimeout and clearTimeout */
  timers?: SessionTimers;
  /** Who uses the session. */
  context?: Partial<SessionContext>;
  /** Where warnings go. @default console.warn */
  warn?: (message: string) => void;
}

/** A transition as the session applies it: the state and context in, the next state out. */
export type SessionStep = (state: QuoteState, context: QuoteContext) => QuoteState;

/** What a slice adds to every update of a session (see ./slice.ts). */
export interface SessionHooks {
  /** Runs after every transition, before the stores change (the long-distance rule). */
  settle?: SessionStep;
  /** Runs after the stores changed, with the state before and after (effects). */
  after?: (before: QuoteState, after: QuoteState, context: QuoteContext) => void;
  /** Runs when the session is disposed. */
  dispose?: () => void;
}

/**
 * The core every slice builds on: the stores, `update` (the only way state changes), the
 * adapters, who uses the session and its clock. Elements with the same `session` attribute share
 * one session, also across separately loaded bundles.
 */
export interface SessionCore extends AdapterHub {
  readonly key: string;
  readonly version: number;
  /** The draft listing. Change it through the actions, never by hand. */
  readonly $listing: ReadableAtom<Listing>;
  /** Tabs, modals, price loading, confirmations … (only the flow's step is kept with the draft). */
  readonly $ui: ReadableAtom<QuoteUi>;
  /** Who uses the session. */
  readonly $context: ReadableAtom<SessionContext>;
  /** The session's clock, in ms since 1970. */
  readonly now: () => number;
  /** The session's timers. */
  readonly timers: SessionTimers;
  /** Changes who uses the session (admin, category, experiments). */
  setContext(context: Partial<SessionContext>): void;
  /** Applies a transition to the stores (with the slices' hooks); returns the new state. */
  update(step: SessionStep): QuoteState;
  /**
   * Runs `change` as a change the host page made itself (an attribute or property it set: the
   * partner, a prefill): each listing its updates leave is the host's (`isHostListing`), which no
   * event tells the host (the elements' `hk-change`, `useSessionEvents`). What the customer does
   * next, or a service answers, is told as before. Returns what `change` returns.
   */
  hostChange<T>(change: () => T): T;
  /** True for a listing a host change left (see `hostChange`): the host made it, so no event tells it. */
  isHostListing(listing: Listing): boolean;
  /** Adds a slice's hooks (see ./slice.ts). */
  addHooks(hooks: SessionHooks): void;
  /** Stops every slice: its timers, loads in flight and listeners (the drafts slice writes first). */
  dispose(): void;
}

/** Version of the session object's shape; sessions are shared across bundles of one major. */
export const SESSION_VERSION = 1;

const EMPTY_LISTING: Listing = { move_items: [] };

const NO_ADMIN = { admin: null, isAdmin: false } as const;

/** The session's state as a transition sees it: the listing and the UI now. */
export function stateOf(session: Pick<SessionCore, '$listing' | '$ui'>): QuoteState {
  return { listing: session.$listing.get(), ui: session.$ui.get() };
}

/** The context a transition gets: who uses the session, and the time now. */
export function contextOf(session: Pick<SessionCore, '$context' | 'now'>): QuoteContext {
  return { ...session.$context.get(), now: new Date(session.now()) };
}

/** A session's core for a key: empty stores, the options' adapters, context and clock. */
export function createSessionCore(key: string, options: QuoteSessionOptions): SessionCore {
  const now = options.now ?? Date.now;
  const $listing = atom<Listing>(EMPTY_LISTING);
  const $ui = atom<QuoteUi>(createQuoteUi(EMPTY_LISTING));
  // The key's adapters, maybe already set by a piece that only calls ports; the options' own win.
  const hub = getAdapterHub(key);
  hub.setAdapters(options);
  if (options.load) hub.setAdapterLoader(options.load);
  const $context = atom<SessionContext>({
    category: null,
    experiments: [],
    ...options.context,
    ...settleAdmin(NO_ADMIN, options.context ?? {}),
  });
  const hooks: SessionHooks[] = [];
  let disposed = false;
  const state = (): QuoteState => ({ listing: $listing.get(), ui: $ui.get() });
  /** How many host changes are running (they may nest), and the listings they left. */
  let hostChanges = 0;
  const hostListings = new WeakSet<Listing>();

  /** Applies a transition and every settle hook, sets the stores, then runs the after hooks. */
  const update = (step: SessionStep): QuoteState => {
    if (disposed) return state();
    const current = contextOf(core);
    const before = state();
    const next = hooks.reduce(
      (result, hook) => (hook.settle ? hook.settle(result, current) : result),
      step(before, current),
    );
    // Marked before the store changes, so its listeners already see it as the host's.
    if (hostChanges > 0 && next.listing !== before.listing) hostListings.add(next.listing);
    if (next.listing !== before.listing) $listing.set(next.listing);
    if (next.ui !== before.ui) $ui.set(next.ui);
    for (const hook of hooks) hook.after?.(before, next, current);
    return state();
  };
  const core: SessionCore = {
    key,
    version: SESSION_VERSION,
    $listing,
    $ui,
    $adapters: hub.$adapters,
    $context,
    now,
    timers: options.timers ?? globalTimers,
    setAdapters: hub.setAdapters,
    setAdapterLoader: hub.setAdapterLoader,
    adapters: hub.adapters,
    setContext: (partial) => {
      const current = $context.get();
      $context.set({ ...current, ...partial, ...settleAdmin(current, partial) });
      update((current) => current);
    },
    update,
    hostChange: (change) => {
      hostChanges += 1;
      try {
        return change();
      } finally {
        hostChanges -= 1;
      }
    },
    isHostListing: (listing) => hostListings.has(listing),
    addHooks: (added) => void hooks.push(added),
    dispose: () => {
      // Hooks first (the drafts slice writes its last change), then nothing changes any more.
      for (const hook of hooks) hook.dispose?.();
      disposed = true;
    },
  };
  return core;
}
