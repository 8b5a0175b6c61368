import { VAN_TYPES, type VanTypeFigures } from '../rules/vans/van-types.js';
import { LARGE_TRANSIT_ID, LUTON_VAN_ID, SMALL_TRANSIT_ID } from './constants.js';
import type { VanTypeKey } from './van-type-key.js';

// The van keys and ids without their schemas: what rules and views use at run time, so a view's
// chunk does not carry the schema library for them.

export type { VanTypeKey };
export { VAN_TYPES, type VanTypeFigures };

/** The three van types of the van selector (docs/behaviour/quote-flow.md §3), each key once. */
export const VAN_TYPE_KEYS = ['small_transit', 'large_transit', 'luton_van'] as const satisfies readonly VanTypeKey[];

/** Id of each van type (docs/behaviour/quote-flow.md §9: small_transit 30, large_transit 34, luton_van 40). */
export const VAN_TYPE_IDS = {
  small_transit: SMALL_TRANSIT_ID,
  large_transit: LARGE_TRANSIT_ID,
  luton_van: LUTON_VAN_ID,
} as const satisfies Record<VanTypeKey, number>;

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
