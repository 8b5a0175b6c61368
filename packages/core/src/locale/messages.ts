import { MAX_QUANTITY } from '../rules/items/constants.js';

/** Locales Haulkit speaks (`locale` attribute). */
export const LOCALES = ['en-GB', 'en-IE', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];

/** Default locale. */
export const DEFAULT_LOCALE: Locale = 'en-GB';

const enGB = {
  itemSearchLabel: 'Search for an item',
  itemSearchPlaceholder: 'e.g. sofa, fridge, boxes',
  itemSearchLoading: 'Searching…',
  itemSearchNoResults: 'No items found for “{text}”',
  itemSearchFailed: 'We could not search just now. Try again in a moment.',
  itemSearchResults: '{count} results',
  itemSetCount: '{count} items',
  itemsHeading: 'Your items',
  itemsEmpty: 'No items yet: search above to add them.',
  itemsTotal: '{count} pieces in total',
  itemIncrease: 'Add one {name}',
  itemDecrease: 'Remove one {name}',
  itemRemove: 'Remove {name}',
  itemQuantity: 'Quantity of {name}',
  itemAdded: 'Added {name}',
  quantityNotWhole: '“{text}” is not a whole number from 1 to {max}, so the quantity stays {previous}.',
  quantityTooHigh: 'The most you can add of one item is {max}, so the quantity stays {previous}.',
  attributeInvalid: 'This widget was set up with a wrong “{name}” attribute: {reason}',
  errorCode: 'Code: {code}',
};

export type MessageKey = keyof typeof enGB;
type Catalogue = Record<MessageKey, string>;

const esES: Catalogue = {
  itemSearchLabel: 'Busca un artículo',
  itemSearchPlaceholder: 'p. ej. sofá, nevera, cajas',
  itemSearchLoading: 'Buscando…',
  itemSearchNoResults: 'No hay artículos para «{text}»',
  itemSearchFailed: 'No hemos podido buscar ahora. Inténtalo de nuevo en un momento.',
  itemSearchResults: '{count} resultados',
  itemSetCount: '{count} artículos',
  itemsHeading: 'Tus artículos',
  itemsEmpty: 'Aún no hay artículos: búscalos arriba para añadirlos.',
  itemsTotal: '{count} piezas en total',
  itemIncrease: 'Añadir un {name}',
  itemDecrease: 'Quitar un {name}',
  itemRemove: 'Quitar {name}',
  itemQuantity: 'Cantidad de {name}',
  itemAdded: 'Añadido {name}',
  quantityNotWhole: '«{text}» no es un número entero de 1 a {max}; la cantidad sigue en {previous}.',
  quantityTooHigh: 'Lo máximo de un artículo es {max}; la cantidad sigue en {previous}.',
  attributeInvalid: 'Este widget tiene mal el atributo «{name}»: {reason}',
  errorCode: 'Código: {code}',
};

const catalogues: Record<Locale, Catalogue> = { 'en-GB': enGB, 'en-IE': enGB, 'es-ES': esES };

/** The locale to use for an attribute value; anything unknown falls back to en-GB. */
export function resolveLocale(value: string | undefined): Locale {
  const match = LOCALES.find((locale) => locale.toLowerCase() === value?.trim().toLowerCase());
  return match ?? DEFAULT_LOCALE;
}

/** Formats a whole number for a locale (99999 → "99,999" in en-GB, "99.999" in es-ES). */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale, { useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);
}

/** The words for a message key, with `{name}` placeholders filled in. */
export function message(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const values: Record<string, string | number> = { max: formatNumber(locale, MAX_QUANTITY), ...params };
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(locale, value) : value;
  });
}
