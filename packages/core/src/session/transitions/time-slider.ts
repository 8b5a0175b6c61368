import type { Listing } from '../../model/listing.js';
import { removeTimeOptionCart } from '../../rules/time-options/cart.js';
import { parseHour } from '../../rules/time-options/parse.js';
import { listTimeOptions } from '../../rules/time-options/time-options.js';
import {
  applyLongDistanceRule,
  resetSlider,
  switchSliderMode,
  type TimeSliderState,
} from '../../rules/time-slider/mode.js';
import { clampSliderRange, minimumRange, type SliderMode, type SliderRange } from '../../rules/time-slider/slider.js';
import { readMeasure } from '../../rules/units/units.js';
import { cartOf, withCart } from '../cart.js';
import { omitFields, type QuoteContext, type QuoteState, setModal, withUi } from '../quote-state.js';
import { requestPrices } from './price-loading.js';

type Side = 'pickup' | 'delivery';
const FIELDS: Record<Side, readonly [string, string]> = {
  pickup: ['pickup_time', 'pickup_time_end'],
  delivery: ['delivery_time', 'delivery_time_end'],
};

function rangeOf(listing: Listing, side: Side): SliderRange | null {
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

const sameRange = (a: SliderRange | null, b: SliderRange | null) =>
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

/** Writes a slider state back: changed sides as hours, cleared sides and time option removed. */
function writeSlider(state: QuoteState, slider: TimeSliderState): QuoteState {
  let listing = state.listing;
  for (const side of ['pickup', 'delivery'] as const) {
    const range = slider[side];
    if (sameRange(rangeOf(listing, side), range)) continue;
    const [from, to] = FIELDS[side];
    listing = range === null ? omitFields(listing, [from, to]) : { ...listing, [from]: range.start, [to]: range.end };
  }
  if (slider.selectedTimeOption === null && listing.selectedTimeOption !== undefined) {
    listing = omitFields(listing, ['selectedTimeOption', 'selectedTimeOptionType']);
  }
  return { listing, ui: { ...state.ui, sliderMode: slider.mode } };
}

/**
 * Switches the slider between collection and delivery (customer-quote-flow.md §4). For
 * furniture, with times already set, the switch waits for confirmation (slider-mode modal);
 * non-admins on a long-distance route stay in collection mode.
 */
export function changeSliderMode(state: QuoteState, mode: SliderMode, context: QuoteContext): QuoteState {
  const outcome = switchSliderMode(sliderStateOf(state, context), mode, {
    category: context.category,
    isAdmin: context.isAdmin,
  });
  if (outcome.kind === 'refused') return state;
  if (outcome.kind === 'switched') return writeSlider(state, outcome.state);
  return setModal(withUi(state, { pending: { kind: 'sliderMode', mode } }), 'sliderModeConfirm', true);
}

/** Confirms a furniture mode switch (§4): the other side's times are cleared. */
export function confirmSliderMode(state: QuoteState, mode: SliderMode, context: QuoteContext): QuoteState {
  const outcome = switchSliderMode(sliderStateOf(state, context), mode, {
    category: context.category,
    isAdmin: context.isAdmin,
    confirmed: true,
  });
  const closed = setModal(withUi(state, { pending: null }), 'sliderModeConfirm', false);
  return outcome.kind === 'switched' ? writeSlider(closed, outcome.state) : closed;
}

/**
 * Sets the current side's window from the slider (§9): whole hours within 6–20 (delivery from
 * 10), at least the minimum range (8 with many time options, else sliderStep).
 */
export function setSliderTimes(state: QuoteState, range: Partial<SliderRange>, context: QuoteContext): QuoteState {
  const slider = sliderStateOf(state, context);
  const count = listTimeOptions(state.listing.availableTimeOptions).length;
  const minRange = minimumRange(count, state.listing.sliderStep ?? Number.NaN);
  const window = clampSliderRange(range, slider.mode, { minRange });
  return writeSlider(state, { ...slider, [slider.mode === 'delivery' ? 'delivery' : 'pickup']: window });
}

/**
 * Resets the slider (§4): the mode's defaults (collection 8–18, delivery 10–18), the time option
 * and its cart charge removed, and prices refreshed.
 */
export function resetTimeSlider(state: QuoteState, context: QuoteContext): QuoteState {
  const reset = resetSlider(sliderStateOf(state, context), cartOf(state.listing));
  const written = writeSlider(state, reset.state);
  const listing = withCart(written.listing, reset.cart);
  return requestPrices({ ...written, listing }, { force: reset.refreshPrices }, context);
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
