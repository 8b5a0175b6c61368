import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampSliderRange,
  deliveryWindow,
  formatSliderHour,
  minimumRange,
  type SliderMode,
  sliderBounds,
} from '../../src/rules/time-slider/index.js';

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 1e308),
);
const mode = fc.constantFrom<SliderMode>('collection', 'delivery');

describe('time-slider rules, for any input (property-based)', () => {
  it('a clamped range is whole hours inside the mode bounds and at least the minimum range', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, mode, anyNumber, (start, end, m, minRange) => {
        const range = clampSliderRange({ start, end }, m, { minRange });
        const bounds = sliderBounds(m);
        expect(Number.isInteger(range.start) && Number.isInteger(range.end)).toBe(true);
        expect(range.start).toBeGreaterThanOrEqual(bounds.start);
        expect(range.end).toBeLessThanOrEqual(bounds.end);
        expect(range.start).toBeLessThanOrEqual(range.end);
        const wanted =
          Number.isFinite(minRange) && minRange > 0 ? Math.min(Math.ceil(minRange), bounds.end - bounds.start) : 0;
        expect(range.end - range.start).toBeGreaterThanOrEqual(wanted);
      }),
    );
  });

  it('a delivery window is the pickup window moved by trip + loading + 1, not rounded, capped at 20', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, (start, end, trip, loading) => {
        const window = deliveryWindow({ start, end }, trip, loading);
        expect(Number.isFinite(window.start) && Number.isFinite(window.end)).toBe(true);
        expect(window.end).toBeLessThanOrEqual(20);
        expect(window.start).toBeLessThanOrEqual(window.end);
        expect(window.start).toBeGreaterThanOrEqual(7);
      }),
    );
  });

  it('inside the slider, the window moves by exactly trip + loading + 1 hours, half hours kept', () => {
    const halfHour = fc.integer({ min: 12, max: 40 }).map((halves) => halves / 2);
    const hours = fc.integer({ min: 0, max: 40 }).map((quarters) => quarters / 4);
    fc.assert(
      fc.property(halfHour, halfHour, hours, hours, (a, b, trip, loading) => {
        const pickup = { start: Math.min(a, b), end: Math.max(a, b) };
        const window = deliveryWindow(pickup, trip, loading);
        expect(window).toEqual({
          start: Math.min(20, pickup.start + trip + loading + 1),
          end: Math.min(20, pickup.end + trip + loading + 1),
        });
      }),
    );
  });

  it('the minimum range is always between 0 and 14 hours, 8 above 3 options', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (count, step) => {
        const range = minimumRange(count, step);
        expect(range).toBeGreaterThan(0);
        expect(range).toBeLessThanOrEqual(14);
        if (count > 3) expect(range).toBe(8);
      }),
    );
  });

  it('any hour in any locale formats as text without NaN', () => {
    fc.assert(
      fc.property(anyNumber, fc.oneof(fc.string(), fc.constantFrom('es-ES', 'en-GB', 'en-IE')), (hour, locale) => {
        const text = formatSliderHour(hour, locale);
        expect(text).toMatch(/^\d{1,2}(:\d{2})?(am|pm)?$/);
        expect(text).not.toContain('NaN');
      }),
    );
  });
});
