import type { AdminTextRequest } from '../../ports/admin-types.js';

/** Why an admin note was refused (docs/behaviour/back-office.md §5: a note needs text). */
export type AdminNoteErrorCode = 'noteMissing';

/** Why an admin SMS was refused (§5: an SMS needs text; it goes to one of the customer's numbers). */
export type AdminSmsErrorCode = 'smsMessageMissing' | 'smsPhoneMissing' | 'smsPhoneUnknown';

/** One refused field of the SMS form. */
export interface AdminSmsFieldError {
  readonly field: 'phone_number' | 'message';
  readonly code: AdminSmsErrorCode;
}

/** A checked note: its text trimmed, or why it cannot be saved. */
export type AdminNoteCheck =
  | { readonly ok: true; readonly note: string }
  | { readonly ok: false; readonly code: AdminNoteErrorCode };

/** A checked SMS: the request to send, or every refused field. */
export type AdminSmsCheck =
  | { readonly ok: true; readonly value: AdminTextRequest }
  | { readonly ok: false; readonly errors: readonly AdminSmsFieldError[] };

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks an admin note (docs/behaviour/back-office.md §5): text that is not empty once trimmed.
 * @example checkAdminNote('  Called, no answer ') // { ok: true, note: 'Called, no answer' }
 * @example checkAdminNote('   ') // { ok: false, code: 'noteMissing' }
 */
export function checkAdminNote(text: unknown): AdminNoteCheck {
  const note = textOf(text);
  return note === '' ? { ok: false, code: 'noteMissing' } : { ok: true, note };
}

/**
 * Checks an admin SMS (docs/behaviour/back-office.md §5): a message that is not empty once
 * trimmed, to a number. When the customer's numbers are known the number must be one of them
 * (not specified: chosen, so a text never goes to a number typed by mistake); compared on digits.
 * The message is sent as typed (only checked trimmed), the number trimmed.
 * @example checkAdminSms({ phone_number: '07700 900123', message: 'Hi' }, ['07700 900123']).ok // true
 */
export function checkAdminSms(
  draft: { readonly phone_number: string; readonly message: string },
  customerNumbers: readonly string[] = [],
): AdminSmsCheck {
  const errors: AdminSmsFieldError[] = [];
  const phone = textOf(draft.phone_number);
  const digits = (text: string) => text.replace(/\D/g, '');
  if (phone === '') errors.push({ field: 'phone_number', code: 'smsPhoneMissing' });
  else if (customerNumbers.length > 0 && !customerNumbers.some((known) => digits(known) === digits(phone)))
    errors.push({ field: 'phone_number', code: 'smsPhoneUnknown' });
  if (textOf(draft.message) === '') errors.push({ field: 'message', code: 'smsMessageMissing' });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { phone_number: phone, message: String(draft.message) } };
}

/**
 * The customer's numbers of the admin info as text (entries are text, or objects with a
 * `number`), each once, blanks dropped (back-office §3 "customer phone numbers").
 * @example customerPhoneNumbers(['0770', { number: '0117' }, '0770']) // ['0770', '0117']
 */
export function customerPhoneNumbers(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  const numbers = entries.map((entry) =>
    typeof entry === 'string' ? entry.trim() : textOf((entry as { number?: unknown } | null)?.number),
  );
  return [...new Set(numbers.filter((number) => number !== ''))];
}
