import type { Listing, OpaqueRecord } from '@haulkit/core';
import { BoundedLog, BoundedMap, type BoundsOptions, pushBounded } from './bounded-map.js';
import { seededRandom } from './random.js';
import type { DemoSignedIn } from './signed-in.js';

/**
 * Bounds of the demo's in-memory stores. Each store also forgets an entry 30 min after its last
 * use and 12 h after it was first written (the session cache's ages, docs/behaviour/back-office.md §9),
 * so a long run or a flood of new ids keeps memory flat.
 */
export const DEMO_STORE_LIMITS = {
  /** Saved pre-listings (each with its price answer: about 100 kB of JSON). */
  prelistings: 200,
  /** The JSON size of the saved pre-listings, at most. */
  prelistingBytes: 32 * 1024 * 1024,
  /** Pre-listings whose history is kept. */
  historyIds: 200,
  /** History entries kept per pre-listing, newest last. */
  historyPerId: 100,
  /** Price adjustments. */
  adjustments: 1000,
  /** Tracking calls kept (stages, event batches, directions logs), newest last. */
  tracking: 500,
  /** Listing actions kept (cancel, pay, relist …), newest last. */
  listingActions: 500,
  /** Pre-listings whose admin record (notes, texts, call back …) is kept. */
  adminRecords: 200,
  /** Notes, texts or provider contacts kept per record, newest last. */
  perRecordList: 50,
  /** Experiment allocations. */
  allocations: 1000,
  /** Card-by-phone calls (bearers) and payment sessions. */
  paymentSessions: 200,
} as const;

/** Options every demo adapter takes. */
export interface DemoOptions {
  /**
   * Pretend network time of every call, in ms, so loading states can be seen.
   * @default 0
   */
  latencyMs?: number;
  /**
   * The clock prices and sessions are dated from; inject a fixed one for repeatable answers.
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * Seed of every pseudo-random figure (demand, ids, tokens): the same seed and clock give the
   * same answers.
   * @default 1
   */
  seed?: number;
  /**
   * The language item searches answer in: es-ES names for `es` and `es-*`, en-GB otherwise. A
   * search's own `locale` wins.
   * @default 'en-GB'
   */
  locale?: string;
  /**
   * Who the demo says is signed in (GET who-is-signed-in): nobody, a customer, or staff (an
   * admin). Without it the page's choice (`setDemoSignedIn`) holds, else nobody.
   * @default the page's choice, else 'anonymous'
   */
  signedIn?: DemoSignedIn;
}

/** The seed used when none is given. */
export const DEFAULT_SEED = 1;

/** The locale item searches answer in when none is given. */
export const DEFAULT_LOCALE = 'en-GB';

/** One entry of a pre-listing's history, as the demo records it. */
export interface DemoHistoryEntry extends OpaqueRecord {
  readonly event: string;
  readonly at: string;
}

/** The in-memory state the demo ports share (a quote saved by `quote` is seen by `admin`). */
export interface DemoState {
  /** Saved pre-listings by id, each with its last price answer merged in, weighed by its JSON size. */
  readonly prelistings: BoundedMap<string, Listing>;
  /** History entries by pre-listing id, oldest first. */
  readonly history: BoundedMap<string, DemoHistoryEntry[]>;
  /** Price adjustments, by uuid (see admin/price-adjustments.ts). */
  readonly adjustments: BoundedMap<string, OpaqueRecord>;
  /** The recent tracking calls, in order: stages, event batches and directions logs. */
  readonly tracking: BoundedLog<OpaqueRecord>;
}

/** The options resolved, the state, and the id generator one set of demo ports shares. */
export interface DemoContext {
  readonly latencyMs: number;
  readonly now: () => Date;
  readonly seed: number;
  /** The locale item searches answer in when the search names none. */
  readonly locale: string;
  /** Who is signed in, when the options say (else the page's choice, else nobody). */
  readonly signedIn: DemoSignedIn | undefined;
  readonly state: DemoState;
  /** Pseudo-random numbers for ids and tokens, in call order. */
  readonly random: () => number;
  /** A store bound on the context's clock: `maxEntries`, 30 min idle, 12 h in all. */
  readonly bounds: (maxEntries: number) => BoundsOptions;
}

/** Resolves the options into a fresh context with empty state. */
export function createDemoContext(options: DemoOptions = {}): DemoContext {
  const latencyMs = Number.isFinite(options.latencyMs) && (options.latencyMs ?? 0) > 0 ? Number(options.latencyMs) : 0;
  const seed = Number.isFinite(options.seed) ? Math.trunc(Number(options.seed)) : DEFAULT_SEED;
  const now = options.now ?? (() => new Date());
  const bounds = (maxEntries: number): BoundsOptions => ({ maxEntries, now: () => now().getTime() });
  return {
    latencyMs,
    now,
    seed,
    locale: options.locale ?? DEFAULT_LOCALE,
    signedIn: options.signedIn,
    random: seededRandom(seed),
    bounds,
    state: {
      prelistings: new BoundedMap({
        ...bounds(DEMO_STORE_LIMITS.prelistings),
        maxWeight: DEMO_STORE_LIMITS.prelistingBytes,
      }),
      history: new BoundedMap(bounds(DEMO_STORE_LIMITS.historyIds)),
      adjustments: new BoundedMap(bounds(DEMO_STORE_LIMITS.adjustments)),
      tracking: new BoundedLog(bounds(DEMO_STORE_LIMITS.tracking)),
    },
  };
}

/** Adds an entry to a pre-listing's history, dated by the context's clock. */
export function recordHistory(
  context: DemoContext,
  preListingId: string,
  event: string,
  details: OpaqueRecord = {},
): void {
  const entries = context.state.history.get(preListingId) ?? [];
  pushBounded(entries, { ...details, event, at: context.now().toISOString() }, DEMO_STORE_LIMITS.historyPerId);
  context.state.history.set(preListingId, entries);
}
