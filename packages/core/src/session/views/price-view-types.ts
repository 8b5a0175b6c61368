import type { CalendarDayLabel } from '../../rules/calendar/day-state.js';
import type { HourlySlot } from '../../rules/hourly-rate/slots.js';
import type { ListedTimeOption } from '../../rules/time-options/time-options.js';
import type { PriceTab } from '../slices/price-step-ui.js';

/** One day of the price calendar as the calendar view shows it. */
export interface CalendarDayView {
  key: string;
  day: number;
  /** True when the day belongs to the month shown. */
  inMonth: boolean;
  /** The day's price for the current tab, or null. */
  price: number | null;
  /** The admin price override, shown to admins only (§6). */
  adminPrice: number | null;
  /** Past, no price for the tab, or beyond one year ahead: shown but not selectable (§5). */
  disabled: boolean;
  reason: 'past' | 'noPrice' | 'tooFar' | null;
  label: CalendarDayLabel | null;
  selected: boolean;
  today: boolean;
}

/** The calendar's month, its 42 days and where navigation may go (§2, §9; back-office §4, §5). */
export interface CalendarView {
  /** YYYY-MM-01 of the month shown. */
  month: string;
  days: CalendarDayView[];
  canGoBack: boolean;
  canGoForward: boolean;
  /** The cheapest and dearest selectable prices of the month, for a colour scale. */
  lowest: number | null;
  highest: number | null;
}

/** A price tab on offer, with the chosen day's price under it (§4). */
export interface PriceTabView {
  tab: PriceTab;
  /** Helpers of a fixed tab; null for flexible. */
  helpers: number | null;
  selected: boolean;
  /** The chosen day's price on this tab, or the lowest price when no day is chosen. */
  price: number | null;
}

/** A time option as the time-option view lists it: its window, charge, state and why it is off. */
export interface TimeOptionView extends ListedTimeOption {
  /** What choosing it adds to the cart (the difference to the base price, §4). */
  charge: number;
  selected: boolean;
  /** Why it cannot be chosen: the rush window (§9) or the server's flag. */
  disabledReason: 'rush' | 'unavailable' | null;
}

/** The hourly-rate choices: hours from the minimum to 12 in 0.5 steps, and the chosen day's slots (§4, §9). */
export interface HourlyView {
  hours: number;
  choices: number[];
  min: number;
  max: number;
  slots: HourlySlot[];
}
