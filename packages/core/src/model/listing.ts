import { LISTING_TYPE_EDIT } from './constants.js';
import { MoveItemSchema } from './item.js';
import {
  backOfficeEntries,
  cartEntries,
  choiceEntries,
  identityEntries,
  priceResponseEntries,
  routeEntries,
  scheduleEntries,
} from './listing-fields.js';
import * as v from './valibot.js';

/**
 * The cached draft (pre-listing) with the fields of both documents (docs/behaviour/quote-flow.md §3
 * and docs/behaviour/back-office.md §3): identity and kind, addresses with coordinates, distance
 * and duration, items, cart and selected van, dates and times, prices keyed YYYY-MM-DD,
 * helpers, hourly rate, slider and loading, flags and the back-office fields. Every field but
 * move_items is optional (null reads as absent); unknown fields pass through untouched.
 */
export const ListingSchema = v.looseObject({
  ...priceResponseEntries,
  ...identityEntries,
  ...routeEntries,
  ...cartEntries,
  ...scheduleEntries,
  ...choiceEntries,
  ...backOfficeEntries,
  move_items: v.nullish(v.array(MoveItemSchema), []),
});
export type Listing = v.InferOutput<typeof ListingSchema>;

/**
 * What POST /ng/prelisting/{id} answers (docs/behaviour/quote-flow.md §7). Every field is optional
 * and unknown extra fields pass through.
 */
export const PriceResponseSchema = v.looseObject(priceResponseEntries);
export type PriceResponse = v.InferOutput<typeof PriceResponseSchema>;

/**
 * True when the quote is an edit of a booked listing: listing type 3 (docs/behaviour/back-office.md §4).
 * @example isEditQuote({ type: 3 }) // true
 */
export function isEditQuote(listing: { readonly type?: unknown }): boolean {
  return listing.type === LISTING_TYPE_EDIT || listing.type === String(LISTING_TYPE_EDIT);
}

export { PRICE_RESPONSE_FIELDS } from './price-response-fields.js';
