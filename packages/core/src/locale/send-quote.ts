import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The send-quote dialog's words (docs/behaviour/back-office.md §2 "send quote", §5, §8), for a
 * customer ("email me this quote") and for admin staff sending it for one. An address that is not
 * one reads the server catalogue's 'Please enter a valid email address' (§8 not_valid_email).
 */
export const sendQuoteEnGB = {
  sendQuoteOpen: 'Email me this quote',
  sendQuoteTitle: 'Email this quote',
  sendQuoteAdminTitle: 'Send quote by email',
  sendQuoteIntro: 'We will send the prices for your job to this address.',
  sendQuoteAdminIntro: 'Send the customer the prices for this job.',
  sendQuoteName: 'Name',
  sendQuoteEmail: 'Email address',
  sendQuoteSubmit: 'Send quote',
  sendQuoteSending: 'Sending…',
  sendQuoteSent: 'Quote sent to {email}.',
  sendQuoteSendAgain: 'Send again',
  sendQuoteClose: 'Close',
  sendQuoteErrorPrefix: 'Error:',
  sendQuoteNameMissing: 'Enter your name.',
  sendQuoteEmailMissing: 'Enter your email address.',
  sendQuoteAdminNameMissing: 'Enter the customer’s name.',
  sendQuoteAdminEmailMissing: 'Enter the customer’s email address.',
  sendQuotePricesMissing: 'There are no prices to send yet. Wait for the prices to load, then try again.',
  sendQuoteSaveFailed: 'Your quote could not be saved, so it was not sent. Try again.',
};

/** Keys of the send-quote dialog's words. */
export type SendQuoteMessageKey = keyof typeof sendQuoteEnGB;

/** The send-quote dialog's words per locale (en-IE speaks en-GB here). */
export const SEND_QUOTE_MESSAGES: Readonly<Record<Locale, Readonly<Record<SendQuoteMessageKey, string>>>> = catalogues(
  'send-quote',
  sendQuoteEnGB,
);

/** The send-quote dialog's words for a key, placeholders filled (see `createTranslator`). */
export const sendQuoteMessage = createTranslator((locale) => SEND_QUOTE_MESSAGES[locale]);

/** True when `code` is one of the send-quote form's own codes (its words are here). */
export function isSendQuoteMessageKey(code: string): code is SendQuoteMessageKey {
  return Object.hasOwn(sendQuoteEnGB, code);
}
