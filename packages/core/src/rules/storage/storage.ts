import { readMeasure } from '../units/units.js';
import {
  STORAGE_BAND_UPPER_LIMITS_M3,
  STORAGE_BASE_PENCE,
  STORAGE_PENCE_PER_POUND,
  STORAGE_TOP_MULTIPLIER,
  type StorageAccess,
} from './constants.js';

/** A storage price: exact pence, the same in pounds, and the band multiplier used. */
export interface StoragePriceOk {
  ok: true;
  multiplier: number;
  pence: number;
  amount: number;
}

/** A storage price, or why there is none. */
export type StoragePrice = StoragePriceOk | { ok: false; code: 'volumeRequired' | 'accessRequired' };

/** True when `value` is a kind of storage access. */
export function isStorageAccess(value: unknown): value is StorageAccess {
  return typeof value === 'string' && Object.hasOwn(STORAGE_BASE_PENCE, value);
}

/**
 * The storage multiplier, 1 to 14, for a volume in m³ (docs/behaviour/back-office.md §9): 1 up to and
 * including 6.6, 2 up to 13.1, … 13 up to 84.6, and 14 above. The limits are read as ascending
 * and inclusive. A volume of 0 or less (or NaN) is in the first band.
 * @example storageMultiplier(6.61) // 2
 */
export function storageMultiplier(volumeM3: number): number {
  if (!(volumeM3 > 0)) return 1;
  const band = STORAGE_BAND_UPPER_LIMITS_M3.findIndex((limit) => volumeM3 <= limit);
  return band === -1 ? STORAGE_TOP_MULTIPLIER : band + 1;
}

/**
 * The storage price for a volume in m³ and a kind of access (docs/behaviour/back-office.md §9):
 * base (£23.99 long-term, £34.99 regular access) × the volume band's multiplier. Computed in
 * pence, so 3 × £23.99 is exactly 7197 pence and `amount` 71.97. A missing, non-numeric, zero
 * or negative volume gives `volumeRequired`; an unknown access kind gives `accessRequired`.
 * @example storagePrice(10, 'longTerm') // { ok: true, multiplier: 2, pence: 4798, amount: 47.98 }
 */
export function storagePrice(volumeM3: unknown, access: unknown): StoragePrice {
  const volume = readMeasure(volumeM3);
  if (volume === undefined || volume <= 0) return { ok: false, code: 'volumeRequired' };
  if (!isStorageAccess(access)) return { ok: false, code: 'accessRequired' };
  const multiplier = storageMultiplier(volume);
  const pence = STORAGE_BASE_PENCE[access] * multiplier;
  return { ok: true, multiplier, pence, amount: pence / STORAGE_PENCE_PER_POUND };
}
