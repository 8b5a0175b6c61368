import { afterEach, describe, expect, it } from 'vitest';
import { configure, getSession, resetSessions } from '../../src/index.js';
import { fakeApi } from './fixtures.js';

const sofaSet = {
  name: '3-seat sofa set',
  item_set: [
    { name: '3-seat sofa', width: 210, height: 85, depth: 95, weight: 50, qty: 1 },
    { name: 'Armchair', width: 90, height: 85, depth: 90, weight: 25, qty: 2 },
  ],
};

afterEach(() => resetSessions());

describe('quote session', () => {
  it('is shared by key and separate between keys', () => {
    expect(getSession('a')).toBe(getSession('a'));
    expect(getSession('a')).not.toBe(getSession('b'));
    expect(getSession()).toBe(getSession('default'));
  });

  it('is found through a globalThis registry, as a second bundle would find it', () => {
    const session = getSession('shared');
    const registry = (globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('haulkit.sessions@1')];
    expect(registry?.get('quote:shared')).toBe(session);
  });

  it('every item change updates move_items and clears cached price options (spec §4)', () => {
    const session = getSession();
    const priced = { ...session.$listing.get(), prices: { '2026-12-01': 120 }, lowest_price: 99, pricesKeys: {} };
    (session.$listing as unknown as { set(v: unknown): void }).set(priced);
    const next = session.addSearchResult(sofaSet);
    expect(next.move_items?.map((i) => [i.name, i.quantity])).toEqual([
      ['3-seat sofa', 1],
      ['Armchair', 2],
    ]);
    expect(next).not.toHaveProperty('prices');
    expect(next).not.toHaveProperty('lowest_price');
    expect(session.$listing.get()).toBe(next);
  });

  it('plus and minus walk the quantity; minus from 1 removes the item', () => {
    const session = getSession();
    session.addSearchResult(sofaSet);
    const chair = session.$listing.get().move_items?.[1]?.fake_id ?? '';
    expect(session.increaseItem(chair).move_items?.[1]?.quantity).toBe(3);
    session.decreaseItem(chair);
    session.decreaseItem(chair);
    expect(session.decreaseItem(chair).move_items?.map((i) => i.name)).toEqual(['3-seat sofa']);
  });

  it('configure sets the adapter of the session it names', () => {
    const api = fakeApi(async () => ({}));
    configure({ api }, 'x');
    expect(getSession('x').$adapters.get().api).toBe(api);
    expect(getSession().$adapters.get().api).toBeUndefined();
  });
});
