import { describe, expect, it } from 'vitest';
import {
  clampSliderRange,
  deliveryWindow,
  formatSliderHour,
  LONG_DISTANCE_THRESHOLD_MILES,
  minimumRange,
  sliderBounds,
  sliderDefaults,
  sliderHourLabels,
  sliderTicks,
  timeOptionTypeOf,
} from '../../src/rules/time-slider/index.js';

describe('slider hours 6 to 20 with 2-hour ticks (spec §9)', () => {
  it('ticks every 2 hours from 6 to 20', () => {
    expect(sliderTicks()).toEqual([6, 8, 10, 12, 14, 16, 18, 20]);
  });
  it.each([
    ['collection', { start: 6, end: 20 }],
    ['delivery', { start: 10, end: 20 }],
  ] as const)('%s mode may take %o (delivery mode has a minimum start of 10)', (mode, bounds) => {
    expect(sliderBounds(mode)).toEqual(bounds);
  });
});

describe('defaults: collection 8 to 18, delivery 10 to 18 (spec §4, §9)', () => {
  it.each([
    ['collection', { start: 8, end: 18 }, 'pickup'],
    ['delivery', { start: 10, end: 18 }, 'delivery'],
  ] as const)('%s starts at %o (selectedTimeOptionType %s)', (mode, range, type) => {
    expect(sliderDefaults(mode)).toEqual(range);
    expect(timeOptionTypeOf(mode)).toBe(type);
  });
});

describe('delivery window = pickup window + trip and loading time in hours + 1, capped at 20 (spec §9)', () => {
  it.each([
    [{ start: 8, end: 18 }, 2.5, 1, { start: 12.5, end: 20 }],
    [{ start: 8, end: 12 }, 2, 1, { start: 12, end: 16 }],
    [{ start: 8, end: 18 }, 1.2, 0.5, { start: 10.7, end: 20 }],
    [{ start: 8, end: 10 }, 0.25, 0.25, { start: 9.5, end: 11.5 }],
    [{ start: 8.5, end: 12 }, 1, 0.5, { start: 11, end: 14.5 }],
    [{ start: 6, end: 8 }, 0, 0, { start: 7, end: 9 }],
    [{ start: 14, end: 18 }, 5, 2, { start: 20, end: 20 }],
    [{ start: 18, end: 8 }, 0.5, 0, { start: 9.5, end: 19.5 }],
    [{ start: 8, end: 12 }, Number.NaN, -3, { start: 9, end: 13 }],
  ])('pickup %o with %d h trip and %d h loading → %o (not rounded)', (pickup, trip, loading, window) => {
    expect(deliveryWindow(pickup, trip, loading)).toEqual(window);
  });
  it('the half hour reads as 12:30 on the slider (example: 8–18, 2.5 h trip, 1 h loading)', () => {
    const { start } = deliveryWindow({ start: 8, end: 18 }, 2.5, 1);
    expect([formatSliderHour(start, 'en-GB'), formatSliderHour(start, 'es-ES')]).toEqual(['12:30pm', '12:30']);
  });
});

describe('minimum range: 8 when many (more than 3) options exist, otherwise sliderStep (spec §9)', () => {
  it.each([
    [4, 2, 8],
    [10, 4, 8],
    [3, 4, 4],
    [0, 2, 2],
    [2, 0, 2],
    [2, Number.NaN, 2],
    [2, 30, 14],
  ])('%i options with sliderStep %d → %i', (count, step, range) => {
    expect(minimumRange(count, step)).toBe(range);
  });
});

describe('clampSliderRange: whole hours inside the mode bounds, at least the minimum range', () => {
  it.each([
    [{ start: 8, end: 18 }, 'collection', 0, { start: 8, end: 18 }],
    [{ start: 4, end: 22 }, 'collection', 0, { start: 6, end: 20 }],
    [{ start: 8, end: 18 }, 'delivery', 0, { start: 10, end: 18 }],
    [{ start: 8, end: 12 }, 'delivery', 8, { start: 10, end: 18 }],
    [{ start: 16, end: 18 }, 'collection', 8, { start: 12, end: 20 }],
    [{ start: 18, end: 8 }, 'collection', 0, { start: 8, end: 18 }],
    [{ start: 8.4, end: 11.6 }, 'collection', 2, { start: 8, end: 12 }],
    [{ start: Number.NaN }, 'delivery', 0, { start: 10, end: 18 }],
    [null, 'collection', 0, { start: 8, end: 18 }],
  ] as const)('%o in %s mode with minimum %i → %o', (range, mode, minRange, clamped) => {
    expect(clampSliderRange(range, mode, { minRange })).toEqual(clamped);
  });
});

describe("time format: h:mm for es-es, otherwise 'ha' (spec §9)", () => {
  it.each([
    [8, 'en-GB', '8am'],
    [18, 'en-GB', '6pm'],
    [12, 'en-IE', '12pm'],
    [0, 'en-GB', '12am'],
    [8.5, 'en-GB', '8:30am'],
    [12.5, 'en-GB', '12:30pm'],
    [19.5, 'en-IE', '7:30pm'],
    [12.5, 'es-ES', '12:30'],
    [8, 'es-ES', '8:00'],
    [18, 'es-es', '18:00'],
    [8.5, 'es_ES', '8:30'],
    [Number.NaN, 'en-GB', '6am'],
    [30, 'es-ES', '24:00'],
  ])('%d in %s reads %s', (hour, locale, text) => {
    expect(formatSliderHour(hour, locale)).toBe(text);
  });
  it('labels every hour of the slider', () => {
    expect(sliderHourLabels('en-GB')).toHaveLength(15);
    expect(sliderHourLabels('en-GB').at(-1)).toBe('8pm');
  });
});

describe('long-distance threshold (not shown in the spec: a documented constant)', () => {
  it('is 150 miles', () => {
    expect(LONG_DISTANCE_THRESHOLD_MILES).toBe(150);
  });
});
