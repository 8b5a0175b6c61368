import { FlagSchema, maybe, TimeValueSchema } from './common.js';
import { NumericSchema } from './item.js';
import * as v from './valibot.js';

/** Which side a selected time option is for (docs/behaviour/quote-flow.md §3: delivery or pickup). */
export const TimeOptionTypeSchema = v.picklist(['delivery', 'pickup']);
export type TimeOptionType = v.InferOutput<typeof TimeOptionTypeSchema>;

/**
 * A time option (docs/behaviour/quote-flow.md §3): option key, title, start, end, delivery_start,
 * delivery_end, price, selected, disabled, pickup_date_mode and delivery_date_mode. The key is
 * read from `option`; its form is that of availableTimeOptions' keys ("0800-1800").
 */
export const TimeOptionSchema = v.looseObject({
  option: maybe(v.string()),
  title: maybe(v.string()),
  start: maybe(TimeValueSchema),
  end: maybe(TimeValueSchema),
  delivery_start: maybe(TimeValueSchema),
  delivery_end: maybe(TimeValueSchema),
  /** Difference to the base price (back-office §4); 0 removes the timeOption cart line. */
  price: maybe(NumericSchema),
  selected: maybe(FlagSchema),
  disabled: maybe(FlagSchema),
  pickup_date_mode: maybe(v.string()),
  delivery_date_mode: maybe(v.string()),
});
export type TimeOption = v.InferOutput<typeof TimeOptionSchema>;

/** One entry of availableTimeOptions: its from and to, plus any time-option field the server adds. */
export const AvailableTimeOptionSchema = v.looseObject({
  ...TimeOptionSchema.entries,
  from: maybe(TimeValueSchema),
  to: maybe(TimeValueSchema),
});
export type AvailableTimeOption = v.InferOutput<typeof AvailableTimeOptionSchema>;

/**
 * A listing's availableTimeOptions: keyed like 0800-1800 (docs/behaviour/quote-flow.md §3). Keys are
 * given only as an example, so any key is read; a list of options is read too.
 */
export const AvailableTimeOptionsSchema = v.union([
  v.record(v.string(), AvailableTimeOptionSchema),
  v.array(AvailableTimeOptionSchema),
]);
export type AvailableTimeOptions = v.InferOutput<typeof AvailableTimeOptionsSchema>;

/** A listing's selectedTimeOption: the option's key, or the whole option. */
export const SelectedTimeOptionSchema = v.union([v.string(), TimeOptionSchema]);
