import { describe, expect, it } from 'vitest';
import {
  addOneWeek,
  CALENDAR_GRID_DAYS,
  type CalendarDay,
  type CalendarMonth,
  calendarGrid,
  calendarLabel,
  type DateRange,
  dateFilterRange,
  dateKey,
  dayState,
  formatDateLabel,
  isDateError,
  isInDateRange,
  MOBILE_MAX_WEEKS,
  mobileDays,
  nextMonth,
  previousMonth,
  similarListingDateRange,
  toLocalDate,
} from '../../src/rules/calendar/index.js';

function grid(month: CalendarMonth): CalendarDay[] {
  const days = calendarGrid(month);
  if (isDateError(days)) throw new Error('expected a grid');
  return days;
}

describe('calendarGrid: 6 rows by 7 days, weeks start Monday (spec §2, §9)', () => {
  it.each([
    // month, first cell, last cell, days of the month
    [{ year: 2027, month: 3 }, '2027-03-01', '2027-04-11', 31],
    [{ year: 2027, month: 2 }, '2027-02-01', '2027-03-14', 28],
    [{ year: 2027, month: 10 }, '2027-09-27', '2027-11-07', 31],
    [{ year: 2028, month: 2 }, '2028-01-31', '2028-03-12', 29],
    [{ year: 2027, month: 8 }, '2027-07-26', '2027-09-05', 31],
  ])('%o runs from %s to %s with %i days in the month', (month, first, last, inMonth) => {
    const days = grid(month);
    expect(days).toHaveLength(CALENDAR_GRID_DAYS);
    expect(days[0]?.key).toBe(first);
    expect(days[0]?.weekday).toBe(1);
    expect(days.at(-1)?.key).toBe(last);
    expect(days.filter((day) => day.inMonth)).toHaveLength(inMonth);
  });

  it('flags the days of the month shown and not those around it', () => {
    const days = grid({ year: 2027, month: 10 });
    expect(days.slice(0, 4).every((day) => !day.inMonth)).toBe(true);
    expect(days[4]).toMatchObject({ key: '2027-10-01', inMonth: true, weekday: 5 });
  });

  it.each([
    [{ year: 2027, month: 13 }],
    [{ year: 2027, month: 0 }],
    [{ year: Number.NaN, month: 3 }],
    [{ year: 2027, month: 2.5 }],
  ])('answers invalidDate for the month %o', (month) => {
    expect(calendarGrid(month)).toEqual({ code: 'invalidDate' });
  });
});

describe('month navigation stays within the allowed range (spec §2)', () => {
  const now = new Date(2027, 2, 15, 9, 0);
  const range = dateFilterRange(now) as DateRange;

  it('allows from the current month to the month a year ahead (date filter, back-office §5)', () => {
    expect(range).toEqual({ first: { year: 2027, month: 3, day: 15 }, last: { year: 2028, month: 3, day: 15 } });
  });
  it.each([
    [
      { year: 2027, month: 3 },
      { year: 2027, month: 4 },
    ],
    [
      { year: 2027, month: 12 },
      { year: 2028, month: 1 },
    ],
    [
      { year: 2028, month: 2 },
      { year: 2028, month: 3 },
    ],
    [
      { year: 2028, month: 3 },
      { year: 2028, month: 3 },
    ],
  ])('next from %o is %o', (month, next) => {
    expect(nextMonth(month, range)).toEqual(next);
  });
  it.each([
    [
      { year: 2027, month: 4 },
      { year: 2027, month: 3 },
    ],
    [
      { year: 2028, month: 1 },
      { year: 2027, month: 12 },
    ],
    [
      { year: 2027, month: 3 },
      { year: 2027, month: 3 },
    ],
  ])('previous from %o is %o', (month, previous) => {
    expect(previousMonth(month, range)).toEqual(previous);
  });
  it('answers invalidDate for a month that is not one', () => {
    expect(nextMonth({ year: 2027, month: 14 }, range)).toEqual({ code: 'invalidDate' });
  });
});

describe('dayState: disabled without a price or in the past (spec §5; back-office §4)', () => {
  const now = new Date(2027, 2, 15, 23, 59);
  const prices = { '2027-03-14': 99, '2027-03-15': 120, '2027-03-16': { standard: 130 }, '2027-03-17': 0 };

  it.each([
    ['2027-03-14', { disabled: true, reason: 'past' }],
    ['2027-03-15', { disabled: false, price: 120 }],
    ['2027-03-16', { disabled: false, price: { standard: 130 } }],
    ['2027-03-17', { disabled: true, reason: 'noPrice' }],
    ['2027-03-18', { disabled: true, reason: 'noPrice' }],
  ])('%s → %o', (key, state) => {
    expect(dayState(key, prices, now)).toEqual({ key, ...state });
  });

  it.each([
    ['2027-03-15', 'BEST_PRICE'],
    ['2027-03-16', 'LAST_FEW'],
  ])('shows the label of calendarLabels on %s: %s', (key, label) => {
    const labels = { '2027-03-15': 'BEST_PRICE', '2027-03-16': 'LAST_FEW' };
    expect(dayState(key, prices, now, labels)).toMatchObject({ disabled: false, label });
  });

  it('shows no label on a disabled day', () => {
    expect(dayState('2027-03-14', prices, now, { '2027-03-14': 'BEST_PRICE' })).not.toHaveProperty('label');
  });

  it('answers invalidDate for a day that does not exist', () => {
    expect(dayState('2027-02-29', prices, now)).toEqual({ code: 'invalidDate' });
  });
});

describe('calendarLabel reads BEST_PRICE, FILLING_FAST and LAST_FEW (back-office §4)', () => {
  it.each([
    [{ '2027-03-15': 'FILLING_FAST' }, 'FILLING_FAST'],
    [{ FILLING_FAST: ['2027-03-15'] }, 'FILLING_FAST'],
    [{ LAST_FEW: ['2027-03-15'], BEST_PRICE: ['2027-03-15'] }, 'BEST_PRICE'],
    [{ '2027-03-15': 'CHEAP' }, undefined],
    [{ '2027-03-15': null }, undefined],
    [null, undefined],
  ])('%o → %s', (labels, label) => {
    expect(calendarLabel('2027-03-15', labels)).toBe(label);
  });
});

describe('dates and labels: prices keyed YYYY-MM-DD, labels DD/MM/YYYY (spec §3; back-office §9)', () => {
  it.each([
    [new Date(2027, 9, 31, 23, 30), '2027-10-31', '31/10/2027'],
    [new Date(2027, 0, 1, 0, 0), '2027-01-01', '01/01/2027'],
    [{ year: 2028, month: 2, day: 29 }, '2028-02-29', '29/02/2028'],
    ['2027-03-28', '2027-03-28', '28/03/2027'],
  ])('%o has key %s and label %s (the local date, not UTC)', (date, key, label) => {
    expect(dateKey(date)).toBe(key);
    expect(formatDateLabel(date)).toBe(label);
  });
  it.each([['28/03/2027'], ['2027-3-28'], ['2027-02-30'], [''], [new Date(Number.NaN)]])(
    '%o is invalidDate',
    (date) => {
      expect(dateKey(date)).toEqual({ code: 'invalidDate' });
      expect(formatDateLabel(date)).toEqual({ code: 'invalidDate' });
    },
  );
  it('reads a key back into a local date', () => {
    expect(toLocalDate('2027-10-31')).toEqual({ year: 2027, month: 10, day: 31 });
  });
});

describe('date ranges: date filter up to 1 year ahead, similar listings up to 1 month (back-office §5, §9)', () => {
  const now = new Date(2027, 0, 31, 8);
  it('similar-listing dates run from today to the same day next month (end of month kept)', () => {
    expect(similarListingDateRange(now)).toEqual({
      first: { year: 2027, month: 1, day: 31 },
      last: { year: 2027, month: 2, day: 28 },
    });
  });
  it.each([
    ['2027-01-30', false],
    ['2027-01-31', true],
    ['2028-01-31', true],
    ['2028-02-01', false],
  ])('date filter: %s within range is %s', (key, within) => {
    expect(isInDateRange(key, dateFilterRange(now) as DateRange)).toBe(within);
  });
});

describe("mobile list: one week at a time with 'add one week' (spec §2, §9)", () => {
  it('lists 7 days from the start day', () => {
    const days = mobileDays('2027-03-25', 1) as CalendarDay[];
    expect(days.map((day) => day.key)).toEqual([
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
    ]);
  });
  it('adds one week per press, up to a year of weeks', () => {
    expect(addOneWeek(1)).toBe(2);
    expect((mobileDays('2027-03-25', addOneWeek(1)) as CalendarDay[]).at(-1)?.key).toBe('2027-04-07');
    expect(addOneWeek(MOBILE_MAX_WEEKS)).toBe(MOBILE_MAX_WEEKS);
  });
  it.each([[0], [-3], [Number.NaN]])('shows one week for a weeks count of %d', (weeks) => {
    expect(mobileDays('2027-03-25', weeks)).toHaveLength(7);
  });
});
