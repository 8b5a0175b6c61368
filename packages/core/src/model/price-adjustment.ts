import { IdSchema, maybe } from './common.js';
import { NumericSchema } from './item.js';
import * as v from './valibot.js';

/** Kinds of price adjustment (docs/behaviour/back-office.md §3). */
export const AdjustmentTypeSchema = v.picklist(['DISCOUNT_OFFER', 'ADMIN_DISCOUNT', 'ADMIN_PREMIUM']);
export type AdjustmentType = v.InferOutput<typeof AdjustmentTypeSchema>;

/** Record a price adjustment belongs to: a booked listing or a pre-listing (quote). */
export const AdjustmentRecordTypeSchema = v.picklist(['LISTING', 'PRE_LISTING']);
export type AdjustmentRecordType = v.InferOutput<typeof AdjustmentRecordTypeSchema>;

/** An amount of money in minor units (pence, cents): a whole number. */
export const MinorUnitsSchema = v.pipe(NumericSchema, v.integer());

/**
 * A price adjustment (docs/behaviour/back-office.md §3): adjustmentType, adjustmentPercent,
 * adjustmentAmount.value in minor units, uuid, recordType and recordId. An adjustment is by
 * percent or by amount, so both are optional; the currency of the amount, if sent, passes through.
 */
export const PriceAdjustmentSchema = v.looseObject({
  adjustmentType: AdjustmentTypeSchema,
  adjustmentPercent: maybe(v.pipe(NumericSchema, v.minValue(0), v.maxValue(100))),
  adjustmentAmount: maybe(v.looseObject({ value: MinorUnitsSchema })),
  uuid: maybe(v.pipe(v.string(), v.nonEmpty())),
  recordType: maybe(AdjustmentRecordTypeSchema),
  recordId: maybe(IdSchema),
});
export type PriceAdjustment = v.InferOutput<typeof PriceAdjustmentSchema>;
