import type { FlowProblem, QuoteFlowStep } from '../rules/quote-flow/steps.js';
import type { Locale } from './locales.js';
import { resolveLocale } from './locales.js';
import { serverCodeMessage, serverCodeMessageKey } from './server-codes.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * `<hk-quote-flow>`'s words of the core (docs/behaviour/quote-flow.md §2; back-office §4, §5, §8): the
 * step names, the error summary's title and the text of each failing field, per field and per
 * kind of failure (GOV.UK style: say what to do, not what went wrong).
 */
export const quoteFlowEnGB = {
  flowStepPartnerItems: 'Your items',
  flowStepListingItems: 'Your job',
  flowStepFurniture: 'Your furniture',
  flowStepInventory: 'Your move',
  flowStepPriceOptions: 'Dates and prices',
  flowProgress: 'Step {index} of {count}',
  flowErrorSummaryTitle: 'There is a problem',
  flowPickupMissing: 'Enter a pickup address',
  flowPickupLocated: 'Choose the pickup address from the suggestions so that we can find it on the map',
  flowPickupInvalid: 'Enter a valid pickup address',
  flowDeliveryMissing: 'Enter a delivery address',
  flowDeliveryLocated: 'Choose the delivery address from the suggestions so that we can find it on the map',
  flowDeliveryInvalid: 'Enter a valid delivery address',
  flowItemsMissing: 'Add at least one item',
  flowItemsInvalid: 'Check your items',
  flowDateMissing: 'Choose a pickup date',
  flowDateInvalid: 'Choose a valid pickup date',
  flowFieldInvalid: 'Check this answer',
};

/** Keys of the flow's words. */
export type QuoteFlowMessageKey = keyof typeof quoteFlowEnGB;

/** The flow's words per locale (en-IE speaks en-GB here). */
export const QUOTE_FLOW_MESSAGES: Readonly<Record<Locale, Readonly<Record<QuoteFlowMessageKey, string>>>> = catalogues(
  'quote-flow',
  quoteFlowEnGB,
);

/** The flow's words for a key, placeholders filled (see `createTranslator`). */
export const quoteFlowMessage = createTranslator((locale) => QUOTE_FLOW_MESSAGES[locale]);

const STEP_NAME_KEYS: Readonly<Record<QuoteFlowStep, QuoteFlowMessageKey>> = {
  'partner-items': 'flowStepPartnerItems',
  'listing-items': 'flowStepListingItems',
  'listing-furniture': 'flowStepFurniture',
  'listing-inventory': 'flowStepInventory',
  'listing-price-options': 'flowStepPriceOptions',
};

/** Words per field: when it is empty, when an address has no place on the map, when it is otherwise wrong. */
const FIELD_KEYS: Readonly<
  Record<string, { missing: QuoteFlowMessageKey; located?: QuoteFlowMessageKey; invalid: QuoteFlowMessageKey }>
> = {
  pickup_address_data: { missing: 'flowPickupMissing', located: 'flowPickupLocated', invalid: 'flowPickupInvalid' },
  delivery_address_data: {
    missing: 'flowDeliveryMissing',
    located: 'flowDeliveryLocated',
    invalid: 'flowDeliveryInvalid',
  },
  move_items: { missing: 'flowItemsMissing', invalid: 'flowItemsInvalid' },
  pickup_date: { missing: 'flowDateMissing', invalid: 'flowDateInvalid' },
};

/** The built-in codes of `checkField` (field-rules.ts); any other code is the server rule's own. */
const BUILT_IN_CODES = new Set(['missing', 'tooShort', 'invalidFormat', 'addressNoCoordinates']);

/**
 * The name of a flow step (§2) in a locale.
 * @example flowStepName('listing-price-options', 'en-GB') // 'Dates and prices'
 */
export function flowStepName(step: QuoteFlowStep, locale: string): string {
  const key = STEP_NAME_KEYS[step];
  return key ? quoteFlowMessage(resolveLocale(locale), key) : String(step);
}

/**
 * What the error summary says of a failing field (back-office §5, §8): a server rule's own code
 * shows the server catalogue's words when it has them; otherwise the field's words: what to
 * enter when it is empty (`missing`), how to choose an address that has no place on the map
 * (`addressNoCoordinates`), else to give a valid one.
 * @example flowProblemText({ step: 'listing-furniture', bookingStep: 1, field: 'pickup_address_data', code: 'missing' }, 'en-GB') // 'Enter a pickup address'
 */
export function flowProblemText(problem: FlowProblem, locale: string): string {
  const lang = resolveLocale(locale);
  const code = String(problem.code ?? '');
  if (!BUILT_IN_CODES.has(code) && serverCodeMessageKey(code)) return serverCodeMessage(lang, code);
  const keys = Object.hasOwn(FIELD_KEYS, problem.field) ? FIELD_KEYS[problem.field] : undefined;
  if (!keys) return quoteFlowMessage(lang, 'flowFieldInvalid');
  if (code === 'missing') return quoteFlowMessage(lang, keys.missing);
  if (code === 'addressNoCoordinates' && keys.located) return quoteFlowMessage(lang, keys.located);
  return quoteFlowMessage(lang, keys.invalid);
}
