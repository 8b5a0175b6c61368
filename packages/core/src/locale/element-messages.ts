import type { Locale } from './locales.js';

/**
 * Words every element's shell needs before its view arrives: when the view fails to load (and
 * fails again: a browser keeps a failed file failed until the page reloads) or to render, and
 * when a page gives it a marketplace address it cannot use (no quote can be shown). Kept apart from the widgets' catalogues so the first script of a page carries only
 * these few.
 */
const ELEMENT_MESSAGES = {
  en: {
    loadFailed: 'This part of the page could not load. Check your connection and try again.',
    loadFailedAgain: 'This part of the page still could not load. Check your connection, then reload the page.',
    renderFailed: 'Something went wrong showing this part of the page. Try again.',
    retry: 'Try again',
    quoteUnavailable: 'Sorry, your quote can’t be shown here.',
  },
  es: {
    loadFailed: 'Esta parte de la página no se ha podido cargar. Comprueba la conexión e inténtalo de nuevo.',
    loadFailedAgain: 'Esta parte de la página sigue sin cargarse. Comprueba la conexión y vuelve a cargar la página.',
    renderFailed: 'Algo ha fallado al mostrar esta parte de la página. Inténtalo de nuevo.',
    retry: 'Reintentar',
    quoteUnavailable: 'Lo sentimos, tu presupuesto no se puede mostrar aquí.',
  },
} as const;

/** Keys of the element shell's words. */
export type ElementMessageKey = keyof (typeof ELEMENT_MESSAGES)['en'];

/**
 * The language of a locale attribute's raw text for words that must be in a page's first script
 * (the shell's and the early search box's): Spanish for any `es…`, English otherwise.
 */
export function shellLanguage(locale: unknown): 'en' | 'es' {
  return String(locale).toLowerCase().startsWith('es') ? 'es' : 'en';
}

/**
 * The element shell's words for a locale attribute's raw text (an unknown or absent locale reads
 * English, as en-GB is the default).
 * @example elementMessage('es-ES', 'retry') // 'Reintentar'
 */
export function elementMessage(locale: Locale | string | undefined, key: ElementMessageKey): string {
  return ELEMENT_MESSAGES[shellLanguage(locale)][key];
}
