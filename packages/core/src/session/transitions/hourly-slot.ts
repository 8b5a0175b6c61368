import type { HoursDirection } from '../../rules/hourly-rate/hours.js';
import { type HourlySlot, hourlyModalCloses, hourlySlots, isHourlyToday } from '../../rules/hourly-rate/slots.js';
import { parseHour } from '../../rules/time-options/parse.js';
import { omitFields, type QuoteContext, type QuoteState, setModal } from '../quote-state.js';
import { hourlyView } from '../views/price-views.js';
import { chosenHourlyWindow, isHourlyRateCategory } from '../views/time-options-panel.js';
import { changeHours } from './hourly.js';

/** The listing fields an hourly start time sets: the collection window (§3: pickup_time, pickup_time_end). */
const SLOT_FIELDS = ['pickup_time', 'pickup_time_end'] as const;

/** The chosen day, YYYY-MM-DD, or null. */
const chosenDay = (state: QuoteState): string | null =>
  typeof state.listing.pickup_date === 'string' ? state.listing.pickup_date.slice(0, 10) : null;

/** The chosen day's slots for the hours booked (the session's hourly view). */
const slotsNow = (state: QuoteState, context: QuoteContext): HourlySlot[] => hourlyView(state, context).slots;

const sameSlots = (a: unknown, b: readonly HourlySlot[]) =>
  Array.isArray(a) &&
  a.length === b.length &&
  a.every((slot, index) => slot?.start === b[index]?.start && slot?.end === b[index]?.end);

/**
 * Chooses an hourly-rate start time (docs/behaviour/quote-flow.md §2 hourly-rate variant, §3): the
 * collection window becomes that slot (pickup_time and pickup_time_end, 'HH:mm') and the time
 * option modal closes, as choosing a time option closes it. Only a start time of the chosen day
 * for the hours booked can be chosen (ending by 20:00, today from now plus 2 hours, §9);
 * anything else changes nothing.
 */
export function selectHourlySlot(state: QuoteState, start: string, context: QuoteContext): QuoteState {
  const wanted = parseHour(start);
  const slot = wanted === null ? undefined : slotsNow(state, context).find((s) => parseHour(s.start) === wanted);
  if (!slot) return state;
  const listing = { ...state.listing, pickup_time: slot.start, pickup_time_end: slot.end };
  return setModal({ ...state, listing }, 'timeOption', false);
}

/**
 * The chosen start time follows the hours and the clock (hourly-rate jobs only): kept with its
 * new end while a slot still starts then, cleared when none does (a start that is now too late,
 * or too near for today). Other jobs keep their collection window: the time slider owns it.
 */
function fitChosenSlot(state: QuoteState, context: QuoteContext): QuoteState {
  const chosen = chosenHourlyWindow(state.listing);
  if (chosen === null || !isHourlyRateCategory(context.category)) return state;
  const slot = slotsNow(state, context).find((s) => parseHour(s.start) === chosen.from);
  if (!slot) return { ...state, listing: omitFields(state.listing, SLOT_FIELDS) };
  if (parseHour(slot.end) === chosen.to) return state;
  return { ...state, listing: { ...state.listing, pickup_time: slot.start, pickup_time_end: slot.end } };
}

/**
 * Changes the hours booked as `changeHours` does (§4: 0.5 steps between the minimum and 12, the
 * slots refresh, the modal closes when today has no slot left), and the chosen start time follows:
 * the same start with its new end, or none when that start no longer fits before 20:00.
 */
export function changeHourlyHours(
  state: QuoteState,
  change: HoursDirection | number,
  context: QuoteContext,
): QuoteState {
  return fitChosenSlot(changeHours(state, change, context), context);
}

/**
 * Refreshes the hourly-rate start times for the time now (§9: every 1,800,000 ms): the chosen
 * day's slots (available_slots) are worked out again, a chosen start that has become too near
 * is dropped, and when the chosen day is today and no slot is left the time option modal closes
 * (§4). Nothing changes when nothing is different, so a refresh alone sends no `hk-change`.
 */
export function refreshHourlySlots(state: QuoteState, context: QuoteContext): QuoteState {
  const day = chosenDay(state);
  if (day === null) return state;
  const hours = hourlyView(state, context).hours;
  const slots = hourlySlots(day, hours, context.now);
  let next = state;
  if (Array.isArray(slots) && !sameSlots(state.listing.available_slots, slots)) {
    next = { ...next, listing: { ...next.listing, available_slots: slots } };
  }
  next = fitChosenSlot(next, context);
  return isHourlyToday(day, context.now) && hourlyModalCloses(day, hours, context.now)
    ? setModal(next, 'timeOption', false)
    : next;
}
