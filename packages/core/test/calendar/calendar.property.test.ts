import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CalendarDay,
  calendarGrid,
  dateFilterRange,
  dateKey,
  dayState,
  formatDateLabel,
  hasPrice,
  isDateError,
  mobileDays,
  nextMonth,
  previousMonth,
  toLocalDate,
} from '../../src/rules/calendar/index.js';

const month = fc.record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) });
const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0));
const anyInput = fc.oneof(
  fc.string(),
  fc.date({ noInvalidDate: false }),
  fc.record({ year: anyNumber, month: anyNumber, day: anyNumber }),
);

describe('calendar rules, for any input (property-based)', () => {
  it('a grid always has 42 days, starts on a Monday, holds the whole month in order', () => {
    fc.assert(
      fc.property(month, (m) => {
        const days = calendarGrid(m) as CalendarDay[];
        expect(days).toHaveLength(42);
        expect(days[0]?.weekday).toBe(1);
        const inMonth = days.filter((day) => day.inMonth);
        const length = new Date(m.year, m.month, 0, 12).getDate();
        expect(inMonth.map((day) => day.day)).toEqual(Array.from({ length }, (_, i) => i + 1));
        expect(inMonth.every((day) => day.month === m.month && day.year === m.year)).toBe(true);
        expect(new Set(days.map((day) => day.key)).size).toBe(42);
      }),
    );
  });

  it('any month-like input gives a grid or invalidDate, never a throw', () => {
    fc.assert(
      fc.property(fc.record({ year: anyNumber, month: anyNumber }), (m) => {
        const days = calendarGrid(m);
        if (!isDateError(days)) expect(days).toHaveLength(42);
      }),
    );
  });

  it('any date input gives a key and a label, or invalidDate; a key reads back to the same date', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const key = dateKey(input);
        const label = formatDateLabel(input);
        if (isDateError(key)) {
          expect(label).toEqual({ code: 'invalidDate' });
          return;
        }
        expect(key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(label).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(dateKey(key)).toBe(key);
        expect(toLocalDate(key)).toEqual(toLocalDate(input));
      }),
    );
  });

  it('navigation never leaves the allowed range and never throws', () => {
    const range = dateFilterRange(new Date(2027, 5, 10)) as Exclude<
      ReturnType<typeof dateFilterRange>,
      { code: string }
    >;
    fc.assert(
      fc.property(
        fc.record({ year: fc.integer({ min: 2027, max: 2028 }), month: fc.integer({ min: 1, max: 12 }) }),
        (m) => {
          for (const moved of [nextMonth(m, range), previousMonth(m, range)]) {
            expect(isDateError(moved)).toBe(false);
            if (isDateError(moved) || (moved.year === m.year && moved.month === m.month)) continue;
            const index = moved.year * 12 + moved.month;
            expect(index).toBeGreaterThanOrEqual(2027 * 12 + 6);
            expect(index).toBeLessThanOrEqual(2028 * 12 + 6);
          }
        },
      ),
    );
  });

  it('a past day or a day without a positive price is never selectable', () => {
    fc.assert(
      fc.property(
        month,
        fc.integer({ min: 1, max: 28 }),
        fc.anything(),
        fc.date({ noInvalidDate: true }),
        (m, day, price, now) => {
          const key = dateKey({ ...m, day }) as string;
          const state = dayState(key, { [key]: price }, now);
          if (isDateError(state)) return;
          if (!state.disabled) {
            expect(key >= (dateKey(now) as string)).toBe(true);
            expect(hasPrice(price)).toBe(true);
            expect(state.price).toBe(price);
          }
        },
      ),
    );
  });

  it('the mobile list always has whole weeks of consecutive, distinct days', () => {
    fc.assert(
      fc.property(month, fc.integer({ min: 1, max: 28 }), anyNumber, (m, day, weeks) => {
        const days = mobileDays({ ...m, day }, weeks) as CalendarDay[];
        expect(days.length % 7).toBe(0);
        expect(days.length).toBeGreaterThanOrEqual(7);
        expect(new Set(days.map((d) => d.key)).size).toBe(days.length);
      }),
    );
  });
});
