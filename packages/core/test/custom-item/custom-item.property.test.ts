import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blankAdminItemDimensions,
  checkCarStep,
  checkCustomItem,
  checkCustomItemBounds,
  checkCustomMakeModel,
  HARD_MAX_SIDE_CM,
  HARD_MAX_VOLUME_CM3,
  HARD_MAX_WEIGHT_KG,
  HARD_MIN_SIDE_CM,
  HARD_MIN_WEIGHT_KG,
  SOFT_MAX_SIDE_CM,
  SOFT_MAX_VOLUME_CM3,
  SOFT_MAX_WEIGHT_KG,
  SOFT_MIN_VOLUME_CM3,
} from '../../src/rules/custom-item/index.js';

const anyValue = fc.oneof(
  fc.double(),
  fc.double({ min: 0, max: 1000, noNaN: true }),
  fc.string(),
  fc.double({ min: 0, max: 1000, noNaN: true }).map(String),
  fc.constantFrom(null, undefined, '', 'NaN', '-Infinity', 0, -0, true, {}),
);
const anyUnit = fc.oneof(fc.constantFrom('cm', 'm', 'in', 'ft', 'mm', 'kg', 'lbs', undefined), fc.string());

/** Relative margin past a volume bound, beyond the 12 significant digits the rule keeps. */
const MARGIN = 1e-10;

/** Every number anywhere in a value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('custom item rules, for any input (property-based)', () => {
  it('any modal content gives a coded result with no NaN in it, never a throw', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.oneof(fc.string(), fc.constantFrom(undefined, null, 3)),
          width: anyValue,
          height: anyValue,
          depth: anyValue,
          weight: anyValue,
          dimension_unit: anyUnit,
          weight_unit: anyUnit,
        }),
        (input) => {
          const check = checkCustomItem(input);
          expect(['ok', 'warning', 'blocked', 'invalid']).toContain(check.status);
          for (const number of numbersIn(check)) expect(Number.isNaN(number)).toBe(false);
          if (check.status === 'invalid') expect(check.fields.length).toBeGreaterThan(0);
          else expect(check.item.name).not.toBe('');
        },
      ),
    );
  });

  it('outside a hard bound is blocked, outside a soft bound is never ok, inside the hard bounds is never blocked', () => {
    const side = fc.double({ min: 0, max: 600, noNaN: true });
    fc.assert(
      fc.property(side, side, side, fc.double({ min: 0, max: 12_000, noNaN: true }), (w, h, d, kg) => {
        const check = checkCustomItemBounds({ widthCm: w, heightCm: h, depthCm: d, weightKg: kg });
        const sides = [w, h, d];
        const volume = w * h * d;
        const hard =
          sides.some((s) => s < HARD_MIN_SIDE_CM || s > HARD_MAX_SIDE_CM) ||
          kg < HARD_MIN_WEIGHT_KG ||
          kg > HARD_MAX_WEIGHT_KG ||
          volume > HARD_MAX_VOLUME_CM3 * (1 + MARGIN);
        const soft =
          sides.some((s) => s > SOFT_MAX_SIDE_CM) ||
          kg > SOFT_MAX_WEIGHT_KG ||
          volume < SOFT_MIN_VOLUME_CM3 * (1 - MARGIN) ||
          volume > SOFT_MAX_VOLUME_CM3 * (1 + MARGIN);
        if (hard) expect(check.status).toBe('blocked');
        else if (soft) expect(check.status).not.toBe('ok');
        else expect(check.status).not.toBe('blocked');
      }),
    );
  });

  it('make and model checks and the car step always give a coded result', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (make, model) => {
        const check = checkCustomMakeModel({ make, model });
        if (!check.ok) expect(check.fields.length).toBeGreaterThan(0);
        const car = checkCarStep({ make_id: make, model_name: model });
        if (!car.ok) expect(car.code).toBe('makeModelRequired');
      }),
    );
  });

  it('blanking keeps everything but the dimensions', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), fc.double(), (is_admin, name, width) => {
        const blanked = blankAdminItemDimensions({ is_admin, name, width, weight: width });
        expect(blanked.name).toBe(name);
        expect('width' in blanked).toBe(!is_admin);
      }),
    );
  });
});
