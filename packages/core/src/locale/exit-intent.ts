import type { ExitIntentNoteKind } from '../rules/quote-flow/exit-intent.js';
import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The exit-intent dialog's words (docs/behaviour/quote-flow.md §2; what it says is not shown in the
 * spec, so these are this library's): a plain reminder that nothing is lost, the job's lowest
 * price when prices are known, and one way on. No pressure, no countdown, no "no thanks, I like
 * paying more".
 */
export const exitIntentEnGB = {
  exitTitle: 'Leaving already?',
  exitSaved: 'Your quote is saved on this device for {minutes} minutes, so you can pick up where you left off.',
  exitLowest: 'Prices for your job start at {price}.',
  exitAddJob: 'Add your addresses and items to see your prices.',
  exitAddAddresses: 'Add your pickup and delivery addresses to see your prices.',
  exitAddItems: 'Add your items to see your prices.',
  exitPricesNext: 'Your job is ready: keep going to see your prices.',
  exitPricesComing: 'Your prices show on this page as soon as they are ready.',
  exitPricesHidden: 'Give your email address and we will show you the prices for your job.',
  exitKeepGoing: 'Keep going',
  exitClose: 'Close',
};

/** Keys of the exit-intent dialog's words. */
export type ExitIntentMessageKey = keyof typeof exitIntentEnGB;

/** es-ES words of the exit-intent dialog («tú», like the other widgets). */
export const exitIntentEsES: Record<ExitIntentMessageKey, string> = {
  exitTitle: '¿Ya te vas?',
  exitSaved:
    'Tu presupuesto queda guardado en este dispositivo durante {minutes} minutos, así que puedes seguir donde lo dejaste.',
  exitLowest: 'Los precios de tu servicio empiezan en {price}.',
  exitAddJob: 'Añade tus direcciones y tus artículos para ver tus precios.',
  exitAddAddresses: 'Añade las direcciones de recogida y de entrega para ver tus precios.',
  exitAddItems: 'Añade tus artículos para ver tus precios.',
  exitPricesNext: 'Tu servicio está listo: sigue para ver tus precios.',
  exitPricesComing: 'Tus precios aparecen en esta página en cuanto estén listos.',
  exitPricesHidden: 'Danos tu correo electrónico y te mostraremos los precios de tu servicio.',
  exitKeepGoing: 'Seguir',
  exitClose: 'Cerrar',
};

/** The exit-intent dialog's words per locale (en-IE speaks en-GB here). */
export const EXIT_INTENT_MESSAGES: Readonly<Record<Locale, Readonly<Record<ExitIntentMessageKey, string>>>> = {
  'en-GB': exitIntentEnGB,
  'en-IE': exitIntentEnGB,
  'es-ES': exitIntentEsES,
};

/** The words of each exit-intent note (see `exitIntentNote`). */
export const EXIT_INTENT_NOTE_KEYS: Readonly<Record<ExitIntentNoteKind, ExitIntentMessageKey>> = {
  addJob: 'exitAddJob',
  addAddresses: 'exitAddAddresses',
  addItems: 'exitAddItems',
  pricesNext: 'exitPricesNext',
  pricesComing: 'exitPricesComing',
  pricesHidden: 'exitPricesHidden',
  lowest: 'exitLowest',
};

/** The exit-intent dialog's words for a key, placeholders filled (see `createTranslator`). */
export const exitIntentMessage = createTranslator((locale) => EXIT_INTENT_MESSAGES[locale]);
