import type { Locale } from '../../locale/locales.js';
import { message } from '../../locale/messages.js';
import { mapServerError } from '../server-errors/map-server-error.js';
import { serverErrorText } from '../server-errors/texts.js';

/** What an admin save ended with: the words to show, and whether it failed. */
export interface SaveOutcome {
  readonly ok: boolean;
  readonly text: string;
  /** The failure's code (`permission`, `input`, the server's first code …); absent on success. */
  readonly code?: string;
}

/** The parts of an adapter's error a save message reads (the HTTP and demo errors both carry some). */
interface ErrorParts {
  readonly code?: unknown;
  /** A server-written message (the HTTP adapter's input errors). */
  readonly messages?: unknown;
  /** Codes read from the body (the HTTP adapter). */
  readonly codes?: unknown;
  /** The error body (the demo adapter). */
  readonly body?: unknown;
  /** The response body (the HTTP adapter). */
  readonly data?: unknown;
}

const firstText = (list: unknown): string | undefined =>
  Array.isArray(list) ? list.find((item): item is string => typeof item === 'string' && item.trim() !== '') : undefined;

/**
 * The outcome of an admin save (docs/behaviour/back-office.md §8: "An admin save shows the first
 * error message, or 'Save was successful'"). The first message is the server's own words when it
 * wrote some, else the first error code's text (§8's table; an unknown code as it comes), else
 * 'Server error!'.
 * @example saveOutcome(undefined, 'en-GB') // { ok: true, text: 'Save was successful' }
 */
export function saveOutcome(error: unknown, locale: Locale): SaveOutcome {
  if (error === undefined) return { ok: true, text: message(locale, 'saveSuccessful') };
  const parts = (typeof error === 'object' && error !== null ? error : {}) as ErrorParts;
  const code = typeof parts.code === 'string' ? parts.code : 'server';
  const written = firstText(parts.messages);
  if (written) return { ok: false, text: written, code };
  const body = parts.body ?? parts.data;
  if (body !== undefined) {
    const first = mapServerError(body, locale).errors[0];
    if (first) return { ok: false, text: first.message ?? first.text, code: first.code };
  }
  const firstCode = firstText(parts.codes);
  if (firstCode) return { ok: false, text: serverErrorText(firstCode, locale), code: firstCode };
  return { ok: false, text: message(locale, 'serverError'), code };
}
