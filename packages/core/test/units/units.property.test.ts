import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backOfficeCubicMetres,
  itemVolumeCubicMetres,
  lengthToCm,
  metresToMiles,
  roundBackOfficeMeasure,
  roundCustomItemValue,
  volumeToCubicMetres,
  weightToKg,
} from '../../src/rules/units/index.js';

/** Anything a form field or a loose server object could hold. */
const anyInput = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.double().map(String),
  fc.constantFrom(null, undefined, '', ' ', 'NaN', 'Infinity', '-0', '1e400', true, {}, []),
);
const anyUnit = fc.oneof(fc.constantFrom('cm', 'm', 'in', 'ft', 'mm', 'kg', 'lbs', undefined), fc.string());

describe('unit rules, for any input (property-based)', () => {
  it('conversions always give a finite number, never NaN and never a throw', () => {
    fc.assert(
      fc.property(anyInput, anyUnit, (value, unit) => {
        for (const result of [
          lengthToCm(value, unit),
          weightToKg(value, unit),
          volumeToCubicMetres(value, unit),
          metresToMiles(value),
          itemVolumeCubicMetres({ width: value, height: value, depth: value, dimension_unit: unit, quantity: value }),
        ]) {
          expect(Number.isFinite(result)).toBe(true);
        }
      }),
    );
  });

  it('rounding always gives a finite number with at most 2 decimals (whole in the back office)', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const custom = roundCustomItemValue(value);
        expect(Number.isFinite(custom)).toBe(true);
        // At most 2 decimals, up to the float's own precision (its ulp grows with the value).
        const cents = custom * 100;
        if (Math.abs(custom) < 1e12)
          expect(Math.abs(Math.round(cents) - cents)).toBeLessThanOrEqual(
            Math.max(1e-6, Math.abs(cents) * 4 * Number.EPSILON),
          );
        expect(Number.isInteger(roundBackOfficeMeasure(value))).toBe(true);
      }),
    );
  });

  it('back-office cubic metres are always 0 or at least 1', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const shown = backOfficeCubicMetres(value);
        expect(Number.isFinite(shown)).toBe(true);
        expect(shown === 0 || shown >= 1).toBe(true);
      }),
    );
  });

  it('a length converted to cm and back is the same length', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.constantFrom('m', 'in', 'ft', 'mm'),
        (value, unit) => {
          const back = lengthToCm(value, unit) / lengthToCm(1, unit);
          expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.max(1e-9, value * 1e-10));
        },
      ),
    );
  });
});
