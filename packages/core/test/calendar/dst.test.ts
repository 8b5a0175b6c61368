import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarDay, calendarGrid, dayState, mobileDays } from '../../src/rules/calendar/index.js';
import { hourlySlots } from '../../src/rules/hourly-rate/index.js';

/**
 * Calendar rules work on local Y-M-D dates, so a DST change never skips or repeats a day. These
 * tests run the rules under real zones: Europe/London changes at 01:00 UTC on the last Sunday of
 * March and October (28 March and 31 October 2027); America/Santiago skips local midnight when
 * it starts summer time (5 September 2027), the case that breaks midnight-based arithmetic.
 */
const zones = [
  ['Europe/London', { year: 2027, month: 3 }, '2027-03-28', '2027-03-25'],
  ['Europe/London', { year: 2027, month: 10 }, '2027-10-31', '2027-10-28'],
  ['America/Santiago', { year: 2027, month: 9 }, '2027-09-05', '2027-09-02'],
] as const;

const original = process.env.TZ;
afterAll(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

function nextKey(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

function localNoon(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12);
}

describe.each(zones)('in %s, around the DST change of %o (%s)', (zone, month, changeDay, weekStart) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  it('really runs in a zone whose offset changes that day', () => {
    const before = localNoon(changeDay);
    before.setDate(before.getDate() - 1);
    expect(before.getTimezoneOffset()).not.toBe(localNoon(changeDay).getTimezoneOffset());
  });

  it('the grid has 42 consecutive days, Monday first, none skipped or repeated', () => {
    const days = calendarGrid(month) as CalendarDay[];
    expect(days).toHaveLength(42);
    expect(days[0]?.weekday).toBe(1);
    for (let i = 1; i < days.length; i++) expect(days[i]?.key).toBe(nextKey(days[i - 1]?.key ?? ''));
    expect(days.map((day) => day.key)).toContain(changeDay);
  });

  it('the mobile week across the change lists 7 distinct consecutive days', () => {
    const keys = (mobileDays(weekStart, 1) as CalendarDay[]).map((day) => day.key);
    expect(keys[0]).toBe(weekStart);
    for (let i = 1; i < keys.length; i++) expect(keys[i]).toBe(nextKey(keys[i - 1] ?? ''));
    expect(keys).toHaveLength(7);
    expect(keys).toContain(changeDay);
  });

  it('the change day is today, not past, at a minute past local midnight', () => {
    const [y, m, d] = changeDay.split('-').map(Number);
    const now = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 1, 1);
    expect(dayState(changeDay, { [changeDay]: 100 }, now)).toEqual({ key: changeDay, disabled: false, price: 100 });
  });
});

describe('hourly slots on a DST day use real elapsed time for "now plus 2 hours"', () => {
  beforeAll(() => {
    process.env.TZ = 'Europe/London';
  });

  it('at 00:30 on 28 March 2027 (clocks go 01:00 → 02:00) the earliest start is 03:30, not 02:30', () => {
    const now = new Date(2027, 2, 28, 0, 30);
    const slots = hourlySlots('2027-03-28', 2, now, { dayStartHour: 0 });
    expect(Array.isArray(slots) && slots[0]).toEqual({ start: '03:30', end: '05:30' });
  });

  it('at 00:30 on 31 October 2027 (clocks go 02:00 → 01:00) the earliest start is 01:30', () => {
    const now = new Date(2027, 9, 31, 0, 30);
    const slots = hourlySlots('2027-10-31', 2, now, { dayStartHour: 0 });
    expect(Array.isArray(slots) && slots[0]).toEqual({ start: '01:30', end: '03:30' });
  });
});
