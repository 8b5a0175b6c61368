import { afterEach, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/model/listing.js';
import {
  createDraftStore,
  createMemoryStorage,
  DRAFT_FLUSH_AFTER_MS,
  DRAFT_MAX_AGE_MS,
  type StorageLike,
} from '../../src/session/persistence.js';

const MINUTE = 60_000;
const listing: Listing = { pre_listing_id: 'abc', move_items: [{ name: 'Sofa', quantity: 2, fake_id: 'f1' }] };

function setup(start = Date.UTC(2025, 0, 6, 9)) {
  const storage = createMemoryStorage();
  const warnings: string[] = [];
  let time = start;
  const store = createDraftStore({ storage, now: () => time, warn: (text) => warnings.push(text) });
  return {
    storage,
    store,
    warnings,
    advance: (ms: number) => {
      time += ms;
    },
    at: () => time,
  };
}

describe('the draft listing persists per session key with a 30-minute maximum age (issue; back-office §9)', () => {
  it('the maximum age is 30 minutes and the flush 12 hours', () => {
    expect(DRAFT_MAX_AGE_MS).toBe(30 * MINUTE);
    expect(DRAFT_FLUSH_AFTER_MS).toBe(12 * 60 * MINUTE);
  });

  it.each([
    ['at once', 0],
    ['after 29 minutes', 29 * MINUTE],
    ['after exactly 30 minutes', 30 * MINUTE],
  ])('a reload %s restores the draft', (_when, later) => {
    const { store, advance, warnings } = setup();
    store.save('default', listing);
    advance(later);
    expect(store.load('default')).toEqual(listing);
    expect(warnings).toEqual([]);
  });

  it('a draft saved 30 minutes and 1 ms ago is dropped and removed, with one warning', () => {
    const { store, storage, advance, warnings } = setup();
    store.save('default', listing);
    advance(30 * MINUTE + 1);
    expect(store.load('default')).toBeUndefined();
    expect(storage.getItem('haulkit:draft:default')).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/older than the maximum age/);
  });

  it('each session key has its own draft, stored under the namespace', () => {
    const { store, storage, at } = setup();
    store.save('a', listing);
    store.save('b', { ...listing, pre_listing_id: 'other' });
    expect(store.load('a')?.pre_listing_id).toBe('abc');
    expect(store.load('b')?.pre_listing_id).toBe('other');
    expect(store.load('c')).toBeUndefined();
    expect(JSON.parse(storage.getItem('haulkit:draft:a') ?? '')).toEqual({ v: 2, savedAt: at(), createdAt: at() });
    expect(JSON.parse(storage.getItem('haulkit:draft:a#listing') ?? '')).toEqual({ pre_listing_id: 'abc' });
    expect(JSON.parse(storage.getItem('haulkit:draft:a#order') ?? '')).toEqual(['f1']);
    expect(JSON.parse(storage.getItem('haulkit:draft:a#item:f1') ?? '')).toEqual(listing.move_items?.[0]);
  });

  it('saving again restarts the 30 minutes', () => {
    const { store, advance } = setup();
    store.save('default', listing);
    advance(25 * MINUTE);
    store.save('default', listing);
    advance(25 * MINUTE);
    expect(store.load('default')).toEqual(listing);
  });

  it('a draft kept alive by saves is still dropped 12 hours after it was first saved (12 h flush)', () => {
    const { store, advance, warnings } = setup();
    store.save('default', listing);
    for (let elapsed = 0; elapsed < 12 * 60 * MINUTE; elapsed += 20 * MINUTE) {
      advance(20 * MINUTE);
      if (elapsed + 20 * MINUTE <= 12 * 60 * MINUTE) expect(store.load('default')).toEqual(listing);
      store.save('default', listing);
    }
    advance(1);
    expect(store.load('default')).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/more than 12 hours ago/)]);
  });

  it('a new draft after an expired one starts a fresh 12 hours', () => {
    const { store, storage, advance, at } = setup();
    store.save('default', listing);
    advance(31 * MINUTE);
    store.save('default', listing);
    expect(JSON.parse(storage.getItem('haulkit:draft:default') ?? '').createdAt).toBe(at());
  });

  it('clear forgets the draft, with every key it was stored in', () => {
    const { store, storage } = setup();
    store.save('default', listing);
    store.save('other', listing);
    store.clear('default');
    expect(store.load('default')).toBeUndefined();
    expect(storage.length).toBe(4);
    expect(store.load('other')).toEqual(listing);
  });
});

describe('corrupt or old data is dropped with a warning, never a crash', () => {
  const now = Date.UTC(2025, 0, 6, 9);
  const KEY = 'haulkit:draft:default';
  const metaOf = (storage: StorageLike) => JSON.parse(storage.getItem(KEY) ?? '') as Record<string, unknown>;
  /** Changes the fields of the meta key of the draft saved a minute ago. */
  const meta = (fields: object) => (storage: StorageLike) =>
    storage.setItem(KEY, JSON.stringify({ ...metaOf(storage), ...fields }));
  /** Replaces the draft saved a minute ago, with its parts, by `raw` under its key. */
  const only = (raw: string) => (storage: StorageLike) => {
    for (const key of [KEY, `${KEY}#listing`, `${KEY}#order`, `${KEY}#item:f1`]) storage.removeItem(key);
    storage.setItem(KEY, raw);
  };
  it.each<[string, (storage: StorageLike) => void]>([
    ['not JSON', (storage) => storage.setItem(KEY, '{"v":2,')],
    ['JSON that is not an object', (storage) => storage.setItem(KEY, '"hello"')],
    ['null', (storage) => storage.setItem(KEY, 'null')],
    ['an array', (storage) => storage.setItem(KEY, '[1,2]')],
    ['another version', meta({ v: 3 })],
    [
      'a single key holding the whole listing (a layout never released)',
      only(JSON.stringify({ v: 1, savedAt: now - MINUTE, listing })),
    ],
    ['a meta key without its parts', only(JSON.stringify({ v: 2, savedAt: now - MINUTE, createdAt: now - MINUTE }))],
    ['no version', meta({ v: undefined })],
    ['a timestamp in the future', meta({ savedAt: now + 1, createdAt: now + 1 })],
    ['a timestamp that is text', meta({ savedAt: 'yesterday' })],
    ['first saved after last saved', meta({ createdAt: now })],
    ['an expired draft', meta({ savedAt: now - 31 * MINUTE, createdAt: now - 31 * MINUTE })],
    [
      'a listing that is not one',
      (storage) => storage.setItem(`${KEY}#item:f1`, JSON.stringify({ name: ' ', quantity: 2, fake_id: 'f1' })),
    ],
    ['no listing', (storage) => storage.removeItem(`${KEY}#listing`)],
  ])('%s: undefined, removed, one warning', (_name, spoil) => {
    const { store, storage, warnings } = setup(now);
    createDraftStore({ storage, now: () => now - MINUTE }).save('default', listing);
    spoil(storage);
    expect(store.load('default')).toBeUndefined();
    expect(storage.getItem(KEY)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(store.load('default')).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('a listing that cannot be written (a cycle) is refused with a code and a warning', () => {
    const { store, warnings } = setup();
    const cyclic: Record<string, unknown> = { move_items: [] };
    cyclic.self = cyclic;
    expect(store.save('default', cyclic as Listing)).toEqual({ ok: false, code: 'notSerializable' });
    expect(warnings).toHaveLength(1);
  });
});

describe('on start, unusable drafts under the namespace are swept', () => {
  it('removes expired and corrupt drafts of any key, keeps fresh ones and foreign keys', () => {
    const now = Date.UTC(2025, 0, 6, 9);
    const storage = createMemoryStorage();
    createDraftStore({ storage, now: () => now - 13 * 60 * MINUTE }).save('old', listing);
    createDraftStore({ storage, now: () => now - MINUTE, sweepOnStart: false }).save('fresh', listing);
    storage.setItem('haulkit:draft:broken', '{');
    storage.setItem('someone-else', '{');
    const warnings: string[] = [];
    const store = createDraftStore({ storage, now: () => now, warn: (text) => warnings.push(text) });
    expect(store.load('fresh')).toEqual(listing);
    expect(storage.getItem('haulkit:draft:old')).toBeNull();
    expect(storage.getItem('haulkit:draft:broken')).toBeNull();
    expect(storage.getItem('someone-else')).toBe('{');
    expect(warnings).toEqual([expect.stringMatching(/removed 2/)]);
  });
});

describe('localStorage when available, memory otherwise', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  const defineLocalStorage = (get: () => StorageLike) =>
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get });

  it('uses a working localStorage', () => {
    const local = createMemoryStorage();
    defineLocalStorage(() => local);
    const store = createDraftStore({ now: () => 0, warn: () => {} });
    store.save('default', listing);
    expect(store.kind).toBe('storage');
    expect(local.getItem('haulkit:draft:default')).not.toBeNull();
  });

  it('a localStorage getter that throws (sandboxed iframe, Safari private mode) falls back to memory, warning once', () => {
    defineLocalStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const warnings: string[] = [];
    const store = createDraftStore({ now: () => 0, warn: (text) => warnings.push(text) });
    store.save('default', listing);
    store.save('other', listing);
    expect(store.load('default')).toEqual(listing);
    expect(store.kind).toBe('memory');
    expect(warnings).toEqual([expect.stringMatching(/memory only.*SecurityError/)]);
  });

  it('a storage whose writes fail (quota) moves to memory, warning once, and keeps working', () => {
    const full = createMemoryStorage();
    const quota: StorageLike = {
      getItem: (key) => full.getItem(key),
      removeItem: (key) => full.removeItem(key),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const warnings: string[] = [];
    const store = createDraftStore({ storage: quota, now: () => 0, warn: (text) => warnings.push(text) });
    expect(store.save('default', listing)).toEqual({ ok: true, savedAt: 0 });
    expect(store.save('default', { ...listing, pre_listing_id: 'new' })).toEqual({ ok: true, savedAt: 0 });
    expect(store.load('default')?.pre_listing_id).toBe('new');
    expect(store.kind).toBe('memory');
    expect(warnings).toEqual([expect.stringMatching(/QuotaExceededError/)]);
  });

  it('a storage whose reads throw moves to memory too', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('gone');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    const warnings: string[] = [];
    const store = createDraftStore({ storage: broken, now: () => 0, warn: (text) => warnings.push(text) });
    expect(store.load('default')).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('without any localStorage (a server) drafts live in memory, silently', () => {
    const warnings: string[] = [];
    const store = createDraftStore({ now: () => 0, warn: (text) => warnings.push(text) });
    store.save('default', listing);
    expect(store.load('default')).toEqual(listing);
    expect(store.kind).toBe('memory');
    expect(warnings).toEqual([]);
  });
});
