import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampHours, hourlySlots, MAX_HOURS, minimumHours, stepHours } from '../../src/rules/hourly-rate/index.js';

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 1e308),
);
const anyMin = fc.oneof(anyNumber, fc.constant(undefined), fc.constant(null));
const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('hourly-rate rules, for any input (property-based)', () => {
  it('any hours and minimum clamp to a half-hour value from the minimum to 12', () => {
    fc.assert(
      fc.property(anyNumber, anyMin, (hours, min) => {
        const clamped = clampHours(hours, min);
        expect(Number.isFinite(clamped)).toBe(true);
        expect(clamped * 2).toBe(Math.round(clamped * 2));
        expect(clamped).toBeGreaterThanOrEqual(minimumHours(min));
        expect(clamped).toBeLessThanOrEqual(MAX_HOURS);
      }),
    );
  });

  it('a step moves by exactly 0.5 unless it would leave the minimum … 12 range', () => {
    fc.assert(
      fc.property(anyNumber, fc.constantFrom('up' as const, 'down' as const), anyMin, (hours, direction, min) => {
        const from = clampHours(hours, min);
        const to = stepHours(hours, direction, min);
        expect(Math.abs(to - from) === 0.5 || to === from).toBe(true);
        if (to === from) expect(direction === 'up' ? to === MAX_HOURS : to === minimumHours(min)).toBe(true);
      }),
    );
  });

  it('every slot lasts the chosen hours, starts on the half hour, ends by 20:00, and today after now + 2 h', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2027, 0, 1), max: new Date(2028, 0, 1), noInvalidDate: true }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 24 }).map((n) => n / 2),
        (now, daysAhead, hours) => {
          const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysAhead, 12);
          const slots = hourlySlots(day, hours, now);
          if (!Array.isArray(slots)) throw new Error('expected slots');
          for (const slot of slots) {
            expect(minutes(slot.end) - minutes(slot.start)).toBe(hours * 60);
            expect(minutes(slot.start) % 30).toBe(0);
            expect(minutes(slot.end)).toBeLessThanOrEqual(20 * 60);
            if (daysAhead === 0) {
              const start = new Date(now);
              start.setHours(0, minutes(slot.start), 0, 0);
              expect(start.getTime() - now.getTime()).toBeGreaterThanOrEqual(2 * 3_600_000);
            }
          }
        },
      ),
    );
  });

  it('any date, hours and now give slots or invalidDate, never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.date({ noInvalidDate: false })),
        anyNumber,
        fc.date({ noInvalidDate: false }),
        (date, hours, now) => {
          const slots = hourlySlots(date, hours, now);
          expect(Array.isArray(slots) || slots.code === 'invalidDate').toBe(true);
        },
      ),
    );
  });
});
