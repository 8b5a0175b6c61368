import { FURNITURE_FLOW_CATEGORY } from '../quote-flow/categories.js';

/** First hour of the time slider (docs/behaviour/quote-flow.md §9: hours run from 6 to 20). */
export const SLIDER_MIN_HOUR = 6;

/** Last hour of the time slider; also the cap of a delivery window (§9). */
export const SLIDER_MAX_HOUR = 20;

/** Hours between ticks of the slider (§9: 2-hour ticks). */
export const SLIDER_TICK_HOURS = 2;

/** Default start in collection mode (§4, §9: 8 to 18). */
export const COLLECTION_DEFAULT_START = 8;

/** Default start in delivery mode (§4: 10 to 18). */
export const DELIVERY_DEFAULT_START = 10;

/** Default end in both modes (§4, §9). */
export const SLIDER_DEFAULT_END = 18;

/** Earliest start in delivery mode (§9: minimum start of 10). */
export const DELIVERY_MIN_START = 10;

/** Hours added to trip and loading time to get the delivery window (§9: "plus 1"). */
export const DELIVERY_WINDOW_EXTRA_HOURS = 1;

/** Minimum range of the slider when many time options exist (§9). */
export const MANY_OPTIONS_MINIMUM_RANGE = 8;

/** Length, in hours, of the rush time option, which is disabled (§9). */
export const RUSH_OPTION_HOURS = 3;

/** Distance in miles above which non-admins get collection time only (threshold not shown: chosen). */
export const LONG_DISTANCE_THRESHOLD_MILES = 150;

/** Category whose mode switch asks for confirmation when times are set (§4). */
export const CONFIRM_SWITCH_CATEGORY = FURNITURE_FLOW_CATEGORY;

/** Locale whose slider hours read h:mm (§9); every other locale reads 'ha' (8am). */
export const HOUR_MINUTE_LOCALE = 'es-es';

/** Hours on a 12-hour clock face, for the 'ha' format. */
export const TWELVE_HOURS = 12;

/** First delay of a thumb (§9 "200 ms and 1 s for thumbs"; the spec does not say what they time). */
export const THUMB_SHORT_DELAY_MS = 200;

/** Second, longer delay of a thumb (§9 "200 ms and 1 s for thumbs"). */
export const THUMB_LONG_DELAY_MS = 1_000;
