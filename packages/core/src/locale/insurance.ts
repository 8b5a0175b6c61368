import { type Locale, numberFormat, resolveLocale } from './locales.js';
import { currencyForLocale } from './money.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The words of Protection Plus (docs/behaviour/quote-flow.md §2, §4, §5, §8, §9; back-office §2, §5,
 * §9): the card, the add and remove dialogs, the error of each code and the two pages of the
 * insurance terms. Apart from the full catalogue, so that `<hk-insurance>` loads only its own
 * words. Amounts arrive formatted as money (the locale's currency); the error sentences say the
 * same as the catalogue's `insuranceNoAmount`, `insuranceHighAmount` and `insuranceLowAmount`.
 * The terms are not shown in the spec: they are written from docs/domain-notes.md (cover priced on the
 * declared value of goods, with an excess), with the service's own figures.
 */
export const insuranceEnGB = {
  // The card.
  title: 'Protection Plus',
  intro: 'Cover for your goods against loss or damage during the move.',
  coverLabel: 'Cover up to',
  excessLabel: 'Excess per claim',
  noExcess: 'None',
  fromPrice: 'From {price}',
  rate: '{rate} of the value of your goods',
  international: 'Your move crosses a border, so the international terms apply.',
  premiumIncluded: 'Your premium package already covers goods worth up to {value}. Add Protection Plus to cover more.',
  add: 'Add Protection Plus',
  added: 'Added',
  valueLabel: 'Value of your goods',
  premiumLabel: 'Price',
  change: 'Change value',
  remove: 'Remove',
  terms: 'Read the terms',
  disabled: 'Your quote already includes full cover for your goods, so Protection Plus can’t be added.',
  unpriced: 'Protection Plus is offered with your prices. Enter your addresses and items to see it.',
  notOffered: 'Protection Plus isn’t offered for this job.',
  loading: 'Loading Protection Plus…',
  pricesPending: 'Protection Plus is offered with your prices.',
  retry: 'Try again',
  close: 'Close',
  cancel: 'Cancel',
  partFailed: 'This part couldn’t load. Check your connection, then try again.',

  // The add dialog (§4, §5).
  addTitle: 'Add Protection Plus',
  changeTitle: 'Change the value of your goods',
  addIntro: 'Tell us what everything you’re moving is worth: the price of Protection Plus depends on it.',
  valueHintRange: 'Between {min} and {max}, in numbers, like 12,000.',
  valueHintMin: 'At least {min}, in numbers, like 12,000.',
  valueHintMax: 'Up to {max}, in numbers, like 12,000.',
  valueHintPlain: 'In numbers, like 12,000.',
  livePremiumLabel: 'Your price',
  livePremiumEmpty: 'Shown once you enter the value of your goods',
  submitAdd: 'Add Protection Plus',
  submitChange: 'Save value',
  errorPrefix: 'Error:',
  noAmount: 'Enter the value of your goods, in numbers, to add Protection Plus.',
  highAmount: 'Protection Plus covers goods worth up to {maximum}. Enter a lower value.',
  highAmountNoMaximum: 'Protection Plus does not cover goods of that value. Enter a lower value.',
  lowAmount: 'The value of your goods must be at least the {excess} excess.',
  lowAmountNoExcess: 'The value of your goods must be at least the excess. Enter a higher value.',
  addedSaid: 'Protection Plus added: goods worth {value}, price {premium}.',
  changedSaid: 'Protection Plus changed: goods worth {value}, price {premium}.',

  // The remove dialog (§4).
  removeTitle: 'Remove Protection Plus?',
  removeBody: 'Your goods won’t be covered by Protection Plus any more, and {premium} comes off your price.',
  removeBodyPremium:
    'Your goods will be covered up to the {value} your premium package includes, and {premium} comes off your price.',
  removeConfirm: 'Remove Protection Plus',
  removeKeep: 'Keep Protection Plus',
  removedSaid: 'Protection Plus removed.',

  // The insurance terms, two pages (back-office §2, §9).
  termsTitle: 'Protection Plus terms',
  termsPage: 'Page {page} of {pages}',
  termsNext: 'Next',
  termsBack: 'Back',
  termsCoveredHeading: 'What is covered',
  termsCovered:
    'Protection Plus covers the goods on your booking against accidental loss or damage from the moment they are loaded until they are unloaded at the delivery address.',
  termsCover: 'It covers goods worth up to {cover} in total for this move.',
  termsNoCover: 'It covers the value of goods you give when you add it.',
  termsValue:
    'Give the full cost of replacing your goods as their value. If they are worth more than the value you give, a claim is paid in the same proportion.',
  termsPrice: 'It costs {rate} of the value of your goods, and at least {min}.',
  termsPriceNoMinimum: 'It costs {rate} of the value of your goods.',
  termsInternational: 'Your move crosses a border, so these are the international figures.',
  termsExcessHeading: 'The excess',
  termsExcess: 'The first {excess} of each claim is not paid: this is the excess.',
  termsNoExcess: 'There is no excess: a claim is paid from the first pound.',
  termsNotCoveredHeading: 'What is not covered',
  termsNotCovered1: 'Cash, jewellery, watches, documents, and other valuables.',
  termsNotCovered2: 'Goods you packed yourself, unless their packaging is damaged too.',
  termsNotCovered3: 'Wear and tear, faults of machines and electrical goods, and damage from damp, mould or insects.',
  termsNotCovered4: 'Food and other perishable goods, plants and animals.',
  termsNotCovered5: 'Goods left in storage, and losses caused by delay.',
  termsClaimHeading: 'How to claim',
  termsClaim1: 'Write any loss or damage on the delivery paperwork before the driver leaves, and take photos.',
  termsClaim2:
    'Tell us within 7 days of delivery, with your booking reference, the photos and what each item is worth.',
  termsClaim3: 'Keep damaged items until your claim is settled: we may need to see them.',
  termsClaim4: 'We repair an item, or pay its value less the excess, usually within 30 days.',
};

/** Keys of the Protection Plus words. */
export type InsuranceMessageKey = keyof typeof insuranceEnGB;

/** en-GB words where Irish usage differs (money is shown in euro by `formatMoney`, not here). */
const insuranceEnIE: Record<InsuranceMessageKey, string> = {
  ...insuranceEnGB,
  termsNoExcess: 'There is no excess: a claim is paid from the first euro.',
};

/** The Protection Plus words per locale. */
export const INSURANCE_MESSAGES: Readonly<Record<Locale, Readonly<Record<InsuranceMessageKey, string>>>> = catalogues(
  'insurance',
  insuranceEnGB,
  insuranceEnIE,
);

/** The Protection Plus words for a key, placeholders filled (see `createTranslator`). */
export const insuranceMessage = createTranslator((locale) => INSURANCE_MESSAGES[locale]);

/** Percent with up to two decimals, as the locale writes it. */
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/**
 * An insurance rate (a fraction of the value of goods) as a percentage for the locale, with a
 * cached formatter; a value that is not a finite number gives ''.
 * @example formatInsuranceRate('en-GB', 0.015) // '1.5%'
 * @example formatInsuranceRate('es-ES', 0.015) // '1,5 %'
 */
export function formatInsuranceRate(locale: Locale, rate: number): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return '';
  return numberFormat(resolveLocale(locale), PERCENT).format(rate);
}

/**
 * A value of goods, cover, excess or minimum price in the locale's currency: whole amounts
 * without pence or cents (£50,000, 12.000 €), others with two decimals; cached formatters. A
 * value that is not a finite number gives ''.
 * @example formatInsuranceAmount('en-GB', 50000) // '£50,000'
 * @example formatInsuranceAmount('es-ES', 12000) // '12.000 €'
 */
export function formatInsuranceAmount(locale: Locale, amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const resolved = resolveLocale(locale);
  const whole = Number.isInteger(amount);
  return numberFormat(resolved, {
    style: 'currency',
    currency: currencyForLocale(resolved),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
