import { IdSchema, MoneySchema, maybe } from './common.js';
import { NumericSchema } from './item.js';
import * as v from './valibot.js';
import { VAN_TYPE_IDS, VAN_TYPE_KEYS } from './van-keys.js';

export * from './van-keys.js';

/** Key of a van type: small_transit, large_transit or luton_van. */
export const VanTypeKeySchema = v.picklist(VAN_TYPE_KEYS);

const sizeCm = v.pipe(NumericSchema, v.minValue(0));

/**
 * A van type as the server describes it: label, info, description, load length, height and
 * width (cm) and payload (kg) (docs/behaviour/quote-flow.md §3). `amount` is kept as a number; its
 * meaning is not shown.
 */
export const VanTypeSchema = v.looseObject({
  type: VanTypeKeySchema,
  id: maybe(IdSchema),
  label: maybe(v.string()),
  info: maybe(v.string()),
  description: maybe(v.string()),
  length: maybe(sizeCm),
  height: maybe(sizeCm),
  width: maybe(sizeCm),
  payload: maybe(sizeCm),
  amount: maybe(MoneySchema),
});
export type VanType = v.InferOutput<typeof VanTypeSchema>;

/**
 * A listing's `selected_van`: the van type's key, its id (30, 34 or 40) or the whole van type.
 * Which of the three the server stores is not shown, so all three are read.
 */
export const SelectedVanSchema = v.union([VanTypeKeySchema, v.picklist(Object.values(VAN_TYPE_IDS)), VanTypeSchema]);
export type SelectedVan = v.InferOutput<typeof SelectedVanSchema>;
