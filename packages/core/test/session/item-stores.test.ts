import { afterEach, describe, expect, it } from 'vitest';
import type { ItemSearchResult } from '../../src/model/item.js';
import { getSession, itemStores, resetSessions } from '../../src/session/index.js';

const result = (name: string, itemId: number): ItemSearchResult => ({
  name,
  item_set: [{ item_id: itemId, name, qty: 1, width: 80, height: 90, depth: 200, weight: 40 }],
});

afterEach(() => resetSessions());

/** A session with `count` distinct items, its stores, and every notification they give. */
function listing(count: number) {
  const session = getSession(`stores-${count}`, { drafts: false });
  for (let index = 0; index < count; index += 1) session.addSearchResult(result(`Chair ${index + 1}`, 1000 + index));
  const stores = itemStores(session);
  const ids = stores.$ids.get();
  const heard = { ids: 0, rows: new Map<string, number>() };
  stores.$ids.listen(() => {
    heard.ids += 1;
  });
  const rows = ids.map((fakeId) => {
    const store = stores.item(fakeId);
    store.listen(() => heard.rows.set(fakeId, (heard.rows.get(fakeId) ?? 0) + 1));
    return store;
  });
  return { session, stores, ids, heard, rows };
}

describe('item stores: a change to one item reaches one row', () => {
  it.each([1, 200])('with %i items, "+" on one item tells only that row, and the id list not at all', (count) => {
    const { session, ids, heard, rows, stores } = listing(count);
    const target = ids[Math.floor(count / 2)] as string;
    session.increaseItem(target);
    expect(heard.ids).toBe(0);
    expect([...heard.rows]).toEqual([[target, 1]]);
    expect(rows[Math.floor(count / 2)]?.get()?.quantity).toBe(2);
    expect(stores.$ids.get()).toBe(ids);
  });

  it('adding an item gives a new id list, with the new id last, and no row hears of it', () => {
    const { session, ids, heard } = listing(200);
    session.addSearchResult(result('Piano', 5));
    expect(heard.ids).toBe(1);
    expect(heard.rows.size).toBe(0);
    const next = itemStores(session).$ids.get();
    expect(next.slice(0, 200)).toEqual(ids);
    expect(next).toHaveLength(201);
  });

  it('removing an item: the id list changes and the removed row reads undefined', () => {
    const { session, ids, heard, rows } = listing(3);
    session.removeItem(ids[1] as string);
    expect(heard.ids).toBe(1);
    expect(rows[1]?.get()).toBeUndefined();
    expect([...heard.rows]).toEqual([[ids[1], 1]]);
    expect(itemStores(session).$ids.get()).toEqual([ids[0], ids[2]]);
  });

  it('moving an item (undo puts it back in place) gives a new id list in the new order', () => {
    const { session, ids, heard } = listing(3);
    const removed = session.$listing.get().move_items?.[0];
    session.removeItem(ids[0] as string);
    if (removed) session.restoreItem(removed, 0);
    expect(itemStores(session).$ids.get()).toEqual(ids);
    expect(heard.ids).toBe(2);
  });

  it('a store read without listeners gives the current item', () => {
    const session = getSession('stores-read', { drafts: false });
    session.addSearchResult(result('Desk', 7));
    const [id] = itemStores(session).$ids.get();
    const store = itemStores(session).item(id as string);
    session.increaseItem(id as string);
    expect(store.get()?.quantity).toBe(2);
    expect(itemStores(session).find('nope')).toBeUndefined();
  });

  it('one set of stores per session', () => {
    const session = getSession('stores-once', { drafts: false });
    expect(itemStores(session)).toBe(itemStores(session));
  });
});
