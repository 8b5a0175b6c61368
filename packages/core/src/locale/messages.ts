import { type AddressPickerMessageKey, addressPickerEnGB, addressPickerEsES } from './address-picker.js';
import { enGB, type Catalogue as GeneralAndItemCatalogue, type MessageKey as GeneralAndItemKey } from './en-gb.js';
import { enIEOverrides } from './en-ie.js';
import { esES } from './es-es.js';
import { itemPickerEnGB, itemPickerEsES } from './item-picker.js';
import { type Locale, resolveLocale } from './locales.js';
import { createTranslator } from './translator.js';

/** Every message key: the item picker's, the address picker's and the rest. */
export type MessageKey = GeneralAndItemKey | AddressPickerMessageKey;

/** A full catalogue: words for every key. */
export type Catalogue = GeneralAndItemCatalogue & Record<AddressPickerMessageKey, string>;

export { DEFAULT_LOCALE, formatNumber, LOCALES, type Locale, numberFormat, resolveLocale } from './locales.js';

const built: Partial<Record<Locale, Readonly<Catalogue>>> = {};

/**
 * A locale's whole catalogue (customer-quote-flow.md §8, back-office-and-shared.md §8): the item
 * and address pickers' words plus the rest. Built on first use, so a bundle that only needs one
 * widget's words never carries the others.
 */
export function catalogueOf(locale: Locale): Readonly<Catalogue> {
  const resolved = resolveLocale(locale);
  built[resolved] ??=
    resolved === 'es-ES'
      ? { ...itemPickerEsES, ...addressPickerEsES, ...esES }
      : { ...itemPickerEnGB, ...addressPickerEnGB, ...enGB, ...(resolved === 'en-IE' ? enIEOverrides : {}) };
  return built[resolved];
}

/** Every message key, in catalogue order. */
export function messageKeys(): readonly MessageKey[] {
  return Object.keys(catalogueOf('en-GB')) as MessageKey[];
}

/**
 * The words for a message key, with `{name}` placeholders filled in; numbers are formatted for
 * the locale. `{max}` defaults to the item quantity maximum (99,999); a placeholder without a
 * value stays as written. An unknown key gives the key itself, never a throw.
 * @example message('en-GB', 'insuranceHighAmount', { maximum: '£50k' })
 */
export const message = /* @__PURE__ */ createTranslator(catalogueOf);
