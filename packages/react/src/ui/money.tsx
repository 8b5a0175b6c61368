import { type Currency, formatMoney, type Locale } from '@haulkit/core';
import { moneyStyles } from './money.styles.js';
import { useSheet } from './sheet.js';

/** Props of Money. */
export interface MoneyProps {
  /** The amount in major units (pounds, euros), as prices come. */
  amount: number;
  locale: Locale;
  /** @default the locale's currency */
  currency?: Currency;
  /** `price` is the big friendly number of a price list. @default 'body' */
  size?: 'body' | 'large' | 'price';
}

/** An amount of money written for the locale, like £1,234.50 or 1234,50 €. */
export function Money({ amount, locale, currency, size = 'body' }: MoneyProps) {
  useSheet(moneyStyles);
  return <span className={`hk-money hk-money-${size}`}>{formatMoney(locale, amount, currency)}</span>;
}
