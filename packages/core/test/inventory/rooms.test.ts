import { describe, expect, it } from 'vitest';
import type { CatalogueItem, MoveItem } from '../../src/index.js';
import {
  findInventoryItem,
  inventoryLineKey,
  inventoryRooms,
  keepUnchangedRooms,
  roomItemCount,
  roomOfItem,
  toMoveItem,
} from '../../src/index.js';

const entry = (item_id: number, name: string, qty = 1, size = 50): CatalogueItem => ({
  item_id,
  name,
  width: size,
  height: size,
  depth: size,
  weight: 10,
  dimension_unit: 'cm',
  weight_unit: 'kg',
  qty,
});
const SOFA = entry(102, '3-seat sofa', 1, 200);
const BED = entry(203, 'Double bed', 1, 150);
const FRIDGE = entry(401, 'Fridge-freezer', 1, 70);
const SMALL_BOX = entry(1020, 'Small box', 15, 45);
const placed = (from: CatalogueItem, location_id: number | undefined, quantity = 1): MoveItem => ({
  ...toMoveItem(from),
  ...(location_id === undefined ? {} : { location_id }),
  quantity,
});
const fakeIdOf = (from: CatalogueItem) => toMoveItem(from).fake_id;

describe('the room of a move item (§3: location_id is the room; 0 means boxes)', () => {
  it.each([
    [4, 4],
    [0, 0],
    [undefined, 0],
    ['5', 5],
    [Number.NaN, 0],
  ])('location_id %j is room %j', (location_id, room) => {
    expect(roomOfItem({ location_id } as MoveItem)).toBe(room);
  });
});

describe('inventoryRooms: the rooms of the property type and of the listing (§2 removal inventory by room)', () => {
  it('lists the default items of each room in the order of a home (living room first, boxes last), each at no quantity', () => {
    const rooms = inventoryRooms({ '0': [SMALL_BOX], '4': [BED], '1': [SOFA], '2': [FRIDGE] }, []);
    expect(rooms.map((room) => room.locationId)).toEqual([1, 2, 4, 0]);
    expect(rooms[0]?.lines).toEqual([
      { fakeId: fakeIdOf(SOFA), locationId: 1, entry: SOFA, name: '3-seat sofa', itemId: 102 },
    ]);
  });

  it('adds the listing’s rooms and, in each room, the items that are not defaults after the defaults', () => {
    const items = [placed(FRIDGE, 1, 2), placed(SOFA, 1, 1), placed(BED, 12, 1)];
    const rooms = inventoryRooms({ '1': [SOFA] }, items);
    expect(rooms.map((room) => [room.locationId, room.lines.map((line) => [line.name, line.entry !== null])])).toEqual([
      [
        1,
        [
          ['3-seat sofa', true],
          ['Fridge-freezer', false],
        ],
      ],
      [12, [['Double bed', false]]],
    ]);
  });

  it('the same item may be in two rooms: one line in each', () => {
    const rooms = inventoryRooms({ '4': [BED], '5': [BED] }, [placed(BED, 5, 1)]);
    expect(rooms.map((room) => room.lines.map(inventoryLineKey))).toEqual([
      [`${fakeIdOf(BED)}@4`],
      [`${fakeIdOf(BED)}@5`],
    ]);
  });

  it('puts items without a room in the boxes (location 0), as the session’s inventory actions read them', () => {
    const rooms = inventoryRooms(undefined, [placed(SOFA, undefined, 1)]);
    expect(rooms).toEqual([
      {
        locationId: 0,
        lines: [{ fakeId: fakeIdOf(SOFA), locationId: 0, entry: null, name: '3-seat sofa', itemId: 102 }],
      },
    ]);
  });

  it.each([
    ['no defaults and no items', undefined, []],
    ['defaults that are not room numbers', { kitchen: [FRIDGE], '': [SOFA], '-1': [BED], '1.5': [BED] }, []],
    ['a room whose entries are not a list', { '1': 'sofa' as never }, [1]],
  ])('%s', (_, defaults, expected) => {
    expect(inventoryRooms(defaults as never, []).map((room) => room.locationId)).toEqual(expected);
  });

  it('lists a default item once per room even when the answer repeats it', () => {
    expect(inventoryRooms({ '1': [SOFA, SOFA] }, [])[0]?.lines).toHaveLength(1);
  });
});

describe('keepUnchangedRooms: rooms keep their identity while their lines stay', () => {
  const items = [placed(SOFA, 1, 1)];
  const before = inventoryRooms({ '1': [SOFA], '2': [FRIDGE] }, items);

  it('gives the previous list back when only a quantity changed', () => {
    const after = inventoryRooms({ '1': [SOFA], '2': [FRIDGE] }, [placed(SOFA, 1, 5)]);
    expect(keepUnchangedRooms(before, after)).toBe(before);
  });

  it('keeps the unchanged rooms as they were and takes the changed one', () => {
    const after = inventoryRooms({ '1': [SOFA], '2': [FRIDGE] }, [...items, placed(BED, 2, 1)]);
    const kept = keepUnchangedRooms(before, after);
    expect(kept).not.toBe(before);
    expect(kept[0]).toBe(before[0]);
    expect(kept[1]).toBe(after[1]);
  });

  it('takes a new list when a room comes or goes', () => {
    const after = inventoryRooms({ '1': [SOFA] }, items);
    expect(keepUnchangedRooms(before, after)).toEqual(after);
  });
});

describe('findInventoryItem and roomItemCount', () => {
  const items = [placed(BED, 4, 1), placed(BED, 5, 2), placed(SMALL_BOX, undefined, 15), placed(SOFA, 1, 3)];

  it('finds an item by fake_id and room', () => {
    expect(findInventoryItem(items, { fakeId: fakeIdOf(BED), locationId: 5 })?.quantity).toBe(2);
    expect(findInventoryItem(items, { fakeId: fakeIdOf(BED), locationId: 4 })?.quantity).toBe(1);
    expect(findInventoryItem(items, { fakeId: fakeIdOf(SMALL_BOX), locationId: 0 })?.quantity).toBe(15);
    expect(findInventoryItem(items, { fakeId: fakeIdOf(SOFA), locationId: 2 })).toBeUndefined();
    expect(findInventoryItem(undefined, { fakeId: fakeIdOf(SOFA), locationId: 1 })).toBeUndefined();
  });

  it('sums the pieces of a room', () => {
    expect(roomItemCount(items, 4)).toBe(1);
    expect(roomItemCount(items, 0)).toBe(15);
    expect(roomItemCount(items, 9)).toBe(0);
  });
});
