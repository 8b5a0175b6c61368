import { DateKeySchema, MoneySchema, maybe, OpaqueObjectSchema, OpaqueSchema } from './common.js';
import { NumericSchema } from './item.js';
import * as v from './valibot.js';

/**
 * One price of a day: an amount, or amounts keyed by price tab (fixed_N for N helpers, or
 * flexible; docs/behaviour/quote-flow.md §4) whose exact shape is not shown.
 */
export const PriceValueSchema = v.union([NumericSchema, OpaqueObjectSchema]);
export type PriceValue = v.InferOutput<typeof PriceValueSchema>;

/**
 * A day's prices: one amount, or an object with the price keys (standard, standard_plus,
 * premium, flexible) and whatever other keys the server sends.
 */
export const DayPricesSchema = v.union([NumericSchema, dayPriceOptionsSchema()]);
export type DayPrices = number | DayPriceOptions;

/** A day's prices by price key. Other keys pass through at run time; the type names the spec's keys only. */
export interface DayPriceOptions {
  standard?: PriceValue | undefined;
  standard_plus?: PriceValue | undefined;
  premium?: PriceValue | undefined;
  /** The saver price. */
  flexible?: PriceValue | undefined;
}

/** Typed without an index signature so that producers' own interfaces (the demo's) fit. */
function dayPriceOptionsSchema(): v.GenericSchema<unknown, DayPriceOptions> {
  return v.looseObject({
    standard: maybe(PriceValueSchema),
    standard_plus: maybe(PriceValueSchema),
    premium: maybe(PriceValueSchema),
    flexible: maybe(PriceValueSchema),
  });
}

/** A listing's prices: keyed by YYYY-MM-DD, a real calendar day (docs/behaviour/quote-flow.md §3). */
export const PricesSchema = v.record(DateKeySchema, DayPricesSchema);
export type Prices = v.InferOutput<typeof PricesSchema>;

/**
 * pricesKeys (docs/behaviour/quote-flow.md §3): which keys of the prices to read for standard,
 * flexible, customer, options, options_delivery and routes. Their values are not shown.
 */
export const PricesKeysSchema = v.looseObject({
  standard: v.optional(v.unknown()),
  flexible: v.optional(v.unknown()),
  customer: v.optional(v.unknown()),
  options: v.optional(v.unknown()),
  options_delivery: v.optional(v.unknown()),
  routes: v.optional(v.unknown()),
});
export type PricesKeys = v.InferOutput<typeof PricesKeysSchema>;

/** Labels a price calendar day may carry (docs/behaviour/back-office.md §4). */
export const CalendarLabelSchema = v.picklist(['BEST_PRICE', 'FILLING_FAST', 'LAST_FEW']);
export type CalendarLabel = v.InferOutput<typeof CalendarLabelSchema>;

/** calendarLabels: a label (or none) per YYYY-MM-DD day. */
export const CalendarLabelsSchema = v.record(DateKeySchema, v.nullable(CalendarLabelSchema));
export type CalendarLabels = v.InferOutput<typeof CalendarLabelsSchema>;

/** lowest_price: one amount, or amounts keyed by price key. */
export const LowestPriceSchema = v.union([MoneySchema, v.record(v.string(), v.nullable(NumericSchema))]);

/** service_prices and mileage_cost: an amount or a table whose shape is not shown. */
export const ServicePricesSchema = v.union([NumericSchema, OpaqueSchema]);
