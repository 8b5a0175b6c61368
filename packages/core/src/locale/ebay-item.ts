import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The eBay item panel's words (docs/behaviour/back-office.md §2 "eBay item", §5 eleven or more
 * digits in the item box, §8 'eBay listing not found'), apart from the full catalogue so the
 * item box loads only these. `ebayListingNotFound` is the §8 text word for word, as the full
 * catalogue has it (a test keeps the two the same).
 */
export const ebayItemEnGB = {
  ebayLookingUp: 'Looking up eBay item {id}…',
  ebayItemNumber: 'eBay item {id}',
  ebayFound: 'Found on eBay: {title}',
  ebayHolds: 'This listing holds:',
  ebayItemLine: '{quantity} × {name}',
  ebayAddItems: 'Add these items',
  ebayAdded: 'Added {count} items from “{title}”',
  ebayAddedOne: 'Added {name} from “{title}”',
  ebayListingNotFound: 'eBay listing not found',
  ebayNotFoundHint: 'Check the item number, or search for your items by name instead, like “sofa”.',
  ebayEmpty: 'This listing holds nothing we can add. Search for your items by name instead.',
  ebayFailedTitle: 'We could not look up this eBay item just now',
  ebayFailed: 'Check your connection, then try again. Or search for your items by name.',
  ebayRetry: 'Try again',
};

/** Keys of the eBay item panel's words. */
export type EbayItemMessageKey = keyof typeof ebayItemEnGB;

/** es-ES words of the eBay item panel. */
export const ebayItemEsES: Record<EbayItemMessageKey, string> = {
  ebayLookingUp: 'Buscando el artículo de eBay {id}…',
  ebayItemNumber: 'Artículo de eBay {id}',
  ebayFound: 'Encontrado en eBay: {title}',
  ebayHolds: 'Este anuncio incluye:',
  ebayItemLine: '{quantity} × {name}',
  ebayAddItems: 'Añadir estos artículos',
  ebayAdded: 'Añadidos {count} artículos de «{title}»',
  ebayAddedOne: 'Añadido: {name} de «{title}»',
  ebayListingNotFound: 'No se ha encontrado el anuncio de eBay',
  ebayNotFoundHint: 'Revisa el número del artículo o busca tus artículos por su nombre, como «sofá».',
  ebayEmpty: 'Este anuncio no incluye nada que podamos añadir. Busca tus artículos por su nombre.',
  ebayFailedTitle: 'No hemos podido buscar este artículo de eBay ahora',
  ebayFailed: 'Comprueba la conexión e inténtalo de nuevo. O busca tus artículos por su nombre.',
  ebayRetry: 'Reintentar',
};

/** The eBay item panel's words per locale (en-IE speaks en-GB here). */
export const EBAY_ITEM_MESSAGES: Readonly<Record<Locale, Readonly<Record<EbayItemMessageKey, string>>>> = {
  'en-GB': ebayItemEnGB,
  'en-IE': ebayItemEnGB,
  'es-ES': ebayItemEsES,
};

/** The eBay item panel's words for a key, placeholders filled (see `message`). */
export const ebayItemMessage = createTranslator((locale) => EBAY_ITEM_MESSAGES[locale]);
