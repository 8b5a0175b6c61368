import type { Listing } from '../../model/listing.js';
import { removeTimeOptionCart } from '../../rules/time-options/cart.js';
import { parseHour } from '../../rules/time-options/parse.js';
import { applyLongDistanceRule } from '../../rules/time-slider/long-distance.js';
import type { TimeSliderState } from '../../rules/time-slider/mode.js';
import type { SliderRange } from '../../rules/time-slider/slider.js';
import { readMeasure } from '../../rules/units/units.js';
import { cartOf, withCart } from '../cart.js';
import { omitFields, type QuoteContext, type QuoteState } from '../quote-state.js';
import { chosenTimeOptionWindow } from '../views/summary.js';

// The time slider's state as the quote holds it and the long-distance rule over it, apart from
// the slider's actions (time-slider.ts): the quote flow settles every change with the rule from
// the job's first step, which then does not carry the actions.

type Side = 'pickup' | 'delivery';
/** Each side's listing fields: its start and end. */
export const FIELDS: Record<Side, readonly [string, string]> = {
  pickup: ['pickup_time', 'pickup_time_end'],
  delivery: ['delivery_time', 'delivery_time_end'],
};

export function rangeOf(listing: Listing, side: Side): SliderRange | null {
  const [from, to] = FIELDS[side];
  const start = parseHour(listing[from]);
  const end = parseHour(listing[to]);
  return start === null || end === null ? null : { start, end };
}

/**
 * The route's distance in miles: `listing.distance` holds miles (directionsLoaded stores metres ÷
 * 1609.344, and the job summary shows it as miles). Missing or unreadable reads as NaN, which is
 * never long distance.
 */
export function routeMilesOf(listing: Listing): number {
  return readMeasure(listing.distance) ?? Number.NaN;
}

export const sameRange = (a: SliderRange | null, b: SliderRange | null) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end);

/** True for a non-admin on a route over the long-distance threshold (§4, §6). */
export function isCollectionOnly(listing: Listing, context: QuoteContext): boolean {
  const rule = applyLongDistanceRule(
    { mode: 'collection', pickup: null, delivery: null, selectedTimeOption: null },
    {
      distanceMiles: routeMilesOf(listing),
      isAdmin: context.isAdmin,
      thresholdMiles: context.longDistanceMiles,
    },
  );
  return rule.state.collectionOnly === true;
}

/** The time slider's view of the quote: its mode, each side's window and the time option. */
export function sliderStateOf(state: QuoteState, context: QuoteContext): TimeSliderState {
  const option = state.listing.selectedTimeOption;
  return {
    mode: state.ui.sliderMode,
    pickup: rangeOf(state.listing, 'pickup'),
    delivery: rangeOf(state.listing, 'delivery'),
    selectedTimeOption: typeof option === 'string' ? option : (option?.option ?? null),
    collectionOnly: isCollectionOnly(state.listing, context),
  };
}

/** The listing fields a chosen time option brings, cleared with it. */
export const TIME_OPTION_FIELDS = ['selectedTimeOption', 'selectedTimeOptionType'] as const;

/** The date modes a time option brings, cleared with it. */
export const DATE_MODE_FIELDS = ['pickup_date_mode', 'delivery_date_mode'] as const;

/** The listing without its time option, the option's date modes and its timeOption charge. */
export function dropTimeOption(listing: Listing): Listing {
  const cleared = omitFields(listing, [...TIME_OPTION_FIELDS, ...DATE_MODE_FIELDS]);
  return withCart(cleared, removeTimeOptionCart(cartOf(cleared)));
}

/**
 * Writes a slider state back: changed sides as hours, cleared sides removed. One window per
 * side: a time option holds its side's window, so when the slider moves that side to another
 * window (or clears it), or the slider state drops the option, the option goes with its charge.
 */
export function writeSlider(state: QuoteState, slider: TimeSliderState): QuoteState {
  let listing = state.listing;
  const option = chosenTimeOptionWindow(listing);
  let optionMoved = false;
  for (const side of ['pickup', 'delivery'] as const) {
    const range = slider[side];
    if (sameRange(rangeOf(listing, side), range)) continue;
    const [from, to] = FIELDS[side];
    listing = range === null ? omitFields(listing, [from, to]) : { ...listing, [from]: range.start, [to]: range.end };
    if (option?.side === side && !sameRange(range, { start: option.from, end: option.to })) optionMoved = true;
  }
  if (optionMoved || (slider.selectedTimeOption === null && listing.selectedTimeOption !== undefined)) {
    listing = optionMoved ? dropTimeOption(listing) : omitFields(listing, TIME_OPTION_FIELDS);
  }
  return { listing, ui: { ...state.ui, sliderMode: slider.mode } };
}

/**
 * The long-distance rule (§4, §6): for a non-admin over the threshold the time option and its
 * charge and the delivery times are cleared and only collection time is offered. Otherwise, and
 * when already applied, the state comes back as it is.
 */
export function applyLongDistance(state: QuoteState, context: QuoteContext): QuoteState {
  if (!isCollectionOnly(state.listing, context)) return state;
  const slider = sliderStateOf(state, context);
  const cart = cartOf(state.listing);
  const ruled = applyLongDistanceRule(slider, {
    distanceMiles: routeMilesOf(state.listing),
    isAdmin: context.isAdmin,
    thresholdMiles: context.longDistanceMiles,
  });
  const charged = removeTimeOptionCart(cart).length !== cart.length;
  const settled =
    slider.mode === 'collection' && slider.delivery === null && slider.selectedTimeOption === null && !charged;
  if (settled && sameRange(slider.pickup, ruled.state.pickup)) return state;
  const written = writeSlider(state, ruled.state);
  return { ...written, listing: withCart(written.listing, removeTimeOptionCart(cartOf(written.listing))) };
}
