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
 * The `Intl.NumberFormat` of a locale and options, built on first use and kept: building one
 * costs far more than formatting with it (the first costs more than a whole first render at 4×
 * CPU slowdown), and a price list or an item list formats hundreds of numbers. Every number
 * formatter of Haulkit comes from here; the options are part of the key.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = NUMBER_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    NUMBER_FORMATS.set(key, format);
  }
  return format;
}

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

/** Whole numbers grouped as the locale groups them, even below 10,000 (es-ES writes "9.999"). */
const GROUPED = { useGrouping: 'always' } as Intl.NumberFormatOptions;

/** The thousands separator of each locale's whole numbers (es-ES groups from 1.000 with `always`). */
const THOUSANDS: Readonly<Record<Locale, string>> = { 'en-GB': ',', 'en-IE': ',', 'es-ES': '.' };

/** Digits grouped by three from the right with the locale's separator: "1234567" → "1,234,567". */
export function groupDigits(digits: string, locale: Locale): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, THOUSANDS[locale]);
}

/**
 * Formats a whole number for a locale (99999 → "99,999" in en-GB, "99.999" in es-ES). A value
 * that is not a finite number gives an empty string rather than "NaN". A safe integer is grouped
 * here, exactly as Intl.NumberFormat groups it for these locales: the first Intl.NumberFormat of
 * a page loads the locale's number data (about 16 ms, 65 ms at 4× CPU slowdown), which "Step 1
 * of 2" and a van's "1,200 kg" would otherwise put on every first render. Anything else (a
 * fraction, -0, beyond 2^53) goes to Intl.NumberFormat.
 */
export function formatNumber(locale: Locale, value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const resolved = resolveLocale(locale);
  if (Number.isSafeInteger(value) && !Object.is(value, -0))
    return `${value < 0 ? '-' : ''}${groupDigits(String(Math.abs(value)), resolved)}`;
  return numberFormat(resolved, GROUPED).format(value);
}
