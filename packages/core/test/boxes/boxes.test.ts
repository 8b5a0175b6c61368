import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bumpBoxCount,
  estimateBoxes,
  estimateBoxesForItems,
  isEstimatedBox,
  LARGE_BOX_ITEM_ID,
  SMALL_BOX_ITEM_ID,
} from '../../src/rules/boxes/index.js';
import { MAX_QUANTITY } from '../../src/rules/items/constants.js';

describe('box estimates appear only when the total volume is 5 m³ or more (spec §5)', () => {
  it.each([[0], [4.99], ['4.999'], [-10], [Number.NaN], [Number.POSITIVE_INFINITY], [''], [undefined], ['lots']])(
    'shows nothing for %j m³',
    (volume) => {
      expect(estimateBoxes(volume)).toEqual({ shown: false });
    },
  );

  it('caps a huge volume at 99,990 boxes, split on the grid', () => {
    expect(estimateBoxes(1e300)).toMatchObject({ shown: true, small: 33_330, large: 66_660, total: 99_990 });
  });

  it('shows an estimate from exactly 5 m³', () => {
    expect(estimateBoxes(5)).toEqual({
      shown: true,
      total: 15,
      small: 5,
      large: 10,
      items: [
        { item_id: 1020, qty: 5 },
        { item_id: 845, qty: 10 },
      ],
    });
  });
});

describe('box estimate: 2.5 × volume to the nearest 5, one third small, counts of 35+ ending in 5 bumped by 5 (spec §9)', () => {
  it.each([
    // volume, 2.5 × volume → nearest 5, small (⅓ → nearest 5, bumped), large (rest, bumped), total
    [5, 15, 5, 10, 15],
    [6, 15, 5, 10, 15],
    [7, 20, 5, 15, 20],
    [9, 25, 10, 15, 25],
    [10, 25, 10, 15, 25],
    [14, 35, 10, 25, 35],
    [16, 40, 15, 25, 40],
    [20, 50, 15, 40, 55],
    [24, 60, 20, 40, 60],
    [30, 75, 25, 50, 75],
    [42, 105, 40, 70, 110],
    [44, 110, 40, 80, 120],
    ['46', 115, 40, 80, 120],
  ])('%s m³: estimate %i → %i small + %i large = %i', (volume, _estimate, small, large, total) => {
    expect(estimateBoxes(volume)).toEqual({
      shown: true,
      total,
      small,
      large,
      items: [
        { item_id: SMALL_BOX_ITEM_ID, qty: small },
        { item_id: LARGE_BOX_ITEM_ID, qty: large },
      ],
    });
  });

  it.each([
    [5, 5],
    [25, 25],
    [30, 30],
    [35, 40],
    [40, 40],
    [45, 50],
    [75, 80],
    [105, 110],
    [99_995, MAX_QUANTITY],
    [Number.NaN, 0],
  ])('a count of %i becomes %i', (count, expected) => {
    expect(bumpBoxCount(count)).toBe(expected);
  });
});

describe('box estimates, for any input (property-based)', () => {
  it('are shown from 5 m³ with whole counts that add up, never a throw and never NaN', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.double({ min: 0, max: 500, noNaN: true }), fc.string(), fc.anything()),
        (volume) => {
          const estimate = estimateBoxes(volume);
          if (!estimate.shown) return;
          expect(Number(volume)).toBeGreaterThanOrEqual(5);
          for (const count of [estimate.small, estimate.large]) {
            expect(Number.isInteger(count)).toBe(true);
            expect(count).toBeGreaterThanOrEqual(5);
            expect(count).toBeLessThanOrEqual(MAX_QUANTITY);
            if (count >= 35 && count < MAX_QUANTITY) expect(count % 10).toBe(0);
          }
          expect(estimate.total).toBe(estimate.small + estimate.large);
          expect(estimate.items.map((item) => item.qty)).toEqual([estimate.small, estimate.large]);
        },
      ),
    );
  });

  it('never suggests fewer boxes for a larger volume', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 5, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, extra) => {
          const smaller = estimateBoxes(a);
          const larger = estimateBoxes(a + extra);
          expect(smaller.shown && larger.shown && larger.total >= smaller.total).toBe(true);
        },
      ),
    );
  });
});

describe('the estimate over a removal list leaves out the boxes it suggested (§5, §9)', () => {
  const wardrobe = {
    item_id: 305,
    name: 'Double wardrobe',
    width: 120,
    height: 190,
    depth: 60,
    quantity: 4,
    fake_id: 'w',
  };
  const box = (item_id: number, quantity: number, location_id?: number) => ({
    item_id,
    name: 'Box',
    width: 55,
    height: 55,
    depth: 55,
    quantity,
    fake_id: `b${item_id}-${location_id}`,
    ...(location_id === undefined ? {} : { location_id }),
  });

  it.each([
    ['no boxes yet', []],
    ['the suggested boxes in the boxes room', [box(1020, 5, 0), box(845, 10, 0)]],
    ['boxes without a room (the item picker)', [box(845, 10)]],
  ])('%s: 4 wardrobes (5.47 m³) suggest 5 small and 10 large', (_label, boxes) => {
    expect(isEstimatedBox(box(845, 1, 0))).toBe(true);
    expect(estimateBoxesForItems([wardrobe, ...boxes])).toMatchObject({ shown: true, small: 5, large: 10 });
  });

  it('a large box packed in a bedroom counts as goods, not as a suggested box', () => {
    expect(isEstimatedBox(box(845, 1, 3))).toBe(false);
    // 5.47 m³ of wardrobes + 3.33 m³ of packed boxes = 8.8 m³: 2.5 × 8.8 = 22 → 20, a third small.
    expect(estimateBoxesForItems([wardrobe, box(845, 20, 3)])).toMatchObject({ shown: true, small: 5, large: 15 });
  });
});
