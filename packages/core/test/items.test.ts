import { describe, expect, it } from 'vitest';
import {
  addItem,
  addSearchResult,
  canIncreaseQuantity,
  fakeId,
  MAX_QUANTITY,
  type MoveItem,
  nextQuantity,
  parseTypedQuantity,
  previousQuantity,
  restoreItem,
  setItemQuantity,
  shortItemName,
  toMoveItem,
} from '../src/index.js';

const sofa = { name: '3-seat sofa', width: 210, height: 85, depth: 95, weight: 50, qty: 1 };
const chair = { name: 'Armchair', width: 90, height: 85, depth: 90, weight: 25, qty: 2 };

describe('fakeId: a hash of name, dimensions and units (spec §3)', () => {
  it('is the same for the same name, sizes and units, whatever the case or spaces of the name', () => {
    expect(fakeId({ ...sofa, name: ' 3-Seat Sofa ' })).toBe(fakeId(sofa));
  });
  it.each([
    ['name', { ...sofa, name: '2-seat sofa' }],
    ['width', { ...sofa, width: 211 }],
    ['height', { ...sofa, height: 86 }],
    ['depth', { ...sofa, depth: 96 }],
    ['weight', { ...sofa, weight: 51 }],
    ['dimension unit', { ...sofa, dimension_unit: 'in' as const }],
    ['weight unit', { ...sofa, weight_unit: 'lbs' as const }],
  ])('differs when the %s differs', (_field, other) => {
    expect(fakeId(other)).not.toBe(fakeId(sofa));
  });
  it('reads original sizes before current ones', () => {
    expect(fakeId({ name: 'Box', original_width: 50, width: 20 })).toBe(fakeId({ name: 'Box', width: 50 }));
  });
});

describe('adding items (spec §4 Item list)', () => {
  it('adds a new item with its fake_id and the set quantity', () => {
    const items = addSearchResult([], { name: 'Armchair', item_set: [chair] });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Armchair', quantity: 2, fake_id: fakeId(chair), dimension_unit: 'cm' });
  });
  it('raises the quantity of an item that matches by fake_id instead of adding a second line', () => {
    const once = addSearchResult([], { name: 'Sofa set', item_set: [sofa, chair] });
    const twice = addSearchResult(once, { name: 'Armchair', item_set: [{ ...chair, qty: 1 }] });
    expect(twice.map((item) => [item.name, item.quantity])).toEqual([
      ['3-seat sofa', 1],
      ['Armchair', 3],
    ]);
  });
  it(`never raises a quantity above ${MAX_QUANTITY}`, () => {
    const big = toMoveItem({ ...chair, qty: 99_998 });
    expect(addItem([big], toMoveItem({ ...chair, qty: 5 }))[0]?.quantity).toBe(MAX_QUANTITY);
  });
  it('does not change the list it was given', () => {
    const items = addSearchResult([], { name: 'Armchair', item_set: [chair] });
    addSearchResult(items, { name: 'Armchair', item_set: [chair] });
    expect(items[0]?.quantity).toBe(2);
  });
});

const item = (item_id: number, quantity: number) => ({ item_id, quantity });

describe('quantity steps (spec §9: ids 845, 884, 1020, 28424, 26688 step 1 below 5, 5 from 5 to 30, 10 above)', () => {
  it.each([
    [845, 1, 2],
    [845, 4, 5],
    [884, 5, 10],
    [1020, 25, 30],
    [1020, 27, 30],
    [28424, 30, 40],
    [26688, 33, 40],
    [845, 40, 50],
    [123, 4, 5],
    [123, 5, 6],
    [123, 30, 31],
    [845, MAX_QUANTITY, MAX_QUANTITY],
    [123, MAX_QUANTITY, MAX_QUANTITY],
  ])('item %i: plus from %i gives %i', (id, from, to) => {
    expect(nextQuantity(item(id, from))).toBe(to);
  });
  it.each([
    [845, 40, true],
    [123, MAX_QUANTITY - 1, true],
    [845, MAX_QUANTITY, false],
    [123, MAX_QUANTITY, false],
  ])('item %i at %i: plus can raise it: %s', (id, from, can) => {
    expect(canIncreaseQuantity(item(id, from))).toBe(can);
  });
  it.each([
    [845, 1, 0],
    [845, 5, 4],
    [845, 10, 5],
    [884, 7, 5],
    [1020, 30, 25],
    [28424, 40, 30],
    [26688, 33, 30],
    [123, 40, 39],
    [123, 1, 0],
  ])('item %i: minus from %i gives %i', (id, from, to) => {
    expect(previousQuantity(item(id, from))).toBe(to);
  });
  it('minus from 1 removes the item', () => {
    const items = [toMoveItem({ ...chair, qty: 1 })];
    expect(setItemQuantity(items, items[0]?.fake_id ?? '', previousQuantity(items[0] as MoveItem))).toEqual([]);
  });
});

describe('typed quantity (spec §5: a positive integer or it reverts; maximum 99,999; typing never removes)', () => {
  it.each([
    ['0', 3, 3, 'quantityNotWhole'],
    [' 00 ', 3, 3, 'quantityNotWhole'],
    ['-1', 3, 3, 'quantityNotWhole'],
    ['0', 0, 0, undefined],
    ['7', 3, 7, undefined],
    [' 3 ', 5, 3, undefined],
    [' 12 ', 3, 12, undefined],
    ['99999', 3, 99_999, undefined],
    ['100000', 3, 3, 'quantityTooHigh'],
    ['-2', 3, 3, 'quantityNotWhole'],
    ['2.5', 3, 3, 'quantityNotWhole'],
    ['1e3', 3, 3, 'quantityNotWhole'],
    ['abc', 3, 3, 'quantityNotWhole'],
    ['', 3, 3, 'quantityNotWhole'],
  ])('%j typed over %i keeps %i (error %s)', (text, previous, quantity, error) => {
    expect(parseTypedQuantity(text, previous)).toEqual(error ? { quantity, error } : { quantity });
  });
});

describe('shortItemName: a long name is cut for display with an ellipsis', () => {
  it.each([
    ['a short name', 'Sofa', 'Sofa'],
    ['exactly 100 characters', 'a'.repeat(100), 'a'.repeat(100)],
    ['101 characters', 'a'.repeat(101), `${'a'.repeat(99)}…`],
    ['5,000 characters without a space', 'x'.repeat(5000), `${'x'.repeat(99)}…`],
  ])('%s', (_case, name, shown) => {
    expect(shortItemName(name)).toBe(shown);
  });
});

describe('restoreItem (undo of a removal)', () => {
  const [sofa, bed, box] = [
    toMoveItem({ ...chair, name: 'Sofa', item_id: 1, qty: 1 }),
    toMoveItem({ ...chair, name: 'Bed', item_id: 2, qty: 2 }),
    toMoveItem({ ...chair, name: 'Box', item_id: 845, qty: 5 }),
  ] as [MoveItem, MoveItem, MoveItem];
  it('puts the item back at its old position with its quantity', () => {
    expect(restoreItem([sofa, box], bed, 1).map((item) => [item.name, item.quantity])).toEqual([
      ['Sofa', 1],
      ['Bed', 2],
      ['Box', 5],
    ]);
  });
  it('past the end goes last; an item added again meanwhile gets the old quantity back, once', () => {
    expect(restoreItem([sofa], box, 9).map((item) => item.name)).toEqual(['Sofa', 'Box']);
    const again = [sofa, { ...bed, quantity: 1 }];
    expect(restoreItem(again, bed, 0).map((item) => [item.name, item.quantity])).toEqual([
      ['Sofa', 1],
      ['Bed', 2],
    ]);
  });
});

describe('input that skipped the schema never makes a NaN quantity', () => {
  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [undefined as unknown as number]])('qty %s counts as 1', (qty) => {
    const items = addSearchResult([], { name: 'Box', item_set: [{ name: 'Box', qty }] });
    expect(items[0]?.quantity).toBe(1);
  });
});
