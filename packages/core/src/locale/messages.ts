import { ADDRESS_PICKER_MESSAGES, type AddressPickerMessageKey, addressPickerEnGB } from './address-picker.js';
import { enGB, type Catalogue as GeneralAndItemCatalogue, type MessageKey as GeneralAndItemKey } from './en-gb.js';
import { enIEOverrides } from './en-ie.js';
import { ITEM_PICKER_MESSAGES, itemPickerEnGB } from './item-picker.js';
import { type Locale, resolveLocale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/** The general words per locale (es-ES: locale/es/messages.ts, loaded on demand). */
const GENERAL = catalogues('messages', enGB);

/** Every message key: the item picker's, the address picker's and the rest. */
export type MessageKey = GeneralAndItemKey | AddressPickerMessageKey;

/** A full catalogue: words for every key. */
export type Catalogue = GeneralAndItemCatalogue & Record<AddressPickerMessageKey, string>;

export { DEFAULT_LOCALE, formatNumber, LOCALES, type Locale, numberFormat, resolveLocale } from './locales.js';

const built: Partial<Record<Locale, Readonly<Catalogue>>> = {};

/**
 * A locale's whole catalogue (docs/behaviour/quote-flow.md §8, docs/behaviour/back-office.md §8): the item
 * and address pickers' words plus the rest. Built on first use, so a bundle that only needs one
 * widget's words never carries the others.
 */
export function catalogueOf(locale: Locale): Readonly<Catalogue> {
  const resolved = resolveLocale(locale);
  if (resolved === 'es-ES') return spanishCatalogue();
  built[resolved] ??= {
    ...itemPickerEnGB,
    ...addressPickerEnGB,
    ...enGB,
    ...(resolved === 'en-IE' ? enIEOverrides : {}),
  };
  return built[resolved];
}

/** The es-ES catalogue and the three parts it was built from. */
let spanishBuilt: { readonly from: readonly unknown[]; readonly catalogue: Readonly<Catalogue> } | undefined;

/**
 * The es-ES catalogue from its parts as they are now: a part whose words have not arrived reads
 * English (words.ts), and the catalogue is built again once it has.
 */
function spanishCatalogue(): Readonly<Catalogue> {
  const from = [ITEM_PICKER_MESSAGES['es-ES'], ADDRESS_PICKER_MESSAGES['es-ES'], GENERAL['es-ES']] as const;
  if (spanishBuilt?.from.every((part, i) => part === from[i])) return spanishBuilt.catalogue;
  spanishBuilt = { from, catalogue: { ...from[0], ...from[1], ...from[2] } as Catalogue };
  return spanishBuilt.catalogue;
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
