import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLifetimeDiscount,
  type DatedListing,
  dateOption,
  timeOptionPrice,
  withChosenDates,
} from '../../src/rules/prices/index.js';

describe('price rules, for any input (property-based)', () => {
  it('the lifetime discount is never NaN and never raises a price', () => {
    fc.assert(
      fc.property(fc.double(), fc.boolean(), fc.boolean(), (price, hasLifetimeDiscount, isHourlyRate) => {
        const result = applyLifetimeDiscount(price, { hasLifetimeDiscount, isHourlyRate });
        expect(Number.isFinite(result)).toBe(true);
        if (Number.isFinite(price) && price >= 0 && Math.abs(price) < 1e12) {
          // Prices are in pennies: a price under half a penny above a whole one may round up to it.
          expect(result).toBeLessThanOrEqual(Math.max(price, Math.round(price * 100) / 100));
        }
      }),
    );
  });

  it('a discounted price is 85 % of the price, to the penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        const result = applyLifetimeDiscount(pence / 100, { hasLifetimeDiscount: true });
        expect(Math.abs(result * 100 - pence * 0.85)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a time option price is never negative and never NaN', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.option(fc.double()), fc.boolean(), (a, b, admin, saver) => {
        const price = timeOptionPrice({ optionPrice: a, basePrice: b, adminPrice: admin, saverOption: saver });
        expect(Number.isFinite(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a date option starts no later than it ends, both from the given dates', () => {
    const date = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            date.map((d) => d.toISOString().slice(0, 10)),
            fc.anything(),
          ),
        ),
        (dates) => {
          const option = dateOption(dates);
          if (option.option === null) return;
          expect(option.start <= option.end).toBe(true);
          expect(dates).toContain(option.start);
          expect(dates).toContain(option.end);
        },
      ),
    );
  });

  it('written dates agree with the date option: fixed has no end, ranged ends after it starts', () => {
    const day = fc
      .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.oneof(day, fc.anything())), (dates) => {
        const before: DatedListing & { men_required: number } = {
          pickup_date: '1999-01-01',
          pickup_date_end: '1999-01-02',
          men_required: 1,
        };
        const listing = withChosenDates(before, dates);
        const option = dateOption(dates);
        expect(listing.men_required).toBe(1);
        expect(listing.date_option).toBe(option.option ?? undefined);
        if (option.option === null) expect(listing).toEqual({ men_required: 1 });
        if (option.option === 'fixed') expect(listing).not.toHaveProperty('pickup_date_end');
        if (option.option === 'ranged')
          expect(String(listing.pickup_date) < String(listing.pickup_date_end)).toBe(true);
      }),
    );
  });
});
