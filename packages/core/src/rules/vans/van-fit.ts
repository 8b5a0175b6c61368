import type { MoveItem } from '../../model/item.js';
import type { VanTypeKey } from '../../model/van.js';
import { itemsVolumeCubicMetres, weightToKg } from '../units/units.js';
import { VAN_TYPES } from './van-types.js';

/** Which van the items fit: the smallest whose load space and payload take them, else none. */
export interface VanFit {
  volumeM3: number;
  weightKg: number;
  /** The smallest van type that takes the goods in one load, or null when none does. */
  fits: VanTypeKey | null;
}

/** Load volume of a van type in m³ (its load space, at most 85 % usable: a van is never filled completely). */
export const VAN_USABLE_SHARE = 0.85;

/** The van the items fit (van selector hint, item picker total). */
export function vanFitOf(items: readonly MoveItem[] | null | undefined): VanFit {
  const volumeM3 = itemsVolumeCubicMetres(items);
  let weight = 0;
  for (const item of items ?? []) weight += weightToKg(item.weight, item.weight_unit) * (item.quantity ?? 1);
  const weightKg = Math.round(weight);
  const fit = Object.values(VAN_TYPES).find(
    (van) => ((van.length * van.width * van.height) / 1e6) * VAN_USABLE_SHARE >= volumeM3 && van.payload >= weightKg,
  );
  return { volumeM3, weightKg, fits: fit?.type ?? null };
}
