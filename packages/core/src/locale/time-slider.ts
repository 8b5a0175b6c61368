import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The time slider's words (customer-quote-flow.md §2, §4, §6, §9): the collection or delivery
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

/** es-ES words of the time slider («tú», like the other widgets). */
export const timeSliderEsES: Record<TimeSliderMessageKey, string> = {
  heading: 'Franja horaria',
  modeLegend: 'Elige la hora de',
  modeCollection: 'Recogida',
  modeDelivery: 'Entrega',
  windowCollection: 'Recogida entre las {start} y las {end}',
  windowDelivery: 'Entrega entre las {start} y las {end}',
  startCollection: 'Recogida más temprana',
  endCollection: 'Recogida más tardía',
  startDelivery: 'Entrega más temprana',
  endDelivery: 'Entrega más tardía',
  minimumOne: 'Danos una franja de al menos 1 hora.',
  minimumMany: 'Danos una franja de al menos {hours} horas.',
  deliveryFrom: 'Entregas a partir de las {hour}.',
  collectionOnly: 'En los trayectos largos solo podemos fijar la hora de recogida.',
  adminExempt:
    'Trayecto largo: los clientes solo pueden fijar la hora de recogida. Como administrador, también puedes fijar la de entrega.',
  expectedDelivery: 'Entrega prevista entre las {start} y las {end}',
  expectedDeliveryBy: 'Entrega prevista hasta las {end}',
  adminDeliveryBasis:
    'Franja de recogida + {trip} h de trayecto + {loading} h de carga + 1 h, hasta las {cap} como muy tarde.',
  adminDeliveryFrom: 'Con una recogida entre las {start} y las {end}.',
  reset: 'Restablecer horas',
  resetSaid: 'Horas restablecidas: {window}. Estamos actualizando los precios.',
  loading: 'Cargando las franjas horarias…',
  confirmToDeliveryTitle: '¿Fijar la hora de entrega?',
  confirmToCollectionTitle: '¿Fijar la hora de recogida?',
  confirmToDelivery:
    'Para muebles fijamos la hora de recogida o la de entrega, no las dos. Se borrará tu hora de recogida, de {start} a {end}.',
  confirmToCollection:
    'Para muebles fijamos la hora de recogida o la de entrega, no las dos. Se borrará tu hora de entrega, de {start} a {end}.',
  keepCollection: 'Mantener la recogida',
  keepDelivery: 'Mantener la entrega',
  switchToDelivery: 'Cambiar a entrega',
  switchToCollection: 'Cambiar a recogida',
  close: 'Cerrar',
  partFailed: 'No se ha podido cargar esta parte. Comprueba tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
};

/** The time slider's words per locale (en-IE speaks en-GB here). */
export const TIME_SLIDER_MESSAGES: Readonly<Record<Locale, Readonly<Record<TimeSliderMessageKey, string>>>> = {
  'en-GB': timeSliderEnGB,
  'en-IE': timeSliderEnGB,
  'es-ES': timeSliderEsES,
};

/** The time slider's words for a key, placeholders filled (see `createTranslator`). */
export const timeSliderMessage = createTranslator((locale) => TIME_SLIDER_MESSAGES[locale]);
