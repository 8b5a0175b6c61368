import type { Locale } from '../../locale/messages.js';
import { message } from '../../locale/messages.js';
import { isServerErrorCode, serverErrorText } from './texts.js';

/** Who reads a server error's words: a customer, or an admin working on the listing. */
export type ErrorAudience = 'customer' | 'admin';

/**
 * The words of a server error code for its reader (back-office §8). A code in the catalogue reads
 * as its text for everyone. A code the catalogue does not know is "shown as it comes" to an admin
 * only; a customer never sees an internal code, and reads the generic handler's 'Server error!'
 * instead (Haulkit's choice: docs/behaviour/back-office.md §8).
 * @example serverErrorTextFor('odd_code', 'customer') // 'Server error!'
 * @example serverErrorTextFor('odd_code', 'admin') // 'odd_code'
 * @example serverErrorTextFor('missing', 'customer', 'es-ES') // 'Este campo es obligatorio'
 */
export function serverErrorTextFor(code: string, audience: ErrorAudience, locale: Locale = 'en-GB'): string {
  if (isServerErrorCode(code) || audience === 'admin') return serverErrorText(code, locale);
  return message(locale, 'serverError');
}
