import {
  clampHours,
  fakeId,
  hourlySlots,
  isDateError,
  type Listing,
  type MoveItem,
  type PriceResponse,
  type RecalculateResponse,
  readMeasure,
} from '@haulkit/core';
import { handlingHours } from './base-price.js';
import { priceDays } from './calendar-days.js';
import { DEFAULT_MARGIN_PERCENT, FLEXIBLE_WINDOW_DAYS, HOURLY_MIN_HOURS, SLIDER_STEP_HOURS } from './constants.js';
import { calendarPrices, type PriceFinish } from './day-prices.js';
import { readJob } from './job.js';
import { servicePrices } from './services.js';
import { demoTimeOptions } from './time-options.js';

/** Loading time is shown to the half hour, rounded up. */
const LOADING_TIME_STEP_HOURS = 0.5;

/** What the engine needs besides the listing. */
export interface PricingInput {
  readonly now: Date;
  readonly seed: number;
  /** Admin price adjustments of this pre-listing (see pricing/adjust.ts). */
  readonly adjustments?: PriceFinish['adjustments'];
  /** Staff ask: the days carry admin prices. */
  readonly admin?: boolean;
}

/** The move items echoed back, each with its fake_id (core's fakeId when missing). */
function withFakeIds(items: readonly MoveItem[]): MoveItem[] {
  return items.map((item) => ({ ...item, fake_id: item.fake_id || fakeId(item) }));
}

/** Hourly-rate slots of the chosen day, or of the first day that has any (core's hourlySlots). */
function slotsFor(listing: Listing, days: readonly string[], hours: number, now: Date) {
  const chosen = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : undefined;
  for (const day of chosen && days.includes(chosen) ? [chosen] : days.slice(0, 2)) {
    const slots = hourlySlots(day, hours, now);
    if (!isDateError(slots) && slots.length > 0) return slots;
  }
  return [];
}

/**
 * The demo's answer to POST /ng/prelisting/{id} (docs/behaviour/quote-flow.md §7): every field the
 * flow reads, with illustrative prices for every day from today to one year ahead. Deterministic
 * for a listing, clock and seed. See the README for the pricing model.
 */
export function priceListing(listing: Listing, input: PricingInput): PriceResponse {
  const job = readJob(listing);
  const days = priceDays(input.now);
  const hoursSelected = clampHours(readMeasure(listing.hours_selected) ?? HOURLY_MIN_HOURS, HOURLY_MIN_HOURS);
  const calendar = calendarPrices(job, days, input.seed, {
    adjustments: input.adjustments ?? [],
    hoursBooked: hoursSelected,
    admin: input.admin === true,
  });
  const loading = handlingHours(job.volumeM3, job.helpers);
  const services = servicePrices(job);
  return {
    move_items: withFakeIds(Array.isArray(listing.move_items) ? listing.move_items : []),
    prices: calendar.prices,
    lowest_price: calendar.lowest_price,
    calendarLabels: calendar.calendarLabels,
    pricesKeys: {
      standard: 'standard',
      flexible: 'flexible',
      customer: 'standard',
      options: 'availableTimeOptions',
      options_delivery: 'availableTimeOptions',
      routes: 'availableWindow',
    },
    availableTimeOptions: job.hourly ? {} : demoTimeOptions(),
    availableWindow: calendar.availableWindow,
    ranged_offset_future: FLEXIBLE_WINDOW_DAYS - 1,
    ranged_offset_past: 0,
    men_option_available: [...job.helperOptions],
    men_required: job.helpers,
    min_time_selectable_hours: HOURLY_MIN_HOURS,
    hours_selected: hoursSelected,
    available_slots: job.hourly
      ? slotsFor(
          listing,
          days.map((day) => day.key),
          hoursSelected,
          input.now,
        )
      : [],
    mileage_cost: services.find((service) => service.type === 'mileage_cost')?.amount ?? 0,
    service_prices: services,
    sliderStep: SLIDER_STEP_HOURS,
    estimated_loading_time: Math.ceil(loading / LOADING_TIME_STEP_HOURS) * LOADING_TIME_STEP_HOURS,
    has_ferry: job.ferry,
    is_international: job.international,
    is_london: job.london,
    default_margin: DEFAULT_MARGIN_PERCENT,
    adjustment_service_enabled: true,
  };
}

/** The recalculate answer (docs/behaviour/quote-flow.md §7): lowest_price and prices of the same engine. */
export function recalculateListing(listing: Listing, input: PricingInput): RecalculateResponse {
  const { lowest_price, prices } = priceListing(listing, input);
  return { lowest_price, prices };
}
