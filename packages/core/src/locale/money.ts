import { numberFormat } from './locales.js';
import { type Locale, resolveLocale } from './messages.js';

/** Currencies Haulkit shows (docs/behaviour/back-office.md §9: GBP and EUR). */
export const CURRENCIES = ['GBP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Symbol of each currency (docs/behaviour/back-office.md §9). */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { GBP: '£', EUR: '€' };

const LOCALE_CURRENCIES: Readonly<Record<Locale, Currency>> = { 'en-GB': 'GBP', 'en-IE': 'EUR', 'es-ES': 'EUR' };

/** The currency prices are shown in for a locale: en-GB → GBP, en-IE and es-ES → EUR. */
export function currencyForLocale(locale: Locale): Currency {
  return LOCALE_CURRENCIES[resolveLocale(locale)];
}

/**
 * The money formatter of a locale and currency, in full or in thousands (cached by
 * `numberFormat`: a price list formats hundreds of amounts).
 */
function moneyFormat(locale: Locale, currency: Currency | undefined, inThousands: boolean): Intl.NumberFormat {
  const resolved = resolveLocale(locale);
  const code = currency !== undefined && CURRENCIES.includes(currency) ? currency : currencyForLocale(resolved);
  return numberFormat(resolved, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
    ...(inThousands && { minimumFractionDigits: 0, maximumFractionDigits: 1 }),
  });
}

/**
 * An amount of money for a locale, with 2 decimals as Intl writes it and the currency's symbol
 * (£, €; never 'GBP', as es-ES would otherwise write). The amount is in MAJOR units (pounds,
 * euros), like the spec's prices and values of goods (5000, 23.99); amounts in
 * minor units (price adjustments) must be divided by 100 first. The currency defaults to the
 * locale's. A value that is not a finite number gives an empty string.
 * @example formatMoney('en-GB', 1234.5) // '£1,234.50'
 * @example formatMoney('es-ES', 1234.5) // '1234,50 €' (with a no-break space)
 */
export function formatMoney(locale: Locale, amount: number, currency?: Currency): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  return moneyFormat(locale, currency, false).format(amount);
}

/**
 * An amount in thousands with a k, as the insurance maximum is shown (docs/behaviour/back-office.md
 * §5); major units, at most one decimal. A Spanish reader does not read "50k €": es-ES writes the
 * whole amount, grouped as Spanish groups it.
 * @example formatMoneyInThousands('en-GB', 50000) // '£50k'
 * @example formatMoneyInThousands('es-ES', 50000) // '50.000 €'
 */
export function formatMoneyInThousands(locale: Locale, amount: number, currency?: Currency): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const format = moneyFormat(locale, currency, true);
  if (resolveLocale(locale) === 'es-ES') return format.format(amount);
  const parts = format.formatToParts(amount / 1000);
  const lastNumber = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction');
  return parts.map((part, index) => (index === lastNumber ? `${part.value}k` : part.value)).join('');
}
