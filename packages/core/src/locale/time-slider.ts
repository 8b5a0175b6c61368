import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The time slider's words (docs/behaviour/quote-flow.md §2, §4, §6, §9): the collection or delivery
 * window, its two thumbs, the mode switch and its furniture confirmation, the long-distance rule,
 * the delivery window derived from the collection window and the reset. Apart from the full
 * catalogue, so `<hk-time-slider>` loads only these. Hours arrive written for the locale
 * (formatSliderHour: "8am" in English, "8:00" in Spanish); `{hours}` counts are numbers.
 */
export const timeSliderEnGB = {
  heading: 'Time window',
  modeLegend: 'Choose a time for',
  modeCollection: 'Collection',
  modeDelivery: 'Delivery',
  windowCollection: 'Collection between {start} and {end}',
  windowDelivery: 'Delivery between {start} and {end}',
  startCollection: 'Earliest collection',
  endCollection: 'Latest collection',
  startDelivery: 'Earliest delivery',
  endDelivery: 'Latest delivery',
  minimumOne: 'Give us a window of at least 1 hour.',
  minimumMany: 'Give us a window of at least {hours} hours.',
  deliveryFrom: 'Delivery from {hour} at the earliest.',
  collectionOnly: 'On long journeys we can only fix the collection time.',
  adminExempt:
    'Long journey: customers can only fix the collection time. As an admin you can set the delivery time too.',
  expectedDelivery: 'Expected delivery between {start} and {end}',
  expectedDeliveryBy: 'Expected delivery by {end}',
  adminDeliveryBasis: 'Collection window + {trip} h driving + {loading} h loading + 1 h, until {cap} at the latest.',
  adminDeliveryFrom: 'From a collection between {start} and {end}.',
  reset: 'Reset times',
  resetSaid: 'Times reset: {window}. Prices are being updated.',
  loading: 'Loading the time windows…',
  confirmToDeliveryTitle: 'Set a delivery time instead?',
  confirmToCollectionTitle: 'Set a collection time instead?',
  confirmToDelivery:
    'For furniture we fix either the collection time or the delivery time. Your collection time, {start} to {end}, will be cleared.',
  confirmToCollection:
    'For furniture we fix either the collection time or the delivery time. Your delivery time, {start} to {end}, will be cleared.',
  keepCollection: 'Keep collection time',
  keepDelivery: 'Keep delivery time',
  switchToDelivery: 'Switch to delivery',
  switchToCollection: 'Switch to collection',
  close: 'Close',
  partFailed: 'This part could not load. Check your connection and try again.',
  retry: 'Try again',
};

/** Keys of the time slider's words. */
export type TimeSliderMessageKey = keyof typeof timeSliderEnGB;

/** The time slider's words per locale (en-IE speaks en-GB here). */
export const TIME_SLIDER_MESSAGES: Readonly<Record<Locale, Readonly<Record<TimeSliderMessageKey, string>>>> =
  catalogues('time-slider', timeSliderEnGB);

/** The time slider's words for a key, placeholders filled (see `createTranslator`). */
export const timeSliderMessage = createTranslator((locale) => TIME_SLIDER_MESSAGES[locale]);
