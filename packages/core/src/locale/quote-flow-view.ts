import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The words of `<hk-quote-flow>`'s frame (docs/behaviour/quote-flow.md §2): the step header's label, Back and
 * Continue, and the panel shown once the quote has proceeded. The step names, the progress line,
 * the error summary's title and each problem's words are the flow model's (`quote-flow.ts`).
 */
export const quoteFlowViewEnGB = {
  flowLabel: 'Get a quote',
  progressLabel: 'Steps of your quote',
  back: 'Back',
  continue: 'Continue',
  readyTitle: 'Your quote is ready',
  readyText: 'Your quote is saved. The next page asks for your details to book it.',
  viewListing: 'View your listing',
  changeSomething: 'Change something',
  stepLoadFailed: 'This step could not load.',
  retry: 'Try again',
  itemListLink: 'Find items by name instead',
};

/** Keys of the quote flow frame's words. */
export type QuoteFlowViewMessageKey = keyof typeof quoteFlowViewEnGB;

/** The quote flow frame's words per locale (en-IE speaks en-GB here). */
export const QUOTE_FLOW_VIEW_MESSAGES: Readonly<Record<Locale, Readonly<Record<QuoteFlowViewMessageKey, string>>>> =
  catalogues('quote-flow-view', quoteFlowViewEnGB);

/** The quote flow frame's words for a key, placeholders filled (see `createTranslator`). */
export const quoteFlowViewMessage = createTranslator((locale) => QUOTE_FLOW_VIEW_MESSAGES[locale]);
