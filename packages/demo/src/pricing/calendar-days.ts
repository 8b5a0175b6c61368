import { anchorDate, dateFilterRange, fromAnchor, isDateError, keyOfLocalDate, type LocalDate } from '@haulkit/core';

/** A guard: more days than a leap year and a bit never come from a one-year range. */
const MAX_DAYS = 370;

/** One day the demo prices. */
export interface PriceDay {
  readonly date: LocalDate;
  readonly key: string;
  /** 0 for today. */
  readonly daysAhead: number;
  /** 0 Sunday … 6 Saturday. */
  readonly weekday: number;
}

/**
 * The days the demo prices: today up to one year ahead, inclusive (core's dateFilterRange, the
 * range the price calendar navigates), in the local time of `now`.
 */
export function priceDays(now: Date): PriceDay[] {
  const range = dateFilterRange(now);
  if (isDateError(range)) return [];
  const last = keyOfLocalDate(range.last);
  const days: PriceDay[] = [];
  const cursor = anchorDate(range.first);
  for (let daysAhead = 0; ; daysAhead++) {
    const date = fromAnchor(cursor);
    const key = keyOfLocalDate(date);
    days.push({ date, key, daysAhead, weekday: cursor.getDay() });
    if (key === last || daysAhead >= MAX_DAYS) break;
    cursor.setDate(cursor.getDate() + 1);
  }
  return days;
}
