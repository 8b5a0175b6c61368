import type { AdjustmentType } from '../../model/price-adjustment.js';

/** The kinds of price adjustment an admin may add, in the order the form offers them (docs/behaviour/back-office.md §3). */
export const ADJUSTMENT_TYPES: readonly AdjustmentType[] = ['DISCOUNT_OFFER', 'ADMIN_DISCOUNT', 'ADMIN_PREMIUM'];

/** How an adjustment changes the price: by a percent of it, or by an amount of money (back-office §3). */
export const ADJUSTMENT_MODES = ['percent', 'amount'] as const;

/** The greatest percent an adjustment may be (back-office §3: adjustmentPercent 0 to 100). */
export const MAX_ADJUSTMENT_PERCENT = 100;

/**
 * The least percent, exclusive: an adjustment of 0 % changes nothing, so it is refused (not
 * specified: chosen; the service's own schema allows 0).
 */
export const MIN_ADJUSTMENT_PERCENT_EXCLUSIVE = 0;

/** Minor units (pence, cents) in one pound or euro: typed money is sent as a whole number of these (back-office §3). */
export const MINOR_UNITS_PER_MAJOR = 100;

/** Decimals a typed amount of money may have (pence, cents). */
export const MONEY_DECIMALS = 2;

/** Decimals a typed percent may have (not specified: chosen, so 12.5 % can be typed). */
export const PERCENT_DECIMALS = 2;

/**
 * The country code the reasons are asked for when the job's pickup address has none (not
 * specified: chosen, the marketplace's home country; back-office §7 GET reasons).
 */
export const DEFAULT_ADJUSTMENT_COUNTRY = 'GB';

/** The record type of a booked listing and of a quote (back-office §3 recordType). */
export const LISTING_RECORD = 'LISTING';
export const PRE_LISTING_RECORD = 'PRE_LISTING';

/** ADMIN_PREMIUM raises the price; the other types lower it (back-office §3). */
export const PRICE_RAISING_TYPES: readonly AdjustmentType[] = ['ADMIN_PREMIUM'];
