import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_MAX_QUANTITY,
  checkBackOfficeItem,
  clampBackOfficeQuantity,
  clampCounter,
  MAX_EXTRA_COUNTER,
  MAX_QUANTITY,
} from '../../src/rules/items/index.js';

describe('back office: item add requires a non-empty name (back-office §5)', () => {
  it.each([
    [{ name: 'Piano stool' }, { ok: true, name: 'Piano stool' }],
    [{ name: '  Lamp ' }, { ok: true, name: 'Lamp' }],
    [{ name: '' }, { ok: false, code: 'nameRequired' }],
    [{ name: '   ' }, { ok: false, code: 'nameRequired' }],
    [{}, { ok: false, code: 'nameRequired' }],
    [{ name: 7 }, { ok: false, code: 'nameRequired' }],
  ])('%j gives %j', (item, expected) => {
    expect(checkBackOfficeItem(item)).toEqual(expected);
  });
});

describe('back office: quantity cap 99, additional item counters cap 10 (back-office §5, §9)', () => {
  it('keeps the customer flow cap of 99,999 apart from the back-office cap of 99', () => {
    expect([MAX_QUANTITY, BACK_OFFICE_MAX_QUANTITY, MAX_EXTRA_COUNTER]).toEqual([99_999, 99, 10]);
  });

  it.each([
    [1, 1],
    [98, 98],
    [99, 99],
    [100, 99],
    [99_999, 99],
    [0, 1],
    [-5, 1],
    [12.9, 12],
    ['42', 42],
    ['', 1],
    [Number.NaN, 1],
  ])('a back-office quantity of %j is kept as %i', (value, expected) => {
    expect(clampBackOfficeQuantity(value)).toBe(expected);
  });

  it.each([
    [0, 0],
    [9, 9],
    [10, 10],
    [11, 10],
    [-1, 0],
    [3.5, 3],
    ['7', 7],
    [undefined, 0],
  ])('an additional item counter of %j is kept as %i', (value, expected) => {
    expect(clampCounter(value)).toBe(expected);
  });

  it('any input gives a whole quantity 1–99 and a whole counter 0–10 (property-based)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.anything()), (value) => {
        const quantity = clampBackOfficeQuantity(value);
        const counter = clampCounter(value);
        expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= 99).toBe(true);
        expect(Number.isInteger(counter) && counter >= 0 && counter <= 10).toBe(true);
        expect(checkBackOfficeItem({ name: value }).ok).toBe(typeof value === 'string' && value.trim() !== '');
      }),
    );
  });
});
