import { type CartLineLike, removeTimeOptionCart } from '../time-options/cart.js';
import { isTimeOptionError, type TimeOptionInput, timeOptionWindow, windowHours } from '../time-options/parse.js';
import { CONFIRM_SWITCH_CATEGORY, RUSH_OPTION_HOURS } from './constants.js';

export { applyLongDistanceRule, isLongDistance, type LongDistanceContext } from './long-distance.js';

import { type SliderMode, type SliderRange, sliderDefaults, type TimeSliderState } from './slider.js';

// The slider's state is declared in slider.ts, where long-distance.ts reads it too; named here as well.
export type { TimeSliderState } from './slider.js';

/** Who switches and in which flow. */
export interface SwitchSliderContext {
  /** The flow's category (e.g. 'furniture'). */
  category?: string | null;
  isAdmin?: boolean;
  /**
   * True when the person has confirmed the switch.
   * @default false
   */
  confirmed?: boolean;
}

/** The outcome of a mode switch. */
export type SwitchSliderOutcome =
  | { kind: 'switched'; state: TimeSliderState }
  | { kind: 'needs-confirmation'; mode: SliderMode }
  | { kind: 'refused'; code: 'collectionOnly' };

function sideOf(state: TimeSliderState, mode: SliderMode): SliderRange | null {
  return mode === 'delivery' ? state.delivery : state.pickup;
}

/**
 * Switches the slider between collection and delivery (docs/behaviour/quote-flow.md §4). For the
 * furniture category, when times are already set (on the side being left) the switch needs
 * confirmation first; confirming clears that other side's times. Other categories switch and
 * keep both sides. The side switched to shows its times, or its mode's defaults. A non-admin
 * under the long-distance rule cannot leave collection mode.
 */
export function switchSliderMode(
  state: TimeSliderState,
  mode: SliderMode,
  context: SwitchSliderContext = {},
): SwitchSliderOutcome {
  if (mode === state.mode) return { kind: 'switched', state };
  if (mode === 'delivery' && state.collectionOnly && !context.isAdmin)
    return { kind: 'refused', code: 'collectionOnly' };
  const furniture = String(context.category ?? '').toLowerCase() === CONFIRM_SWITCH_CATEGORY;
  const leftSide = sideOf(state, state.mode);
  if (furniture && leftSide !== null && !context.confirmed) return { kind: 'needs-confirmation', mode };
  const target = sideOf(state, mode) ?? sliderDefaults(mode);
  const next: TimeSliderState = { ...state, mode };
  if (mode === 'delivery') {
    next.delivery = target;
    if (furniture) next.pickup = null;
  } else {
    next.pickup = target;
    if (furniture) next.delivery = null;
  }
  return { kind: 'switched', state: next };
}

/** What resetting the slider leaves, and what the caller must do next (§4). */
export interface SliderReset<L extends CartLineLike> {
  state: TimeSliderState;
  /** Always true: the time-option cart charge is removed (§4). */
  removeTimeOptionCharge: true;
  /** The given cart without the time-option charge. */
  cart: L[];
  /** Always true: prices are refreshed after a reset (§4). */
  refreshPrices: true;
}

/**
 * Resets the slider: the current mode's default window (collection 8–18, delivery 10–18), the
 * other side and the time option cleared, the time-option cart charge removed, and a request to
 * refresh prices (docs/behaviour/quote-flow.md §4).
 */
export function resetSlider<L extends CartLineLike>(state: TimeSliderState, cart: readonly L[] = []): SliderReset<L> {
  const mode: SliderMode = state.collectionOnly ? 'collection' : state.mode;
  const defaults = sliderDefaults(mode);
  return {
    state: {
      ...state,
      mode,
      pickup: mode === 'collection' ? defaults : null,
      delivery: mode === 'delivery' ? defaults : null,
      selectedTimeOption: null,
    },
    removeTimeOptionCharge: true,
    cart: removeTimeOptionCart(cart),
    refreshPrices: true,
  };
}

/** True for the 3-hour rush option (§9), which is disabled. Unreadable options are not rush. */
export function isRushOption(option: TimeOptionInput): boolean {
  const window = timeOptionWindow(option);
  return !isTimeOptionError(window) && windowHours(window) === RUSH_OPTION_HOURS;
}

/** The options with the 3-hour rush option marked disabled (§9); others unchanged. */
export function disableRushOption<T extends TimeOptionInput>(options: readonly T[]): T[] {
  if (!Array.isArray(options)) return [];
  return options.map((option) => (isRushOption(option) ? { ...option, disabled: true, selected: false } : option));
}
