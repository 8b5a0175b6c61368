import { describe, expect, it } from 'vitest';
import type { Listing, MoveItem } from '../../src/model/index.js';
import {
  createDraftStore,
  createMemoryStorage,
  DRAFT_MAX_AGE_MS,
  type StorageLike,
} from '../../src/session/persistence.js';
import { recordingStorage } from './storage-double.js';

const MINUTE = 60_000;
const START = Date.UTC(2025, 0, 6, 9);
const KEY = 'haulkit:draft:k';

const item = (id: string, quantity = 1): MoveItem => ({ name: `Item ${id}`, quantity, fake_id: id, width: 50 });
const [a, b, c] = [item('a'), item('b'), item('c')];
const base: Listing = {
  pre_listing_id: 'p1',
  men_required: 1,
  listing_cart: [{ type: 'van', amount: 10 }],
  move_items: [a, b, c],
};

function setup(storage: StorageLike = createMemoryStorage(), options: { sweepOnStart?: boolean } = {}) {
  const recorder = recordingStorage(storage);
  const warnings: string[] = [];
  let time = START;
  const store = createDraftStore({
    storage: recorder.storage,
    now: () => time,
    warn: (text) => warnings.push(text),
    ...options,
  });
  return {
    ...recorder,
    store,
    warnings,
    advance: (ms: number) => {
      time += ms;
    },
    /** A store over the same storage, as after a reload. */
    reload: () => createDraftStore({ storage: recorder.inner, now: () => time, warn: (text) => warnings.push(text) }),
  };
}

/** Every key a draft store wrote under the namespace, with its parsed value. */
const contents = (storage: StorageLike) =>
  Object.fromEntries(
    Array.from({ length: storage.length ?? 0 }, (_, index) => storage.key?.(index) ?? '')
      .filter((key) => key.startsWith('haulkit:draft:'))
      .sort()
      .map((key) => [key, JSON.parse(storage.getItem(key) ?? 'null')]),
  );

describe('a draft is stored in parts, and a save writes only the parts that changed (by reference)', () => {
  it('stores the meta, the listing without items, the order and one key per item', () => {
    const { store, inner } = setup();
    store.save('k', base);
    const { move_items: _items, ...rest } = base;
    expect(contents(inner)).toEqual({
      [KEY]: { v: 2, savedAt: START, createdAt: START },
      [`${KEY}#listing`]: rest,
      [`${KEY}#order`]: ['a', 'b', 'c'],
      [`${KEY}#item:a`]: a,
      [`${KEY}#item:b`]: b,
      [`${KEY}#item:c`]: c,
    });
  });

  it.each<[string, (listing: Listing) => Listing, string[], string[]]>([
    ['nothing', (listing) => listing, [''], []],
    ['one quantity', (l) => ({ ...l, move_items: [a, item('b', 5), c] }), ['#item:b', ''], []],
    ['a top-level field', (l) => ({ ...l, men_required: 2 }), ['#listing', ''], []],
    [
      'the cart filtered to the same lines (a new array, same elements)',
      (l) => ({ ...l, listing_cart: [...(l.listing_cart ?? [])] }),
      [''],
      [],
    ],
    ['an item added at the end', (l) => ({ ...l, move_items: [a, b, c, item('d')] }), ['#item:d', '#order', ''], []],
    ['an item removed', (l) => ({ ...l, move_items: [a, c] }), ['#order', ''], ['#item:b']],
    ['the items reordered', (l) => ({ ...l, move_items: [c, a, b] }), ['#order', ''], []],
    [
      'two items sharing a fake_id: all items in one key',
      (l) => ({ ...l, move_items: [a, b, { ...c, fake_id: 'a' }] }),
      ['#items', ''],
      ['#item:a', '#item:b', '#item:c', '#order'],
    ],
    [
      'an item without a fake_id: all items in one key',
      (l) => ({ ...l, move_items: [a, { ...b, fake_id: '' }] }),
      ['#items', ''],
      ['#item:a', '#item:b', '#item:c', '#order'],
    ],
  ])('%s: writes %j (items, listing, order, meta), then removes %j', (_change, change, written, removed) => {
    const { store, writes, removals, reset, reload } = setup();
    store.save('k', base);
    reset();
    const next = change(base);
    store.save('k', next);
    expect(writes.map(([key]) => key.slice(KEY.length))).toEqual(written);
    expect(removals.map((key) => key.slice(KEY.length)).sort()).toEqual(removed.sort());
    expect(reload().load('k')).toEqual(next);
  });

  it('back from one key to one key per item: every item and the order written, #items removed', () => {
    const { store, writes, removals, reset, reload } = setup();
    store.save('k', { ...base, move_items: [a, { ...b, fake_id: 'a' }] });
    reset();
    store.save('k', base);
    expect(writes.map(([key]) => key.slice(KEY.length))).toEqual(['#item:a', '#item:b', '#item:c', '#order', '']);
    expect(removals).toEqual([`${KEY}#items`]);
    expect(reload().load('k')).toEqual(base);
  });

  it('never reads the draft to write it: no getItem in 50 saves', () => {
    const { store, reads, reload } = setup();
    let listing = base;
    for (let step = 1; step <= 50; step += 1) {
      listing = { ...listing, move_items: [a, item('b', step), c] };
      store.save('k', listing);
    }
    expect(reads).toEqual([]);
    expect(reload().load('k')).toEqual(listing);
  });

  it('a store that loaded a draft writes only what changed since (its parts are known)', () => {
    const first = setup();
    first.store.save('k', base);
    const second = setup(first.inner);
    const loaded = second.store.load('k') as Listing;
    second.reset();
    const items = loaded.move_items ?? [];
    second.store.save('k', { ...loaded, move_items: [items[0] as MoveItem, item('b', 7), items[2] as MoveItem] });
    expect(second.reads).toEqual([]);
    expect(second.writes.map(([key]) => key)).toEqual([`${KEY}#item:b`, KEY]);
  });

  it('keeps createdAt in memory: saves over 20 minutes keep the first save time', () => {
    const { store, inner, advance } = setup();
    store.save('k', base);
    advance(10 * MINUTE);
    store.save('k', { ...base, men_required: 2 });
    advance(10 * MINUTE);
    store.save('k', { ...base, men_required: 3 });
    expect(JSON.parse(inner.getItem(KEY) ?? '')).toEqual({ v: 2, savedAt: START + 20 * MINUTE, createdAt: START });
  });

  it('a store that loaded a draft keeps its createdAt', () => {
    const first = setup();
    first.store.save('k', base);
    first.advance(10 * MINUTE);
    const second = createDraftStore({ storage: first.inner, now: () => START + 10 * MINUTE, warn: () => {} });
    second.save('k', second.load('k') as Listing);
    expect(JSON.parse(first.inner.getItem(KEY) ?? '')).toMatchObject({ createdAt: START });
  });

  it('after the maximum age without a save, the next save writes the whole draft again with a new createdAt', () => {
    const { store, writes, reset, advance } = setup();
    store.save('k', base);
    reset();
    advance(DRAFT_MAX_AGE_MS + 1);
    store.save('k', base);
    expect(writes.map(([key]) => key.slice(KEY.length))).toEqual([
      '#item:a',
      '#item:b',
      '#item:c',
      '#listing',
      '#order',
      '',
    ]);
    expect(JSON.parse(writes.at(-1)?.[1] ?? '')).toMatchObject({ createdAt: START + DRAFT_MAX_AGE_MS + 1 });
  });
});

describe('a corrupt or missing part drops the draft with a warning, never a throw', () => {
  const tamper: [string, (storage: StorageLike) => void][] = [
    ['the listing part missing', (s) => s.removeItem(`${KEY}#listing`)],
    ['the listing part not JSON', (s) => s.setItem(`${KEY}#listing`, '{')],
    ['the listing part an array', (s) => s.setItem(`${KEY}#listing`, '[]')],
    [
      'an item that is not valid (no name)',
      (s) => s.setItem(`${KEY}#item:b`, JSON.stringify({ ...item('b'), name: ' ' })),
    ],
    ['the order not JSON', (s) => s.setItem(`${KEY}#order`, '["a"')],
    ['the order with a repeated fake_id', (s) => s.setItem(`${KEY}#order`, '["a","a"]')],
    ['the order not a list of fake_ids', (s) => s.setItem(`${KEY}#order`, '[1,2]')],
    ['neither order nor items', (s) => s.removeItem(`${KEY}#order`)],
    ['the meta key without times', (s) => s.setItem(KEY, '{"v":2}')],
  ];

  it.each(
    tamper.flatMap(([name, change]) => [true, false].map((sweepOnStart) => [name, sweepOnStart, change] as const)),
  )(
    '%s (sweep on start: %s): undefined, every key of the draft removed, one warning',
    (_name, sweepOnStart, change) => {
      const storage = createMemoryStorage();
      createDraftStore({ storage, now: () => START }).save('k', base);
      storage.setItem('someone-else', '{');
      change(storage);
      const { store, warnings } = setup(storage, { sweepOnStart });
      expect(() => store.load('k')).not.toThrow();
      expect(store.load('k')).toBeUndefined();
      expect(contents(storage)).toEqual({});
      expect(storage.getItem('someone-else')).toBe('{');
      expect(warnings).toHaveLength(1);
    },
  );
});

describe('a lost or garbled item key costs that item, not the draft', () => {
  it.each([
    ['missing', (s: StorageLike) => s.removeItem(`${KEY}#item:b`)],
    ['not JSON', (s: StorageLike) => s.setItem(`${KEY}#item:b`, 'sofa')],
    ['under another fake_id', (s: StorageLike) => s.setItem(`${KEY}#item:b`, JSON.stringify(a))],
  ])('an item key %s: the other items load, nothing else is lost', (_name, change) => {
    const storage = createMemoryStorage();
    createDraftStore({ storage, now: () => START }).save('k', base);
    change(storage);
    const { store } = setup(storage, { sweepOnStart: false });
    const loaded = store.load('k');
    expect(loaded?.move_items?.map((entry) => entry.fake_id)).toEqual(
      (base.move_items ?? []).map((entry) => entry.fake_id).filter((id) => id !== 'b'),
    );
    expect({ ...loaded, move_items: undefined }).toEqual({ ...base, move_items: undefined });
  });
});

describe('sweep removes unusable drafts with all their keys, and keys of no draft', () => {
  it('stale and corrupt version-2 drafts, orphan parts and items not in the order go; a fresh draft stays', () => {
    const storage = createMemoryStorage();
    const write = (time: number, key: string, listing: Listing) =>
      createDraftStore({ storage, now: () => time, sweepOnStart: false }).save(key, listing);
    write(START - 31 * MINUTE, 'old', base);
    write(START - MINUTE, 'fresh', base);
    write(START - MINUTE, 'broken', base);
    storage.setItem('haulkit:draft:broken#listing', '{');
    storage.setItem('haulkit:draft:gone#listing', '{}');
    storage.setItem('haulkit:draft:gone#item:x', '{}');
    storage.setItem('haulkit:draft:fresh#item:removed', JSON.stringify(item('removed')));
    storage.setItem('haulkit:draft:fresh#items', '[]');
    storage.setItem('someone-else', '1');
    const warnings: string[] = [];
    const store = createDraftStore({ storage, now: () => START, warn: (text) => warnings.push(text) });
    expect(store.sweep()).toBe(3);
    expect(Object.keys(contents(storage))).toEqual([
      'haulkit:draft:fresh',
      'haulkit:draft:fresh#item:a',
      'haulkit:draft:fresh#item:b',
      'haulkit:draft:fresh#item:c',
      'haulkit:draft:fresh#listing',
      'haulkit:draft:fresh#order',
    ]);
    expect(storage.getItem('someone-else')).toBe('1');
    expect(warnings).toEqual([expect.stringMatching(/removed 3/)]);
    expect(store.load('fresh')).toEqual(base);
  });
});

describe('a crash between two writes of a save leaves a readable draft (items, listing, order, meta, removals)', () => {
  const saves: [string, Listing, Listing][] = [
    ['an item added', base, { ...base, move_items: [a, b, c, item('d')] }],
    ['an item removed', base, { ...base, move_items: [a, c] }],
    ['to one key for all items', base, { ...base, move_items: [a, { ...b, fake_id: 'a' }] }],
    ['back to one key per item', { ...base, move_items: [a, { ...b, fake_id: 'a' }] }, base],
  ];

  it.each(saves)('%s: every prefix of the save loads the old or the new draft', (_name, before, after) => {
    const storage = createMemoryStorage();
    createDraftStore({ storage, now: () => START }).save('k', before);
    const snapshot = new Map(Object.entries(contents(storage)).map(([key]) => [key, storage.getItem(key) ?? '']));
    const { store, writes, removals } = setup(storage);
    store.load('k');
    store.save('k', after);
    const steps = [
      ...writes.map(
        ([key, value]) =>
          (map: Map<string, string>) =>
            map.set(key, value),
      ),
      ...removals.map((key) => (map: Map<string, string>) => map.delete(key)),
    ];
    for (let done = 0; done <= steps.length; done += 1) {
      const state = new Map(snapshot);
      for (const step of steps.slice(0, done)) step(state);
      const crashed = createMemoryStorage();
      for (const [key, value] of state) crashed.setItem(key, value);
      const warnings: string[] = [];
      const loaded = createDraftStore({ storage: crashed, now: () => START, warn: (t) => warnings.push(t) }).load('k');
      expect(loaded, `after ${done} of ${steps.length} steps`).toBeDefined();
      expect(warnings).toEqual([]);
    }
  });
});

describe('a storage error in the middle of a save', () => {
  it('moves to memory, warning once, and writes the whole draft there', () => {
    const inner = createMemoryStorage();
    let writes = 0;
    const failing: StorageLike = {
      getItem: (key) => inner.getItem(key),
      removeItem: (key) => inner.removeItem(key),
      setItem: (key, value) => {
        writes += 1;
        if (writes > 7) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        inner.setItem(key, value);
      },
    };
    const warnings: string[] = [];
    const store = createDraftStore({ storage: failing, now: () => START, warn: (text) => warnings.push(text) });
    store.save('k', base);
    const next = { ...base, move_items: [a, b, c, item('d'), item('e')] };
    expect(store.save('k', next)).toEqual({ ok: true, savedAt: START });
    expect(store.kind).toBe('memory');
    expect(store.load('k')).toEqual(next);
    const last = { ...next, men_required: 4 };
    store.save('k', last);
    expect(store.load('k')).toEqual(last);
    expect(inner.getItem(KEY)).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/memory only.*QuotaExceededError/)]);
  });
});
