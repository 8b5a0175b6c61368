import { addDays, startOfWeek } from 'date-fns';
import { DAYS_PER_WEEK, MOBILE_MAX_WEEKS, WEEK_STARTS_ON } from '../../rules/calendar/constants.js';
import { dateFilterRange, dayState } from '../../rules/calendar/day-state.js';
import { clampMobileWeeks, mobileDays } from '../../rules/calendar/grid.js';
import { anchorDate, fromAnchor, isDateError, keyOfLocalDate, toLocalDate } from '../../rules/calendar/local-date.js';
import { dayAdminPrice, dayPriceForTab } from '../cart.js';
import type { QuoteContext, QuoteState } from '../quote-state.js';
import type { CalendarDayView } from './price-view-types.js';

/** Steps of the price calendar's colour scale: 0 is the cheapest fifth, 4 the dearest. */
export const PRICE_SCALE_STEPS = 5;

/**
 * Where a price sits between the lowest and the highest shown, as a step of the colour scale
 * (0 cheapest … PRICE_SCALE_STEPS − 1 dearest), so the cheapest days are spotted at a glance.
 * Null when there is nothing to compare (no price, no spread: every day costs the same).
 * @example priceScaleStep(149, 149, 249) // 0
 * @example priceScaleStep(249, 149, 249) // 4
 */
export function priceScaleStep(price: number | null, lowest: number | null, highest: number | null): number | null {
  if (price === null || lowest === null || highest === null) return null;
  if (![price, lowest, highest].every(Number.isFinite) || highest <= lowest) return null;
  const share = Math.min(1, Math.max(0, (price - lowest) / (highest - lowest)));
  return Math.round(share * (PRICE_SCALE_STEPS - 1));
}

/** What every day of one calendar view shares: today, the last day of the date filter, the chosen day. */
export interface CalendarDayFrame {
  todayKey: string;
  lastKey: string;
  chosen: string | null;
}

/** The frame of the days for `context.now` and the listing's chosen day, or null when `now` is no date. */
export function calendarDayFrame(state: QuoteState, context: QuoteContext): CalendarDayFrame | null {
  const today = toLocalDate(context.now);
  const range = dateFilterRange(context.now);
  if (isDateError(today) || isDateError(range)) return null;
  const pickup = state.listing.pickup_date;
  return {
    todayKey: keyOfLocalDate(today),
    lastKey: keyOfLocalDate(range.last),
    chosen: typeof pickup === 'string' ? pickup.slice(0, 10) : null,
  };
}

/**
 * One day as the calendar and the phone list show it (§5, back-office §4): its price for the
 * tab shown, the admin price for admins, disabled and why (past, no price, beyond a year), its
 * label, chosen, today. `day` is its day of the month.
 */
export function calendarDayIn(
  frame: CalendarDayFrame,
  state: QuoteState,
  context: QuoteContext,
  cell: { key: string; day: number; inMonth: boolean },
): CalendarDayView {
  const { listing, ui } = state;
  const { key } = cell;
  const day = dayState(key, listing.prices, context.now, listing.calendarLabels);
  const price = dayPriceForTab(listing, key, ui.priceTab);
  let reason: CalendarDayView['reason'] = isDateError(day) ? 'noPrice' : (day.reason ?? null);
  if (reason === null && price === null) reason = 'noPrice';
  if (reason === null && key > frame.lastKey) reason = 'tooFar';
  return {
    key,
    day: cell.day,
    inMonth: cell.inMonth,
    price: reason === 'past' ? null : price,
    adminPrice: context.isAdmin ? dayAdminPrice(listing, key) : null,
    disabled: reason !== null,
    reason,
    label: reason === null && !isDateError(day) ? (day.label ?? null) : null,
    selected: key === frame.chosen,
    today: key === frame.todayKey,
  };
}

/** What one day shows, in the calendar or in the phone list (the same fields as calendarView's days). */
export function calendarDayView(
  state: QuoteState,
  context: QuoteContext,
  key: string,
  inMonth: boolean,
): CalendarDayView | null {
  const local = toLocalDate(key);
  const frame = calendarDayFrame(state, context);
  if (isDateError(local) || frame === null) return null;
  return calendarDayIn(frame, state, context, { key, day: local.day, inMonth });
}

/**
 * The first day of the phone list (docs/behaviour/quote-flow.md §2, §9: one week at a time): today,
 * or the week of the chosen day (its Monday, never before today) when one is chosen inside the
 * date filter's year. YYYY-MM-DD, or null when `now` is no date.
 * @example dayListStart(new Date(2027, 2, 3), '2027-03-24') // '2027-03-22' (that week's Monday)
 */
export function dayListStart(now: Date, chosen: string | null | undefined): string | null {
  const range = dateFilterRange(now);
  if (isDateError(range)) return null;
  const todayKey = keyOfLocalDate(range.first);
  const day = typeof chosen === 'string' ? toLocalDate(chosen.slice(0, 10)) : null;
  if (day === null || isDateError(day)) return todayKey;
  const key = keyOfLocalDate(day);
  if (key <= todayKey || key > keyOfLocalDate(range.last)) return todayKey;
  const monday = keyOfLocalDate(fromAnchor(startOfWeek(anchorDate(day), { weekStartsOn: WEEK_STARTS_ON })));
  if (monday < todayKey) return todayKey;
  return monday;
}

/** The phone list of days: `weeks` weeks from `start`, and whether another week may be added. */
export interface CalendarWeeksView {
  /** The list's first day, YYYY-MM-DD. */
  start: string;
  /** Weeks shown (1 … MOBILE_MAX_WEEKS). */
  weeks: number;
  /** The days, in order; none past one year ahead. */
  days: CalendarDayView[];
  /** False once the list reaches one year ahead (back-office §5) or its most weeks. */
  canAddWeek: boolean;
  /** The cheapest and dearest selectable prices listed, for the colour scale. */
  lowest: number | null;
  highest: number | null;
}

const EMPTY: CalendarWeeksView = { start: '', weeks: 0, days: [], canAddWeek: false, lowest: null, highest: null };

/**
 * The phone list (docs/behaviour/quote-flow.md §2: a list of days, 'add one week'; §9: one week at a
 * time): `weeks` × 7 days from `start`, each with the calendar's fields for the tab shown (price,
 * admin price, disabled and why, label, chosen, today), stopping at one year ahead.
 * @example calendarWeeksView(state, context, { start: '2027-03-03', weeks: 2 }).days.length // 14
 */
export function calendarWeeksView(
  state: QuoteState,
  context: QuoteContext,
  input: { start: string; weeks: number },
): CalendarWeeksView {
  const range = dateFilterRange(context.now);
  const weeks = clampMobileWeeks(input.weeks);
  const listed = mobileDays(input.start, weeks);
  if (isDateError(range) || isDateError(listed)) return EMPTY;
  const lastKey = keyOfLocalDate(range.last);
  const frame = calendarDayFrame(state, context);
  const days: CalendarDayView[] = [];
  for (const cell of listed) {
    if (cell.key > lastKey || frame === null) break;
    days.push(calendarDayIn(frame, state, context, { key: cell.key, day: cell.day, inMonth: true }));
  }
  const priced = days.filter((day) => !day.disabled).map((day) => day.price as number);
  const next = listed.at(-1);
  const nextKey = next ? keyOfLocalDate(fromAnchor(addDays(anchorDate(next), 1))) : lastKey;
  return {
    start: listed[0]?.key ?? input.start,
    weeks,
    days,
    canAddWeek: weeks < MOBILE_MAX_WEEKS && nextKey <= lastKey && days.length === weeks * DAYS_PER_WEEK,
    lowest: priced.length > 0 ? Math.min(...priced) : null,
    highest: priced.length > 0 ? Math.max(...priced) : null,
  };
}
