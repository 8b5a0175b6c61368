import { SERVER_ERROR_MESSAGE_KEYS } from '../rules/server-errors/constants.js';
import type { MessageKey } from './en-gb.js';
import { type Locale, message } from './messages.js';

/**
 * Message key of each server error code: the server error catalogue's (docs/behaviour/back-office.md
 * §8 table and the generic `server_error`, kept in rules/server-errors) and the card-by-phone
 * codes of the same section.
 */
export const SERVER_CODE_MESSAGES: Readonly<Record<string, MessageKey>> = Object.freeze({
  ...SERVER_ERROR_MESSAGE_KEYS,
  payment_method_token_timeout: 'paymentTokenTimeout',
  unexpected_error: 'unexpectedError',
});

/** The message key for a server error code, or undefined when the code is not in the table. */
export function serverCodeMessageKey(code: string): MessageKey | undefined {
  return typeof code === 'string' && Object.hasOwn(SERVER_CODE_MESSAGES, code) ? SERVER_CODE_MESSAGES[code] : undefined;
}

/**
 * The text shown for a server error code (docs/behaviour/back-office.md §8): the table's words in
 * the locale; unknown codes show as is.
 * @example serverCodeMessage('en-GB', 'missing') // 'This is required'
 * @example serverCodeMessage('en-GB', 'odd_code') // 'odd_code'
 */
export function serverCodeMessage(locale: Locale, code: string): string {
  const key = serverCodeMessageKey(code);
  return key ? message(locale, key) : String(code ?? '');
}
