/** Kinds of storage priced (docs/behaviour/back-office.md §9, Storage price bases). */
export const STORAGE_ACCESS_KINDS = ['longTerm', 'regularAccess'] as const;

/** A kind of storage: long-term, or with regular access. */
export type StorageAccess = (typeof STORAGE_ACCESS_KINDS)[number];

/** Storage price bases in pence: £23.99 long-term, £34.99 regular access (back-office §9). */
export const STORAGE_BASE_PENCE: Readonly<Record<StorageAccess, number>> = {
  longTerm: 2399,
  regularAccess: 3499,
};

/**
 * Upper limits in m³ of the storage volume bands, ascending; band n (multiplier n) takes volumes
 * up to and including the n-th limit (docs/behaviour/back-office.md §9).
 */
export const STORAGE_BAND_UPPER_LIMITS_M3: readonly number[] = [
  6.6, 13.1, 19.6, 26.1, 32.6, 39.1, 45.6, 52.1, 58.5, 65.1, 71.6, 78.1, 84.6,
];

/** Multiplier of volumes above the last band's limit (back-office §9). */
export const STORAGE_TOP_MULTIPLIER = 14;

/** Pence in a pound: storage prices are computed in pence, then divided once. */
export const STORAGE_PENCE_PER_POUND = 100;
