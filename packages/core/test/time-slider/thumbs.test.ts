import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hourAtFraction,
  hourFraction,
  moveThumb,
  nearestThumb,
  type SliderRange,
  sliderBounds,
  thumbKeyTarget,
  thumbLimits,
} from '../../src/index.js';

const DAY = sliderBounds('collection');
const DELIVERY = sliderBounds('delivery');
const window = (start: number, end: number): SliderRange => ({ start, end });

describe('thumb limits: the other thumb and the minimum range (APG multi-thumb slider, spec §9)', () => {
  it.each([
    ['start, minimum 8', window(8, 18), 'start', DAY, 8, { min: 6, max: 10 }],
    ['end, minimum 8', window(8, 18), 'end', DAY, 8, { min: 16, max: 20 }],
    ['start, minimum 2', window(8, 18), 'start', DAY, 2, { min: 6, max: 16 }],
    ['end, minimum 2', window(8, 18), 'end', DAY, 2, { min: 10, max: 20 }],
    ['delivery start from 10', window(10, 18), 'start', DELIVERY, 8, { min: 10, max: 10 }],
    ['delivery end', window(10, 18), 'end', DELIVERY, 8, { min: 18, max: 20 }],
    ['a minimum wider than the bounds', window(10, 20), 'end', DELIVERY, 30, { min: 20, max: 20 }],
    ['no minimum (NaN)', window(8, 18), 'start', DAY, Number.NaN, { min: 6, max: 18 }],
    // A time option's window may be narrower than the minimum: each thumb may stay where it is.
    ['a time option’s 4 hours, start', window(8, 12), 'start', DAY, 8, { min: 6, max: 8 }],
    ['a time option’s 4 hours, end', window(8, 12), 'end', DAY, 8, { min: 12, max: 20 }],
  ] as const)('%s', (_name, range, thumb, bounds, minRange, limits) => {
    expect(thumbLimits(range, thumb, bounds, minRange)).toEqual(limits);
  });
});

describe('moving a thumb: whole hours, never crossing, the minimum range kept', () => {
  it.each([
    ['start later', window(8, 18), 'start', 9, 2, window(9, 18)],
    ['start to 12.4 rounds to 12', window(8, 18), 'start', 12.4, 2, window(12, 18)],
    ['start past the end stops at the minimum', window(8, 18), 'start', 19, 2, window(16, 18)],
    ['end before the start stops at the minimum', window(8, 18), 'end', 6, 8, window(8, 16)],
    ['end past 20 stops at 20', window(8, 18), 'end', 23, 2, window(8, 20)],
    ['start before 6 stops at 6', window(8, 18), 'start', 2, 2, window(6, 18)],
    ['nothing for NaN', window(8, 18), 'start', Number.NaN, 2, window(8, 18)],
  ] as const)('%s', (_name, range, thumb, hour, minRange, expected) => {
    expect(moveThumb(range, thumb, hour, DAY, minRange)).toEqual(expected);
  });

  it('a move that changes nothing gives the same window back (no store write)', () => {
    const range = window(8, 18);
    expect(moveThumb(range, 'end', 18.2, DAY, 2)).toBe(range);
  });

  it('any sequence of moves keeps a valid window: start ≤ end − minimum, within the bounds', () => {
    const thumb = fc.constantFrom('start' as const, 'end' as const);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(thumb, fc.double({ min: -50, max: 50, noNaN: true })), { maxLength: 30 }),
        fc.constantFrom(1, 2, 4, 8),
        fc.constantFrom('collection' as const, 'delivery' as const),
        (moves, minRange, mode) => {
          const bounds = sliderBounds(mode);
          let range = window(bounds.start, bounds.start + minRange);
          for (const [which, hour] of moves) {
            range = moveThumb(range, which, hour, bounds, minRange);
            expect(range.end - range.start).toBeGreaterThanOrEqual(minRange);
            expect(range.start).toBeGreaterThanOrEqual(bounds.start);
            expect(range.end).toBeLessThanOrEqual(bounds.end);
            expect(Number.isInteger(range.start) && Number.isInteger(range.end)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('keys (APG slider): arrows 1 hour, PageUp/PageDown 2 hours, Home/End to the limits', () => {
  const limits = { min: 6, max: 10 };
  it.each([
    ['ArrowRight', 9],
    ['ArrowUp', 9],
    ['ArrowLeft', 7],
    ['ArrowDown', 7],
    ['PageUp', 10],
    ['PageDown', 6],
    ['Home', 6],
    ['End', 10],
    ['Enter', null],
    ['a', null],
  ])('%s from 8 → %s', (key, target) => {
    expect(thumbKeyTarget(key, 8, limits)).toBe(target);
  });
});

describe('the track: hours along it and the thumb a press moves', () => {
  it.each([
    [6, 0],
    [13, 0.5],
    [20, 1],
    [2, 0],
    [25, 1],
    [Number.NaN, 0],
  ])('hour %f sits at %f of the track', (hour, fraction) => {
    expect(hourFraction(hour)).toBe(fraction);
  });

  it.each([
    [0, 6],
    [0.5, 13],
    [1, 20],
    [-0.2, 6],
    [1.4, 20],
  ])('fraction %f is hour %f', (fraction, hour) => {
    expect(hourAtFraction(fraction)).toBe(hour);
  });

  it.each([
    [7, 'start'],
    [8, 'start'],
    [12, 'start'],
    [13, 'end'],
    [14, 'end'],
    [19, 'end'],
  ] as const)('a press at %f moves the %s thumb of 8–18', (hour, thumb) => {
    expect(nearestThumb(window(8, 18), hour)).toBe(thumb);
  });
});
