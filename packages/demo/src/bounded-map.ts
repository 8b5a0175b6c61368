import { DRAFT_FLUSH_AFTER_MS, DRAFT_MAX_AGE_MS } from '@haulkit/core';

/** How a {@link BoundedMap} or {@link BoundedLog} forgets. */
export interface BoundsOptions {
  /** Entries kept at most; beyond it the least recently used one is dropped. */
  maxEntries: number;
  /**
   * The most the entries may weigh in all (BoundedMap only: each `set` names its entry's weight,
   * e.g. its JSON size); beyond it the least recently used ones are dropped.
   * @default Infinity
   */
  maxWeight?: number;
  /**
   * An entry not used (read or written) for this long is dropped.
   * @default DRAFT_MAX_AGE_MS (30 min, the session cache's maximum age)
   */
  idleMs?: number;
  /**
   * An entry first written this long ago is dropped even if used since.
   * @default DRAFT_FLUSH_AFTER_MS (12 h, the session cache's flush)
   */
  maxAgeMs?: number;
  /**
   * The clock, in ms since 1970.
   * @default Date.now
   */
  now?: () => number;
}

interface Slot<V> {
  value: V;
  weight: number;
  createdAt: number;
  usedAt: number;
}

/** Resolved bounds; a non-positive or non-finite count keeps one entry, so a bound is never off. */
function resolve(options: BoundsOptions) {
  const count = Math.trunc(options.maxEntries);
  return {
    maxEntries: Number.isFinite(count) && count > 0 ? count : 1,
    maxWeight: options.maxWeight ?? Number.POSITIVE_INFINITY,
    idleMs: options.idleMs ?? DRAFT_MAX_AGE_MS,
    maxAgeMs: options.maxAgeMs ?? DRAFT_FLUSH_AFTER_MS,
    now: options.now ?? Date.now,
  };
}

/**
 * A Map that stays small: at most `maxEntries` entries and `maxWeight` in all (the least
 * recently used goes first), each forgotten after `idleMs` without use or `maxAgeMs` after it was
 * first written (by default the session cache's 30 min and 12 h, docs/behaviour/back-office.md §9).
 * Every in-memory store of the demo and the reference server is one, so a long run or a flood of
 * new ids cannot grow memory.
 *
 * @example
 * const listings = new BoundedMap<string, Listing>({ maxEntries: 200, maxWeight: 32 * 2 ** 20 });
 * listings.set('pl-1', listing, text.length); // weighed by its JSON size
 * listings.get('pl-1'); // the listing, for 30 min after its last use
 */
export class BoundedMap<K, V> {
  readonly #slots = new Map<K, Slot<V>>();
  readonly #bounds: ReturnType<typeof resolve>;
  #weight = 0;

  constructor(options: BoundsOptions) {
    this.#bounds = resolve(options);
  }

  /** Entries kept at most. */
  get maxEntries(): number {
    return this.#bounds.maxEntries;
  }

  /** How many live entries there are (expired ones are swept first). */
  get size(): number {
    this.#sweep();
    return this.#slots.size;
  }

  /** The weight of the live entries (expired ones are swept first). */
  get weight(): number {
    this.#sweep();
    return this.#weight;
  }

  #expired(slot: Slot<V>, now: number): boolean {
    return now - slot.usedAt >= this.#bounds.idleMs || now - slot.createdAt >= this.#bounds.maxAgeMs;
  }

  #drop(key: K, slot: Slot<V>): void {
    this.#slots.delete(key);
    this.#weight -= slot.weight;
  }

  /** Drops every expired entry (a walk over at most `maxEntries`). */
  #sweep(): void {
    const now = this.#bounds.now();
    for (const [key, slot] of this.#slots) if (this.#expired(slot, now)) this.#drop(key, slot);
  }

  /** The live slot of `key`, moved to the most recently used end; an expired one is dropped. */
  #use(key: K): Slot<V> | undefined {
    const slot = this.#slots.get(key);
    if (slot === undefined) return undefined;
    const now = this.#bounds.now();
    this.#drop(key, slot);
    if (this.#expired(slot, now)) return undefined;
    slot.usedAt = now;
    this.#slots.set(key, slot);
    this.#weight += slot.weight;
    return slot;
  }

  /** The weight `key` was set with (0 when absent); not a use. */
  weightOf(key: K): number {
    return this.#slots.get(key)?.weight ?? 0;
  }

  /** The value of `key` (which counts as a use), or undefined when absent or expired. */
  get(key: K): V | undefined {
    return this.#use(key)?.value;
  }

  /** True when `key` has a live value (which counts as a use). */
  has(key: K): boolean {
    return this.#use(key) !== undefined;
  }

  /**
   * Keeps `value` under `key` as the most recently used entry, weighing `weight` (e.g. its size
   * in bytes; 0 by default), then drops the least recently used while more than `maxEntries` or
   * `maxWeight` are kept. The entry just set always stays, even if it alone weighs more.
   */
  set(key: K, value: V, weight = 0): this {
    const now = this.#bounds.now();
    const previous = this.#use(key);
    if (previous !== undefined) this.#drop(key, previous);
    // Least recently used first: the idle ones sit at the front, so this stops at the first live one.
    for (const [oldKey, slot] of this.#slots) {
      if (now - slot.usedAt < this.#bounds.idleMs) break;
      this.#drop(oldKey, slot);
    }
    const size = Number.isFinite(weight) && weight > 0 ? weight : 0;
    this.#slots.set(key, { value, weight: size, createdAt: previous?.createdAt ?? now, usedAt: now });
    this.#weight += size;
    for (const [oldKey, slot] of this.#slots) {
      if (oldKey === key) break;
      if (this.#slots.size <= this.#bounds.maxEntries && this.#weight <= this.#bounds.maxWeight) break;
      this.#drop(oldKey, slot);
    }
    return this;
  }

  /** Forgets `key`; true when it was there. */
  delete(key: K): boolean {
    const slot = this.#slots.get(key);
    if (slot === undefined) return false;
    this.#drop(key, slot);
    return true;
  }

  /** Forgets everything. */
  clear(): void {
    this.#slots.clear();
    this.#weight = 0;
  }

  /** Live entries, least recently used first (reading them does not count as a use). */
  *entries(): IterableIterator<[K, V]> {
    this.#sweep();
    for (const [key, slot] of [...this.#slots]) yield [key, slot.value];
  }

  /** Live keys, least recently used first. */
  *keys(): IterableIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  /** Live values, least recently used first. */
  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }
}

/**
 * A ring of recent records: at most `maxEntries` (the oldest goes first), each forgotten once
 * older than `idleMs` (a record is never used again after it is written, so its idle time is its
 * age; by default the session cache's 30 min).
 *
 * @example
 * const tracking = new BoundedLog<TrackingCall>({ maxEntries: 500 });
 * tracking.push({ kind: 'stage', stage: 'prices' });
 * tracking.toArray(); // oldest first
 */
export class BoundedLog<T> {
  readonly #items: { value: T; at: number }[] = [];
  readonly #bounds: ReturnType<typeof resolve>;

  constructor(options: BoundsOptions) {
    this.#bounds = resolve(options);
  }

  #sweep(now: number): void {
    const limit = Math.min(this.#bounds.idleMs, this.#bounds.maxAgeMs);
    let stale = 0;
    while (stale < this.#items.length && now - (this.#items[stale]?.at ?? now) >= limit) stale += 1;
    if (stale > 0) this.#items.splice(0, stale);
  }

  /** Adds a record as the newest, dropping the oldest beyond the bound. */
  push(value: T): void {
    const now = this.#bounds.now();
    this.#sweep(now);
    this.#items.push({ value, at: now });
    if (this.#items.length > this.#bounds.maxEntries)
      this.#items.splice(0, this.#items.length - this.#bounds.maxEntries);
  }

  /** How many live records there are. */
  get length(): number {
    this.#sweep(this.#bounds.now());
    return this.#items.length;
  }

  /** The live records, oldest first (a new array; the records themselves are not copied). */
  toArray(): T[] {
    this.#sweep(this.#bounds.now());
    return this.#items.map((item) => item.value);
  }
}

/** Appends `entry` to `list` and keeps only its newest `max` entries (a per-key list stays bounded too). */
export function pushBounded<T>(list: T[], entry: T, max: number): T[] {
  list.push(entry);
  if (list.length > max) list.splice(0, list.length - max);
  return list;
}
