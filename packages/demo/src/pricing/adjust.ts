import { type OpaqueRecord, PRICE_MINOR_UNITS, PRICE_PERCENT_BASE } from '@haulkit/core';

/** What a price adjustment does to a price: the stored adjustment's type, percent and amount. */
interface StoredAdjustment {
  readonly adjustmentType?: unknown;
  readonly adjustmentPercent?: unknown;
  readonly adjustmentAmount?: { readonly value?: unknown } | null;
  readonly recordType?: unknown;
  readonly recordId?: unknown;
}

/** The least price a day can fall to after adjustments, in GBP. */
const MIN_ADJUSTED_PRICE = 1;

/** The adjustments stored for a pre-listing (recordType PRE_LISTING, recordId its id). */
export function adjustmentsFor(all: Iterable<OpaqueRecord>, preListingId: string): StoredAdjustment[] {
  return [...all].filter(
    (adjustment) => adjustment.recordType === 'PRE_LISTING' && String(adjustment.recordId) === preListingId,
  );
}

/**
 * A price after the admin's adjustments (back-office §3): ADMIN_PREMIUM raises it, ADMIN_DISCOUNT
 * and DISCOUNT_OFFER lower it, by percent or by an amount in minor units; never below £1.
 */
export function applyAdjustments(price: number, adjustments: readonly StoredAdjustment[]): number {
  let adjusted = price;
  for (const adjustment of adjustments) {
    const sign = adjustment.adjustmentType === 'ADMIN_PREMIUM' ? 1 : -1;
    const percent = Number(adjustment.adjustmentPercent);
    const minor = Number(adjustment.adjustmentAmount?.value);
    if (Number.isFinite(percent)) adjusted *= 1 + (sign * percent) / PRICE_PERCENT_BASE;
    if (Number.isFinite(minor)) adjusted += (sign * minor) / PRICE_MINOR_UNITS;
  }
  return Math.max(MIN_ADJUSTED_PRICE, Math.round(adjusted * PRICE_MINOR_UNITS) / PRICE_MINOR_UNITS);
}
