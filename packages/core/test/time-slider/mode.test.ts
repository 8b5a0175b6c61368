import { describe, expect, it } from 'vitest';
import {
  applyLongDistanceRule,
  disableRushOption,
  isLongDistance,
  isRushOption,
  resetSlider,
  switchSliderMode,
  type TimeSliderState,
} from '../../src/rules/time-slider/index.js';

const withPickup: TimeSliderState = {
  mode: 'collection',
  pickup: { start: 8, end: 12 },
  delivery: null,
  selectedTimeOption: '0800-1200',
};
const empty: TimeSliderState = { mode: 'collection', pickup: null, delivery: null, selectedTimeOption: null };

describe('switching mode (spec §4 Time slider)', () => {
  it('for furniture with times set, asks for confirmation first', () => {
    expect(switchSliderMode(withPickup, 'delivery', { category: 'furniture' })).toEqual({
      kind: 'needs-confirmation',
      mode: 'delivery',
    });
  });
  it("for furniture, confirming clears the other side's times and opens delivery at its defaults", () => {
    expect(switchSliderMode(withPickup, 'delivery', { category: 'furniture', confirmed: true })).toEqual({
      kind: 'switched',
      state: { ...withPickup, mode: 'delivery', pickup: null, delivery: { start: 10, end: 18 } },
    });
  });
  it('for furniture without times set, switches at once', () => {
    expect(switchSliderMode(empty, 'delivery', { category: 'furniture' })).toMatchObject({
      kind: 'switched',
      state: { mode: 'delivery', delivery: { start: 10, end: 18 } },
    });
  });
  it('for other categories, switches without asking and keeps both sides', () => {
    const delivery = { ...withPickup, mode: 'delivery' as const, delivery: { start: 12, end: 20 } };
    expect(switchSliderMode(delivery, 'collection', { category: 'house-move' })).toEqual({
      kind: 'switched',
      state: { ...delivery, mode: 'collection' },
    });
  });
  it('to the same mode changes nothing', () => {
    expect(switchSliderMode(withPickup, 'collection', { category: 'furniture' })).toEqual({
      kind: 'switched',
      state: withPickup,
    });
  });
  it('a non-admin under the long-distance rule cannot switch to delivery; an admin can', () => {
    const collectionOnly = { ...withPickup, collectionOnly: true };
    expect(switchSliderMode(collectionOnly, 'delivery', {})).toEqual({ kind: 'refused', code: 'collectionOnly' });
    expect(switchSliderMode(collectionOnly, 'delivery', { isAdmin: true }).kind).toBe('switched');
  });
});

describe('reset restores the defaults, removes the time-option charge and refreshes prices (spec §4)', () => {
  const cart = [
    { type: 'priceOption', amount: 120 },
    { type: 'timeOption', amount: 15 },
  ];
  it.each([
    ['collection', { pickup: { start: 8, end: 18 }, delivery: null }],
    ['delivery', { pickup: null, delivery: { start: 10, end: 18 } }],
  ] as const)('in %s mode', (mode, sides) => {
    const reset = resetSlider({ ...withPickup, mode, delivery: { start: 12, end: 14 } }, cart);
    expect(reset.state).toEqual({ mode, ...sides, selectedTimeOption: null });
    expect(reset.cart).toEqual([{ type: 'priceOption', amount: 120 }]);
    expect(reset.removeTimeOptionCharge).toBe(true);
    expect(reset.refreshPrices).toBe(true);
  });
});

describe('long distance: non-admins get collection time only, admins are exempt (spec §4, §6)', () => {
  const delivering: TimeSliderState = { ...withPickup, mode: 'delivery', delivery: { start: 12, end: 18 } };
  it.each([
    [150, false],
    [150.1, true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d miles is over the 150-mile threshold: %s', (miles, over) => {
    expect(isLongDistance(miles)).toBe(over);
  });
  it('over the threshold, a customer loses the time option and delivery times; collection is kept', () => {
    expect(applyLongDistanceRule(delivering, { distanceMiles: 200 })).toEqual({
      state: {
        mode: 'collection',
        pickup: { start: 8, end: 12 },
        delivery: null,
        selectedTimeOption: null,
        collectionOnly: true,
      },
      timeOptionCleared: true,
    });
  });
  it('an admin keeps time values and mode', () => {
    expect(applyLongDistanceRule(delivering, { distanceMiles: 200, isAdmin: true })).toEqual({
      state: { ...delivering, collectionOnly: false },
      timeOptionCleared: false,
    });
  });
  it('the threshold is a parameter', () => {
    expect(applyLongDistanceRule(delivering, { distanceMiles: 120, thresholdMiles: 100 }).state.collectionOnly).toBe(
      true,
    );
    expect(applyLongDistanceRule(delivering, { distanceMiles: 120 }).state.collectionOnly).toBe(false);
  });
});

describe('the 3-hour rush option is disabled (spec §9)', () => {
  it.each([
    [{ option: '0900-1200' }, true],
    [{ option: '0800-1300' }, false],
    [{ option: '0800-1800' }, false],
    [{ option: 'rush' }, false],
  ])('%o is rush: %s', (option, rush) => {
    expect(isRushOption(option)).toBe(rush);
  });
  it('marks only the rush option disabled and unselected', () => {
    const options = [{ option: '0900-1200', selected: true }, { option: '0800-1800' }];
    expect(disableRushOption(options)).toEqual([
      { option: '0900-1200', selected: false, disabled: true },
      { option: '0800-1800' },
    ]);
  });
});
