import type { Listing } from '../../model/listing.js';
import type { AdjustmentRecordType, PriceAdjustment } from '../../model/price-adjustment.js';
import { DEFAULT_ADJUSTMENT_COUNTRY, LISTING_RECORD, PRE_LISTING_RECORD, PRICE_RAISING_TYPES } from './constants.js';
import { type AdjustmentDraft, type AdjustmentMode, minorToTyped } from './form.js';

/** The record a job's adjustments belong to. */
export interface AdjustedRecord {
  readonly recordType: AdjustmentRecordType;
  readonly recordId: string;
}

const idText = (id: unknown): string => (typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '');

/**
 * The record of a job's adjustments (docs/behaviour/back-office.md §3): the booked listing
 * (`listing_id`) when it has one, else the quote (`pre_listing_id`); null before either exists.
 * @example adjustedRecordOf({ pre_listing_id: 'pl-1', move_items: [] }) // { recordType: 'PRE_LISTING', recordId: 'pl-1' }
 */
export function adjustedRecordOf(listing: {
  readonly listing_id?: unknown;
  readonly pre_listing_id?: unknown;
}): AdjustedRecord | null {
  const listingId = idText(listing.listing_id);
  if (listingId !== '') return { recordType: LISTING_RECORD, recordId: listingId };
  const preListingId = idText(listing.pre_listing_id);
  if (preListingId !== '') return { recordType: PRE_LISTING_RECORD, recordId: preListingId };
  return null;
}

/** The country the reasons are asked for: the pickup address's ISO code, upper case, or GB. */
export function adjustmentCountryOf(listing: Pick<Listing, 'pickup_address_data'>): string {
  const code = listing.pickup_address_data?.ISO_3166_1_Alpha_2;
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : DEFAULT_ADJUSTMENT_COUNTRY;
}

/** By percent or by amount: the field the adjustment carries (a percent wins when both are there). */
export function adjustmentModeOf(adjustment: PriceAdjustment): AdjustmentMode {
  return typeof adjustment.adjustmentPercent === 'number' ? 'percent' : 'amount';
}

/** True for the types that raise the price (a premium); the others lower it. */
export function raisesPrice(adjustment: Pick<PriceAdjustment, 'adjustmentType'>): boolean {
  return PRICE_RAISING_TYPES.includes(adjustment.adjustmentType);
}

/** The adjustment's amount in major units (pounds, euros), or undefined for one by percent. */
export function adjustmentAmountOf(adjustment: PriceAdjustment): number | undefined {
  const minor = adjustment.adjustmentAmount?.value;
  return typeof minor === 'number' ? minor / 100 : undefined;
}

/** The form's draft to edit a saved adjustment: its type, mode and value as a person would type it. */
export function draftOfAdjustment(adjustment: PriceAdjustment): AdjustmentDraft {
  const mode = adjustmentModeOf(adjustment);
  const value =
    mode === 'percent'
      ? String(adjustment.adjustmentPercent ?? '')
      : minorToTyped(adjustment.adjustmentAmount?.value ?? 0);
  return { adjustmentType: adjustment.adjustmentType, mode, value, reasonId: '' };
}
