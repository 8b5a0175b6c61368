import { describe, expect, it } from 'vitest';
import { estimateBoxes, isBoxEstimateApplied, type MoveItem } from '../../src/index.js';

const box = (item_id: number, quantity: number, location_id?: number): MoveItem => ({
  item_id,
  name: item_id === 1020 ? 'Small box' : 'Large box',
  quantity,
  fake_id: `f${item_id}-${location_id ?? 'none'}`,
  ...(location_id === undefined ? {} : { location_id }),
});

describe('isBoxEstimateApplied: the suggested boxes are already in the boxes room (§2, §9)', () => {
  // 20 m³ → 50 boxes: 15 small, 35 → 40 large.
  const estimate = estimateBoxes(20);

  it.each([
    ['both at the suggested counts, in room 0', [box(1020, 15, 0), box(845, 40, 0)], true],
    ['both without a room (boxes)', [box(1020, 15), box(845, 40)], true],
    ['a count that differs', [box(1020, 15, 0), box(845, 30, 0)], false],
    ['one missing', [box(1020, 15, 0)], false],
    ['boxes in another room do not count', [box(1020, 15, 3), box(845, 40, 3)], false],
    ['no items', [], false],
  ])('%s → %j', (_, items, expected) => {
    expect(isBoxEstimateApplied(estimate, items)).toBe(expected);
  });

  it('is false when no estimate is shown (under 5 m³)', () => {
    expect(isBoxEstimateApplied(estimateBoxes(4), [])).toBe(false);
  });
});
