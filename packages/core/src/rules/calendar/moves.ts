import { addDays, addMonths, addYears, endOfWeek, startOfWeek } from 'date-fns';
import { WEEK_STARTS_ON } from './constants.js';
import { type DateRange, isMonthInRange, monthOf } from './grid.js';
import { anchorDate, type DateError, fromAnchor, isDateError, keyOfLocalDate, toLocalDate } from './local-date.js';

/**
 * A move of the focused day in the price calendar's date grid, as the WAI-ARIA APG date picker
 * grid has them: arrows by day and week, Home/End to the start and end of the week (Monday and
 * Sunday, §9), PageUp/PageDown by month and Shift+PageUp/PageDown by year.
 */
export type CalendarMove =
  | 'previousDay'
  | 'nextDay'
  | 'previousWeek'
  | 'nextWeek'
  | 'weekStart'
  | 'weekEnd'
  | 'previousMonth'
  | 'nextMonth'
  | 'previousYear'
  | 'nextYear';

const WEEK = { weekStartsOn: WEEK_STARTS_ON } as const;

const SHIFTS: Readonly<Record<CalendarMove, (date: Date) => Date>> = {
  previousDay: (date) => addDays(date, -1),
  nextDay: (date) => addDays(date, 1),
  previousWeek: (date) => addDays(date, -7),
  nextWeek: (date) => addDays(date, 7),
  weekStart: (date) => startOfWeek(date, WEEK),
  weekEnd: (date) => endOfWeek(date, WEEK),
  // date-fns keeps the day of the month, or the month's last day when it has fewer (31 Jan → 28 Feb).
  previousMonth: (date) => addMonths(date, -1),
  nextMonth: (date) => addMonths(date, 1),
  previousYear: (date) => addYears(date, -1),
  nextYear: (date) => addYears(date, 1),
};

/**
 * The day focus moves to from `key` (YYYY-MM-DD). With a range (the calendar's: today up to one
 * year ahead, back-office §5), a move that would leave the months the calendar may show keeps
 * `key`, so focus never lands on a month nobody can navigate to.
 * @example moveCalendarDay('2027-01-31', 'nextMonth') // '2027-02-28'
 * @example moveCalendarDay('2027-03-03', 'weekStart') // '2027-03-01' (a Monday)
 */
export function moveCalendarDay(key: string, move: CalendarMove, range?: DateRange): string | DateError {
  const day = toLocalDate(key);
  if (isDateError(day)) return day;
  const shift = Object.hasOwn(SHIFTS, move) ? SHIFTS[move] : undefined;
  if (!shift) return keyOfLocalDate(day);
  const target = fromAnchor(shift(anchorDate(day)));
  const month = monthOf(target);
  if (range && (isDateError(month) || !isMonthInRange(month, range))) return keyOfLocalDate(day);
  return keyOfLocalDate(target);
}

/**
 * The calendar key of the month a day falls in, YYYY-MM-01 (what the calendar view's `month`
 * holds), or null for a key that is no date.
 * @example monthKeyOf('2027-03-28') // '2027-03-01'
 */
export function monthKeyOf(key: string): string | null {
  const day = toLocalDate(key);
  return isDateError(day) ? null : keyOfLocalDate({ year: day.year, month: day.month, day: 1 });
}
