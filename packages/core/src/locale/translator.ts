import { MAX_QUANTITY } from '../rules/items/constants.js';
import { formatNumber, type Locale, resolveLocale } from './locales.js';

/** Fills a catalogue's `{name}` placeholders for one locale. */
export type Translator<K extends string> = (locale: Locale, key: K, params?: Record<string, string | number>) => string;

/**
 * A translator over per-locale catalogues: placeholders filled, numbers formatted for the
 * locale, `{max}` defaulting to the item quantity maximum (99,999); a placeholder without a
 * value stays as written, and an unknown key gives the key itself, never a throw. A number is
 * formatted only where a placeholder takes it, so a text without numbers builds no `Intl`
 * object (the first one costs more than a whole first render).
 */
export function createTranslator<K extends string>(
  catalogueOf: (locale: Locale) => Readonly<Record<K, string>>,
): Translator<K> {
  return (locale, key, params) => {
    const resolved = resolveLocale(locale);
    const catalogue = catalogueOf(resolved);
    const text = Object.hasOwn(catalogue, key) ? catalogue[key] : String(key);
    if (!text.includes('{')) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params && Object.hasOwn(params, name) ? params[name] : name === 'max' ? MAX_QUANTITY : undefined;
      if (value === undefined) return whole;
      return typeof value === 'number' ? formatNumber(resolved, value) : String(value);
    });
  };
}
