import { FlagSchema, IdSchema, MoneySchema, maybe, PercentSchema } from './common.js';
import { MILEAGE_COST_SERVICE_ID, PRICE_PER_HOUR_SERVICE_ID } from './constants.js';
import { NumericSchema } from './item.js';
import * as v from './valibot.js';

export * from './cart-types.js';

/** service_id each cart type must carry when it has one (price_per_hour 13, mileage_cost 12). */
export const SERVICE_ID_OF_CART_TYPE: ReadonlyMap<string, number> = new Map([
  ['price_per_hour', PRICE_PER_HOUR_SERVICE_ID],
  ['mileage_cost', MILEAGE_COST_SERVICE_ID],
]);

/** True unless the entry's type fixes a service_id and the entry names a different one. */
export function hasServiceIdOfType(entry: {
  readonly type: string;
  readonly service_id?: string | number | null | undefined;
}): boolean {
  const expected = SERVICE_ID_OF_CART_TYPE.get(entry.type);
  if (expected === undefined || entry.service_id === undefined || entry.service_id === null) return true;
  return Number(entry.service_id) === expected;
}

/** A cart or service type: any non-empty text (priceOption, timeOption, a service type …). */
export const CartTypeSchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * Parameters of a service or cart entry: value_of_goods for insurance, and for packing the
 * counts of small_boxes, large_boxes, wardrobe_boxes and bubble_wrap (docs/behaviour/quote-flow.md §3).
 */
export const ServiceParametersSchema = v.looseObject({
  value_of_goods: maybe(MoneySchema),
  small_boxes: maybe(v.pipe(NumericSchema, v.integer(), v.minValue(0))),
  large_boxes: maybe(v.pipe(NumericSchema, v.integer(), v.minValue(0))),
  wardrobe_boxes: maybe(v.pipe(NumericSchema, v.integer(), v.minValue(0))),
  bubble_wrap: maybe(v.pipe(NumericSchema, v.integer(), v.minValue(0))),
});
export type ServiceParameters = v.InferOutput<typeof ServiceParametersSchema>;

/** A line of the customer's cart: its type (priceOption, timeOption or a service type) and amount (§3). */
export const CartLineSchema = v.looseObject({
  type: CartTypeSchema,
  amount: NumericSchema,
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/** A price that may be negative (an admin discount line); numeric strings accepted. */
const signedAmount = maybe(NumericSchema);

/**
 * A cart entry as the back office reads it (docs/behaviour/back-office.md §3): service_id, type,
 * qty, amounts (customer, provider `tp_`, admin), parameters, prices, tax, excess and cover.
 * International variants are read as the same field with an `international_` prefix (as the insurance rules read them); other
 * names of them pass through untouched. A price_per_hour entry must be service 13 and a
 * mileage_cost entry service 12.
 */
export const CartEntrySchema = v.pipe(
  v.looseObject({
    type: CartTypeSchema,
    service_id: maybe(IdSchema),
    qty: maybe(v.pipe(NumericSchema, v.minValue(0))),
    amount: signedAmount,
    tp_amount: signedAmount,
    admin_amount: signedAmount,
    admin_tp_amount: signedAmount,
    parameters: maybe(ServiceParametersSchema),
    base_price: maybe(MoneySchema),
    unit_price: maybe(MoneySchema),
    rate_price: maybe(NumericSchema),
    min_price: maybe(MoneySchema),
    tax_rate: maybe(PercentSchema),
    inc_tax: maybe(v.union([FlagSchema, NumericSchema])),
    excess: maybe(MoneySchema),
    cover: maybe(MoneySchema),
    international_excess: maybe(MoneySchema),
    international_cover: maybe(MoneySchema),
    international_rate_price: maybe(NumericSchema),
    international_min_price: maybe(MoneySchema),
  }),
  v.check((entry) => hasServiceIdOfType(entry), 'price_per_hour is service 13 and mileage_cost is service 12.'),
);
export type CartEntry = v.InferOutput<typeof CartEntrySchema>;

/** The three kinds of package (price keys standard, standard_plus, premium; back-office §4). */
export const PackageTypeSchema = v.picklist(['standard', 'standard_plus', 'premium']);
export type PackageType = v.InferOutput<typeof PackageTypeSchema>;

/**
 * An additional service on offer (docs/behaviour/quote-flow.md §3): type (full_insurance*,
 * full_cover*, packing_material and others), service_id, amount, finalAmount, checked,
 * confirmed, package_type, minServicePrice and parameters.
 */
export const AdditionalServiceSchema = v.looseObject({
  type: CartTypeSchema,
  service_id: maybe(IdSchema),
  amount: maybe(NumericSchema),
  finalAmount: maybe(NumericSchema),
  checked: maybe(FlagSchema),
  confirmed: maybe(FlagSchema),
  package_type: maybe(PackageTypeSchema),
  minServicePrice: maybe(MoneySchema),
  parameters: maybe(ServiceParametersSchema),
});
export type AdditionalService = v.InferOutput<typeof AdditionalServiceSchema>;
