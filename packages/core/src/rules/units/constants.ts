import type { Locale } from '../../locale/locales.js';
import type { DimensionUnit, WeightUnit } from '../../model/item.js';

/** Cubic metres in one cubic unit of each dimension unit (docs/behaviour/quote-flow.md §9, Unit conversions). */
export const CUBIC_METRES_PER_CUBIC_UNIT: Readonly<Record<DimensionUnit, number>> = {
  cm: 1e-6,
  in: 1.6387e-5,
  ft: 0.0283168,
  mm: 1e-9,
  m: 1,
};

/** Centimetres in one unit of length (docs/behaviour/quote-flow.md §9, Unit conversions). */
export const CENTIMETRES_PER_UNIT: Readonly<Record<DimensionUnit, number>> = {
  cm: 1,
  m: 100,
  in: 2.54,
  ft: 30.48,
  mm: 0.1,
};

/** Kilograms in one unit of weight; the spec's lbs factor is 0.45 (docs/behaviour/quote-flow.md §9). */
export const KILOGRAMS_PER_UNIT: Readonly<Record<WeightUnit, number>> = {
  kg: 1,
  lbs: 0.45,
};

/** Unit a dimension is read in when none is given (docs/behaviour/quote-flow.md §3, Move item). */
export const DEFAULT_DIMENSION_UNIT: DimensionUnit = 'cm';

/** Unit a weight is read in when none is given (docs/behaviour/quote-flow.md §3, Move item). */
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'kg';

/** Metres in one mile: metres / 1609.344 = miles (docs/behaviour/back-office.md §9, Distance). */
export const METRES_PER_MILE = 1609.344;

/** Decimals a fractional custom-item value is rounded to (docs/behaviour/quote-flow.md §5). */
export const CUSTOM_ITEM_DECIMALS = 2;

/** Smallest cubic-metre figure shown for a fractional volume in the back office (back-office §5). */
export const MIN_FRACTIONAL_CUBIC_METRES = 1;

/**
 * Cubic feet in one cubic metre, for the running totals that give both ("about 12.3 m³ (434 ft³)"):
 * the inverse of the §9 factor CUBIC_METRES_PER_CUBIC_UNIT.ft, to four decimals.
 */
export const CUBIC_FEET_PER_CUBIC_METRE = 35.3147;

/** Decimals of the cubic metres a running total of items shows ("about 12.3 m³"). Not specified: chosen. */
export const TOTAL_VOLUME_DECIMALS = 1;

/** Locales whose running totals give the cubic feet beside the cubic metres. Not specified: chosen. */
export const CUBIC_FEET_LOCALES: readonly Locale[] = ['en-GB'];
