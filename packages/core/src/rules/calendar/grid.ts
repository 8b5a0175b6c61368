import { addDays, addMonths, getISODay, startOfMonth, startOfWeek } from 'date-fns';
import {
  CALENDAR_GRID_DAYS,
  DAYS_PER_WEEK,
  MOBILE_MAX_WEEKS,
  MOBILE_WEEKS_PER_STEP,
  WEEK_STARTS_ON,
} from './constants.js';
import {
  anchorDate,
  type CalendarMonth,
  type DateError,
  type DateInput,
  fromAnchor,
  isDateError,
  keyOfLocalDate,
  type LocalDate,
  toLocalDate,
} from './local-date.js';

/** One day cell of the calendar or of the mobile list. */
export interface CalendarDay extends LocalDate {
  /** Price key, YYYY-MM-DD. */
  key: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  /** True when the day belongs to the month shown (grid only; always true in the mobile list). */
  inMonth: boolean;
}

function toDay(date: Date, month: number | null): CalendarDay {
  const local = fromAnchor(date);
  return {
    ...local,
    key: keyOfLocalDate(local),
    weekday: getISODay(date),
    inMonth: month === null || local.month === month,
  };
}

/** The month a date falls in. */
export function monthOf(date: DateInput): CalendarMonth | DateError {
  const local = toLocalDate(date);
  return isDateError(local) ? local : { year: local.year, month: local.month };
}

/**
 * The desktop calendar: 6 rows × 7 days, weeks starting Monday, covering the whole month, with
 * inMonth flags (docs/behaviour/quote-flow.md §2, §9). Days are local calendar dates, so a DST change
 * never skips or repeats a day.
 * @example calendarGrid({ year: 2027, month: 3 })[0]?.key // '2027-03-01' (a Monday)
 */
export function calendarGrid(month: CalendarMonth): CalendarDay[] | DateError {
  const first = toLocalDate({ year: month?.year, month: month?.month, day: 1 });
  if (isDateError(first)) return first;
  const start = startOfWeek(startOfMonth(anchorDate(first)), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: CALENDAR_GRID_DAYS }, (_, i) => toDay(addDays(start, i), first.month));
}

/** An inclusive range of calendar dates. */
export interface DateRange {
  first: LocalDate;
  last: LocalDate;
}

function shiftMonth(month: CalendarMonth, by: number): CalendarMonth | DateError {
  const first = toLocalDate({ year: month?.year, month: month?.month, day: 1 });
  if (isDateError(first)) return first;
  const shifted = monthOf(addMonths(anchorDate(first), by));
  return isDateError(shifted) ? month : shifted;
}

function monthIndex(month: CalendarMonth): number {
  return month.year * 12 + month.month;
}

/** True when a month overlaps the allowed range, so navigation may show it. */
export function isMonthInRange(month: CalendarMonth, range: DateRange): boolean {
  const index = monthIndex(month);
  return index >= monthIndex(range.first) && index <= monthIndex(range.last);
}

/**
 * The month after `month` (month navigation, §2), or `month` itself when the next one lies past
 * the allowed range.
 */
export function nextMonth(month: CalendarMonth, range: DateRange): CalendarMonth | DateError {
  const next = shiftMonth(month, 1);
  if (isDateError(next)) return next;
  return isMonthInRange(next, range) ? next : month;
}

/** The month before `month` (§2), or `month` itself when the previous one lies before the range. */
export function previousMonth(month: CalendarMonth, range: DateRange): CalendarMonth | DateError {
  const previous = shiftMonth(month, -1);
  if (isDateError(previous)) return previous;
  return isMonthInRange(previous, range) ? previous : month;
}

/** Clamps a weeks count of the mobile list to 1 … MOBILE_MAX_WEEKS; non-numbers give 1. */
export function clampMobileWeeks(weeks: number): number {
  if (!Number.isFinite(weeks)) return MOBILE_WEEKS_PER_STEP;
  return Math.min(MOBILE_MAX_WEEKS, Math.max(MOBILE_WEEKS_PER_STEP, Math.trunc(weeks)));
}

/** The weeks count after 'add one week' on mobile (§2, §9: 1 week at a time, adds more). */
export function addOneWeek(weeks: number): number {
  return clampMobileWeeks(clampMobileWeeks(weeks) + MOBILE_WEEKS_PER_STEP);
}

/**
 * The mobile list of days: `weeks` × 7 consecutive days from `start` itself (usually today),
 * not from a Monday (§2, §9).
 * @example mobileDays('2027-03-25', 1).map((d) => d.day) // [25, 26, 27, 28, 29, 30, 31]
 */
export function mobileDays(start: DateInput, weeks: number): CalendarDay[] | DateError {
  const first = toLocalDate(start);
  if (isDateError(first)) return first;
  const anchor = anchorDate(first);
  return Array.from({ length: clampMobileWeeks(weeks) * DAYS_PER_WEEK }, (_, i) => toDay(addDays(anchor, i), null));
}
