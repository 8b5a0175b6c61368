import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PARTNER_IDS,
  PARTNER_NAMES,
  partnerName,
  partnerSkipsFurnitureDefaults,
  partnerStartsWithSearch,
  readPartnerId,
} from '../../src/rules/partners/index.js';

describe('partners (docs/behaviour/quote-flow.md §6, §7)', () => {
  it('ids: 1 ebay, 2 gumtree, 3 freeads, 4 ebay_{product}', () => {
    expect(PARTNER_IDS).toEqual({ ebay: 1, gumtree: 2, freeads: 3, ebayProduct: 4 });
  });

  it.each([
    [6, true],
    [7, true],
    ['6', true],
    [' 7 ', true],
    [1, false],
    [4, false],
    [8, false],
    [undefined, false],
    ['', false],
    ['6a', false],
  ])('partner %j goes straight to search: %s', (id, expected) => {
    expect(partnerStartsWithSearch(id)).toBe(expected);
  });

  it.each([
    [1, true],
    [4, true],
    ['4', true],
    [2, false],
    [3, false],
    [6, false],
    [undefined, false],
  ])('partner %j skips the furniture defaults: %s', (id, expected) => {
    expect(partnerSkipsFurnitureDefaults(id)).toBe(expected);
  });

  it.each([
    ['12', 12],
    [3, 3],
    [0, undefined],
    [-1, undefined],
    [1.5, undefined],
    ['x', undefined],
    [null, undefined],
  ])('partner id %j reads as %s', (value, expected) => {
    expect(readPartnerId(value)).toBe(expected);
  });
});

describe('partner names (§6, back-office §1)', () => {
  it.each([
    [1, 'eBay'],
    [2, 'Gumtree'],
    [3, 'Freeads'],
    [4, 'eBay'],
    ['2', 'Gumtree'],
    [6, undefined],
    [7, undefined],
    [0, undefined],
    ['abc', undefined],
    [null, undefined],
  ] as const)('partner %j is named %j', (id, name) => {
    expect(partnerName(id)).toBe(name);
  });

  it('the names are brand names: the same list whatever the locale', () => {
    expect(Object.keys(PARTNER_NAMES)).toEqual(['1', '2', '3', '4']);
  });
});

describe('partners, for any input (property-based)', () => {
  it('any partner id gives an answer, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.double(), fc.constant(undefined)), (id) => {
        expect(typeof partnerStartsWithSearch(id)).toBe('boolean');
        expect(typeof partnerSkipsFurnitureDefaults(id)).toBe('boolean');
      }),
    );
  });
});
