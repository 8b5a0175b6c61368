import { type AddressInput, isValidAddress } from '../address/address.js';
import { DEFAULT_RULES_LOCALE } from './constants.js';

/**
 * A validation rule for one listing field as the server sends it (back-office §5). Every part
 * is optional; a part that is absent or not of its type is ignored.
 * - `required`: the value must not be empty (absent, null, blank text, empty list or object).
 * - `minLength`: text has at least this many characters (trimmed); a list, this many entries.
 * - `pattern`: a regular expression (source text, no slashes) text or a number must match.
 * - `code`: the code reported when this rule fails, instead of the built-in one.
 */
export interface FieldRule {
  required?: boolean;
  minLength?: number;
  pattern?: string;
  code?: string;
}

/**
 * Rules by field, as fetched from the server. A key is the field name, optionally with a locale
 * suffix: `pickup_date` applies to every locale, `pickup_date.es-es` to es-ES only and wins there.
 */
export type FieldRules = Readonly<Record<string, FieldRule | undefined>>;

/** Built-in failure codes: `missing` is the server catalogue's "This is required". */
export type FieldCode = 'missing' | 'tooShort' | 'invalidFormat' | 'addressNoCoordinates';

/** Outcome of checking one field. */
export type FieldCheck = { ok: true } | { ok: false; field: string; code: FieldCode | (string & {}) };

/** The rule for a field in a locale (back-office §5): `field.locale` first, then `field`, keys compared ignoring case; none means no rule. */
export function ruleFor(
  rules: FieldRules | null | undefined,
  field: string,
  locale: string = DEFAULT_RULES_LOCALE,
): FieldRule | undefined {
  if (typeof rules !== 'object' || rules === null) return undefined;
  const lang = typeof locale === 'string' && locale.trim() !== '' ? locale.trim() : DEFAULT_RULES_LOCALE;
  const find = (wanted: string) => Object.keys(rules).find((key) => key.toLowerCase() === wanted.toLowerCase());
  const key = find(`${field}.${lang}`) ?? find(field);
  const rule = key === undefined ? undefined : rules[key];
  return typeof rule === 'object' && rule !== null ? rule : undefined;
}

/** True when a value counts as not given: absent, null, blank text, an empty list or object. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true; // a pattern the browser cannot read is no rule at all
  }
}

/**
 * Checks one field's value against its rule (back-office §5). No rule means valid. An address
 * field (`isAddress`) with a rule must also have coordinates by the address rule
 * (isValidAddress: docs/behaviour/quote-flow.md §5, where (0, 0) counts as none); without them it
 * fails with `addressNoCoordinates` (or `missing` when it is empty and required).
 */
export function checkField(field: string, value: unknown, rule: FieldRule | undefined, isAddress = false): FieldCheck {
  if (rule === undefined) return { ok: true };
  const fail = (code: FieldCode): FieldCheck => ({
    ok: false,
    field,
    code: typeof rule.code === 'string' && rule.code !== '' ? rule.code : code,
  });
  if (isEmptyValue(value)) return rule.required === true ? fail('missing') : { ok: true };
  if (isAddress && !isValidAddress(value as AddressInput)) return fail('addressNoCoordinates');
  const minLength = typeof rule.minLength === 'number' && Number.isFinite(rule.minLength) ? rule.minLength : 0;
  if (typeof value === 'string' && value.trim().length < minLength) return fail('tooShort');
  if (Array.isArray(value) && value.length < minLength) return fail('tooShort');
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
  if (typeof rule.pattern === 'string' && text !== undefined && !matches(rule.pattern, text))
    return fail('invalidFormat');
  return { ok: true };
}
