import type { CartEntry } from '../../model/cart.js';
import type { Listing } from '../../model/listing.js';
import { dayState } from '../../rules/calendar/day-state.js';
import { isDateError } from '../../rules/calendar/local-date.js';
import { withChosenDates } from '../../rules/prices/date-option.js';
import { removeTimeOptionCart, selectTimeOptionCart } from '../../rules/time-options/cart.js';
import type { TimeOptionInput } from '../../rules/time-options/parse.js';
import { isRushOption } from '../../rules/time-slider/mode.js';
import { timeOptionTypeOf } from '../../rules/time-slider/slider.js';
import { readMeasure } from '../../rules/units/units.js';
import { cartOf, dayPriceForTab, timeOptionCharge, withCart, withPriceOption } from '../cart.js';
import { FLEXIBLE_TAB } from '../constants.js';
import { omitFields, type QuoteContext, type QuoteState, setModal, withUi } from '../quote-state.js';
import { fixedTab, flexibleHelpers, helpersOfTab, type PriceTab, parsePriceTab } from '../slices/price-step-ui.js';
import { chosenTimeOptionWindow } from '../views/summary.js';
import { DATE_MODE_FIELDS, dropTimeOption, FIELDS, rangeOf, sameRange } from './long-distance.js';
import { requestPrices } from './price-loading.js';

/**
 * The listing without its time option (its date modes and charge too, dropTimeOption) and
 * without the window it set on its side when that side still holds it: no window stays that
 * was the option's without its charge.
 */
function withoutTimeOption(listing: Listing): Listing {
  const option = chosenTimeOptionWindow(listing);
  const dropped = dropTimeOption(listing);
  const held = option !== null && sameRange(rangeOf(listing, option.side), { start: option.from, end: option.to });
  return held ? omitFields(dropped, FIELDS[option.side]) : dropped;
}

/** The listing with its time option's window as its side's times (the slider then shows it). */
function withTimeOptionWindow(listing: Listing): Listing {
  const option = chosenTimeOptionWindow(listing);
  if (option === null) return listing;
  const [from, to] = FIELDS[option.side];
  return { ...listing, [from]: option.from, [to]: option.to };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Cart lines re-made as plain entries (the time-option rules return their own line type). */
const asEntries = (lines: readonly { type: string; amount?: number }[]): CartEntry[] =>
  lines.map((line) => ({ ...line }));

/** The day window to select when only one exists (§4): for the chosen day, or the only one. */
export function singleDayWindow(listing: Listing): string | Record<string, unknown> | null {
  const windows: unknown = listing.availableWindow;
  let list: unknown = windows;
  if (isRecord(windows) && !Array.isArray(windows)) {
    const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : '';
    const days = Object.keys(windows);
    const only = days.length === 1 ? days[0] : undefined;
    list = Object.hasOwn(windows, day) ? windows[day] : only === undefined ? undefined : windows[only];
  }
  if (!Array.isArray(list) || list.length !== 1) return null;
  const window: unknown = list[0];
  return typeof window === 'string' || (isRecord(window) && !Array.isArray(window)) ? window : null;
}

/** True when the listing offers that many helpers (men_option_available as a list); a flag offers any. */
function helpersOffered(listing: Listing, helpers: number): boolean {
  const offered = listing.men_option_available;
  return !Array.isArray(offered) || offered.includes(helpers);
}

/**
 * Selects a price tab (docs/behaviour/quote-flow.md §4). Flexible sets saverOption, clears the day
 * window (selecting the only window when just one exists) and sets 2 helpers for a piano, 1
 * otherwise; the time-option charge goes, since saver never pays one (back-office §4). A fixed_N
 * tab drops the saver option and the time option and re-adds the priceOption line; men_required
 * becomes N. A tab that is malformed or whose helper count is not on offer changes nothing.
 */
export function selectPriceTab(state: QuoteState, tab: PriceTab | string, context: QuoteContext): QuoteState {
  const chosen = parsePriceTab(tab);
  if (chosen === null) return state;
  const cart = asEntries(removeTimeOptionCart(cartOf(state.listing)));
  let listing: Listing;
  if (chosen === FLEXIBLE_TAB) {
    listing = omitFields(state.listing, ['selectedDayWindow']);
    listing = { ...listing, saverOption: true, men_required: flexibleHelpers(context.category) };
    const window = singleDayWindow(listing);
    if (window !== null) listing.selectedDayWindow = window;
  } else {
    const helpers = helpersOfTab(chosen) ?? 1;
    if (!helpersOffered(state.listing, helpers)) return state;
    listing = omitFields(withoutTimeOption(state.listing), ['saverOption']);
    listing = { ...listing, men_required: helpers };
  }
  listing = withPriceOption(withCart(listing, cart), chosen);
  return { listing, ui: { ...state.ui, priceTab: chosen } };
}

/** True when a day can be chosen: a real day, not past, with a price for the tab shown (§5). */
function isSelectableDay(state: QuoteState, dateKey: string, context: QuoteContext): string | null {
  const day = dayState(dateKey, state.listing.prices, context.now, state.listing.calendarLabels);
  if (isDateError(day) || day.disabled) return null;
  // A day is selectable only with a price for the tab shown, or the cart would hold £0.
  return dayPriceForTab(state.listing, day.key, state.ui.priceTab) === null ? null : day.key;
}

/**
 * Chooses one or several days (§4; back-office §4: one date makes a fixed date option, several
 * a ranged one from the first to the last): the time option and the date modes are cleared and
 * the priceOption line takes the first day's price for the tab. Days in the past, without a
 * price for the tab or not a real date cannot be chosen (§5): then nothing changes.
 */
export function selectDates(state: QuoteState, dateKeys: readonly string[], context: QuoteContext): QuoteState {
  const keys = dateKeys.map((key) => isSelectableDay(state, key, context));
  if (keys.length === 0 || keys.some((key) => key === null)) return state;
  const listing = withChosenDates(withoutTimeOption(state.listing), keys);
  return { ...state, listing: withPriceOption(listing, state.ui.priceTab) };
}

/** Selects a calendar day (§4): a fixed date option; see {@link selectDates}. */
export function selectDay(state: QuoteState, dateKey: string, context: QuoteContext): QuoteState {
  return selectDates(state, [dateKey], context);
}

/** The entry of availableTimeOptions under a key (a map of keys, or a list with `option`). */
export function findTimeOption(listing: Listing, key: string): TimeOptionInput | null {
  const available: unknown = listing.availableTimeOptions;
  const entry = Array.isArray(available)
    ? available.find((option) => isRecord(option) && option.option === key)
    : isRecord(available) && Object.hasOwn(available, key)
      ? available[key]
      : undefined;
  return isRecord(entry) ? { ...(entry as TimeOptionInput), option: key } : null;
}

/**
 * Selects a time option (§4): a timeOption cart line with its price, or none when the price is
 * 0 (also with the saver option on, back-office §4). Its date modes are kept on the listing, its
 * window becomes its side's times (the slider shows it; moving the slider off it clears the
 * option and its charge, see writeSlider) and the time-option modal closes. Unknown, disabled
 * and 3-hour rush options (§9) change nothing.
 */
export function selectTimeOption(state: QuoteState, key: string, _context: QuoteContext): QuoteState {
  const option = findTimeOption(state.listing, key);
  if (option === null || option.disabled === true || isRushOption(option)) return state;
  const day = typeof state.listing.pickup_date === 'string' ? state.listing.pickup_date.slice(0, 10) : null;
  const price = timeOptionCharge(state.listing, day, key, readMeasure(option.price) ?? 0, state.ui.priceTab);
  let listing: Listing = {
    ...withoutTimeOption(state.listing),
    selectedTimeOption: key,
    selectedTimeOptionType: timeOptionTypeOf(state.ui.sliderMode),
  };
  for (const field of DATE_MODE_FIELDS) if (typeof option[field] === 'string') listing[field] = option[field];
  listing = withTimeOptionWindow(listing);
  const cart = asEntries(selectTimeOptionCart(cartOf(listing), { price }));
  return setModal({ ...state, listing: withCart(listing, cart) }, 'timeOption', false);
}

/**
 * Changes the number of helpers (§4: "reprices"): men_required changes, a fixed tab follows it
 * with its priceOption line, and a price reload is flagged. A count that is not a whole number
 * from 1, or not on offer, changes nothing.
 */
export function setHelpers(state: QuoteState, helpers: number, context: QuoteContext): QuoteState {
  if (!Number.isInteger(helpers) || helpers < 1 || !helpersOffered(state.listing, helpers)) return state;
  if (state.listing.men_required === helpers) return state;
  const priceTab = state.ui.priceTab === FLEXIBLE_TAB ? FLEXIBLE_TAB : fixedTab(helpers);
  const listing = withPriceOption({ ...state.listing, men_required: helpers }, priceTab);
  return requestPrices(withUi({ ...state, listing }, { priceTab }), { force: true }, context);
}
