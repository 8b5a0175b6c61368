/** The languages the demo catalogue is named in. */
export type Language = 'en' | 'es';

/** The catalogue language of a locale: Spanish for `es` and `es-*`, English otherwise. */
export function languageOf(locale: string | undefined): Language {
  return /^es(?:-|$)/i.test(locale ?? '') ? 'es' : 'en';
}
