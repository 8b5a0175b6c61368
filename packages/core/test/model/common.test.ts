import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DateKeySchema,
  DateTextSchema,
  FlagSchema,
  hasServiceIdOfType,
  IdSchema,
  isCoverType,
  isDateKey,
  isInsuranceType,
  NumericSchema,
} from '../../src/model/index.js';

describe('lenient reading of what servers send', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
  ])('flag %o reads as %s', (input, expected) => {
    expect(v.parse(FlagSchema, input)).toBe(expected);
  });

  it.each([2, 'yes', '', null, -1])('flag %o is refused', (input) => {
    expect(v.safeParse(FlagSchema, input).success).toBe(false);
  });

  it.each([
    [120, 120],
    ['120', 120],
    [' 12.5 ', 12.5],
  ])('number %o reads as %d', (input, expected) => {
    expect(v.parse(NumericSchema, input)).toBe(expected);
  });

  it.each(['', 'abc', Number.NaN, Number.POSITIVE_INFINITY, 'Infinity'])('number %o is refused', (input) => {
    expect(v.safeParse(NumericSchema, input).success).toBe(false);
  });

  it.each([
    [123, 123],
    ['a9f03c', 'a9f03c'],
    [' a9f03c ', 'a9f03c'],
  ])('id %o reads as %o', (input, expected) => {
    expect(v.parse(IdSchema, input)).toBe(expected);
  });

  it.each(['', '   ', Number.NaN, Number.POSITIVE_INFINITY, null])('id %o is refused', (input) => {
    expect(v.safeParse(IdSchema, input).success).toBe(false);
  });
});

describe('dates: prices are keyed YYYY-MM-DD (docs/behaviour/quote-flow.md §3)', () => {
  it.each([
    ['2030-01-14', true],
    ['2028-02-29', true],
    ['2030-02-29', false],
    ['2030-13-01', false],
    ['2030-1-14', false],
    ['14/01/2030', false],
    ['2030-01-14T00:00:00Z', false],
    ['', false],
  ])('date key %s valid: %s', (key, ok) => {
    expect(isDateKey(key)).toBe(ok);
    expect(v.safeParse(DateKeySchema, key).success).toBe(ok);
  });

  it.each([
    ['2030-01-14', true],
    ['2030-01-14 00:00:00', true],
    ['2030-01-14T08:00:00Z', true],
    ['20300114', false],
    ['Tuesday', false],
  ])('listing date %s valid: %s, kept as sent (time part too)', (text, ok) => {
    const result = v.safeParse(DateTextSchema, text);
    expect(result.success).toBe(ok);
    if (ok) expect(result.output).toBe(text);
  });
});

describe('cart types (docs/behaviour/back-office.md §3)', () => {
  it.each([
    ['full_insurance', true, false],
    ['full_insurance_c_m', true, false],
    ['full_insurance_h', true, false],
    ['full_cover_basic', false, true],
    ['packing_material', false, false],
    ['delivery_base_price', false, false],
  ])('%s: insurance %s, cover %s', (type, insurance, cover) => {
    expect(isInsuranceType(type)).toBe(insurance);
    expect(isCoverType(type)).toBe(cover);
  });

  it.each([
    [{ type: 'price_per_hour', service_id: 13 }, true],
    [{ type: 'price_per_hour', service_id: '13' }, true],
    [{ type: 'price_per_hour', service_id: 12 }, false],
    [{ type: 'mileage_cost', service_id: 12 }, true],
    [{ type: 'mileage_cost', service_id: 13 }, false],
    [{ type: 'mileage_cost' }, true],
    [{ type: 'constructor', service_id: 1 }, true],
    [{ type: 'full_insurance', service_id: 118 }, true],
  ])('%o: price_per_hour is service 13, mileage_cost service 12 → %s', (entry, ok) => {
    expect(hasServiceIdOfType(entry)).toBe(ok);
  });
});
