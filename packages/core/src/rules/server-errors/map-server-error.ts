import type { Locale } from '../../locale/messages.js';
import { parseServerError } from './parse-server-error.js';
import type { ServerError } from './server-error-types.js';
import { serverErrorText } from './texts.js';

/**
 * Maps a server error body to coded values (back-office §8). Reads `errors.common` (codes),
 * `errors.input` (field → codes), `{ type: 'input', codes, messages }` (codes a list or
 * field → codes) and `{ type: 'permission' }` (the caller redirects home). Known codes carry the
 * catalogue's text (en-GB, the spec's words, unless another locale is asked for), unknown ones show as they are. A body lacking the error shape, or naming no
 * code, gives kind `unknown` with the generic 'Server error!' and `warning: true`. JSON text is
 * parsed first. Never throws.
 * @example mapServerError({ errors: { input: { email: ['not_valid_email'] } } }).errors[0].text // 'Please enter a valid email address'
 */
export function mapServerError(body: unknown, locale: Locale = 'en-GB'): ServerError {
  const parsed = parseServerError(body);
  const errors = parsed.errors.map((found) => ({ ...found, text: serverErrorText(found.code, locale) }));
  return parsed.warning ? { kind: parsed.kind, errors, warning: true } : { kind: parsed.kind, errors };
}
