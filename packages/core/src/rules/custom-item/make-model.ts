import { MAX_MAKE_MODEL_LENGTH, WORD_CHARACTER } from './constants.js';

/** A make and model as typed in the custom piano or custom car modal (docs/behaviour/quote-flow.md §5). */
export interface MakeModelInput {
  make?: unknown;
  model?: unknown;
}

/** A field of the make and model modals. */
export type MakeModelField = 'make' | 'model';

/**
 * Outcome of a make and model check: the trimmed names, or the fields that carry an error flag:
 * without a word character (`makeModelError`), or longer than `max` (`makeModelTooLong`).
 */
export type MakeModelCheck =
  | { ok: true; make: string; model: string }
  | { ok: false; code: 'makeModelError'; fields: MakeModelField[] }
  | { ok: false; code: 'makeModelTooLong'; fields: MakeModelField[]; max: number };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a custom piano's or custom car's make and model (docs/behaviour/quote-flow.md §5): each must
 * be non-empty and contain at least one word character, otherwise an error flag is set on that
 * field. A word character is a letter or digit of any script, or "_", so "Škoda" and "ヤマハ"
 * pass and "--" or "   " do not. Once both hold one, each, trimmed, must be at most
 * MAX_MAKE_MODEL_LENGTH characters (a pasted text), or `makeModelTooLong` flags those fields.
 * @example checkCustomMakeModel({ make: 'Yamaha', model: '?' }) // { ok: false, code: 'makeModelError', fields: ['model'] }
 */
export function checkCustomMakeModel(input: MakeModelInput): MakeModelCheck {
  const make = text(input.make);
  const model = text(input.model);
  const fields: MakeModelField[] = [];
  if (!WORD_CHARACTER.test(make)) fields.push('make');
  if (!WORD_CHARACTER.test(model)) fields.push('model');
  if (fields.length > 0) return { ok: false, code: 'makeModelError', fields };
  if (make.length > MAX_MAKE_MODEL_LENGTH) fields.push('make');
  if (model.length > MAX_MAKE_MODEL_LENGTH) fields.push('model');
  if (fields.length > 0) return { ok: false, code: 'makeModelTooLong', fields, max: MAX_MAKE_MODEL_LENGTH };
  return { ok: true, make, model };
}

/** Checks the custom piano modal: make and model as in checkCustomMakeModel (docs/behaviour/quote-flow.md §5). */
export const checkCustomPiano = checkCustomMakeModel;

/** Checks the custom car modal: make and model as in checkCustomMakeModel (docs/behaviour/quote-flow.md §5). */
export const checkCustomCar = checkCustomMakeModel;

/** A car as the car step holds it: a make and model picked from the dropdowns, or typed as custom names. */
export interface CarStepInput {
  make_id?: unknown;
  make_name?: unknown;
  custom_make_name?: unknown;
  model_id?: unknown;
  model_name?: unknown;
  custom_model_name?: unknown;
}

/** Outcome of the car step check. */
export type CarStepCheck = { ok: true } | { ok: false; code: 'makeModelRequired'; fields: MakeModelField[] };

const chosen = (id: unknown, ...names: unknown[]): boolean =>
  (typeof id === 'number' && Number.isFinite(id)) || text(id) !== '' || names.some((name) => text(name) !== '');

/**
 * Checks the car step (docs/behaviour/quote-flow.md §5, "make and model are required"): each is
 * present when picked from its dropdown (an id or a name) or typed as a custom name.
 * @example checkCarStep({ make_id: 12, custom_model_name: 'Mk2' }) // { ok: true }
 */
export function checkCarStep(car: CarStepInput): CarStepCheck {
  const fields: MakeModelField[] = [];
  if (!chosen(car.make_id, car.make_name, car.custom_make_name)) fields.push('make');
  if (!chosen(car.model_id, car.model_name, car.custom_model_name)) fields.push('model');
  return fields.length > 0 ? { ok: false, code: 'makeModelRequired', fields } : { ok: true };
}
