import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkValueOfGoods, formatThousands, insurancePremium } from '../../src/rules/insurance/index.js';

const amount = fc.oneof(fc.double(), fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(0, 250, 5000, 50000));
const serviceData = fc.record(
  {
    rate_price: fc.oneof(fc.double(), fc.string(), fc.constant(null)),
    min_price: fc.oneof(amount, fc.string()),
    excess: fc.oneof(amount, fc.string()),
    cover: fc.oneof(amount, fc.string(), fc.constant(undefined)),
    international_cover: fc.oneof(amount, fc.string()),
    international_excess: fc.oneof(amount, fc.string()),
  },
  { requiredKeys: [] },
);
const anyValue = fc.oneof(fc.string(), fc.double(), amount, fc.integer().map(String), fc.anything());

describe('insurance value of goods, for any input (property-based)', () => {
  it('any string or number gives ok with a positive finite value, or a coded error', () => {
    fc.assert(
      fc.property(anyValue, serviceData, fc.boolean(), (value, service, international) => {
        const check = checkValueOfGoods(value, service, international);
        if (check.ok) {
          expect(Number.isFinite(check.value)).toBe(true);
          expect(check.value).toBeGreaterThan(0);
        } else {
          expect(['noAmount', 'highAmount', 'lowAmount']).toContain(check.code);
          if (check.code === 'highAmount') expect(check.maxText).toMatch(/^\d+(\.\d)?k?$/);
          if (check.code === 'lowAmount') expect(check.value).toBeNull();
        }
      }),
    );
  });

  it('an accepted value lies between the excess and the cover', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1000, max: 100_000 }),
        (value, excess, cover) => {
          const check = checkValueOfGoods(String(value), { excess, cover });
          expect(check.ok).toBe(value >= excess && value <= cover);
        },
      ),
    );
  });

  it('a premium is never NaN, never below the minimum price', () => {
    fc.assert(
      fc.property(anyValue, serviceData, fc.string(), fc.string(), (value, service, from, to) => {
        const result = insurancePremium(value, service, { pickupCountry: from, deliveryCountry: to });
        if (result.ok) {
          expect(Number.isFinite(result.premium)).toBe(true);
          // Half a penny, or a double's rounding where a minimum of trillions has no pennies left.
          const slack = Math.max(0.005, Math.abs(result.terms.minPrice) * 1e-12);
          expect(result.premium).toBeGreaterThanOrEqual(result.terms.minPrice - slack);
        }
      }),
    );
  });

  it('formatThousands never shows NaN', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(formatThousands(value)).not.toMatch(/NaN|Infinity/);
      }),
    );
  });
});
