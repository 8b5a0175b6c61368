import { ITEM_SEARCH_WORDS } from './item-search-words.js';
import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The item picker's words, apart from the full catalogue so that a page showing only the picker
 * loads only these (the full catalogues spread them in, so every key is in both).
 */
export const itemPickerEnGB = {
  itemSearchLabel: ITEM_SEARCH_WORDS.en.label,
  itemSearchPlaceholder: ITEM_SEARCH_WORDS.en.placeholder,
  itemSearchLoading: 'Searching…',
  itemSearchNoResults: 'No items found for “{text}”. Try another word, like “table”.',
  itemSearchFailedTitle: 'We could not search just now',
  itemSearchFailed: 'Check your connection, then try again. Your items are kept.',
  itemSearchResult: '1 result',
  itemSearchResults: '{count} results',
  itemSetCount: '{count} items',
  retry: 'Try again',
  itemsHeading: 'Your items',
  itemsEmpty: 'No items yet. Search above to add your first one, like “sofa” or “boxes”.',
  itemIncrease: 'Add one {name}',
  itemDecrease: 'Remove one {name}',
  itemRemove: 'Remove {name}',
  itemQuantity: 'Quantity of {name}',
  itemAdded: 'Added {name}',
  itemRemoved: 'Removed {name}',
  itemRestored: 'Put back {name}',
  itemQuantityNow: '{name}, quantity {quantity}',
  undo: 'Undo',
  totalOne: '1 item',
  totalMany: '{count} items',
  totalVolume: 'about {volume} m³',
  totalVolumeFeet: 'about {volume} m³ ({feet} ft³)',
  fits_small_transit: 'fits a small van',
  fits_large_transit: 'fits a large van',
  fits_luton_van: 'fits a Luton van',
  fitsNone: 'more than one Luton van',
  quantityNotWhole: 'Enter a whole number from 1 to {max}, like 2. The quantity is still {previous}.',
  quantityTooHigh: 'Enter {max} or fewer. The quantity is still {previous}.',
};

/** Keys of the item picker's words. */
export type ItemPickerMessageKey = keyof typeof itemPickerEnGB;

/** es-ES words of the item picker. */
export const itemPickerEsES: Record<ItemPickerMessageKey, string> = {
  itemSearchLabel: ITEM_SEARCH_WORDS.es.label,
  itemSearchPlaceholder: ITEM_SEARCH_WORDS.es.placeholder,
  itemSearchLoading: 'Buscando…',
  itemSearchNoResults: 'No hay artículos para «{text}». Prueba con otra palabra, como «mesa».',
  itemSearchFailedTitle: 'No hemos podido buscar ahora',
  itemSearchFailed: 'Comprueba la conexión e inténtalo de nuevo. Tus artículos se conservan.',
  itemSearchResult: '1 resultado',
  itemSearchResults: '{count} resultados',
  itemSetCount: '{count} artículos',
  retry: 'Reintentar',
  itemsHeading: 'Tus artículos',
  itemsEmpty: 'Aún no hay artículos. Busca arriba para añadir el primero, como «sofá» o «cajas».',
  itemIncrease: 'Añadir uno: {name}',
  itemDecrease: 'Quitar uno: {name}',
  itemRemove: 'Quitar {name}',
  itemQuantity: 'Cantidad de {name}',
  itemAdded: 'Añadido: {name}',
  itemRemoved: 'Quitado: {name}',
  itemRestored: 'Recuperado: {name}',
  itemQuantityNow: '{name}, cantidad {quantity}',
  undo: 'Deshacer',
  totalOne: '1 artículo',
  totalMany: '{count} artículos',
  totalVolume: 'unos {volume} m³',
  totalVolumeFeet: 'unos {volume} m³ ({feet} ft³)',
  fits_small_transit: 'cabe en una furgoneta pequeña',
  fits_large_transit: 'cabe en una furgoneta grande',
  fits_luton_van: 'cabe en un camión Luton',
  fitsNone: 'más de un camión Luton',
  quantityNotWhole: 'Escribe un número entero de 1 a {max}, como 2. La cantidad sigue en {previous}.',
  quantityTooHigh: 'Escribe {max} o menos. La cantidad sigue en {previous}.',
};

/** The item picker's words per locale (en-IE speaks en-GB here). */
export const ITEM_PICKER_MESSAGES: Readonly<Record<Locale, Readonly<Record<ItemPickerMessageKey, string>>>> = {
  'en-GB': itemPickerEnGB,
  'en-IE': itemPickerEnGB,
  'es-ES': itemPickerEsES,
};

/** The item picker's words for a key, placeholders filled (see `message`). */
export const itemPickerMessage = createTranslator((locale) => ITEM_PICKER_MESSAGES[locale]);
