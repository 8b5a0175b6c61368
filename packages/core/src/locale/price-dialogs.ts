import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The words of the price dialogs (docs/behaviour/quote-flow.md §2: add-helper, price option, email-ask
 * and loading info modals), a module of their own so they load with the dialogs, not with the
 * calendar. The spec's own text ('Email entered is not a valid email', §8) is kept word for word.
 */
export const priceDialogsEnGB = {
  crewTextDriverOnly: 'the driver alone',
  crewTextOneHelper: 'the driver and 1 helper',
  crewTextHelpers: 'the driver and {count} helpers',
  addHelperTitle: 'Add a helper?',
  addHelperBody:
    'A helper comes with the driver to lift and carry. With two people, heavy and bulky furniture is moved more safely and sooner.',
  addHelperPrice: '{crew} costs {difference} more: {total} in all.',
  addHelperPriceUnknown: 'The price with a helper is shown on your booking before you pay.',
  addHelperAccept: 'Add a helper',
  addHelperDecline: 'No thanks',
  priceOptionTitle: 'Choose your service level',
  priceOptionIntro: 'Prices for {day} with {crew}.',
  levelAbout_standard: 'The van and crew you chose, with basic cover for your goods.',
  levelAbout_standard_plus: 'More cover for your goods, and priority support on the day.',
  levelAbout_premium: 'Protection Plus included, for goods worth up to {value}.',
  levelMore: '{difference} more',
  levelChosen: 'Your choice',
  priceOptionSubmit: 'Use this level',
  emailTitle: 'See your prices',
  emailIntro: 'Enter your email address to see the prices for your job.',
  emailLabel: 'Email address',
  emailHint: 'For example, name@example.com',
  emailMissing: 'Enter your email address to see prices.',
  emailInvalid: 'Email entered is not a valid email',
  emailSubmit: 'Show prices',
  emailNotNow: 'Not now',
  emailThanksSaid: 'Thank you. Loading your prices.',
  errorPrefix: 'Error:',
  loadingInfoTitle: 'Helpers and loading time',
  helpersWhat:
    'The driver drives the van and helps to load it. A helper comes along to lift and carry with the driver: with more people, heavy and bulky items are moved more safely and loading is quicker.',
  loadingEstimate: 'For your items, loading and unloading take {duration} in all with {crew}.',
  loadingIncluded: 'Loading time is included in your price; driving time comes on top.',
  loadingLater: 'We estimate the loading time with your prices, from your items and the number of people.',
  saverWhat:
    'Saver: flexible dates costs less. You choose the first day of a window and the job is done on one of its days.',
  cancel: 'Cancel',
};

/** Keys of the price dialogs' words. */
export type PriceDialogsMessageKey = keyof typeof priceDialogsEnGB;

/** es-ES words of the price dialogs («tú», like the other widgets). */
export const priceDialogsEsES: Record<PriceDialogsMessageKey, string> = {
  crewTextDriverOnly: 'solo el conductor',
  crewTextOneHelper: 'el conductor y 1 ayudante',
  crewTextHelpers: 'el conductor y {count} ayudantes',
  addHelperTitle: '¿Añadir un ayudante?',
  addHelperBody:
    'Un ayudante va con el conductor para levantar y cargar. Con dos personas, los muebles pesados y voluminosos se mueven con más seguridad y antes.',
  addHelperPrice: '{crew} cuesta {difference} más: {total} en total.',
  addHelperPriceUnknown: 'El precio con un ayudante se muestra en tu reserva antes de pagar.',
  addHelperAccept: 'Añadir un ayudante',
  addHelperDecline: 'No, gracias',
  priceOptionTitle: 'Elige tu nivel de servicio',
  priceOptionIntro: 'Precios para el {day} con {crew}.',
  levelAbout_standard: 'La furgoneta y el equipo que has elegido, con una cobertura básica para tus cosas.',
  levelAbout_standard_plus: 'Más cobertura para tus cosas y atención prioritaria el día del servicio.',
  levelAbout_premium: 'Protection Plus incluido, para bienes de hasta {value}.',
  levelMore: '{difference} más',
  levelChosen: 'Tu elección',
  priceOptionSubmit: 'Usar este nivel',
  emailTitle: 'Ver tus precios',
  emailIntro: 'Escribe tu correo electrónico para ver los precios de tu servicio.',
  emailLabel: 'Correo electrónico',
  emailHint: 'Por ejemplo, nombre@ejemplo.com',
  emailMissing: 'Escribe tu correo electrónico para ver los precios.',
  emailInvalid: 'El correo electrónico no es válido',
  emailSubmit: 'Ver los precios',
  emailNotNow: 'Ahora no',
  emailThanksSaid: 'Gracias. Cargando tus precios.',
  errorPrefix: 'Error:',
  loadingInfoTitle: 'Ayudantes y tiempo de carga',
  helpersWhat:
    'El conductor lleva la furgoneta y ayuda a cargarla. Un ayudante va con él para levantar y llevar las cosas: con más personas, los objetos pesados y voluminosos se mueven con más seguridad y la carga es más rápida.',
  loadingEstimate: 'Para tus cosas, cargar y descargar lleva {duration} en total con {crew}.',
  loadingIncluded: 'El tiempo de carga está incluido en el precio; el tiempo de conducción va aparte.',
  loadingLater: 'Calculamos el tiempo de carga con tus precios, según tus cosas y el número de personas.',
  saverWhat:
    'Ahorro: fechas flexibles cuesta menos. Eliges el primer día de un margen y el servicio se hace uno de esos días.',
  cancel: 'Cancelar',
};

/** The price dialogs' words per locale (en-IE speaks en-GB here). */
export const PRICE_DIALOGS_MESSAGES: Readonly<Record<Locale, Readonly<Record<PriceDialogsMessageKey, string>>>> = {
  'en-GB': priceDialogsEnGB,
  'en-IE': priceDialogsEnGB,
  'es-ES': priceDialogsEsES,
};

/** The price dialogs' words for a key, placeholders filled (see `createTranslator`). */
export const priceDialogsMessage = createTranslator((locale) => PRICE_DIALOGS_MESSAGES[locale]);
