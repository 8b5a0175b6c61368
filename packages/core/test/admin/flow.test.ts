import { describe, expect, it } from 'vitest';
import { hasTwoPriceOptions } from '../../src/rules/admin/flow.js';
import { pricesRecalculated } from '../../src/session/transitions/admin-prices.js';
import { furnitureListing, stateOf } from '../session/fixtures.js';

describe('hasTwoPriceOptions: some day is priced for two numbers of helpers', () => {
  it.each([
    ['no prices', {}, false],
    ['one amount a day', { prices: { '2030-01-14': 150 } }, false],
    ['one option', { prices: { '2030-01-14': { standard: { fixed_1: 150 } } } }, false],
    ['two options', { prices: { '2030-01-14': { standard: { fixed_1: 150, fixed_2: 190 } } } }, true],
    ['an option with no amount', { prices: { '2030-01-14': { standard: { fixed_1: 150, fixed_2: null } } } }, false],
    ['other keys', { prices: { '2030-01-14': { standard: { fixed_1: 150, admin: 120 } } } }, false],
  ])('%s', (_name, listing, expected) => {
    expect(hasTwoPriceOptions(listing)).toBe(expected);
  });
});

describe('pricesRecalculated', () => {
  const loaded = stateOf(furnitureListing(), { priceRequest: 2, priceStatus: 'loaded' });
  const response = { lowest_price: 99, prices: { '2030-01-14': { standard: { fixed_1: 99, fixed_2: 140 } } } };

  it('replaces the loaded prices and the lowest price', () => {
    const next = pricesRecalculated(loaded, { request: 2, response });
    expect(next.listing).toMatchObject({ lowest_price: 99, prices: response.prices });
  });

  it.each([
    ['an answer for older prices', { ...loaded, ui: { ...loaded.ui, priceRequest: 3 } }],
    ['prices no longer shown', { ...loaded, ui: { ...loaded.ui, priceStatus: 'loading' as const } }],
  ])('ignores %s', (_name, state) => {
    expect(pricesRecalculated(state, { request: 2, response })).toBe(state);
  });
});
