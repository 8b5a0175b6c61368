import { readMeasure } from '../units/units.js';
import { BACK_OFFICE_MAX_QUANTITY, MAX_EXTRA_COUNTER } from './constants.js';

/** Outcome of adding an item in the back office. */
export type BackOfficeItemCheck = { ok: true; name: string } | { ok: false; code: 'nameRequired' };

/**
 * Checks an item added in the back office (docs/behaviour/back-office.md §5, "item add requires a
 * non-empty name"): the name, trimmed, must not be empty.
 * @example checkBackOfficeItem({ name: '  ' }) // { ok: false, code: 'nameRequired' }
 */
export function checkBackOfficeItem(item: { name?: unknown }): BackOfficeItemCheck {
  const name = typeof item.name === 'string' ? item.name.trim() : '';
  return name === '' ? { ok: false, code: 'nameRequired' } : { ok: true, name };
}

/**
 * A back-office item quantity, clamped to a whole number from 1 to 99 (docs/behaviour/back-office.md
 * §5, §9). The customer flow's own cap of 99,999 is `clampQuantity`. A fraction is cut to its
 * whole part; a missing or non-numeric value is 1.
 * @example clampBackOfficeQuantity(120) // 99
 */
export function clampBackOfficeQuantity(value: unknown): number {
  const number = readMeasure(value) ?? 1;
  return Math.min(BACK_OFFICE_MAX_QUANTITY, Math.max(1, Math.trunc(number)));
}

/**
 * An additional item counter in the back office, clamped to a whole number from 0 to 10
 * (docs/behaviour/back-office.md §5, §9). A fraction is cut; a missing or non-numeric value is 0.
 * @example clampCounter(11) // 10
 */
export function clampCounter(value: unknown): number {
  const number = readMeasure(value) ?? 0;
  return Math.min(MAX_EXTRA_COUNTER, Math.max(0, Math.trunc(number)));
}
