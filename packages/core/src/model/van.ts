import * as v from 'valibot';
import { VAN_TYPES, type VanTypeFigures } from '../rules/vans/van-types.js';
import { IdSchema, MoneySchema, maybe } from './common.js';
import { LARGE_TRANSIT_ID, LUTON_VAN_ID, SMALL_TRANSIT_ID } from './constants.js';
import { NumericSchema } from './item.js';

export { VAN_TYPES, type VanTypeFigures };

/** The three van types of the van selector (customer-quote-flow.md §3). */
export const VAN_TYPE_KEYS = ['small_transit', 'large_transit', 'luton_van'] as const;

/** Key of a van type: small_transit, large_transit or luton_van. */
export const VanTypeKeySchema = v.picklist(VAN_TYPE_KEYS);
export type VanTypeKey = v.InferOutput<typeof VanTypeKeySchema>;

/** Id of each van type (customer-quote-flow.md §9: small_transit 30, large_transit 34, luton_van 40). */
export const VAN_TYPE_IDS = {
  small_transit: SMALL_TRANSIT_ID,
  large_transit: LARGE_TRANSIT_ID,
  luton_van: LUTON_VAN_ID,
} as const satisfies Record<VanTypeKey, number>;

const sizeCm = v.pipe(NumericSchema, v.minValue(0));

/**
 * A van type as the server describes it: label, info, description, load length, height and
 * width (cm) and payload (kg) (customer-quote-flow.md §3). `amount` is kept as a number; its
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

/**
 * The VAN_TYPES row a `selected_van` names (by key, id or object), or undefined when it names none.
 * @example vanTypeOf(34)?.type // 'large_transit'
 */
export function vanTypeOf(selected: unknown): VanTypeFigures | undefined {
  const named =
    typeof selected === 'object' && selected !== null
      ? [(selected as { type?: unknown }).type, (selected as { id?: unknown }).id]
      : [selected];
  return Object.values(VAN_TYPES).find((van) => named.some((name) => name === van.type || name === van.id));
}
