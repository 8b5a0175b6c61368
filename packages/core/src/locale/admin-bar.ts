import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The admin bar's words (docs/behaviour/back-office.md §2, §6, §8), for admin staff: plain words,
 * never a code. The save outcome ('Save was successful', the first error) is the shared
 * catalogue's. Figure labels are `figure_<server key>` for the keys the bar knows.
 */
export const adminBarEnGB = {
  adminBarHeading: 'Admin',
  adminBarChecking: 'Checking who is signed in…',
  state_draft: 'Not saved yet',
  state_quote: 'Quote',
  state_listing: 'Booked listing',
  state_editing: 'Editing a booked listing',
  factState: 'Status',
  factPreListingId: 'Quote number',
  factListingId: 'Listing number',
  factCategory: 'Category',
  factPickupDate: 'Pickup day',
  factPickupDateNone: 'No day chosen',
  factTotal: 'Customer total',
  factNone: 'None',
  priceHeading: 'Admin price',
  infoLoading: 'Loading the admin price…',
  infoFailed: 'The admin price could not be loaded.',
  infoNoQuote: 'The admin price appears once the quote is saved.',
  infoRetry: 'Try again',
  infoNone: 'No admin price figures for this quote.',
  overrideNow: 'Admin price in use: {customer}',
  overrideNowWithProvider: 'Admin price in use: {customer} (provider gets {provider})',
  fieldPrice: 'Customer price',
  fieldPriceHint: 'In {currency}, for example 150 or 149.50. Leave empty to use the day’s price.',
  fieldMargin: 'Margin',
  fieldMarginHint: 'In percent, from 0 to less than 100. Leave empty for the usual margin.',
  calculate: 'Calculate',
  calculating: 'Calculating…',
  calculationHeading: 'Calculated price',
  calculationFailed: 'The price could not be calculated.',
  applyOverride: 'Use this price',
  removeOverride: 'Remove override',
  recalculate: 'Recalculate prices',
  insuranceService: 'Insurance service',
  insuranceHeading: 'Insurance service',
  fieldValueOfGoods: 'Value of goods',
  fieldValueOfGoodsHint: 'In {currency}, for example 8000.',
  fieldInsuranceAmount: 'Insurance price',
  fieldInsuranceAmountHint: 'In {currency}. Leave empty to charge the service’s own price.',
  saveInsurance: 'Save insurance',
  removeInsurance: 'Remove insurance',
  closeInsurance: 'Close',
  priceAdjustments: 'Price adjustments',
  saving: 'Saving…',
  errorPrefix: 'Error:',
  cancel: 'Cancel',
  figureYes: 'Yes',
  figureNo: 'No',
  figure_customer_price: 'Customer price',
  figure_provider_price: 'Provider price',
  figure_margin: 'Margin',
  figure_admin_price: 'Admin price',
  figure_admin_amount: 'Admin price',
  figure_admin_tp_amount: 'Provider price (admin)',
  figure_base_price: 'Base price',
  figure_lowest_price: 'Lowest price',
  figure_total_price: 'Total price',
  figure_amount: 'Amount',
  figure_tp_amount: 'Provider amount',
  figure_default_margin: 'Usual margin',
  figure_margin_percent: 'Margin',
  adminPriceNotMoney: 'Enter the price as money, like 150 or 149.50.',
  adminPricePositive: 'Enter a price more than 0.',
  adminMarginNotNumber: 'Enter the margin as a number, like 20 or 17.5.',
  adminMarginRange: 'Enter a margin from 0 to less than 100.',
  adminPriceMissing: 'Calculate a price or type a customer price first.',
  adminNoQuote: 'Save the quote first: it has no quote number yet.',
  insuranceNoAmount: 'Enter the value of goods, in numbers.',
  insuranceHighAmount: 'The insurance covers goods worth up to {maximum}. Enter a lower value.',
  insuranceLowAmount: 'The value of goods must be at least the {excess} excess.',
  insuranceAmountNotMoney: 'Enter the insurance price as money, like 45 or 39.50.',
  permissionRefused: 'Your account may not do this.',
};

/** Keys of the admin bar's words. */
export type AdminBarMessageKey = keyof typeof adminBarEnGB;

/** The bar's words per locale (en-IE speaks en-GB here). */
export const ADMIN_BAR_MESSAGES: Readonly<Record<Locale, Readonly<Record<AdminBarMessageKey, string>>>> = catalogues(
  'admin-bar',
  adminBarEnGB,
);

/** The bar's words for a key, placeholders filled (see `createTranslator`). */
export const adminBarMessage = createTranslator((locale) => ADMIN_BAR_MESSAGES[locale]);
