import type { RemovalsInfo } from '../../ports/admin-types.js';

// The removals information an admin keeps on a quote (docs/behaviour/back-office.md §7
// admin-removals-info). Its shape is not shown in the spec: the fields below are Haulkit's
// choice (what a removals team asks on the phone), and any other field the server sends is kept
// as sent.

/** How a removals field is typed: a line of text, a whole number, a yes or no, or a longer text. */
export type RemovalsFieldKind = 'text' | 'count' | 'flag' | 'longText';

/** The removals fields the editor shows, in its order (not specified: chosen). */
export const REMOVALS_INFO_FIELDS = [
  { key: 'property_type', kind: 'text' },
  { key: 'bedrooms', kind: 'count' },
  { key: 'pickup_floor', kind: 'count' },
  { key: 'pickup_lift', kind: 'flag' },
  { key: 'delivery_floor', kind: 'count' },
  { key: 'delivery_lift', kind: 'flag' },
  { key: 'parking', kind: 'text' },
  { key: 'packing', kind: 'flag' },
  { key: 'dismantling', kind: 'flag' },
  { key: 'notes', kind: 'longText' },
] as const satisfies readonly { key: string; kind: RemovalsFieldKind }[];

/** A removals field's name. */
export type RemovalsFieldKey = (typeof REMOVALS_INFO_FIELDS)[number]['key'];

/** The largest count a removals field takes: bedrooms, a floor (not specified: chosen). */
export const REMOVALS_COUNT_MAX = 99;

/** Why a removals field was refused. */
export type RemovalsErrorCode = 'removalsCountInvalid';

/** One refused removals field. */
export interface RemovalsFieldError {
  readonly field: RemovalsFieldKey;
  readonly code: RemovalsErrorCode;
}

/** A checked removals form: the body to send, or every refused field. */
export type RemovalsCheck =
  | { readonly ok: true; readonly value: RemovalsInfo }
  | { readonly ok: false; readonly errors: readonly RemovalsFieldError[] };

/** A count as typed or as sent: a whole number from 0 to REMOVALS_COUNT_MAX, blank for none, else invalid. */
function countOf(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 0 && value <= REMOVALS_COUNT_MAX ? value : 'invalid';
  const text = String(value).trim();
  if (text === '') return null;
  if (!/^\d{1,2}$/.test(text)) return 'invalid';
  return Number(text);
}

/**
 * Checks the removals form before it is saved (docs/behaviour/back-office.md §7
 * admin-removals-info; the fields are chosen, see REMOVALS_INFO_FIELDS): a count is a whole number
 * from 0 to REMOVALS_COUNT_MAX (`removalsCountInvalid`), sent as a number; texts are sent
 * trimmed; a blank count or text is left out; a yes or no is sent as true or false. A field the
 * editor does not show is sent back as it came. Never throws.
 * @example checkRemovalsInfo({ bedrooms: '3', parking: ' permit ' }) // ok: { bedrooms: 3, parking: 'permit' }
 */
export function checkRemovalsInfo(draft: RemovalsInfo): RemovalsCheck {
  const value: Record<string, unknown> = { ...draft };
  const errors: RemovalsFieldError[] = [];
  for (const { key, kind } of REMOVALS_INFO_FIELDS) {
    const raw = draft[key];
    delete value[key];
    if (kind === 'count') {
      const count = countOf(raw);
      if (count === 'invalid') errors.push({ field: key, code: 'removalsCountInvalid' });
      else if (count !== null) value[key] = count;
    } else if (kind === 'flag') {
      if (raw !== undefined && raw !== null) value[key] = raw === true || raw === 'true';
    } else if (typeof raw === 'string' ? raw.trim() !== '' : raw !== undefined && raw !== null) {
      value[key] = typeof raw === 'string' ? raw.trim() : raw;
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
