import { addMonths, addYears } from 'date-fns';
import { CALENDAR_LABELS, DATE_FILTER_YEARS_AHEAD, SIMILAR_LISTING_MONTHS_AHEAD } from './constants.js';
import type { DateRange } from './grid.js';
import {
  anchorDate,
  compareLocalDates,
  type DateError,
  type DateInput,
  fromAnchor,
  isDateError,
  keyOfLocalDate,
  toLocalDate,
} from './local-date.js';

/** A calendar label the server sends in calendarLabels (back-office §4). */
export type CalendarDayLabel = (typeof CALENDAR_LABELS)[number];

/** Why a day cannot be selected. */
export type DayDisabledReason = 'past' | 'noPrice';

/** What the calendar shows for one day. */
export interface DayState {
  key: string;
  disabled: boolean;
  /** Set when disabled; 'past' wins over 'noPrice'. */
  reason?: DayDisabledReason;
  /** The day's entry of `prices`, when it has a price. */
  price?: unknown;
  /** The day's label; disabled days carry none. */
  label?: CalendarDayLabel;
}

/**
 * True when a prices entry is a price: a positive finite number (or numeric text), or any
 * non-null object (the per-key price options). Null, 0, NaN, blank text and false are no price.
 */
export function hasPrice(entry: unknown): boolean {
  if (typeof entry === 'number') return Number.isFinite(entry) && entry > 0;
  if (typeof entry === 'string') return entry.trim() !== '' && Number.isFinite(Number(entry)) && Number(entry) > 0;
  return typeof entry === 'object' && entry !== null;
}

function isLabel(value: unknown): value is CalendarDayLabel {
  return typeof value === 'string' && (CALENDAR_LABELS as readonly string[]).includes(value);
}

/**
 * The label of a day from calendarLabels (BEST_PRICE, FILLING_FAST, LAST_FEW; back-office §4).
 * The shape is not shown: both `{ 'YYYY-MM-DD': label }` and `{ label: ['YYYY-MM-DD', …] }` are
 * read; when a day has several labels the first of CALENDAR_LABELS wins.
 */
export function calendarLabel(key: string, calendarLabels: unknown): CalendarDayLabel | undefined {
  if (typeof calendarLabels !== 'object' || calendarLabels === null) return undefined;
  const labels = calendarLabels as Record<string, unknown>;
  const direct = Object.hasOwn(labels, key) ? labels[key] : undefined;
  if (isLabel(direct)) return direct;
  return CALENDAR_LABELS.find((label) => {
    const days = Object.hasOwn(labels, label) ? labels[label] : undefined;
    return Array.isArray(days) && days.includes(key);
  });
}

/**
 * A calendar day's state: disabled when it is in the past or has no price, otherwise selectable
 * with its price and label (docs/behaviour/quote-flow.md §5; docs/behaviour/back-office.md §4). Today is
 * not past. `now` is read in local time.
 * @example dayState('2027-03-28', { '2027-03-28': 120 }, new Date(2027, 2, 1)) // { key, disabled: false, price: 120 }
 */
export function dayState(
  date: DateInput,
  prices: Readonly<Record<string, unknown>> | null | undefined,
  now: Date,
  calendarLabels?: unknown,
): DayState | DateError {
  const day = toLocalDate(date);
  if (isDateError(day)) return day;
  const today = toLocalDate(now);
  if (isDateError(today)) return today;
  const key = keyOfLocalDate(day);
  if (compareLocalDates(day, today) < 0) return { key, disabled: true, reason: 'past' };
  const entry = prices && Object.hasOwn(prices, key) ? prices[key] : undefined;
  if (!hasPrice(entry)) return { key, disabled: true, reason: 'noPrice' };
  const label = calendarLabel(key, calendarLabels);
  return label ? { key, disabled: false, price: entry, label } : { key, disabled: false, price: entry };
}

/** True when a calendar date lies inside an inclusive range. */
export function isInDateRange(date: DateInput, range: DateRange): boolean {
  const day = toLocalDate(date);
  if (isDateError(day)) return false;
  return compareLocalDates(day, range.first) >= 0 && compareLocalDates(day, range.last) <= 0;
}

function rangeFrom(now: Date, shift: (date: Date) => Date): DateRange | DateError {
  const today = toLocalDate(now);
  if (isDateError(today)) return today;
  return { first: today, last: fromAnchor(shift(anchorDate(today))) };
}

/**
 * Dates the date filter offers: today up to 1 year ahead, inclusive (back-office §5, §9). Past
 * dates are not offered. Also the range the price calendar's month navigation stays within.
 */
export function dateFilterRange(now: Date): DateRange | DateError {
  return rangeFrom(now, (date) => addYears(date, DATE_FILTER_YEARS_AHEAD));
}

/** Dates the similar-listing search offers: today up to 1 month ahead, inclusive (back-office §5). */
export function similarListingDateRange(now: Date): DateRange | DateError {
  return rangeFrom(now, (date) => addMonths(date, SIMILAR_LISTING_MONTHS_AHEAD));
}
