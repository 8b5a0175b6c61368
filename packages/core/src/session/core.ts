import { atom, type ReadableAtom } from 'nanostores';
import type { Listing } from '../model/listing.js';
import type { ExperimentApi } from '../ports/admin-api.js';
import type { MapsApi } from '../ports/maps-api.js';
import type { PaymentApi } from '../ports/payment-api.js';
import type { QuoteApi } from '../ports/quote-api.js';
import { type AdminUser, settleAdmin } from '../rules/admin/permissions.js';
import type { FieldRules } from '../rules/booking-steps/field-rules.js';
import type { Experiment } from '../rules/experiments/experiments.js';
import type { DraftStore, StorageLike } from './persistence.js';
import { createQuoteUi, type QuoteContext, type QuoteState, type QuoteUi } from './quote-state.js';
import { globalTimers, type SessionTimers } from './session-effects.js';

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

/**
 * What a session reports to the host (docs/behaviour/quote-flow.md §2, §7, §8): a failed call the
 * generic interceptor reports, an info message (the §8 'No price options'), or a virtual page view
 * (the §8 price-error page; the §2 redirect of a converted furniture listing to the house-move
 * inventory, page `listing-inventory`, with the listing's `parentHash` when it has one). Elements
 * turn these into `hk-error` (with `severity`) and `hk-page-view`.
 */
export type ReportEntry =
  | { kind: 'failure'; severity: 'error' | 'warning'; code: string; message: string; data?: unknown }
  | { kind: 'info'; severity: 'info'; code: string; message: string; data?: unknown }
  | { kind: 'pageView'; page: string; parentHash?: string };

/** The adapters of a session: the ports it calls and where its reports go (docs/architecture.md). */
export interface SessionAdapters {
  /** The quote adapter (QuoteApi). */
  api?: QuoteApi;
  /** The maps adapter: suggestions, lookups, directions. */
  maps?: MapsApi;
  /** The card-by-phone adapter. */
  payment?: PaymentApi;
  /** The test lab (experiments are reported through it, and so tracked, once). */
  experiments?: ExperimentApi;
  /** Receives what the session and the generic interceptor report. */
  report?: (entry: ReportEntry) => void;
}

/** The name of one adapter of a session. */
export type AdapterName = Exclude<keyof SessionAdapters, 'report'>;

/**
 * Brings adapters on first need, told which one is needed: the elements' composition root loads
 * the quote port alone for a search, and maps, payment or the test lab when first asked for.
 */
export type AdapterLoader = (need: AdapterName) => Promise<SessionAdapters>;

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
export interface SessionCore {
  readonly key: string;
  readonly version: number;
  /** The draft listing. Change it through the actions, never by hand. */
  readonly $listing: ReadableAtom<Listing>;
  /** Tabs, modals, price loading, confirmations … (only the flow's step is kept with the draft). */
  readonly $ui: ReadableAtom<QuoteUi>;
  /** Every adapter in use (`api` the quote adapter), once configured or loaded. */
  readonly $adapters: ReadableAtom<SessionAdapters>;
  /** Who uses the session. */
  readonly $context: ReadableAtom<SessionContext>;
  /** The session's clock, in ms since 1970. */
  readonly now: () => number;
  /** The session's timers. */
  readonly timers: SessionTimers;
  /** Sets some adapters; the others stay (see `configure`). */
  setAdapters(adapters: SessionAdapters): void;
  /** Sets the lazy loader `adapters()` runs once per missing adapter. */
  setAdapterLoader(load: AdapterLoader): void;
  /** The adapters once `need` (default the quote adapter) is loaded, when a loader can bring it. */
  adapters(need?: AdapterName): Promise<SessionAdapters>;
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

const ADAPTER_NAMES = ['api', 'maps', 'payment', 'experiments', 'report'] as const;

/** Only the adapter fields of some options (the rest are session options). */
export function pickAdapters(options: SessionAdapters): SessionAdapters {
  const picked: SessionAdapters = {};
  for (const name of ADAPTER_NAMES) if (options[name]) picked[name] = options[name] as never;
  return picked;
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
  const $adapters = atom<SessionAdapters>(pickAdapters(options));
  let loader: AdapterLoader | undefined = options.load;
  const loading = new Map<AdapterName, Promise<SessionAdapters>>();
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

  const core: SessionCore = {
    key,
    version: SESSION_VERSION,
    $listing,
    $ui,
    $adapters,
    $context,
    now,
    timers: options.timers ?? globalTimers,
    setAdapters,
    setAdapterLoader: (load) => {
      loader = load;
    },
    adapters,
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
