import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The words of the price tabs and the bar under the calendar (docs/behaviour/quote-flow.md §4 price
 * tabs), apart from the full catalogue so a page with the calendar loads only these; the price
 * dialogs' words are in price-dialogs.ts, loaded with them. men_required counts everyone who
 * lifts, the driver included (the demo prices 1 as the driver alone), so a tab is named by its
 * crew: "Driver only", "Driver + 1 helper".
 */
export const priceTabsEnGB = {
  tabsLabel: 'Price options',
  cardsLegend: 'Choose your price option',
  crewDriverOnly: 'Driver only',
  crewOneHelper: 'Driver + 1 helper',
  crewHelpers: 'Driver + {count} helpers',
  peopleOne: '1 person to lift',
  peopleMany: '{count} people to lift',
  tabFlexible: 'Saver: flexible dates',
  tabFlexibleAbout: 'Pay less: the job is done on a day in your window',
  priceFrom: 'from {price}',
  priceNone: 'No price',
  priceHidden: 'Price hidden',
  infoOpen: 'About helpers and loading time',

  // The bar under the calendar.
  dayLabel: 'Your date',
  dayNone: 'Choose a date on the calendar to see your total and continue.',
  // date-fns pattern of the chosen day.
  dayPattern: 'EEEE d MMMM',
  dayFlexible: '{day}, flexible',
  totalLabel: 'Total',
  totalNow: 'Total now {total}',
  totalUpdating: 'Updating…',
  // Beside the total when the customer's lifetime discount is taken off it (§6: never on hourly rate).
  totalDiscounted: 'with your {percent}\u00a0% lifetime discount',
  continue: 'Continue',
  // Continue saves the quote first; when that fails the customer is told and can try again.
  saveFailedTitle: 'We could not save your quote',
  saveFailedText: 'Everything you chose is kept. Check your connection, then try again.',
  saveRetry: 'Try again',
  serviceLevel: 'Service level: {level}',
  serviceLevelChange: 'Change',
  serviceLevelChangeLabel: 'Change service level',
  showPrices: 'Show prices',

  // Service levels, named on the bar and in the price option modal (back-office §4 price keys).
  level_standard: 'Standard',
  level_standard_plus: 'Standard Plus',
  level_premium: 'Premium',

  close: 'Close',
  partFailed: 'This could not load. Check your connection and try again.',
  retry: 'Try again',
};

/** Keys of the price tabs' words. */
export type PriceTabsMessageKey = keyof typeof priceTabsEnGB;

/** The price tabs' words per locale (en-IE speaks en-GB here). */
export const PRICE_TABS_MESSAGES: Readonly<Record<Locale, Readonly<Record<PriceTabsMessageKey, string>>>> = catalogues(
  'price-tabs',
  priceTabsEnGB,
);

/** The price tabs' words for a key, placeholders filled (see `createTranslator`). */
export const priceTabsMessage = createTranslator((locale) => PRICE_TABS_MESSAGES[locale]);
