import type { DimensionUnit, WeightUnit } from '../../model/item.js';
import { MAX_ITEM_NAME_LENGTH } from '../items/constants.js';
import { dimensionUnitOf, lengthToCm, roundCustomItemValue, weightToKg, weightUnitOf } from '../units/units.js';
import {
  type BoundCode,
  type BoundIssue,
  type CustomItemMeasures,
  checkCustomItemBounds,
  customItemVolumeCm3,
} from './bounds.js';

/** What the custom item modal holds, as typed (docs/behaviour/quote-flow.md §5); any field may be missing. */
export interface CustomItemInput {
  name?: unknown;
  width?: unknown;
  height?: unknown;
  depth?: unknown;
  weight?: unknown;
  dimension_unit?: unknown;
  weight_unit?: unknown;
}

/** A field of the custom item modal. */
export type CustomItemField = 'name' | 'width' | 'height' | 'depth' | 'weight';

/** The custom item as it is kept: name trimmed, values rounded, units known (§5). */
export interface CustomItemValues {
  name: string;
  width: number;
  height: number;
  depth: number;
  weight: number;
  dimension_unit: DimensionUnit;
  weight_unit: WeightUnit;
}

/** What was checked: the kept values and their sizes in cm, kg and cm³. */
interface Checked {
  item: CustomItemValues;
  measures: CustomItemMeasures & { volumeCm3: number };
}

/** Outcome of checking a custom item (docs/behaviour/quote-flow.md §5, §8). */
export type CustomItemCheck =
  | ({ status: 'ok' } & Checked)
  | ({ status: 'warning'; codes: BoundCode[]; issues: BoundIssue[] } & Checked)
  | ({ status: 'blocked'; codes: BoundCode[]; issues: BoundIssue[] } & Checked)
  | { status: 'invalid'; code: 'dimensionsError'; fields: CustomItemField[] }
  | { status: 'invalid'; code: 'nameTooLong'; fields: ['name']; max: number };

const SIZE_FIELDS = ['width', 'height', 'depth', 'weight'] as const;

/**
 * Checks a custom item (docs/behaviour/quote-flow.md §5). Name, width, height, depth and weight are
 * all required and non-zero, otherwise `dimensionsError` with the fields at fault. Values are
 * first rounded to 2 decimals in the unit typed (so 0.004 becomes 0 and is missing); a negative
 * value is refused as not entered, too. Sizes are then converted to cm and kg and checked
 * against the soft bounds (a warning the user may confirm) and the hard bounds (blocked). A
 * name longer than MAX_ITEM_NAME_LENGTH (pasted, or from a long search text) is `nameTooLong`.
 * @example checkCustomItem({ name: 'Desk', width: 120, height: 75, depth: 60, weight: 30 }).status // 'ok'
 */
export function checkCustomItem(input: CustomItemInput): CustomItemCheck {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const item: CustomItemValues = {
    name,
    width: roundCustomItemValue(input.width),
    height: roundCustomItemValue(input.height),
    depth: roundCustomItemValue(input.depth),
    weight: roundCustomItemValue(input.weight),
    dimension_unit: dimensionUnitOf(input.dimension_unit),
    weight_unit: weightUnitOf(input.weight_unit),
  };
  const fields: CustomItemField[] = name === '' ? ['name'] : [];
  for (const field of SIZE_FIELDS) if (!(item[field] > 0)) fields.push(field);
  if (fields.length > 0) return { status: 'invalid', code: 'dimensionsError', fields };
  if (name.length > MAX_ITEM_NAME_LENGTH)
    return { status: 'invalid', code: 'nameTooLong', fields: ['name'], max: MAX_ITEM_NAME_LENGTH };

  const base: CustomItemMeasures = {
    widthCm: lengthToCm(item.width, item.dimension_unit),
    heightCm: lengthToCm(item.height, item.dimension_unit),
    depthCm: lengthToCm(item.depth, item.dimension_unit),
    weightKg: weightToKg(item.weight, item.weight_unit),
  };
  const measures = { ...base, volumeCm3: customItemVolumeCm3(base) };
  return { ...checkCustomItemBounds(base), item, measures };
}

/**
 * True when a checked custom item may be saved: it is fine, or it has only a warning that the
 * user confirmed (docs/behaviour/quote-flow.md §5, "soft warning, which the user may confirm").
 */
export function canSaveCustomItem(check: CustomItemCheck, confirmed: boolean): boolean {
  return check.status === 'ok' || (check.status === 'warning' && confirmed);
}

/** Size fields an admin-flagged item loses (docs/behaviour/quote-flow.md §3, Move item). */
type DimensionKey =
  | 'width'
  | 'height'
  | 'depth'
  | 'weight'
  | 'original_width'
  | 'original_height'
  | 'original_depth'
  | 'original_weight';

/** An item after blanking: its dimensions may be gone (admin-flagged) or kept (any other). */
export type BlankedItem<T> = Omit<T, DimensionKey> & Partial<Pick<T, DimensionKey & keyof T>>;

/** A move item's size and weight fields, as sent and as first measured (§3 Move item). */
export const DIMENSION_KEYS: readonly DimensionKey[] = [
  'width',
  'height',
  'depth',
  'weight',
  'original_width',
  'original_height',
  'original_depth',
  'original_weight',
];

/**
 * An admin-flagged item (is_admin) with its dimensions blanked for re-entry
 * (docs/behaviour/quote-flow.md §5): width, height, depth and weight, and their original_ values,
 * are removed so the modal opens empty; names, units and everything else stay. Any other item
 * comes back unchanged (as a copy).
 * @example blankAdminItemDimensions({ name: 'Sofa', is_admin: true, width: 200 }) // { name: 'Sofa', is_admin: true }
 */
export function blankAdminItemDimensions<T extends { is_admin?: boolean | undefined }>(item: T): BlankedItem<T> {
  const copy: Record<string, unknown> = { ...item };
  if (item.is_admin === true) for (const key of DIMENSION_KEYS) delete copy[key];
  return copy as BlankedItem<T>;
}
