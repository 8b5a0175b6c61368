import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The card-by-phone widget's words (docs/behaviour/back-office.md §2, §3, §8), apart from the full
 * catalogue so the operator's panel loads only these. Texts the spec quotes are kept word for
 * word ('No pgs lambda host defined.', the input-timeout sentence); the capture errors' en-GB
 * words are also the provider's messages the session reads a chunk's error code from.
 */
export const cardByPhoneEnGB = {
  cbpTitle: 'Card payment by phone',
  cbpAmount: 'Amount',
  cbpReference: 'Reference',
  cbpCall: 'Call',
  cbpStartHint: 'Start the payment, then ask the caller to key in each card detail on their phone keypad.',
  cbpStart: 'Start payment',
  cbpNoCall: 'No call is connected, so a payment cannot start.',
  cbpFieldsHeading: 'Card details',
  cbpInProgressHint: 'Request each detail in turn. The caller keys it in; you only see the last digits.',
  'cbpField.payment-card-number': 'Card number',
  'cbpField.expiration-date': 'Expiry date',
  'cbpField.security-code': 'Security code',
  'cbpField.postal-code': 'Postal code',
  cbpRequest: 'Request',
  cbpRequestAgain: 'Request again',
  cbpRequestName: 'Request {field}',
  cbpRequestAgainName: 'Request again: {field}',
  'cbpStatus.not-captured-yet': 'Not captured yet',
  'cbpStatus.capture-in-progress': 'Capturing',
  'cbpStatus.successfully-captured': 'Captured',
  'cbpStatus.capture-failed': 'Failed',
  cbpStatusAnnounce: '{field}: {status}',
  cbpNoValue: 'Nothing captured',
  cbpWaiting: 'Waiting for the caller’s keypad…',
  cbpValueLabel: 'Captured value',
  cbpComplete: 'Complete payment',
  cbpCompleteReason: 'Capture these first: {fields}.',
  cbpCompleting: 'Confirming the card with the payment provider…',
  cbpCancel: 'Cancel payment',
  cbpCancelled: 'The payment was cancelled. You can start a new one.',
  cbpCancelRefused: 'The payment could not be cancelled at this stage, so the panel went back to the start.',
  cbpCancelAgain: 'Cancel again',
  cbpStillOpen:
    'The payment is still open: the payment provider did not cancel it. Cancel it again, or carry on taking the card.',
  cbpConnectionLost: 'Checking the payment… connection lost',
  cbpConnectionLostHint:
    'The payment is still open. This panel keeps checking and carries on by itself once the connection is back.',
  cbpAuthorizedTitle: 'Payment authorised',
  cbpAuthorized: 'The card was accepted. Tell the caller the payment went through.',
  cbpPaymentId: 'Payment ID',
  cbpTokenReference: 'Token reference',
  cbpErrorTitle: 'The payment did not go through',
  cbpRetry: 'Try again',
  cbpListSeparator: ', ',
  // Errors (back-office §8). The codes go to data-code and hk-error, never into the words.
  'cbpError.noPgsLambdaHost': 'No pgs lambda host defined.',
  'cbpError.payment_method_token_timeout':
    'The card was not confirmed in time. Try again, or cancel and start a new payment.',
  'cbpError.unexpected_error': 'Something went wrong. Try again.',
  'cbpError.noPaymentAdapter': 'Card payments are not set up on this page.',
  'cbpError.noCallId': 'No call is connected, so a payment cannot start.',
  'cbpError.permission': 'The payment service refused this call. Start the payment again.',
  'cbpError.network': 'The payment service could not be reached. Check the connection and try again.',
  'cbpError.timeout': 'The payment service took too long to answer. Try again.',
  'cbpError.server': 'The payment service had a problem. Try again.',
  'cbpError.card_declined': 'The card was declined. Ask the caller for another card.',
  'cbpError.insufficient_funds': 'The card was declined for insufficient funds. Ask the caller for another card.',
  // Capture errors of one field (docs/domain-notes.md); `timeout` is the spec's sentence, word for word.
  'cbpCapture.timeout':
    'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.',
  'cbpCapture.invalid-card-number': 'The card number is not valid.',
  'cbpCapture.invalid-card-type': 'This card type is not accepted.',
  'cbpCapture.invalid-date': 'The expiry date is not valid or has passed.',
  'cbpCapture.invalid-security-code': 'The security code is not valid.',
  'cbpCapture.invalid-postal-code': 'The postal code is not valid.',
  'cbpCapture.captureFailed': 'This detail could not be captured. Request it again.',
};

/** Keys of the card-by-phone words. */
export type CardByPhoneMessageKey = keyof typeof cardByPhoneEnGB;

/** The card-by-phone words per locale (en-IE speaks en-GB here). */
export const CARD_BY_PHONE_MESSAGES: Readonly<Record<Locale, Readonly<Record<CardByPhoneMessageKey, string>>>> =
  catalogues('card-by-phone', cardByPhoneEnGB);

/** The card-by-phone words for a key, placeholders filled (see `createTranslator`). */
export const cardByPhoneMessage = createTranslator((locale) => CARD_BY_PHONE_MESSAGES[locale]);

/**
 * The words of a payment error code: the catalogue's for a known code (back-office §8), else
 * the generic 'Something went wrong. Try again.' (the code itself stays in data-code and hk-error).
 * @example cardByPhoneErrorMessage('en-GB', 'noPgsLambdaHost') // 'No pgs lambda host defined.'
 */
export function cardByPhoneErrorMessage(locale: Locale, code: string): string {
  const key = `cbpError.${code}`;
  return Object.hasOwn(cardByPhoneEnGB, key)
    ? cardByPhoneMessage(locale, key as CardByPhoneMessageKey)
    : cardByPhoneMessage(locale, 'cbpError.unexpected_error');
}
