/** Boxes estimated per cubic metre of goods (docs/behaviour/quote-flow.md §9, Box estimate). */
export const BOXES_PER_CUBIC_METRE = 2.5;

/** The estimate and the small-box share are rounded to the nearest multiple of this (§9). */
export const BOX_ROUNDING_STEP = 5;

/** Share of the estimate that is small boxes (§9). */
export const SMALL_BOX_SHARE = 1 / 3;

/** A box count from this value up that ends in 5 is bumped (§9). */
export const BOX_BUMP_FROM = 35;

/** The last digit that marks a count for bumping (§9, "ending in 5"). */
export const BOX_BUMP_LAST_DIGIT = 5;

/** How much such a count is bumped by (§9). */
export const BOX_BUMP = 5;

/** Estimates appear only when the total volume is this many m³ or more (docs/behaviour/quote-flow.md §5). */
export const MIN_VOLUME_FOR_BOX_ESTIMATE = 5;

/** Item id of the small box (§9). */
export const SMALL_BOX_ITEM_ID = 1020;

/** Item id of the large box (§9). */
export const LARGE_BOX_ITEM_ID = 845;

/** The room of the boxes list view: location_id 0 means boxes (docs/behaviour/quote-flow.md §3). */
export const BOXES_LOCATION = 0;
