import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The item picker's words, apart from the full catalogue so that a page showing only the picker
 * loads only these (the full catalogues spread them in, so every key is in both).
 */
export const itemPickerEnGB = {
  itemSearchLabel: 'Search for an item',
  itemSearchPlaceholder: 'e.g. sofa, fridge, boxes',
  itemSearchLoading: 'Searching…',
  itemSearchNoResults: 'No items found for “{text}”',
  itemSearchFailed: 'We could not search just now. Try again in a moment.',
  itemSearchResults: '{count} results',
  itemSetCount: '{count} items',
  itemsHeading: 'Your items',
  itemsEmpty: 'No items yet: search above to add them.',
  itemIncrease: 'Add one {name}',
  itemDecrease: 'Remove one {name}',
  itemRemove: 'Remove {name}',
  itemQuantity: 'Quantity of {name}',
  itemAdded: 'Added {name}',
  quantityNotWhole: '“{text}” is not a whole number from 1 to {max}, so the quantity stays {previous}.',
  quantityTooHigh: 'The most you can add of one item is {max}, so the quantity stays {previous}.',
  errorCode: 'Code: {code}',
};

/** Keys of the item picker's words. */
export type ItemPickerMessageKey = keyof typeof itemPickerEnGB;

/** es-ES words of the item picker. */
export const itemPickerEsES: Record<ItemPickerMessageKey, string> = {
  itemSearchLabel: 'Busca un artículo',
  itemSearchPlaceholder: 'p. ej. sofá, nevera, cajas',
  itemSearchLoading: 'Buscando…',
  itemSearchNoResults: 'No hay artículos para «{text}»',
  itemSearchFailed: 'No hemos podido buscar ahora. Inténtalo de nuevo en un momento.',
  itemSearchResults: '{count} resultados',
  itemSetCount: '{count} artículos',
  itemsHeading: 'Tus artículos',
  itemsEmpty: 'Aún no hay artículos: búscalos arriba para añadirlos.',
  itemIncrease: 'Añadir un {name}',
  itemDecrease: 'Quitar un {name}',
  itemRemove: 'Quitar {name}',
  itemQuantity: 'Cantidad de {name}',
  itemAdded: 'Añadido {name}',
  quantityNotWhole: '«{text}» no es un número entero de 1 a {max}; la cantidad sigue en {previous}.',
  quantityTooHigh: 'Lo máximo de un artículo es {max}; la cantidad sigue en {previous}.',
  errorCode: 'Código: {code}',
};

/** The item picker's words per locale (en-IE speaks en-GB here). */
export const ITEM_PICKER_MESSAGES: Readonly<Record<Locale, Readonly<Record<ItemPickerMessageKey, string>>>> = {
  'en-GB': itemPickerEnGB,
  'en-IE': itemPickerEnGB,
  'es-ES': itemPickerEsES,
};

/** The item picker's words for a key, placeholders filled (see `message`). */
export const itemPickerMessage = createTranslator((locale) => ITEM_PICKER_MESSAGES[locale]);
