import type { MoveItem } from '../../model/item.js';
import { MAX_QUANTITY } from '../items/constants.js';
import { fakeId } from '../items/fake-id.js';
import { readMeasure, volumeToCubicMetres } from '../units/units.js';
import { VOLUME_PRESETS, type VolumePreset, type VolumePresetId } from './constants.js';

/** What the total-volume modal holds: the chosen preset and the quantity typed (docs/behaviour/quote-flow.md §2, §5). */
export interface TotalVolumeInput {
  preset?: unknown;
  quantity?: unknown;
}

/** Why the total-volume modal cannot be saved. */
export type TotalVolumeError =
  | { ok: false; code: 'presetRequired' }
  | { ok: false; code: 'quantityRequired' }
  | { ok: false; code: 'quantityNotWhole'; max: number }
  | { ok: false; code: 'quantityTooHigh'; max: number };

/** Outcome of the total-volume modal: the custom item to add, or a coded error. */
export type TotalVolumeCheck = { ok: true; item: MoveItem } | TotalVolumeError;

/** True when `value` names one of the total-volume presets. */
export function isVolumePresetId(value: unknown): value is VolumePresetId {
  return typeof value === 'string' && Object.hasOwn(VOLUME_PRESETS, value);
}

/**
 * The volume of one unit of a preset in cubic metres (e.g. 1 for the cubic metre, 0.032768 for
 * the cubic foot's 32 cm cube).
 */
export function presetVolumeCubicMetres(preset: VolumePreset): number {
  return volumeToCubicMetres(preset.width * preset.height * preset.depth, 'cm');
}

/**
 * The custom item a preset makes, `quantity` times: the preset's fixed sizes in cm and weight
 * in kg, flagged as a customer item, with its fake_id (docs/behaviour/quote-flow.md §9).
 */
export function presetItem(preset: VolumePreset, quantity: number): MoveItem {
  const item: MoveItem = {
    name: preset.name,
    width: preset.width,
    height: preset.height,
    depth: preset.depth,
    weight: preset.weight,
    original_width: preset.width,
    original_height: preset.height,
    original_depth: preset.depth,
    original_weight: preset.weight,
    dimension_unit: 'cm',
    weight_unit: 'kg',
    quantity,
    customerItem: true,
    fake_id: '',
  };
  item.fake_id = fakeId(item);
  return item;
}

/**
 * Checks the total-volume modal (docs/behaviour/quote-flow.md §5, "quantity is required") and makes
 * the custom item: preset × quantity. A preset must be chosen; the quantity must be given and
 * be a whole number from 1 to 99,999 (the per-item maximum), otherwise a coded error.
 * @example checkTotalVolume({ preset: 'cubicMetre', quantity: '12' }) // { ok: true, item: { name: 'Cubic metre', quantity: 12, … } }
 */
export function checkTotalVolume(input: TotalVolumeInput): TotalVolumeCheck {
  if (!isVolumePresetId(input.preset)) return { ok: false, code: 'presetRequired' };
  const quantity = readMeasure(input.quantity);
  if (quantity === undefined || quantity === 0) return { ok: false, code: 'quantityRequired' };
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, code: 'quantityNotWhole', max: MAX_QUANTITY };
  if (quantity > MAX_QUANTITY) return { ok: false, code: 'quantityTooHigh', max: MAX_QUANTITY };
  return { ok: true, item: presetItem(VOLUME_PRESETS[input.preset], quantity) };
}
