/** Timing constants of the ports' contracts; adapters and the session read them from here. */

/** Card-by-phone: the payment method token must arrive within 15 s (docs/behaviour/back-office.md §9). */
export const PAYMENT_TOKEN_TIMEOUT_MS = 15_000;

/** Card-by-phone: capture status and token checks poll every 1,000 ms (docs/behaviour/back-office.md §4, §9). */
export const CARD_POLL_INTERVAL_MS = 1_000;

/** Interval of the vehicle-tracker batch (docs/behaviour/quote-flow.md §7, §9: 5000 ms). */
export const TRACKER_FLUSH_INTERVAL_MS = 5_000;

/** Tracking: events are batched and sent every 5 seconds (docs/behaviour/quote-flow.md §7); the tracker's interval. */
export const TRACKING_BATCH_INTERVAL_MS = TRACKER_FLUSH_INTERVAL_MS;

/** Removal default items are asked for after a 2 s delay (docs/behaviour/quote-flow.md §7, §9). */
export const REMOVAL_DEFAULT_ITEMS_DELAY_MS = 2_000;

/** Wait before removal default items are fetched: REMOVAL_DEFAULT_ITEMS_DELAY_MS under the name the §9 timers use. */
export const DEFAULT_ITEMS_DELAY_MS = REMOVAL_DEFAULT_ITEMS_DELAY_MS;
