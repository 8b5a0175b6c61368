import { afterEach, describe, expect, it } from 'vitest';
import { type CatalogueItem, getSession, type MoveItem, resetSessions } from '../../src/index.js';
import { furnitureListing, sofa } from './fixtures.js';

afterEach(() => resetSessions());

/** Small boxes (item 1020): a range item, stepped by 1 below 5, then by 5, then by 10 (§9). */
const boxes = (quantity: number, room: number): MoveItem => ({
  item_id: 1020,
  name: 'Small box',
  quantity,
  fake_id: 'box',
  location_id: room,
});
const boxEntry = { item_id: '1020', name: 'Small box', qty: 1 } as unknown as CatalogueItem;

function sessionWith(items: MoveItem[]) {
  const session = getSession('items-slice', { drafts: false });
  session.update((state) => ({ ...state, listing: { ...furnitureListing(), move_items: items } }));
  return session;
}

describe('the items slice: one plus and one minus for the picker and the inventory (§9 step grid, §4)', () => {
  it('steps an item by fake_id on its grid, and the same press on an inventory row by fake_id and room', () => {
    const session = sessionWith([{ ...sofa, quantity: 1 }, boxes(5, 2), boxes(20, 3)]);
    expect(session.increaseItem(sofa.fake_id).move_items?.[0]?.quantity).toBe(2);
    // The same box in two rooms: only the room pressed changes, on the range item's grid.
    const rooms = (listing = session.$listing.get()) =>
      listing.move_items?.filter((item) => item.fake_id === 'box').map((item) => [item.location_id, item.quantity]);
    expect(rooms(session.increaseItem({ fakeId: 'box', locationId: 2 }))).toEqual([
      [2, 10],
      [3, 20],
    ]);
    expect(rooms(session.decreaseItem({ fakeId: 'box', locationId: 3 }))).toEqual([
      [2, 10],
      [3, 15],
    ]);
  });

  it('adds a room’s catalogue item not held yet at plus’s first step; minus on it changes nothing', () => {
    const session = sessionWith([]);
    const before = session.$listing.get();
    expect(session.decreaseItem({ fakeId: 'box', locationId: 4 }, boxEntry)).toBe(before);
    const added = session.increaseItem({ fakeId: 'item-1020', locationId: 4 }, boxEntry).move_items ?? [];
    expect(added.map((item) => [item.item_id, item.location_id, item.quantity])).toEqual([['1020', 4, 1]]);
  });

  it('every change clears the cached prices; a press that changes nothing keeps the listing and its prices', () => {
    const session = sessionWith([{ ...sofa, quantity: 99_999 }]);
    const priced = session.$listing.get();
    expect(priced.prices).toBeDefined();
    expect(session.increaseItem(sofa.fake_id)).toBe(priced);
    expect(session.setItemQuantity(sofa.fake_id, 99_999)).toBe(priced);
    expect(session.removeItem('no-such-item')).toBe(priced);
    const changed = session.decreaseItem(sofa.fake_id);
    expect(changed.move_items?.[0]?.quantity).toBe(99_998);
    expect(changed.prices).toBeUndefined();
  });
});
