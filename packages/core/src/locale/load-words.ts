import { resolveLocale } from './locales.js';
import { addSpanishWords } from './words.js';

/**
 * Loads the words of every catalogue for a locale, for a React app that renders Haulkit's
 * components in it: `await loadLocaleWords('es-ES')` before the first render, so nothing shows in
 * English first (en-GB and en-IE are always there; the elements load their own words). Resolves
 * at once when there is nothing to load.
 */
export async function loadLocaleWords(locale: unknown): Promise<void> {
  if (resolveLocale(typeof locale === 'string' ? locale : undefined) !== 'es-ES') return;
  addSpanishWords((await import('./es/index.js')).SPANISH_WORDS);
}
