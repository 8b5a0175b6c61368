import { jsonText } from '../json-text.js';
import { type Listing, ListingSchema } from '../model/listing.js';
import * as v from '../model/valibot.js';
import { restoredQuantity } from '../rules/items/items.js';
import { QUOTE_FLOW_STEPS } from '../rules/quote-flow/constants.js';
import type { QuoteFlowStep } from '../rules/quote-flow/steps.js';
import { shallowEqual } from '../shallow-equal.js';

/** A draft saved longer ago than this is dropped (docs/behaviour/back-office.md §9: session cache 30 min maximum age). */
export const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;

/**
 * A draft first saved longer ago than this is dropped even if it was saved again since
 * (docs/behaviour/back-office.md §9 "12 h flush"): the 30 minutes count from the last save, so a
 * tab left open keeps its draft alive; after 12 h its prices and dates are stale anyway.
 */
export const DRAFT_FLUSH_AFTER_MS = 12 * 60 * 60 * 1000;

/** Prefix of every storage key a draft store writes. */
export const DRAFT_NAMESPACE = 'haulkit:draft:';

/**
 * Version of the stored draft: a meta key (`haulkit:draft:<key>`) plus part keys `#listing`
 * (the listing without its items), `#order` (the items' fake_ids) and `#item:<fake_id>` (one
 * item each), so that a change writes the parts it changed, not the whole list. Items without
 * unique, non-empty fake_ids are kept together under `#items` instead (and there is no `#order`).
 */
export const DRAFT_VERSION = 2;

/** The part of the Web Storage API a draft store uses; `length` and `key` are needed to sweep. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length?: number;
  key?(index: number): string | null;
}

/** What the meta key of a draft holds; the listing is in the part keys. */
export interface DraftMeta {
  v: typeof DRAFT_VERSION;
  savedAt: number;
  createdAt: number;
  /** The step `<hk-quote-flow>` was on (optional: older drafts have none; an unknown value is ignored on read). */
  flowStep?: QuoteFlowStep;
  /** The experiments reported for the draft's pre-listing (`PricingUi.reportedExperiments`); absent: none. */
  reportedExperiments?: readonly string[];
}

/** What a draft keeps besides the listing: the flow's step and the experiments reported. */
export interface DraftExtras {
  flowStep?: QuoteFlowStep;
  /** The experiments reported to the test lab for the pre-listing (back-office §4: tracked once reported). */
  reportedExperiments?: readonly string[];
}

/** A usable draft as a store gives it back: the listing and, when one was saved, the flow's step. */
export interface LoadedDraft extends DraftExtras {
  listing: Listing;
}

/** The reported experiments a meta key holds: its texts, when it holds a list with any (anything else is read as none). */
const reportedOf = (value: unknown): string[] | undefined => {
  const keys = Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  return keys.length > 0 ? keys : undefined;
};

/** What a draft keeps besides its listing, without the parts it does not have. */
const extrasOf = (
  flowStep: QuoteFlowStep | undefined,
  reportedExperiments: readonly string[] | undefined,
): DraftExtras => ({
  ...(flowStep ? { flowStep } : {}),
  ...(reportedExperiments ? { reportedExperiments } : {}),
});

/** The flow step a meta key names, when it is one (anything else is read as none). */
const flowStepOf = (value: unknown): QuoteFlowStep | undefined =>
  typeof value === 'string' && (QUOTE_FLOW_STEPS as readonly string[]).includes(value)
    ? (value as QuoteFlowStep)
    : undefined;

/** Why a stored draft was not usable. */
export type DraftRejection = 'corrupt' | 'version' | 'future' | 'expired' | 'flushed' | 'invalidListing';

/** Outcome of reading a stored value. */
export type DraftRead =
  | {
      ok: true;
      listing: Listing;
      savedAt: number;
      createdAt: number;
      flowStep?: QuoteFlowStep;
      reportedExperiments?: readonly string[];
    }
  | { ok: false; code: DraftRejection };

const REJECTION_TEXT: Readonly<Record<DraftRejection, string>> = {
  corrupt: 'it is not a saved draft',
  version: 'it was saved by another version',
  future: 'it claims to be saved in the future',
  expired: 'it is older than the maximum age',
  flushed: 'it was started more than 12 hours ago',
  invalidListing: 'its listing is not valid',
};

const LISTING_PART = '#listing';
const ORDER_PART = '#order';
const ITEMS_PART = '#items';
const ITEM_PART = '#item:';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Fake_ids that can each name a key: non-empty strings, no two alike. */
const isIdList = (ids: unknown): ids is string[] =>
  Array.isArray(ids) && ids.every((id) => typeof id === 'string' && id !== '') && new Set(ids).size === ids.length;
const parseJson = (raw: string | null): unknown => {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** Stored items with each quantity held to 1 … 99,999: one bad line is kept for the customer to fix, not the draft lost. */
const withKeptQuantities = (items: unknown): unknown =>
  Array.isArray(items)
    ? items.map((item) => (isRecord(item) ? { ...item, quantity: restoredQuantity(item.quantity) } : item))
    : items;

/** The draft's times if they pass the §9 rules at `nowMs`, else why not. */
function checkTimes(
  stored: Record<string, unknown>,
  nowMs: number,
  maxAgeMs: number,
  flushAfterMs: number,
): { savedAt: number; createdAt: number } | DraftRejection {
  const { savedAt } = stored;
  const createdAt = stored.createdAt ?? savedAt;
  if (!finite(savedAt) || !finite(createdAt) || createdAt > savedAt) return 'corrupt';
  const age = nowMs - savedAt;
  if (!(age >= 0)) return 'future';
  if (!(age <= maxAgeMs)) return 'expired';
  if (!(nowMs - createdAt <= flushAfterMs)) return 'flushed';
  return { savedAt, createdAt };
}

/** How a usable draft's items were stored: one key each, or one key for all. */
type Layout = 'each' | 'one';

/** A stored draft as a store reads it: with where its items were, so that it can tell stale keys. */
type StoredRead =
  | (Extract<DraftRead, { ok: true }> & { layout: Layout; order: readonly string[] })
  | (Extract<DraftRead, { ok: false }> & { order?: readonly string[] });

/**
 * The items of a draft: from `#order` and its item keys (an item whose key is missing or
 * unreadable is left out), else from `#items`. No items when the order or `#items` is unreadable.
 */
function readItems(get: (key: string) => string | null, meta: string) {
  const order = parseJson(get(meta + ORDER_PART));
  if (order === undefined) {
    const all = parseJson(get(meta + ITEMS_PART));
    return Array.isArray(all) ? { layout: 'one' as const, order: [], items: all } : undefined;
  }
  if (!isIdList(order)) return undefined;
  const items: unknown[] = [];
  for (const id of order) {
    const item = parseJson(get(meta + ITEM_PART + id));
    // A lost or garbled item key (two tabs on one session, a write cut short) costs that item,
    // not the draft: the customer keeps everything else they chose.
    if (isRecord(item) && item.fake_id === id) items.push(item);
  }
  return { layout: 'each' as const, order, items };
}

/** Reads the draft whose meta key holds `raw`, its parts through `get`: validation is on read only. */
function readStored(
  get: (key: string) => string | null,
  meta: string,
  raw: string,
  nowMs: number,
  maxAgeMs: number,
  flushAfterMs: number,
): StoredRead {
  const parsed = parseJson(raw);
  if (!isRecord(parsed)) return { ok: false, code: 'corrupt' };
  if (parsed.v !== DRAFT_VERSION) return { ok: false, code: 'version' };
  const times = checkTimes(parsed, nowMs, maxAgeMs, flushAfterMs);
  if (typeof times === 'string') return { ok: false, code: times };
  const found = readItems(get, meta);
  const rest = parseJson(get(meta + LISTING_PART));
  if (!found?.items || !isRecord(rest)) return { ok: false, code: 'corrupt', order: found?.order };
  const listing = v.safeParse(ListingSchema, { ...rest, move_items: withKeptQuantities(found.items) });
  if (!listing.success) return { ok: false, code: 'invalidListing', order: found.order };
  return {
    ok: true,
    listing: listing.output,
    ...times,
    ...extrasOf(flowStepOf(parsed.flowStep), reportedOf(parsed.reportedExperiments)),
    layout: found.layout,
    order: found.order,
  };
}

/**
 * The meta key a part key belongs to, or undefined for a meta key. Session keys are read as
 * holding no `#item:` and not ending in `#listing`, `#order` or `#items`.
 */
function ownerOf(fullKey: string): string | undefined {
  const item = fullKey.indexOf(ITEM_PART);
  if (item >= 0) return fullKey.slice(0, item);
  const part = [LISTING_PART, ORDER_PART, ITEMS_PART].find((suffix) => fullKey.endsWith(suffix));
  return part ? fullKey.slice(0, -part.length) : undefined;
}

/** The part keys a usable draft reads; any other part key of its meta is stale. */
function partsOf(meta: string, found: Extract<StoredRead, { ok: true }>): Set<string> {
  if (found.layout === 'one') return new Set([meta + LISTING_PART, meta + ITEMS_PART]);
  return new Set([meta + LISTING_PART, meta + ORDER_PART, ...found.order.map((id) => meta + ITEM_PART + id)]);
}

/**
 * What a store last wrote for one draft, kept in memory so that a save writes only what changed
 * by reference (the listing is immutable: every change makes new objects along its path) and
 * never reads the draft back. With none (nothing written or read yet, or the draft has expired)
 * the stored parts are unknown and all are written.
 */
interface Written {
  savedAt: number;
  createdAt: number;
  layout: Layout;
  /** The listing's top-level fields but move_items. */
  fields: Map<string, unknown>;
  /** `each`: the item objects by fake_id, in order. */
  items: Map<string, unknown>;
  /** `one`: the move_items array. */
  all?: unknown;
}

// A field is unchanged when it shows the same at its first level (shallowEqual): an item change
// filters the cart lines into a new array even when none is removed.
const sameFields = (before: Map<string, unknown>, after: Map<string, unknown>) =>
  before.size === after.size &&
  [...after].every(([name, value]) => before.has(name) && shallowEqual(before.get(name), value));

/**
 * The keys to write and to remove to store `listing` over what `known` says is stored. Writes go
 * items, listing, order, meta, and removals last, so that a crash between two leaves a readable
 * draft: the meta key is what makes new parts count.
 */
function planWrite(meta: string, listing: Listing, known: Written | undefined, times: DraftMeta) {
  const { move_items: list, ...rest } = listing;
  const items: readonly unknown[] = Array.isArray(list) ? list : [];
  const ids = items.map((item) => (isRecord(item) ? item.fake_id : undefined));
  const each = isIdList(ids);
  const fields = new Map(Object.entries(rest));
  const record: Written = {
    savedAt: times.savedAt,
    createdAt: times.createdAt,
    layout: each ? 'each' : 'one',
    fields,
    items: new Map(),
    all: each ? undefined : list,
  };
  const writes: [key: string, text: string][] = [];
  const removals: string[] = [];
  const wasEach = known?.layout === 'each';
  if (each) {
    items.forEach((item, index) => {
      const id = ids[index] as string;
      record.items.set(id, item);
      if (!wasEach || known.items.get(id) !== item) writes.push([meta + ITEM_PART + id, jsonText(item)]);
    });
  } else if (known?.layout !== 'one' || known.all !== list) {
    writes.push([meta + ITEMS_PART, jsonText(items)]);
  }
  if (!known || !sameFields(known.fields, fields)) writes.push([meta + LISTING_PART, jsonText(rest)]);
  const order = [...record.items.keys()];
  if (each && (!wasEach || !shallowEqual([...known.items.keys()], order)))
    writes.push([meta + ORDER_PART, jsonText(order)]);
  writes.push([meta, jsonText(times)]);
  // `#order` goes before the item keys it names, so that a draft read midway falls back to `#items`.
  if (!each && known?.layout !== 'one') removals.push(meta + ORDER_PART);
  if (each && !wasEach) removals.push(meta + ITEMS_PART);
  if (wasEach) for (const id of known.items.keys()) if (!record.items.has(id)) removals.push(meta + ITEM_PART + id);
  return { writes, removals, record };
}

/** What a usable draft read back tells about the stored parts (the same objects the caller gets). */
function writtenOf(found: Extract<StoredRead, { ok: true }>): Written {
  const { move_items: list, ...rest } = found.listing;
  const items = new Map<string, unknown>();
  for (const item of found.layout === 'each' ? (list ?? []) : []) items.set(item.fake_id, item);
  const { savedAt, createdAt, layout } = found;
  return { savedAt, createdAt, layout, fields: new Map(Object.entries(rest)), items, all: list };
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
  /**
   * The draft saved under the key with what it keeps besides the listing (the flow's step), or
   * undefined, as `load`. Optional: a store without it keeps the listing alone.
   */
  loadDraft?(key: string): LoadedDraft | undefined;
  /**
   * Saves the draft under the key (to memory if the storage refuses it), writing only the parts
   * that changed since this store last wrote or read it; it never reads the draft back. `extras`
   * (the flow's step) go in the meta key, which every save writes.
   */
  save(key: string, listing: Listing, extras?: DraftExtras): DraftSaveResult;
  /** Forgets the draft under the key, with all its keys. */
  clear(key: string): void;
  /** Removes every unusable draft under the namespace, and keys of no draft; returns how many drafts. */
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
  const written = new Map<string, Written>();
  let active: StorageLike | undefined;
  let inMemory = false;
  let started = false;

  const toMemory = (problem: string) => {
    if (!inMemory) warn(`drafts are kept in memory only, so a reload loses them (${problem})`);
    inMemory = true;
    active = createMemoryStorage();
    written.clear();
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
  /** Reads a key; if the storage throws, moves to memory and reads there. */
  const get = (fullKey: string): string | null => {
    try {
      return storage().getItem(fullKey);
    } catch (error) {
      toMemory(`the storage failed: ${describeError(error)}`);
      return storage().getItem(fullKey);
    }
  };
  const remove = (fullKey: string) => {
    try {
      storage().removeItem(fullKey);
    } catch {
      // A storage that cannot even remove is abandoned on the next write; nothing to do here.
    }
  };
  /** Every key starting with `prefix` (none when the storage cannot list its keys). */
  const keysUnder = (prefix: string): string[] => {
    const keys: string[] = [];
    try {
      const target = storage();
      const count = target.length ?? 0;
      for (let index = 0; index < count; index += 1) {
        const key = target.key?.(index);
        if (typeof key === 'string' && key.startsWith(prefix)) keys.push(key);
      }
    } catch {
      return [];
    }
    return keys;
  };
  /** Removes a draft: its meta key first, so that it is gone at once, then every part key. */
  const removeDraft = (meta: string, ids: Iterable<string> = []) => {
    remove(meta);
    const parts = new Set([meta + LISTING_PART, meta + ORDER_PART, meta + ITEMS_PART, ...keysUnder(meta + ITEM_PART)]);
    for (const id of ids) parts.add(meta + ITEM_PART + id);
    for (const part of parts) remove(part);
  };
  const read = (meta: string, raw: string) => readStored(get, meta, raw, now(), maxAgeMs, flushAfterMs);

  const sweep = (): number => {
    const metas: string[] = [];
    const parts = new Map<string, string[]>();
    for (const key of keysUnder(namespace)) {
      const owner = ownerOf(key);
      if (owner === undefined) metas.push(key);
      else parts.set(owner, [...(parts.get(owner) ?? []), key]);
    }
    let dropped = 0;
    for (const meta of metas) {
      const raw = get(meta);
      const own = parts.get(meta) ?? [];
      parts.delete(meta);
      if (typeof raw !== 'string') continue;
      const found = read(meta, raw);
      const keep = found.ok ? partsOf(meta, found) : new Set<string>();
      if (!found.ok) {
        remove(meta);
        dropped += 1;
      }
      for (const part of own) if (!keep.has(part)) remove(part);
    }
    for (const orphans of parts.values()) for (const part of orphans) remove(part);
    dropped += parts.size;
    if (dropped > 0) warn(`removed ${dropped} expired or unreadable saved draft(s)`);
    return dropped;
  };
  const start = () => {
    if (started) return;
    started = true;
    if (sweepOnStart) sweep();
  };
  /** What was written for the key, if it is still a live draft at `savedAt` (else its parts may be gone: write all). */
  const live = (key: string, savedAt: number) => {
    const known = written.get(key);
    if (!known) return undefined;
    const age = savedAt - known.savedAt;
    return age >= 0 && age <= maxAgeMs && savedAt - known.createdAt <= flushAfterMs ? known : undefined;
  };

  function loadDraft(key: string): LoadedDraft | undefined {
    start();
    const meta = namespace + String(key);
    const raw = get(meta);
    if (typeof raw !== 'string') return undefined;
    const found = read(meta, raw);
    if (found.ok) {
      written.set(String(key), writtenOf(found));
      return { listing: found.listing, ...extrasOf(found.flowStep, found.reportedExperiments) };
    }
    removeDraft(meta, found.order);
    written.delete(String(key));
    warn(`dropped the saved draft "${String(key)}" because ${REJECTION_TEXT[found.code]}`);
    return undefined;
  }

  return {
    get kind() {
      storage();
      return inMemory ? 'memory' : 'storage';
    },
    load: (key) => loadDraft(key)?.listing,
    loadDraft,
    save(key, listing, extras) {
      start();
      const meta = namespace + String(key);
      const savedAt = now();
      const known = live(String(key), savedAt);
      const times: DraftMeta = {
        v: DRAFT_VERSION,
        savedAt,
        createdAt: known?.createdAt ?? savedAt,
        ...extrasOf(flowStepOf(extras?.flowStep), reportedOf(extras?.reportedExperiments)),
      };
      let plan: ReturnType<typeof planWrite>;
      try {
        plan = planWrite(meta, listing, known, times);
      } catch (error) {
        warn(`the draft "${String(key)}" was not saved: ${describeError(error)}`);
        return { ok: false, code: 'notSerializable' };
      }
      try {
        for (const [fullKey, text] of plan.writes) storage().setItem(fullKey, text);
      } catch (error) {
        remove(meta);
        toMemory(`the storage refused the draft: ${describeError(error)}`);
        plan = planWrite(meta, listing, undefined, times);
        for (const [fullKey, text] of plan.writes) storage().setItem(fullKey, text);
      }
      for (const fullKey of plan.removals) remove(fullKey);
      written.set(String(key), plan.record);
      return { ok: true, savedAt };
    },
    clear(key) {
      removeDraft(namespace + String(key), written.get(String(key))?.items.keys());
      written.delete(String(key));
    },
    sweep,
  };
}
