import { isValid } from 'date-fns';
import { DAY_ANCHOR_HOUR, MAX_CALENDAR_YEAR, MIN_CALENDAR_YEAR } from './constants.js';

/**
 * A local calendar date (no time, no zone): month is 1–12. Calendar rules work on these, not on
 * UTC instants, so a day is the same day in every time zone and across DST changes.
 */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar month: month is 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** What calendar rules accept as a date: a LocalDate, a 'YYYY-MM-DD' key, or a Date (read in local time). */
export type DateInput = LocalDate | Date | string;

/** The coded error for a date or month that is not a real calendar date. */
export interface DateError {
  code: 'invalidDate';
}

const INVALID: DateError = Object.freeze({ code: 'invalidDate' });

/** True when a calendar rule answered with a coded error instead of a value. */
export function isDateError(value: unknown): value is DateError {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'code' in value;
}

const KEY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0, DAY_ANCHOR_HOUR).getDate();
}

function validParts(year: unknown, month: unknown, day: unknown): LocalDate | DateError {
  if (typeof year !== 'number' || typeof month !== 'number' || typeof day !== 'number') return INVALID;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return INVALID;
  if (year < MIN_CALENDAR_YEAR || year > MAX_CALENDAR_YEAR || month < 1 || month > 12) return INVALID;
  if (day < 1 || day > daysInMonth(year, month)) return INVALID;
  return { year, month, day };
}

/**
 * Reads a date input as a local calendar date, or `{ code: 'invalidDate' }`.
 * @example toLocalDate('2027-03-28') // { year: 2027, month: 3, day: 28 }
 */
export function toLocalDate(input: DateInput): LocalDate | DateError {
  if (input instanceof Date) {
    if (!isValid(input)) return INVALID;
    return validParts(input.getFullYear(), input.getMonth() + 1, input.getDate());
  }
  if (typeof input === 'string') {
    const match = KEY_RE.exec(input.trim());
    if (!match) return INVALID;
    return validParts(Number(match[1]), Number(match[2]), Number(match[3]));
  }
  if (typeof input !== 'object' || input === null) return INVALID;
  return validParts(input.year, input.month, input.day);
}

/** The local Date at noon of a calendar date: safe for date-fns day arithmetic in any zone. */
export function anchorDate(date: LocalDate): Date {
  return new Date(date.year, date.month - 1, date.day, DAY_ANCHOR_HOUR);
}

/** The calendar date of a local Date, as anchorDate's inverse. */
export function fromAnchor(date: Date): LocalDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The YYYY-MM-DD key of a valid calendar date. Written by hand rather than with date-fns
 * `format`, which would bring its whole formatter and a default locale into every bundle.
 */
export function keyOfLocalDate(date: LocalDate): string {
  // Through the Date constructor, so an overflowing day (January 36) rolls into the next month.
  const { year, month, day } = fromAnchor(anchorDate(date));
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The price key of a date, YYYY-MM-DD (docs/behaviour/quote-flow.md §3: prices keyed by YYYY-MM-DD).
 * @example dateKey(new Date(2027, 9, 31, 23, 30)) // '2027-10-31' (local date, not UTC)
 */
export function dateKey(date: DateInput): string | DateError {
  const local = toLocalDate(date);
  return isDateError(local) ? local : keyOfLocalDate(local);
}

/**
 * A date label in DD/MM/YYYY (docs/behaviour/back-office.md §5, §9).
 * @example formatDateLabel('2027-03-28') // '28/03/2027'
 */
export function formatDateLabel(date: DateInput): string | DateError {
  const local = toLocalDate(date);
  return isDateError(local) ? local : `${pad(local.day, 2)}/${pad(local.month, 2)}/${pad(local.year, 4)}`;
}

/** Compares two calendar dates: negative, 0 or positive. */
export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today's calendar date in the caller's local time, from `now` (never the clock). */
export function localToday(now: Date): LocalDate | DateError {
  return toLocalDate(now);
}
