import { type Locale, message } from '../../locale/messages.js';
import { SERVER_ERROR_MESSAGE_KEYS, type ServerErrorCode } from './constants.js';

/** True when `code` is a code of the server error catalogue (own keys only: never `toString`). */
export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  return typeof code === 'string' && Object.hasOwn(SERVER_ERROR_MESSAGE_KEYS, code);
}

/**
 * The text of a server error code (back-office §8): the locale catalogue's words for a known
 * code (en-GB by default: the spec's text word for word), the code as it is otherwise.
 * @example serverErrorText('missing') // 'This is required'
 * @example serverErrorText('missing', 'es-ES') // 'Este campo es obligatorio'
 * @example serverErrorText('odd_code') // 'odd_code'
 */
export function serverErrorText(code: string, locale: Locale = 'en-GB'): string {
  return isServerErrorCode(code) ? message(locale, SERVER_ERROR_MESSAGE_KEYS[code]) : String(code ?? '');
}

/** Defines each code as a getter, so the catalogue is read when a text is, never at load. */
function englishTexts(): Readonly<Record<ServerErrorCode, string>> {
  const texts = {} as Record<ServerErrorCode, string>;
  for (const code of Object.keys(SERVER_ERROR_MESSAGE_KEYS) as ServerErrorCode[]) {
    Object.defineProperty(texts, code, { enumerable: true, get: () => serverErrorText(code) });
  }
  return Object.freeze(texts);
}

/**
 * English texts of the server error codes (back-office §8), keyed by code: the catalogue's en-GB
 * entries, read through SERVER_ERROR_MESSAGE_KEYS (so no word is written twice).
 * @example SERVER_ERROR_TEXTS.wrong_credentials // 'Oops! wrong password...'
 */
export const SERVER_ERROR_TEXTS: Readonly<Record<ServerErrorCode, string>> = /* @__PURE__ */ englishTexts();
