/** hours_selected moves in steps of this many hours (docs/behaviour/quote-flow.md §4, §9). */
export const HOURS_STEP = 0.5;

/** hours_selected never goes over this (§5, §9). */
export const MAX_HOURS = 12;

/** Minimum hours when min_time_selectable_hours is missing or not a number (not shown: chosen). */
export const DEFAULT_MIN_HOURS = 1;

/** Every slot ends by this hour, 20:00 (§9). */
export const SLOTS_END_BY_HOUR = 20;

/** Earliest slot start of a day that is not today (not shown: chosen, the collection default). */
export const SLOTS_DAY_START_HOUR = 8;

/** The earliest same-day start is now plus this many hours (§9). */
export const SAME_DAY_LEAD_HOURS = 2;

/** Slot starts fall on this grid, in minutes; a same-day start is rounded up to it. */
export const SLOT_START_STEP_MINUTES = 30;

/** Hourly time options refresh this often, in ms (§9: 1,800,000 ms). */
export const HOURLY_OPTIONS_REFRESH_MS = 1_800_000;
