import type { MessageKey } from './en-gb.js';
import { type Locale, message } from './messages.js';

/**
 * Message key of each server error code (back-office-and-shared.md §8 table, the generic
 * `server_error`, and the card-by-phone codes of the same section).
 */
export const SERVER_CODE_MESSAGES: Readonly<Record<string, MessageKey>> = Object.freeze({
  user_disabled: 'accountDisabled',
  user_failed: 'accountDisabled',
  not_valid_email: 'notValidEmail',
  wrong_credentials: 'wrongCredentials',
  password_needed: 'passwordNeeded',
  ebay_listing_not_found: 'ebayListingNotFound',
  no_user_with_email: 'noUserWithEmail',
  missing: 'required',
  before_today: 'beforeToday',
  before_pickup_date: 'beforePickupDate',
  before_pickup_date_end: 'beforePickupDate',
  phone_is_mandatory: 'phoneIsMandatory',
  server_error: 'serverError',
  payment_method_token_timeout: 'paymentTokenTimeout',
  unexpected_error: 'unexpectedError',
});

/** The message key for a server error code, or undefined when the code is not in the table. */
export function serverCodeMessageKey(code: string): MessageKey | undefined {
  return typeof code === 'string' && Object.hasOwn(SERVER_CODE_MESSAGES, code) ? SERVER_CODE_MESSAGES[code] : undefined;
}

/**
 * The text shown for a server error code (back-office-and-shared.md §8): the table's words in
 * the locale; unknown codes show as is.
 * @example serverCodeMessage('en-GB', 'missing') // 'This is required'
 * @example serverCodeMessage('en-GB', 'odd_code') // 'odd_code'
 */
export function serverCodeMessage(locale: Locale, code: string): string {
  const key = serverCodeMessageKey(code);
  return key ? message(locale, key) : String(code ?? '');
}
