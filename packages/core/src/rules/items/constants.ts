/** Maximum quantity of one item in the customer flow (docs/behaviour/quote-flow.md §5, §9). */
export const MAX_QUANTITY = 99_999;

/** Item ids whose quantity steps by ranges: 1 below 5, 5 from 5 to 30, 10 above 30 (§9). */
export const QUANTITY_RANGE_ITEM_IDS: readonly number[] = [845, 884, 1020, 28424, 26688];

/** Below this quantity a range item steps by 1 (§9). */
export const RANGE_STEP_ONE_BELOW = 5;

/** Up to this quantity a range item steps by 5; above it, by 10 (§9). */
export const RANGE_STEP_FIVE_UP_TO = 30;

/** Maximum quantity of one item in back-office editing (docs/behaviour/back-office.md §5, §9). */
export const BACK_OFFICE_MAX_QUANTITY = 99;

/** Maximum of an additional item counter in the back office (docs/behaviour/back-office.md §5, §9). */
export const MAX_EXTRA_COUNTER = 10;

/** Longest item name a customer may give (a custom item): room for any real item, short enough to read on one line. */
export const MAX_ITEM_NAME_LENGTH = 100;

/** Fewest digits typed in the item box that are read as an eBay item id (docs/behaviour/back-office.md §5). */
export const EBAY_ITEM_ID_MIN_DIGITS = 11;
