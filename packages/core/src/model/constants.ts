/**
 * Constants of the domain model (docs/behaviour/quote-flow.md §9, docs/behaviour/back-office.md §3–§4).
 * Figures of the van table live beside it in `van.ts`.
 */

/** Listing `type` that means the quote is an edit of a booked listing (both documents: 3 = edit). */
export const LISTING_TYPE_EDIT = 3;

/** Id of the small_transit van type (docs/behaviour/quote-flow.md §9). */
export const SMALL_TRANSIT_ID = 30;

/** Id of the large_transit van type (docs/behaviour/quote-flow.md §9). */
export const LARGE_TRANSIT_ID = 34;

/** Id of the luton_van van type (docs/behaviour/quote-flow.md §9). */
export const LUTON_VAN_ID = 40;

/** service_id of the price_per_hour cart entry (docs/behaviour/back-office.md §3). */
export const PRICE_PER_HOUR_SERVICE_ID = 13;

/** service_id of the mileage_cost cart entry (docs/behaviour/back-office.md §3). */
export const MILEAGE_COST_SERVICE_ID = 12;

/** Most digits a card chunk's value may show in a row: the last four of the card (docs/domain-notes.md, PCI DSS). */
export const MAX_VISIBLE_CARD_DIGITS = 4;
