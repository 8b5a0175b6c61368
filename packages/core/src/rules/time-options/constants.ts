/** Time options are grouped by time of day only when there are more than this many (§9). */
export const TIME_OPTION_GROUPING_ABOVE = 3;

/** Morning options start before this hour (docs/behaviour/quote-flow.md §9). */
export const MORNING_ENDS_AT_HOUR = 12;

/** Afternoon options start from 12 to before this hour; later ones are evening (§9). */
export const AFTERNOON_ENDS_AT_HOUR = 18;

/** Window lengths, in hours, shown as 'in X hours' rather than from–to (§9). */
export const IN_HOURS_WINDOW_LENGTHS: readonly number[] = [3, 5];

/** Cart line type of a time option's charge (docs/behaviour/quote-flow.md §3, §4). */
export const TIME_OPTION_CART_TYPE = 'timeOption';

/** Last hour of a day a time option may end at. */
export const HOURS_PER_DAY = 24;

/** Minutes per hour, for 'HHMM' keys. */
export const MINUTES_PER_HOUR = 60;
