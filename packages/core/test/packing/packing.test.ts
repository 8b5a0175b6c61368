import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKING_UNIT_PRICES, packingCount, packingLines, packingPrice } from '../../src/rules/packing/index.js';

describe('packing price: the sum of each count times its unit price (spec §5, §9)', () => {
  it.each([
    [{}, 0],
    [{ small_boxes: 1 }, 3],
    [{ large_boxes: 1 }, 4],
    [{ wardrobe_boxes: 1 }, 5],
    [{ bubble_wrap: 1 }, 2],
    [{ small_boxes: 10, large_boxes: 5, wardrobe_boxes: 2, bubble_wrap: 3 }, 66],
    [{ small_boxes: '4', bubble_wrap: ' 2 ' }, 16],
  ])('%j costs £%i', (counts, price) => {
    expect(packingPrice(counts)).toBe(price);
  });

  it.each([
    ['a negative count', -3, 0],
    ['a fractional count', 2.7, 2],
    ['an empty count', '', 0],
    ['a non-numeric count', 'some', 0],
    ['NaN', Number.NaN, 0],
    ['a count over the per-item maximum', 1e9, 99_999],
  ])('prices %s as %i', (_case, value, count) => {
    expect(packingCount(value)).toBe(count);
    expect(packingPrice({ small_boxes: value })).toBe(count * PACKING_UNIT_PRICES.small_boxes);
  });

  it('lists one line per material with its count, unit price and amount', () => {
    expect(packingLines({ small_boxes: 2, wardrobe_boxes: 1 })).toEqual([
      { material: 'small_boxes', count: 2, unitPrice: 3, amount: 6 },
      { material: 'large_boxes', count: 0, unitPrice: 4, amount: 0 },
      { material: 'wardrobe_boxes', count: 1, unitPrice: 5, amount: 5 },
      { material: 'bubble_wrap', count: 0, unitPrice: 2, amount: 0 },
    ]);
  });

  it('any counts give a whole, non-negative price, never a throw or NaN (property-based)', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            small_boxes: fc.anything(),
            large_boxes: fc.double(),
            wardrobe_boxes: fc.string(),
            bubble_wrap: fc.integer(),
          },
          { requiredKeys: [] },
        ),
        (counts) => {
          const price = packingPrice(counts);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
