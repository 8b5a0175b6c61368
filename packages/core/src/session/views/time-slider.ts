import type { Listing } from '../../model/listing.js';
import { listTimeOptions } from '../../rules/time-options/time-options.js';
import { DELIVERY_WINDOW_EXTRA_HOURS } from '../../rules/time-slider/constants.js';
import {
  clampSliderRange,
  deliveryWindow,
  minimumRange,
  type SliderMode,
  type SliderRange,
  sliderBounds,
  sliderDefaults,
  sliderTicks,
  timeOptionTypeOf,
} from '../../rules/time-slider/slider.js';
import { SLIDER_TRACK } from '../../rules/time-slider/thumbs.js';
import { readMeasure } from '../../rules/units/units.js';
import type { QuoteContext, QuoteState } from '../quote-state.js';
import { isCollectionOnly, sliderStateOf } from '../transitions/time-slider.js';
import { chosenTimeOptionWindow } from './summary.js';

/** Seconds in an hour: the route's duration is in seconds, the slider in hours. */
const SECONDS_PER_HOUR = 3600;

/**
 * The trip time joins the delivery window rounded up to this many hours (a quarter of an hour),
 * so the window reads as a time on the clock (12:15pm, not 12:07pm) and never starts too early.
 */
const TRIP_ROUNDING_HOURS = 0.25;

/** Both modes, collection first (§4). */
const BOTH_MODES: readonly SliderMode[] = Object.freeze(['collection', 'delivery']);
const COLLECTION_ONLY: readonly SliderMode[] = Object.freeze(['collection']);

/** The delivery window derived from a collection window (docs/behaviour/quote-flow.md §9), and what it is made of. */
export interface DerivedDeliveryWindow {
  /** The collection window it comes from. */
  from: SliderRange;
  /** The collection window plus trip and loading time plus 1 hour, capped at 20. */
  window: SliderRange;
  /** The driving time in hours, rounded up to the quarter hour. */
  tripHours: number;
  /** estimated_loading_time, in hours. */
  loadingHours: number;
  /** True when the cap of 20 cut the window. */
  capped: boolean;
}

/** What the time slider shows (docs/behaviour/quote-flow.md §2, §4, §6, §9). */
export interface TimeSliderView {
  mode: SliderMode;
  /** The modes offered: both, or collection alone under the long-distance rule (§4). */
  modes: readonly SliderMode[];
  /** A non-admin on a route over the long-distance threshold: collection time only (§4). */
  collectionOnly: boolean;
  /** An admin on a route over the threshold, exempt from the rule (§6). */
  longDistanceExempt: boolean;
  /** An admin uses the slider (§6: sees delivery times differently). */
  isAdmin: boolean;
  /**
   * The current side's window: its times, else the mode's defaults (collection 8–18, delivery
   * 10–18), made valid for the slider (whole hours, within bounds, at least the minimum range,
   * except a chosen time option's window, shown as it is).
   */
  range: SliderRange;
  /** True when the listing holds times for the current side. */
  isSet: boolean;
  /** The hours the thumbs may take: 6–20, delivery from 10 (§9). */
  bounds: SliderRange;
  /** The hours the track shows: 6–20 in both modes. */
  track: SliderRange;
  /** The smallest window: 8 with many time options, else sliderStep (§9). */
  minRange: number;
  /** The 2-hour ticks from 6 to 20 (§9). */
  ticks: number[];
  /**
   * The delivery window derived from the collection window (§9), once the route's driving time
   * and the estimated loading time are known: shown in collection mode; admins see it in
   * delivery mode too, from the collection window (§6). Null otherwise.
   */
  delivery: DerivedDeliveryWindow | null;
  /** The mode a furniture switch waits to be confirmed for (§4); null when none waits. */
  pendingMode: SliderMode | null;
  /** The first price answer is on its way: the minimum range is not known yet. */
  loading: boolean;
}

function positiveHours(value: unknown): number | null {
  const number = readMeasure(value);
  return number !== undefined && number > 0 ? number : null;
}

/** The driving time in hours, rounded up to the quarter hour; null before the directions. */
function tripHoursOf(listing: Listing): number | null {
  const seconds = positiveHours(listing.duration);
  if (seconds === null) return null;
  return Math.ceil(seconds / SECONDS_PER_HOUR / TRIP_ROUNDING_HOURS) * TRIP_ROUNDING_HOURS;
}

/**
 * The delivery window of a collection window (§9: pickup window plus trip and loading time in
 * hours plus 1, capped at 20), with what it is made of; null until the listing knows its driving
 * time (duration) and its estimated loading time.
 */
export function derivedDeliveryWindow(listing: Listing, collection: SliderRange): DerivedDeliveryWindow | null {
  const tripHours = tripHoursOf(listing);
  const loadingHours = readMeasure(listing.estimated_loading_time);
  if (tripHours === null || loadingHours === undefined || loadingHours < 0) return null;
  const window = deliveryWindow(collection, tripHours, loadingHours);
  const offset = tripHours + loadingHours + DELIVERY_WINDOW_EXTRA_HOURS;
  return { from: collection, window, tripHours, loadingHours, capped: window.end < collection.end + offset };
}

/** True once a price answer told the slider its minimum range (sliderStep or the time options). */
function hasSliderFacts(listing: Listing): boolean {
  return listing.sliderStep !== undefined || listTimeOptions(listing.availableTimeOptions).length > 0;
}

/**
 * The time slider's view of a quote (docs/behaviour/quote-flow.md §2, §4, §6, §9): the mode and the
 * modes offered (collection alone for a non-admin on a long route; admins are exempt), the
 * current side's window or its defaults, bounds, minimum range and ticks, the delivery window
 * derived from the collection window, and a furniture switch waiting for confirmation. The
 * slider needs no day and no prices: before the first price answer the minimum range is
 * sliderStep's fallback, and while that answer loads `loading` says the range is not known yet.
 */
export function timeSliderView(state: QuoteState, context: QuoteContext): TimeSliderView {
  const { listing, ui } = state;
  const slider = sliderStateOf(state, context);
  const collectionOnly = slider.collectionOnly === true;
  const longDistanceExempt = context.isAdmin && isCollectionOnly(listing, { ...context, isAdmin: false });
  const mode: SliderMode = collectionOnly ? 'collection' : slider.mode;
  const count = listTimeOptions(listing.availableTimeOptions).length;
  const minRange = minimumRange(count, readMeasure(listing.sliderStep) ?? Number.NaN);
  const side = mode === 'delivery' ? slider.delivery : slider.pickup;
  // A time option's window is shown as it is: it may be narrower than the slider's minimum, or
  // start before delivery's 10am (the track runs 6–20 in both modes); moving a thumb leaves it.
  const option = chosenTimeOptionWindow(listing);
  const held = option !== null && option.side === timeOptionTypeOf(mode) && side !== null;
  const range = held && side !== null ? side : clampSliderRange(side ?? sliderDefaults(mode), mode, { minRange });
  const collection =
    mode === 'collection' ? range : clampSliderRange(slider.pickup ?? sliderDefaults('collection'), 'collection');
  const showsDelivery = mode === 'collection' || context.isAdmin;
  const pending = ui.pending?.kind === 'sliderMode' && ui.modals.sliderModeConfirm ? ui.pending.mode : null;
  return {
    mode,
    modes: collectionOnly ? COLLECTION_ONLY : BOTH_MODES,
    collectionOnly,
    longDistanceExempt,
    isAdmin: context.isAdmin,
    range,
    isSet: side !== null,
    bounds: sliderBounds(mode),
    track: { ...SLIDER_TRACK },
    minRange,
    ticks: sliderTicks(),
    delivery: showsDelivery ? derivedDeliveryWindow(listing, collection) : null,
    pendingMode: pending,
    loading: ui.priceStatus === 'loading' && !hasSliderFacts(listing),
  };
}
