import type { Listing } from '../../model/listing.js';
import { dateFilterRange } from '../../rules/calendar/day-state.js';
import { calendarGrid, monthOf } from '../../rules/calendar/grid.js';
import { isDateError, toLocalDate } from '../../rules/calendar/local-date.js';
import { HOURS_STEP, MAX_HOURS } from '../../rules/hourly-rate/constants.js';
import { minimumHours } from '../../rules/hourly-rate/hours.js';
import { hourlySlots } from '../../rules/hourly-rate/slots.js';
import { groupTimeOptions, listTimeOptions, type TimeOptionList } from '../../rules/time-options/time-options.js';
import { isRushOption } from '../../rules/time-slider/mode.js';
import { readMeasure } from '../../rules/units/units.js';
import { dayPriceForTab, timeOptionCharge } from '../cart.js';
import { FLEXIBLE_TAB } from '../constants.js';
import type { QuoteContext, QuoteState } from '../quote-state.js';
import { fixedTab, type PriceTab } from '../slices/price-step-ui.js';
import { calendarDayFrame, calendarDayIn } from './calendar-weeks.js';
import type { CalendarDayView, CalendarView, HourlyView, PriceTabView, TimeOptionView } from './price-view-types.js';

// The price step's views (docs/behaviour/quote-flow.md §4, §9): the calendar, the price tabs, the time
// options and the hourly rate's hours. Apart from the summary and booking-step views so that the
// job's first step, which shows the summary, does not carry them.

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * The price calendar's 42 days for the month shown (ui.calendarMonth, else today's month):
 * the price for the current tab, disabled state and reason, label, selection.
 */
export function calendarView(state: QuoteState, context: QuoteContext): CalendarView {
  const { ui } = state;
  const today = toLocalDate(context.now);
  const shown = monthOf(ui.calendarMonth ?? context.now);
  const range = dateFilterRange(context.now);
  if (isDateError(today) || isDateError(shown) || isDateError(range)) {
    return { month: '', days: [], canGoBack: false, canGoForward: false, lowest: null, highest: null };
  }
  const grid = calendarGrid(shown);
  const frame = calendarDayFrame(state, context);
  const days: CalendarDayView[] =
    frame === null || isDateError(grid) ? [] : grid.map((cell) => calendarDayIn(frame, state, context, cell));
  const priced = days.filter((day) => !day.disabled && day.inMonth).map((day) => day.price as number);
  return {
    month: monthKey(shown.year, shown.month),
    days,
    canGoBack: monthKey(shown.year, shown.month) > monthKey(range.first.year, range.first.month),
    canGoForward: monthKey(shown.year, shown.month) < monthKey(range.last.year, range.last.month),
    lowest: priced.length > 0 ? Math.min(...priced) : null,
    highest: priced.length > 0 ? Math.max(...priced) : null,
  };
}

/** Helper counts on offer: men_option_available as a list, else 1 and 2 (a flag offers any). */
function helperChoices(listing: Listing): number[] {
  const offered = listing.men_option_available;
  const list = Array.isArray(offered) ? offered.filter((n) => Number.isInteger(n) && n >= 1) : [1, 2];
  return [...new Set(list)].sort((a, b) => a - b);
}

/** True when any day has a flexible (saver) price. */
function offersFlexible(listing: Listing): boolean {
  return Object.keys(listing.prices ?? {}).some((key) => dayPriceForTab(listing, key, FLEXIBLE_TAB) !== null);
}

/** The lowest price of a tab over every day. */
function lowestFor(listing: Listing, tab: PriceTab): number | null {
  let lowest: number | null = null;
  for (const key of Object.keys(listing.prices ?? {})) {
    const price = dayPriceForTab(listing, key, tab);
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

/** The price tabs on offer: fixed_N for each helper count, and flexible when saver prices exist (§4). */
export function priceTabsView(state: QuoteState): PriceTabView[] {
  const { listing, ui } = state;
  const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null;
  const tabs: PriceTab[] = helperChoices(listing).map(fixedTab);
  if (offersFlexible(listing)) tabs.push(FLEXIBLE_TAB);
  return tabs.map((tab) => ({
    tab,
    helpers: tab === FLEXIBLE_TAB ? null : Number(tab.slice('fixed_'.length)),
    selected: tab === ui.priceTab,
    price: day === null ? lowestFor(listing, tab) : dayPriceForTab(listing, day, tab),
  }));
}

/** The time options, grouped morning / afternoon / evening when more than 3 (§9). */
export function timeOptionsView(state: QuoteState): TimeOptionList<TimeOptionView> {
  const { listing, ui } = state;
  const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null;
  const options = listTimeOptions(listing.availableTimeOptions).map((option): TimeOptionView => {
    const rush = isRushOption(option);
    return {
      ...option,
      charge: timeOptionCharge(listing, day, option.option, readMeasure(option.price) ?? 0, ui.priceTab),
      selected: listing.selectedTimeOption === option.option,
      disabled: rush || option.disabled === true,
      disabledReason: rush ? 'rush' : option.disabled === true ? 'unavailable' : null,
    };
  });
  return groupTimeOptions(options);
}

/** The hourly-rate view for the chosen day and hours. */
export function hourlyView(state: QuoteState, context: QuoteContext): HourlyView {
  const { listing } = state;
  const min = minimumHours(listing.min_time_selectable_hours);
  const choices: number[] = [];
  for (let hours = min; hours <= MAX_HOURS; hours += HOURS_STEP) choices.push(hours);
  const hours =
    typeof listing.hours_selected === 'number' && listing.hours_selected >= min ? listing.hours_selected : min;
  const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null;
  const slots = day === null ? [] : hourlySlots(day, hours, context.now);
  return { hours, choices, min, max: MAX_HOURS, slots: Array.isArray(slots) ? slots : [] };
}
