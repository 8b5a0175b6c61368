import { ADDRESS_FIELDS, DEFAULT_RULES_LOCALE, LAST_BOOKING_STEP, STEP_FIELDS } from './constants.js';
import { checkField, type FieldCode, type FieldRules, ruleFor } from './field-rules.js';

/** A listing as the booking steps read it: any fields, looked up by name (back-office §3). */
export type StepListing = Readonly<Record<string, unknown>>;

/** Outcome of a step check: where to send the customer, and why. */
export type StepCheck =
  | { ok: true }
  /** `field` is null only for `unknownStep`, a step number that is not a whole number from 1. */
  | { ok: false; step: number; field: string | null; code: FieldCode | 'unknownStep' | (string & {}) };

function listingLocale(listing: StepListing, locale: string | undefined): string {
  if (typeof locale === 'string' && locale.trim() !== '') return locale;
  return typeof listing.locale === 'string' && listing.locale.trim() !== '' ? listing.locale : DEFAULT_RULES_LOCALE;
}

/**
 * Validates one booking step (back-office §2, §5): step 1 pickup_address_data,
 * delivery_address_data and move_items, step 2 pickup_date, step 3 nothing. Reports the first
 * failing field in that order. The locale is the given one, else the listing's, else en-gb.
 */
export function validateStep(
  listing: StepListing,
  step: 1 | 2 | 3,
  rules: FieldRules | null | undefined,
  locale?: string,
): StepCheck {
  const lang = listingLocale(listing, locale);
  for (const field of STEP_FIELDS[step]) {
    const check = checkField(field, listing[field], ruleFor(rules, field, lang), ADDRESS_FIELDS.includes(field));
    if (!check.ok) return { ok: false, step, field: check.field, code: check.code };
  }
  return { ok: true };
}

/**
 * Whether the customer may enter a booking step (back-office §4): every earlier step must
 * validate, else the first failing step is returned with its field and code. Step 1 is always
 * open; a step after 3 (the confirmation) needs all three. A step that is not a whole number
 * from 1 gives `unknownStep` and points at step 1.
 * @example canEnterStep({ move_items: [] }, 2, { move_items: { required: true } }) // { ok: false, step: 1, field: 'move_items', code: 'missing' }
 */
export function canEnterStep(
  listing: StepListing,
  step: number,
  rules: FieldRules | null | undefined,
  locale?: string,
): StepCheck {
  if (!Number.isInteger(step) || step < 1) return { ok: false, step: 1, field: null, code: 'unknownStep' };
  const data = typeof listing === 'object' && listing !== null ? listing : {};
  const last = Math.min(step - 1, LAST_BOOKING_STEP);
  for (let earlier = 1; earlier <= last; earlier++) {
    const check = validateStep(data, earlier as 1 | 2 | 3, rules, locale);
    if (!check.ok) return check;
  }
  return { ok: true };
}
