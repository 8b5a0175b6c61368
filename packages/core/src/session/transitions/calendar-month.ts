import { dateFilterRange } from '../../rules/calendar/day-state.js';
import { isMonthInRange, monthOf, nextMonth, previousMonth } from '../../rules/calendar/grid.js';
import { type CalendarMonth, type DateError, isDateError } from '../../rules/calendar/local-date.js';
import { type QuoteContext, type QuoteState, withUi } from '../quote-state.js';

// The price calendar's month, its own module: the calendar's grid rules and date-fns' month
// arithmetic then load with the price step, not with the job's first step (job.ts).

/**
 * Shows another month on the price calendar: 'next', 'previous' or a YYYY-MM month, kept within
 * today's month and one year ahead (§9 date filter). Outside that range nothing changes.
 */
export function showMonth(state: QuoteState, month: 'next' | 'previous' | string, context: QuoteContext): QuoteState {
  const range = dateFilterRange(context.now);
  const current = monthOf(state.ui.calendarMonth ?? context.now);
  if (isDateError(range) || isDateError(current)) return state;
  let target: CalendarMonth | DateError;
  if (month === 'next') target = nextMonth(current, range);
  else if (month === 'previous') target = previousMonth(current, range);
  else target = monthOf(`${month.slice(0, 7)}-01`);
  if (isDateError(target) || !isMonthInRange(target, range)) return state;
  const key = `${target.year}-${String(target.month).padStart(2, '0')}-01`;
  return state.ui.calendarMonth === key ? state : withUi(state, { calendarMonth: key });
}
