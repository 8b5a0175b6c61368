import * as v from 'valibot';
import { IdSchema, MoneySchema, maybe } from './common.js';
import { LARGE_TRANSIT_ID, LUTON_VAN_ID, SMALL_TRANSIT_ID } from './constants.js';
import { NumericSchema } from './item.js';

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

/** One row of VAN_TYPES: every field of a van type present, sizes of the load space in cm, payload in kg. */
export interface VanTypeFigures {
  readonly type: VanTypeKey;
  readonly id: number;
  readonly label: string;
  readonly info: string;
  readonly description: string;
  /** Load length, cm. */
  readonly length: number;
  /** Load height, cm. */
  readonly height: number;
  /** Load width, cm. */
  readonly width: number;
  /** Payload, kg. */
  readonly payload: number;
}

/**
 * The three van types with realistic UK figures (DOMAIN-NOTES "Vans": small transit
 * 5.8–6.8 m³ and 1,100–1,350 kg; large transit 9.6–15.1 m³; luton about 20 m³ and about
 * 1,000 kg). Illustrative defaults for the demo and for a server that sends keys only.
 */
export const VAN_TYPES: Readonly<Record<VanTypeKey, VanTypeFigures>> = {
  small_transit: {
    type: 'small_transit',
    id: SMALL_TRANSIT_ID,
    label: 'Small van',
    info: 'Short-wheelbase Transit, about 6 m³',
    description: 'Fits a few pieces of furniture and boxes, such as a single room or a student move.',
    length: 255,
    height: 140,
    width: 178,
    payload: 1200,
  },
  large_transit: {
    type: 'large_transit',
    id: LARGE_TRANSIT_ID,
    label: 'Large van',
    info: 'Long-wheelbase high-roof Transit, about 12 m³',
    description: 'Fits the contents of a one-bedroom flat, or a sofa, a bed and around twenty boxes.',
    length: 344,
    height: 190,
    width: 178,
    payload: 1400,
  },
  luton_van: {
    type: 'luton_van',
    id: LUTON_VAN_ID,
    label: 'Luton van',
    info: '3.5 t box van, about 20 m³, driven on a car licence',
    description: 'Fits the contents of a two-bedroom home; the box body takes tall items such as wardrobes upright.',
    length: 410,
    height: 230,
    width: 205,
    payload: 1000,
  },
};

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
