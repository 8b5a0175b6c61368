import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The words of a failed price call, one message wherever prices show (the calendar, the extra
 * services, Protection Plus): what happened in the customer's words, chosen by `priceFailure`:
 * check the connection only when no answer came, try again for a passing fault (not before the
 * server's Retry-After), and for a refusal that trying again will not help and what to do.
 */
export const priceFailureEnGB = {
  priceFailedTitle: 'We could not get your prices',
  priceRefusedTitle: 'We cannot price this job as it stands',
  priceFailedNetwork: 'We could not reach our price service. Check your connection, then try again.',
  priceFailedTemporary: 'Our price service had a problem. Your choices are kept: please try again.',
  priceFailedPermanent:
    'Trying again will not change this answer. Check your addresses and items, or contact us and we will price your job for you.',
  priceRetry: 'Try again',
  priceRetryIn: 'Try again in {seconds} s',
};

/** Keys of the price failure's words. */
export type PriceFailureMessageKey = keyof typeof priceFailureEnGB;

/** The price failure's words per locale (en-IE speaks en-GB here). */
export const PRICE_FAILURE_MESSAGES: Readonly<Record<Locale, Readonly<Record<PriceFailureMessageKey, string>>>> =
  catalogues('price-failure', priceFailureEnGB);

/** The price failure's words for a key, placeholders filled (see `createTranslator`). */
export const priceFailureMessage = createTranslator((locale) => PRICE_FAILURE_MESSAGES[locale]);
