import type { AdjustmentType } from '../model/price-adjustment.js';
import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The price adjustments panel's words (docs/behaviour/back-office.md §3, §6, §8), for admin staff.
 * The save outcome ('Save was successful', the first error) is the shared catalogue's.
 */
export const priceAdjustmentsEnGB = {
  adjustmentsHeading: 'Price adjustments',
  adjustmentsLoading: 'Loading price adjustments…',
  adjustmentsNone: 'No price adjustments on this job yet.',
  adjustmentsFailed: 'The price adjustments could not be loaded.',
  adjustmentsRetry: 'Try again',
  adjustmentsNoRecord: 'Price adjustments appear once the job has a saved quote.',
  adjustmentsNoPermission:
    'You can see these adjustments but not change them: your account does not have the price adjustments permission.',
  adjustmentsNoToken: 'Price adjustments cannot be shown: no sign-in with the manage-price-adjustments role was given.',
  adjustmentsNoService: 'Price adjustments are not available here: no price adjustment service is set up.',
  adjustmentsChecking: 'Checking your access to price adjustments…',
  type_DISCOUNT_OFFER: 'Discount offer',
  type_ADMIN_DISCOUNT: 'Admin discount',
  type_ADMIN_PREMIUM: 'Admin premium',
  columnType: 'Type',
  columnChange: 'Change',
  columnActions: 'Actions',
  changePercentDown: '−{percent}%',
  changePercentUp: '+{percent}%',
  changeAmountDown: '−{amount}',
  changeAmountUp: '+{amount}',
  edit: 'Edit',
  editLabel: 'Edit {type} {change}',
  remove: 'Delete',
  removeLabel: 'Delete {type} {change}',
  formAddHeading: 'Add an adjustment',
  formEditHeading: 'Edit {type}',
  fieldType: 'Type',
  fieldMode: 'Adjust by',
  modePercent: 'Percent',
  modeAmount: 'Amount',
  fieldPercent: 'Percent',
  fieldPercentHint: 'More than 0, up to 100. For example 10 or 12.5.',
  fieldAmount: 'Amount',
  fieldAmountHint: 'In {currency}, for example 25 or 12.50.',
  fieldReason: 'Reason',
  reasonChoose: 'Choose a reason',
  reasonsLoading: 'Loading reasons…',
  reasonsFailed: 'The reasons could not be loaded; you can save without one.',
  add: 'Add adjustment',
  save: 'Save changes',
  cancelEdit: 'Cancel',
  errorPrefix: 'Error:',
  adjustmentPercentMissing: 'Enter a percent.',
  adjustmentAmountMissing: 'Enter an amount.',
  adjustmentPercentNotNumber: 'Enter the percent as a number, like 10 or 12.5.',
  adjustmentPercentRange: 'Enter a percent more than 0 and up to 100.',
  adjustmentAmountNotMoney: 'Enter the amount as money, like 25 or 12.50.',
  adjustmentAmountPositive: 'Enter an amount more than 0.',
  adjustmentReasonMissing: 'Choose a reason.',
  confirmTitle: 'Delete this adjustment?',
  confirmBody: '{type} {change} will be removed and the customer’s price worked out again.',
  confirmDelete: 'Delete adjustment',
  confirmCancel: 'Keep it',
  close: 'Close',
  discountsHeading: 'Customer discounts',
  discountsNone: 'The customer has no discounts.',
  discountsLoading: 'Loading customer discounts…',
  discountsFailed: 'The customer discounts could not be loaded.',
  discountLine: '{percent}% {type}',
  discount_LIFETIME: 'lifetime discount',
  discount_DISCOUNT_OFFER: 'discount offer',
  discountOther: 'discount',
};

/** Keys of the price adjustments panel's words. */
export type PriceAdjustmentsMessageKey = keyof typeof priceAdjustmentsEnGB;

/** The panel's words per locale (en-IE speaks en-GB here). */
export const PRICE_ADJUSTMENTS_MESSAGES: Readonly<
  Record<Locale, Readonly<Record<PriceAdjustmentsMessageKey, string>>>
> = catalogues('price-adjustments', priceAdjustmentsEnGB);

/** The panel's words for a key, placeholders filled (see `createTranslator`). */
export const priceAdjustmentsMessage = createTranslator((locale) => PRICE_ADJUSTMENTS_MESSAGES[locale]);

/** The key of an adjustment type's name. */
export const adjustmentTypeKey = (type: AdjustmentType): PriceAdjustmentsMessageKey => `type_${type}`;

/** The key of a customer discount's kind: a known kind's words, else plain "discount". */
export function discountTypeKey(type: unknown): PriceAdjustmentsMessageKey {
  const key = `discount_${String(type)}`;
  return Object.hasOwn(priceAdjustmentsEnGB, key) ? (key as PriceAdjustmentsMessageKey) : 'discountOther';
}
