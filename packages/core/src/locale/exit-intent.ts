import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The exit-intent dialog's words (customer-quote-flow.md §2; what it says is not shown in the
 * spec, so these are this library's): a plain reminder that nothing is lost, the job's lowest
 * price when prices are known, and one way on. No pressure, no countdown, no "no thanks, I like
 * paying more".
 */
export const exitIntentEnGB = {
  exitTitle: 'Leaving already?',
  exitSaved: 'Your quote is saved on this device for {minutes} minutes, so you can pick up where you left off.',
  exitLowest: 'Prices for your job start at {price}.',
  exitNoPrice: 'Add your addresses and items to see prices for every day.',
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
  exitNoPrice: 'Añade tus direcciones y tus artículos para ver los precios de cada día.',
  exitKeepGoing: 'Seguir',
  exitClose: 'Cerrar',
};

/** The exit-intent dialog's words per locale (en-IE speaks en-GB here). */
export const EXIT_INTENT_MESSAGES: Readonly<Record<Locale, Readonly<Record<ExitIntentMessageKey, string>>>> = {
  'en-GB': exitIntentEnGB,
  'en-IE': exitIntentEnGB,
  'es-ES': exitIntentEsES,
};

/** The exit-intent dialog's words for a key, placeholders filled (see `createTranslator`). */
export const exitIntentMessage = createTranslator((locale) => EXIT_INTENT_MESSAGES[locale]);
