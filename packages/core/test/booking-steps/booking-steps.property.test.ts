import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canEnterStep, type FieldRules, type StepListing } from '../../src/rules/booking-steps/index.js';

const rule = fc.record(
  {
    required: fc.oneof(fc.boolean(), fc.anything()),
    minLength: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double(), fc.anything()),
    pattern: fc.oneof(fc.constantFrom('^\\d+$', '([', '.*', '^[A-Z]'), fc.string(), fc.anything()),
    code: fc.oneof(fc.string(), fc.anything()),
  },
  { requiredKeys: [] },
);
const fields = ['pickup_address_data', 'delivery_address_data', 'move_items', 'pickup_date'];
const ruleKey = fc.oneof(
  fc.constantFrom(...fields),
  fc.constantFrom(...fields).map((f) => `${f}.es-es`),
  fc.string(),
);

describe('booking steps, for any listing and rules (property-based)', () => {
  it('never throws and names a step before the one asked for, with a field and a code', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string()), fc.anything()),
        fc.dictionary(ruleKey, fc.oneof(rule, fc.anything())),
        fc.integer({ min: -2, max: 6 }),
        fc.option(fc.constantFrom('en-gb', 'es-ES', 'en-IE', '')),
        (listing, rules, step, locale) => {
          const check = canEnterStep(listing as StepListing, step, rules as FieldRules, locale ?? undefined);
          if (check.ok) return;
          expect(typeof check.code).toBe('string');
          if (check.code === 'unknownStep') expect(step).toBeLessThan(1);
          else {
            expect(check.step).toBeGreaterThanOrEqual(1);
            expect(check.step).toBeLessThan(step);
            expect(fields).toContain(check.field);
          }
        },
      ),
    );
  });

  it('with no rules every step may be entered', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), fc.integer({ min: 1, max: 10 }), (listing, step) => {
        expect(canEnterStep(listing, step, {})).toEqual({ ok: true });
      }),
    );
  });
});
