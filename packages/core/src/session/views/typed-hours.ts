import { MAX_HOURS } from '../../rules/hourly-rate/constants.js';
import { clampHours, minimumHours } from '../../rules/hourly-rate/hours.js';

/**
 * Typed hours, read: the hours to book (on the 0.5 grid), or a coded error for the field. Its
 * words are the time options' (timeOptionsMessage), not the rule catalogue's.
 */
export type TypedHoursCheck =
  | { ok: true; hours: number }
  | { ok: false; code: 'hoursNotNumber' }
  | { ok: false; code: 'hoursTooLow'; min: number }
  | { ok: false; code: 'hoursTooHigh'; max: number };

/** Hours as a person types them: digits with a decimal point or comma (3.5, 3,5), an optional 'h'. */
const TYPED_HOURS = /^(\d{1,3})(?:[.,](\d{1,3}))?\s*h?$/i;

/**
 * Reads hours typed into the hours box (docs/behaviour/quote-flow.md §4, §5: hours cannot go under the
 * minimum or over 12). A decimal point or comma both read as decimals (no one types thousands of
 * hours); a number between the minimum and 12 goes to the nearest half hour. Anything else is a
 * coded error, so the words come from the locale catalogue and what was typed stays.
 * @example checkTypedHours('3,5', 2) // { ok: true, hours: 3.5 }
 * @example checkTypedHours('13', 2) // { ok: false, code: 'hoursTooHigh', max: 12 }
 */
export function checkTypedHours(text: string, min: number | null | undefined): TypedHoursCheck {
  const match = TYPED_HOURS.exec(String(text ?? '').trim());
  if (!match) return { ok: false, code: 'hoursNotNumber' };
  const hours = Number(`${match[1]}.${match[2] ?? '0'}`);
  const floor = minimumHours(min);
  if (hours < floor) return { ok: false, code: 'hoursTooLow', min: floor };
  if (hours > MAX_HOURS) return { ok: false, code: 'hoursTooHigh', max: MAX_HOURS };
  return { ok: true, hours: clampHours(hours, min) };
}
