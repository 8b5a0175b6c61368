import type { Locale } from '../../locale/locales.js';
import { message } from '../../locale/messages.js';
import { mapServerError } from '../server-errors/map-server-error.js';
import { serverErrorText } from '../server-errors/texts.js';

/** The parts of an adapter's error the messages read (the HTTP and demo errors carry some). */
interface ErrorParts {
  readonly messages?: unknown;
  readonly codes?: unknown;
  readonly body?: unknown;
  readonly data?: unknown;
}

const texts = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/**
 * The words of a failed similar-listing search (docs/behaviour/back-office.md §8: "A failed
 * request shows the server's error messages as a danger flash"): every message the server wrote,
 * else every error of its body in words (§8's table; an unknown code as it comes), else the
 * texts of its codes, else 'Server error!'. Each message once.
 * @example similarSearchFailure(undefined, 'en-GB') // ['Server error!']
 */
export function similarSearchFailure(error: unknown, locale: Locale): readonly string[] {
  const parts = (typeof error === 'object' && error !== null ? error : {}) as ErrorParts;
  let found = texts(parts.messages);
  const body = parts.body ?? parts.data;
  if (found.length === 0 && body !== undefined)
    found = mapServerError(body, locale).errors.map((entry) => entry.message ?? entry.text);
  if (found.length === 0) found = texts(parts.codes).map((code) => serverErrorText(code, locale));
  if (found.length === 0) found = [message(locale, 'serverError')];
  return [...new Set(found)];
}
