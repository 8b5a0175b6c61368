import type { SessionCore } from './core.js';

// A slice is one piece's part of a session (docs/architecture.md, "The session and its slices"):
// its derived stores, its actions and the hooks that keep its rules, in one module. A session is
// its core plus the slices the pieces on the page asked for; the session's type is the core's
// and the slices' own types together (`SliceApi`), never written out by hand.

/** A slice: what it builds on (`Needs`), and the stores and actions it adds (`Api`). */
export interface Slice<Needs extends object, Api extends object> {
  /** The slice's name, as docs and errors say it. */
  readonly name: string;
  /**
   * Marks a session that has the slice, on the session object under a global symbol: two
   * separately loaded bundles of one major share a session, and each slice is added to it once.
   */
  readonly mark: symbol;
  /** Builds the slice on a session: registers its hooks, returns its stores and actions. */
  readonly install: (session: Needs) => Api;
}

/** The stores and actions a slice adds. */
export type SliceApi<S> = S extends Slice<never, infer Api> ? Api : never;

/**
 * A slice named `name`, marked with `Symbol.for('haulkit.<name>@1')` unless `mark` names the
 * symbol (a slice that took over an earlier bundle's mark keeps it, so that bundle sees it).
 * @example const counter = defineSlice('counter', (session: SessionCore) => ({ count: () => 1 }))
 */
export function defineSlice<Needs extends object, Api extends object>(
  name: string,
  install: (session: Needs) => Api,
  mark = `haulkit.${name}@1`,
): Slice<Needs, Api> {
  return { name, mark: Symbol.for(mark), install };
}

/** True when the session already has the slice. */
export function hasSlice(session: object, slice: Slice<never, object>): boolean {
  return slice.mark in session;
}

/**
 * The session with the slice added, once: the same object, with the slice's stores and actions.
 * The stores are brought up to date at once (the slice's settle hooks run on the current state).
 * @example withSlice(getSession('shop'), pricingSlice).loadPrices()
 */
export function withSlice<S extends Needs & SessionCore, Needs extends object, Api extends object>(
  session: S,
  slice: Slice<Needs, Api>,
): S & Api {
  if (slice.mark in session) return session as S & Api;
  const installed = Object.assign(session, slice.install(session), { [slice.mark]: true }) as S & Api;
  installed.update((current) => current);
  return installed;
}
