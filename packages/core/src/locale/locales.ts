/** Locales Haulkit speaks (`locale` attribute). */
export const LOCALES = ['en-GB', 'en-IE', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];

/** Default locale. */
export const DEFAULT_LOCALE: Locale = 'en-GB';

/** The locale to use for an attribute value; anything unknown falls back to en-GB. */
export function resolveLocale(value: string | undefined): Locale {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  const match = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  return match ?? DEFAULT_LOCALE;
}

/**
 * Formats a whole number for a locale (99999 → "99,999" in en-GB, "99.999" in es-ES). A value
 * that is not a finite number gives an empty string rather than "NaN".
 */
export function formatNumber(locale: Locale, value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const resolved = resolveLocale(locale);
  let format = NUMBER_FORMATS.get(resolved);
  if (!format) {
    format = new Intl.NumberFormat(resolved, { useGrouping: 'always' } as Intl.NumberFormatOptions);
    NUMBER_FORMATS.set(resolved, format);
  }
  return format.format(value);
}

/** One number formatter per locale, built on first use (building one costs more than formatting). */
const NUMBER_FORMATS = new Map<Locale, Intl.NumberFormat>();
