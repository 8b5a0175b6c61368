import type { DimensionUnit, WeightUnit } from '../../model/item.js';
import {
  CENTIMETRES_PER_UNIT,
  CUBIC_METRES_PER_CUBIC_UNIT,
  CUSTOM_ITEM_DECIMALS,
  DEFAULT_DIMENSION_UNIT,
  DEFAULT_WEIGHT_UNIT,
  KILOGRAMS_PER_UNIT,
  METRES_PER_MILE,
  MIN_FRACTIONAL_CUBIC_METRES,
} from './constants.js';

/** Digits kept before rounding, so 1.005 × 100 (= 100.49999999999999 in binary) rounds as 100.5. */
const SIGNIFICANT_DIGITS = 15;

/** Digits kept after a unit conversion: far finer than any measure, coarser than binary noise. */
const CONVERSION_SIGNIFICANT_DIGITS = 12;

/**
 * Reads a number typed in a form or sent by the server: a finite number, or a string holding
 * one (surrounding spaces allowed). Anything else (blank, NaN, Infinity, "12cm", "1,5") is
 * `undefined`, which callers treat as missing. Decimal commas are not read, since "1,000"
 * would be ambiguous between en-GB and es-ES.
 * @example readMeasure(' 12.5 ') // 12.5
 */
export function readMeasure(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : undefined;
}

/** The dimension unit to read a value in: a known unit, or cm when missing or unknown (spec §3). */
export function dimensionUnitOf(unit: unknown): DimensionUnit {
  return typeof unit === 'string' && Object.hasOwn(CENTIMETRES_PER_UNIT, unit)
    ? (unit as DimensionUnit)
    : DEFAULT_DIMENSION_UNIT;
}

/** The weight unit to read a value in: a known unit, or kg when missing or unknown (spec §3). */
export function weightUnitOf(unit: unknown): WeightUnit {
  return typeof unit === 'string' && Object.hasOwn(KILOGRAMS_PER_UNIT, unit)
    ? (unit as WeightUnit)
    : DEFAULT_WEIGHT_UNIT;
}

/**
 * Keeps a converted value finite and free of binary noise: 3000 mm × 0.1 is 300.00000000000006
 * in floating point, which would cross the 300 cm bound; 12 significant digits give back 300.
 * An overflow gives the largest finite number, never Infinity.
 */
function finite(value: number): number {
  if (Number.isNaN(value)) return 0;
  const bounded = Math.max(-Number.MAX_VALUE, Math.min(Number.MAX_VALUE, value));
  return Number(bounded.toPrecision(CONVERSION_SIGNIFICANT_DIGITS)) || 0;
}

/**
 * A length in centimetres (docs/behaviour/quote-flow.md §9: m 100, in 2.54, ft 30.48, mm 0.1).
 * A missing or non-numeric value is 0.
 * @example lengthToCm(10, 'in') // 25.4
 */
export function lengthToCm(value: unknown, unit?: unknown): number {
  return finite((readMeasure(value) ?? 0) * CENTIMETRES_PER_UNIT[dimensionUnitOf(unit)]);
}

/**
 * A weight in kilograms (docs/behaviour/quote-flow.md §9: lbs 0.45). A missing or non-numeric value is 0.
 * @example weightToKg(100, 'lbs') // 45
 */
export function weightToKg(value: unknown, unit?: unknown): number {
  return finite((readMeasure(value) ?? 0) * KILOGRAMS_PER_UNIT[weightUnitOf(unit)]);
}

/**
 * A volume given in cubic units of `unit`, in cubic metres (docs/behaviour/quote-flow.md §9: cm 1e-6,
 * in 1.6387e-5, ft 0.0283168, mm 1e-9; m is 1). A missing or non-numeric value is 0.
 * @example volumeToCubicMetres(1_000_000, 'cm') // 1
 */
export function volumeToCubicMetres(value: unknown, unit?: unknown): number {
  return finite((readMeasure(value) ?? 0) * CUBIC_METRES_PER_CUBIC_UNIT[dimensionUnitOf(unit)]);
}

/** Sizes of an item in its own unit, as a move item carries them (spec §3). */
export interface ItemSizes {
  width?: unknown;
  height?: unknown;
  depth?: unknown;
  dimension_unit?: unknown;
  quantity?: unknown;
}

/**
 * The volume of an item line in cubic metres: width × height × depth in its unit, converted by
 * the §9 volume factor, times its quantity (1 when missing). A missing side gives 0.
 * @example itemVolumeCubicMetres({ width: 100, height: 100, depth: 100, quantity: 2 }) // 2
 */
export function itemVolumeCubicMetres(item: ItemSizes): number {
  const side = (value: unknown) => Math.max(0, readMeasure(value) ?? 0);
  const quantity = item.quantity === undefined ? 1 : side(item.quantity);
  const cubicUnits = finite(side(item.width) * side(item.height) * side(item.depth) * quantity);
  return volumeToCubicMetres(cubicUnits, item.dimension_unit);
}

/**
 * The volume of a list of items in m³, each with its quantity (see itemVolumeCubicMetres),
 * to 3 decimals: the total the box estimate, the van fit and the summary read.
 * @example itemsVolumeCubicMetres([{ width: 100, height: 100, depth: 100, quantity: 2 }]) // 2
 */
export function itemsVolumeCubicMetres(items: readonly ItemSizes[] | null | undefined): number {
  let total = 0;
  for (const item of items ?? []) total += itemVolumeCubicMetres(item);
  return Math.round(total * 1000) / 1000;
}

/**
 * Miles in a distance given in metres: metres / 1609.344 (docs/behaviour/back-office.md §9).
 * A missing or non-numeric distance is 0.
 * @example metresToMiles(1609.344) // 1
 */
export function metresToMiles(metres: unknown): number {
  return (readMeasure(metres) ?? 0) / METRES_PER_MILE;
}

/** Rounds half away from zero to `decimals`, correcting binary noise first (1.005 → 1.01). */
function roundHalfAway(value: number, decimals: number): number {
  if (Number.isInteger(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(SIGNIFICANT_DIGITS));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * A custom-item value as it is kept (docs/behaviour/quote-flow.md §5, "rounded to 2 decimals if
 * fractional, otherwise 0"), read as: a fractional value is rounded to 2 decimals (halves away
 * from zero), a whole value is kept, and a missing or non-numeric value becomes 0.
 * @example roundCustomItemValue('12.345') // 12.35
 */
export function roundCustomItemValue(value: unknown): number {
  const number = readMeasure(value);
  return number === undefined ? 0 : roundHalfAway(number, CUSTOM_ITEM_DECIMALS);
}

/**
 * A dimension or weight as edited in the back office: rounded to a whole number
 * (docs/behaviour/back-office.md §5), halves away from zero; missing or non-numeric is 0.
 * @example roundBackOfficeMeasure(12.5) // 13
 */
export function roundBackOfficeMeasure(value: unknown): number {
  const number = readMeasure(value);
  return number === undefined ? 0 : roundHalfAway(number, 0);
}

/**
 * Cubic metres as shown in the back office (docs/behaviour/back-office.md §5, "minimum 1 when the
 * value is fractional"). Read as: a fractional volume is shown as at least 1 (0.3 → 1) and
 * otherwise to 2 decimals (2.456 → 2.46); a whole volume is kept (0 stays 0, meaning nothing);
 * a negative, missing or non-numeric volume is 0.
 * @example backOfficeCubicMetres(0.3) // 1
 */
export function backOfficeCubicMetres(value: unknown): number {
  const number = readMeasure(value);
  if (number === undefined || number <= 0) return 0;
  if (Number.isInteger(number)) return number;
  return Math.max(MIN_FRACTIONAL_CUBIC_METRES, roundHalfAway(number, CUSTOM_ITEM_DECIMALS));
}
