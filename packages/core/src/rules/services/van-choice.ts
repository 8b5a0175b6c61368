import type { MoveItem } from '../../model/item.js';
import { VAN_TYPE_KEYS, type VanTypeKey, vanTypeOf } from '../../model/van-keys.js';
import { countItems } from '../items/items.js';
import { VAN_USABLE_SHARE, type VanFit } from '../vans/van-fit.js';
import { VAN_TYPES } from '../vans/van-types.js';
import { VAN_HINT_VOLUME_DECIMALS } from './constants.js';

/** What the van selector says about the items (docs/behaviour/quote-flow.md §2 van selector, §3 van types). */
export interface VanChoice {
  /** `noItems`: nothing listed yet; `fits`: a van takes them in one load; `none`: no van does. */
  state: 'noItems' | 'fits' | 'none';
  /** The smallest van that takes the items (the one marked "fits"), or null. */
  fits: VanTypeKey | null;
  /** Every van that takes the items in one load, by load space and payload. */
  taking: readonly VanTypeKey[];
  /** The van chosen (`selected_van`, by key, id or object), or null. */
  selected: VanTypeKey | null;
  /** The chosen van does not take the items in one load (only said when some van does). */
  selectedTooSmall: boolean;
  /** The items' volume in m³, to one decimal. */
  volumeM3: number;
  /** The items' weight in kg, whole. */
  weightKg: number;
}

/**
 * True when a van takes a load: its usable load space (85 %: a van is never filled completely)
 * holds the volume and its payload the weight. The rule of vanFitOf, asked of one van.
 */
export function vanTakesLoad(type: VanTypeKey, volumeM3: number, weightKg: number): boolean {
  const van = VAN_TYPES[type];
  return ((van.length * van.width * van.height) / 1e6) * VAN_USABLE_SHARE >= volumeM3 && van.payload >= weightKg;
}

const roundVolume = (volume: number) => {
  const scale = 10 ** VAN_HINT_VOLUME_DECIMALS;
  return Math.round(volume * scale) / scale;
};

/**
 * The van selector's hint (§2): which vans take the items (the smallest is marked), whether the
 * chosen van does, and the items' volume and weight. With no items there is nothing to fit.
 * @example vanChoiceOf(vanFitOf(items), { move_items: items, selected_van: 34 }).fits // 'small_transit'
 */
export function vanChoiceOf(
  fit: VanFit,
  listing: { move_items?: readonly MoveItem[] | null | undefined; selected_van?: unknown },
): VanChoice {
  const selected = vanTypeOf(listing.selected_van)?.type ?? null;
  const volumeM3 = roundVolume(fit.volumeM3);
  const weightKg = fit.weightKg;
  if (countItems(listing.move_items ?? []) === 0) {
    return { state: 'noItems', fits: null, taking: [], selected, selectedTooSmall: false, volumeM3: 0, weightKg: 0 };
  }
  const taking = VAN_TYPE_KEYS.filter((type) => vanTakesLoad(type, fit.volumeM3, fit.weightKg));
  return {
    state: fit.fits === null ? 'none' : 'fits',
    fits: fit.fits,
    taking,
    selected,
    selectedTooSmall: fit.fits !== null && selected !== null && !taking.includes(selected),
    volumeM3,
    weightKg,
  };
}
