/** Fields each booking step validates (back-office §2, §5): step 1 addresses and items, step 2 the pickup date, step 3 nothing. */
export const STEP_FIELDS: Readonly<Record<1 | 2 | 3, readonly string[]>> = {
  1: ['pickup_address_data', 'delivery_address_data', 'move_items'],
  2: ['pickup_date'],
  3: [],
};

/** The last booking step (back-office §2). */
export const LAST_BOOKING_STEP = 3;

/** Locale whose rules apply when none is given (back-office §5). */
export const DEFAULT_RULES_LOCALE = 'en-gb';

/** Listing fields that hold an address, valid only with coordinates (docs/behaviour/quote-flow.md §5). */
export const ADDRESS_FIELDS: readonly string[] = ['pickup_address_data', 'delivery_address_data'];
