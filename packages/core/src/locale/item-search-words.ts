import { shellLanguage } from './element-messages.js';

/**
 * The item search box's label and placeholder, the one source for both the item picker's words
 * and the search box its element shows before the view arrives (in every page's first script,
 * so only these few words).
 */
export const ITEM_SEARCH_WORDS = {
  en: { label: 'Search for an item', placeholder: 'e.g. sofa, fridge, boxes' },
  es: { label: 'Busca un artículo', placeholder: 'p. ej. sofá, nevera, cajas' },
} as const;

/** The item search box's words for a locale attribute's raw text (English unless it is Spanish). */
export function itemSearchWords(locale: unknown): (typeof ITEM_SEARCH_WORDS)['en' | 'es'] {
  return ITEM_SEARCH_WORDS[shellLanguage(locale)];
}
