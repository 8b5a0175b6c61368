import { listTimeOptions } from '../../rules/time-options/time-options.js';
import { resetSlider, switchSliderMode } from '../../rules/time-slider/mode.js';
import { clampSliderRange, minimumRange, type SliderMode, type SliderRange } from '../../rules/time-slider/slider.js';
import { cartOf, withCart } from '../cart.js';
import { type QuoteContext, type QuoteState, setModal, withUi } from '../quote-state.js';
import { sliderStateOf, writeSlider } from './long-distance.js';
import { requestPrices } from './price-loading.js';

export { applyLongDistance, isCollectionOnly, routeMilesOf, sliderStateOf } from './long-distance.js';

/**
 * Switches the slider between collection and delivery (docs/behaviour/quote-flow.md §4). For
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
