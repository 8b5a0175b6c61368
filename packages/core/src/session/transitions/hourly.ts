import { clampHours, type HoursDirection, minimumHours, stepHours } from '../../rules/hourly-rate/hours.js';
import { hourlyModalCloses, hourlySlots } from '../../rules/hourly-rate/slots.js';
import { type QuoteContext, type QuoteState, setModal } from '../quote-state.js';
import { hasCachedPrices, requestPrices } from './price-loading.js';

/**
 * Changes hours_selected (docs/behaviour/quote-flow.md §4, Hourly rate): one 0.5-hour step up or down,
 * or a typed number, always between the minimum (min_time_selectable_hours) and 12. The chosen
 * day's slots are refreshed; when that day is today and no slot is left, the time-option modal
 * (its hourly-rate variant) closes. An hourly job is priced by the hours booked, so new hours
 * reprice it: until the answer lands the price status is loading, which the views show as an
 * updating price (never the old hours' price as the current one).
 */
export function changeHours(state: QuoteState, change: HoursDirection | number, context: QuoteContext): QuoteState {
  const min = state.listing.min_time_selectable_hours;
  const current = state.listing.hours_selected ?? minimumHours(min);
  const hours = typeof change === 'number' ? clampHours(change, min) : stepHours(current, change, min);
  const day = state.listing.pickup_date;
  if (hours === state.listing.hours_selected) return state;
  let listing = { ...state.listing, hours_selected: hours };
  if (typeof day === 'string') {
    const slots = hourlySlots(day.slice(0, 10), hours, context.now);
    if (Array.isArray(slots)) listing = { ...listing, available_slots: slots };
  }
  const next = repriced({ ...state, listing }, context);
  if (typeof day !== 'string') return next;
  return hourlyModalCloses(day.slice(0, 10), hours, context.now) ? setModal(next, 'timeOption', false) : next;
}

/** Prices shown or on their way are for other hours: they are asked for again. None yet: the first load brings them. */
function repriced(state: QuoteState, context: QuoteContext): QuoteState {
  const priced = hasCachedPrices(state.listing) || state.ui.priceStatus === 'loading';
  return priced ? requestPrices(state, { force: true }, context) : state;
}
