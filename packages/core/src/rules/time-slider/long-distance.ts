import { LONG_DISTANCE_THRESHOLD_MILES } from './constants.js';
import { sliderDefaults, type TimeSliderState } from './slider.js';

// The long-distance rule, apart from the slider's other rules (mode.ts): the quote flow applies it
// on every change from the job's first step, which then does not carry the rest.

/** Who the long-distance rule is applied for. */
export interface LongDistanceContext {
  /** Route distance in miles (metres ÷ 1609.344). */
  distanceMiles: number;
  isAdmin?: boolean;
  /**
   * Miles above which the rule applies.
   * @default LONG_DISTANCE_THRESHOLD_MILES (150)
   */
  thresholdMiles?: number;
}

/** True when a distance is over the long-distance threshold; non-numbers are not. */
export function isLongDistance(distanceMiles: number, thresholdMiles = LONG_DISTANCE_THRESHOLD_MILES): boolean {
  const threshold =
    Number.isFinite(thresholdMiles) && thresholdMiles >= 0 ? thresholdMiles : LONG_DISTANCE_THRESHOLD_MILES;
  return Number.isFinite(distanceMiles) && distanceMiles > threshold;
}

/**
 * The long-distance rule (§4, §6): for a non-admin over the threshold the time option and the
 * delivery times are cleared and only collection time is offered (collection mode, pickup kept
 * or defaulted). Admins are exempt and keep their time values and mode. `timeOptionCleared`
 * tells the caller to drop the time-option cart charge.
 */
export function applyLongDistanceRule(
  state: TimeSliderState,
  context: LongDistanceContext,
): { state: TimeSliderState; timeOptionCleared: boolean } {
  if (context.isAdmin || !isLongDistance(context.distanceMiles, context.thresholdMiles)) {
    return { state: { ...state, collectionOnly: false }, timeOptionCleared: false };
  }
  return {
    state: {
      mode: 'collection',
      pickup: state.pickup ?? sliderDefaults('collection'),
      delivery: null,
      selectedTimeOption: null,
      collectionOnly: true,
    },
    timeOptionCleared: state.selectedTimeOption !== null,
  };
}
