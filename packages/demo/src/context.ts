import type { Listing, OpaqueRecord } from '@haulkit/core';
import { seededRandom } from './random.js';

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
}

/** The seed used when none is given. */
export const DEFAULT_SEED = 1;

/** One entry of a pre-listing's history, as the demo records it. */
export interface DemoHistoryEntry extends OpaqueRecord {
  readonly event: string;
  readonly at: string;
}

/** The in-memory state the demo ports share (a quote saved by `quote` is seen by `admin`). */
export interface DemoState {
  /** Saved pre-listings by id, each with its last price answer merged in. */
  readonly prelistings: Map<string, Listing>;
  /** History entries by pre-listing id, oldest first. */
  readonly history: Map<string, DemoHistoryEntry[]>;
  /** Price adjustments, by uuid (see admin/price-adjustments.ts). */
  readonly adjustments: Map<string, OpaqueRecord>;
  /** Every tracking call, in order: stages, event batches and directions logs. */
  readonly tracking: OpaqueRecord[];
}

/** The options resolved, the state, and the id generator one set of demo ports shares. */
export interface DemoContext {
  readonly latencyMs: number;
  readonly now: () => Date;
  readonly seed: number;
  readonly state: DemoState;
  /** Pseudo-random numbers for ids and tokens, in call order. */
  readonly random: () => number;
}

/** Resolves the options into a fresh context with empty state. */
export function createDemoContext(options: DemoOptions = {}): DemoContext {
  const latencyMs = Number.isFinite(options.latencyMs) && (options.latencyMs ?? 0) > 0 ? Number(options.latencyMs) : 0;
  const seed = Number.isFinite(options.seed) ? Math.trunc(Number(options.seed)) : DEFAULT_SEED;
  return {
    latencyMs,
    now: options.now ?? (() => new Date()),
    seed,
    random: seededRandom(seed),
    state: { prelistings: new Map(), history: new Map(), adjustments: new Map(), tracking: [] },
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
  entries.push({ ...details, event, at: context.now().toISOString() });
  context.state.history.set(preListingId, entries);
}
