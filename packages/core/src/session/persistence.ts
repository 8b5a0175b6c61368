import * as v from 'valibot';
import { type Listing, ListingSchema } from '../model/listing.js';

/** A draft saved longer ago than this is dropped (back-office-and-shared.md §9: session cache 30 min maximum age). */
export const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;

/**
 * A draft first saved longer ago than this is dropped even if it was saved again since
 * (back-office-and-shared.md §9 "12 h flush"): the 30 minutes count from the last save, so a
 * tab left open keeps its draft alive; after 12 h its prices and dates are stale anyway.
 */
export const DRAFT_FLUSH_AFTER_MS = 12 * 60 * 60 * 1000;

/** Prefix of every storage key a draft store writes. */
export const DRAFT_NAMESPACE = 'haulkit:draft:';

/** Version of the stored envelope; any other version is dropped. */
export const DRAFT_ENVELOPE_VERSION = 1;

/** The part of the Web Storage API a draft store uses; `length` and `key` are needed to sweep. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length?: number;
  key?(index: number): string | null;
}

/** What is stored under a key: the listing with when it was saved and first saved (ms since 1970). */
export interface DraftEnvelope {
  v: typeof DRAFT_ENVELOPE_VERSION;
  savedAt: number;
  createdAt?: number;
  listing: Listing;
}

/** Why a stored draft was not usable. */
export type DraftRejection = 'corrupt' | 'version' | 'future' | 'expired' | 'flushed' | 'invalidListing';

/** Outcome of reading a stored value. */
export type DraftRead =
  | { ok: true; listing: Listing; savedAt: number; createdAt: number }
  | { ok: false; code: DraftRejection };

const REJECTION_TEXT: Readonly<Record<DraftRejection, string>> = {
  corrupt: 'it is not a saved draft',
  version: 'it was saved by another version',
  future: 'it claims to be saved in the future',
  expired: 'it is older than the maximum age',
  flushed: 'it was started more than 12 hours ago',
  invalidListing: 'its listing is not valid',
};

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads one stored value at time `nowMs` (back-office-and-shared.md §9): usable only when it is
 * a version-1 envelope, saved no later than now, no more than `maxAgeMs` ago, first saved no
 * more than `flushAfterMs` ago, holding a valid listing. Never throws.
 */
export function readDraftEnvelope(
  raw: string,
  nowMs: number,
  maxAgeMs: number = DRAFT_MAX_AGE_MS,
  flushAfterMs: number = DRAFT_FLUSH_AFTER_MS,
): DraftRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'corrupt' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, code: 'corrupt' };
  const envelope = parsed as Partial<Record<keyof DraftEnvelope, unknown>>;
  if (envelope.v !== DRAFT_ENVELOPE_VERSION) return { ok: false, code: 'version' };
  const { savedAt } = envelope;
  const createdAt = envelope.createdAt ?? savedAt;
  if (!finite(savedAt) || !finite(createdAt) || createdAt > savedAt) return { ok: false, code: 'corrupt' };
  const age = nowMs - savedAt;
  if (!(age >= 0)) return { ok: false, code: 'future' };
  if (!(age <= maxAgeMs)) return { ok: false, code: 'expired' };
  if (!(nowMs - createdAt <= flushAfterMs)) return { ok: false, code: 'flushed' };
  const listing = v.safeParse(ListingSchema, envelope.listing);
  if (!listing.success) return { ok: false, code: 'invalidListing' };
  return { ok: true, listing: listing.output, savedAt, createdAt };
}

/** A Web Storage stand-in kept in memory: it lasts as long as the page. */
export function createMemoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
  };
}

const describeError = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The page's localStorage if it works, else why not. Reading `localStorage` can itself throw
 * (sandboxed iframes, blocked cookies) and old Safari private mode throws on the first write,
 * so a probe key is written and removed. No localStorage at all (a server) gives neither.
 */
export function detectLocalStorage(probeKey = `${DRAFT_NAMESPACE}probe`): { storage?: StorageLike; problem?: string } {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    if (storage === undefined || storage === null) return {};
    storage.setItem(probeKey, '1');
    storage.removeItem(probeKey);
    return { storage };
  } catch (error) {
    return { problem: describeError(error) };
  }
}

/** Options of {@link createDraftStore}. */
export interface DraftStoreOptions {
  /** Where drafts go. @default localStorage when it works, memory otherwise */
  storage?: StorageLike;
  /** The clock, in ms since 1970. @default Date.now */
  now?: () => number;
  /** @default 1800000 (30 min) */
  maxAgeMs?: number;
  /** @default 43200000 (12 h) */
  flushAfterMs?: number;
  /** @default 'haulkit:draft:' */
  namespace?: string;
  /** Where warnings go. @default console.warn */
  warn?: (message: string) => void;
  /** Remove unusable drafts under the namespace on first use. @default true */
  sweepOnStart?: boolean;
}

/** Outcome of saving a draft. */
export type DraftSaveResult = { ok: true; savedAt: number } | { ok: false; code: 'notSerializable' };

/** A draft listing per session key that survives a reload within 30 minutes. */
export interface DraftStore {
  /** The draft saved under the key, or undefined; an unusable one is removed with a warning. */
  load(key: string): Listing | undefined;
  /** Saves the draft under the key (to memory if the storage refuses it). */
  save(key: string, listing: Listing): DraftSaveResult;
  /** Forgets the draft under the key. */
  clear(key: string): void;
  /** Removes every unusable draft under the namespace; returns how many. */
  sweep(): number;
  /** Where drafts go now. */
  readonly kind: 'storage' | 'memory';
}

/**
 * A draft store (issue: "the draft listing persists per session key, localStorage when
 * available, memory otherwise, with a 30-minute maximum age; corrupt or old data is dropped
 * with a warning, never a crash"). Nothing is touched before the first call.
 * @example const drafts = createDraftStore(); drafts.save('default', listing); drafts.load('default');
 */
export function createDraftStore(options: DraftStoreOptions = {}): DraftStore {
  const {
    now = Date.now,
    maxAgeMs = DRAFT_MAX_AGE_MS,
    flushAfterMs = DRAFT_FLUSH_AFTER_MS,
    namespace = DRAFT_NAMESPACE,
    sweepOnStart = true,
  } = options;
  const warn = (text: string) => (options.warn ?? console.warn)(`[haulkit] ${text}`);
  let active: StorageLike | undefined;
  let inMemory = false;
  let started = false;

  const toMemory = (problem: string) => {
    if (!inMemory) warn(`drafts are kept in memory only, so a reload loses them (${problem})`);
    inMemory = true;
    active = createMemoryStorage();
  };
  const storage = (): StorageLike => {
    if (active) return active;
    const found = options.storage ? { storage: options.storage } : detectLocalStorage(`${namespace}probe`);
    if (found.storage) {
      active = found.storage;
    } else {
      if (found.problem) toMemory(`localStorage is not usable: ${found.problem}`);
      inMemory = true;
      active ??= createMemoryStorage();
    }
    return active;
  };
  /** Runs a storage call; if the storage throws, moves to memory and runs it there. */
  const attempt = <T>(call: (target: StorageLike) => T): T => {
    try {
      return call(storage());
    } catch (error) {
      toMemory(`the storage failed: ${describeError(error)}`);
      return call(storage());
    }
  };
  const remove = (fullKey: string) => {
    try {
      storage().removeItem(fullKey);
    } catch {
      // A storage that cannot even remove is abandoned on the next write; nothing to do here.
    }
  };
  const read = (fullKey: string): DraftRead | undefined => {
    const raw = attempt((target) => target.getItem(fullKey));
    return typeof raw === 'string' ? readDraftEnvelope(raw, now(), maxAgeMs, flushAfterMs) : undefined;
  };

  const sweep = (): number => {
    let keys: string[] = [];
    try {
      const target = storage();
      const count = target.length ?? 0;
      for (let index = 0; index < count; index += 1) {
        const key = target.key?.(index);
        if (typeof key === 'string' && key.startsWith(namespace)) keys.push(key);
      }
    } catch {
      keys = [];
    }
    const stale = keys.filter((key) => read(key)?.ok === false);
    for (const key of stale) remove(key);
    if (stale.length > 0) warn(`removed ${stale.length} expired or unreadable saved draft(s)`);
    return stale.length;
  };
  const start = () => {
    if (started) return;
    started = true;
    if (sweepOnStart) sweep();
  };

  return {
    get kind() {
      storage();
      return inMemory ? 'memory' : 'storage';
    },
    load(key) {
      start();
      const fullKey = namespace + String(key);
      const found = read(fullKey);
      if (found === undefined) return undefined;
      if (found.ok) return found.listing;
      remove(fullKey);
      warn(`dropped the saved draft "${String(key)}" because ${REJECTION_TEXT[found.code]}`);
      return undefined;
    },
    save(key, listing) {
      start();
      const fullKey = namespace + String(key);
      const savedAt = now();
      const previous = read(fullKey);
      const createdAt = previous?.ok ? previous.createdAt : savedAt;
      let text: string;
      try {
        text = JSON.stringify({ v: DRAFT_ENVELOPE_VERSION, savedAt, createdAt, listing } satisfies DraftEnvelope);
      } catch (error) {
        warn(`the draft "${String(key)}" was not saved: ${describeError(error)}`);
        return { ok: false, code: 'notSerializable' };
      }
      try {
        storage().setItem(fullKey, text);
      } catch (error) {
        remove(fullKey);
        toMemory(`the storage refused the draft: ${describeError(error)}`);
        storage().setItem(fullKey, text);
      }
      return { ok: true, savedAt };
    },
    clear(key) {
      remove(namespace + String(key));
    },
    sweep,
  };
}
