import { numberFormat } from '../../locale/locales.js';
import { roundToPence } from '../prices/prices.js';
import { THOUSAND } from './constants.js';
import { type InsuranceServiceData, type InsuranceTerms, isDomesticRoute, serviceTerms } from './terms.js';

/** Outcome of checking a value of goods against a service's terms (docs/behaviour/quote-flow.md §5). */
export type ValueOfGoodsCheck =
  | { ok: true; value: number }
  /** Not a number, or zero or less: "zero means no amount" (back-office §5). */
  | { ok: false; code: 'noAmount' }
  /** Above the cover; `max` is the cover and `maxText` the same in thousands ("50k"). */
  | { ok: false; code: 'highAmount'; max: number; maxText: string }
  /** Below the excess; `value: null` tells the caller to clear the amount. */
  | { ok: false; code: 'lowAmount'; excess: number; value: null };

/** Digits without grouping or exponent, up to one decimal (1e21 → "1000000000000000000000"). */
const PLAIN_NUMBER: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 1 };
const plain = (value: number) => numberFormat('en', PLAIN_NUMBER).format(value);

/** A typed or stored value of goods: "5000", "5,000", " 5000.50 " and 5000 all read as numbers. */
const NUMERIC_TEXT = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/**
 * The value of goods as a finite number, or undefined when it is not numeric. Text may use
 * commas between thousands and a decimal point; no currency sign, sign or exponent.
 * @example parseValueOfGoods('7,500') // 7500
 */
export function parseValueOfGoods(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return undefined;
  const n = Number(text.replaceAll(',', ''));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A maximum in thousands with a "k" (back-office §5). Rounded down to one decimal so the text
 * never promises more than the cover; below 1000 the number is shown as it is.
 * @example formatThousands(50000) // "50k"
 * @example formatThousands(12345) // "12.3k"
 */
export function formatThousands(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size < THOUSAND) return `${sign}${plain(Math.floor(size))}`;
  const tenths = Math.floor(size / (THOUSAND / 10));
  return `${sign}${plain(tenths / 10)}k`;
}

/**
 * Checks a value of goods against the terms of a route (docs/behaviour/quote-flow.md §5; back-office §5).
 * It must be numeric and above 0 (else `noAmount`), at most the cover (else `highAmount`) and
 * at least the excess (else `lowAmount`, which clears the amount). Equal to the cover or the
 * excess is accepted.
 */
export function checkTerms(value: unknown, terms: InsuranceTerms): ValueOfGoodsCheck {
  const amount = parseValueOfGoods(value);
  if (amount === undefined || amount <= 0) return { ok: false, code: 'noAmount' };
  if (terms.cover !== null && amount > terms.cover) {
    return { ok: false, code: 'highAmount', max: terms.cover, maxText: formatThousands(terms.cover) };
  }
  if (amount < terms.excess) return { ok: false, code: 'lowAmount', excess: terms.excess, value: null };
  return { ok: true, value: amount };
}

/**
 * Checks the value of goods typed for an insurance service (docs/behaviour/quote-flow.md §5): numeric
 * and above 0, not above the cover, not below the excess. `international` picks the
 * international terms (see serviceTerms).
 * @example checkValueOfGoods('60000', { cover: 50000 }) // { ok: false, code: 'highAmount', max: 50000, maxText: '50k' }
 */
export function checkValueOfGoods(
  value: unknown,
  service: InsuranceServiceData | null | undefined,
  international = false,
): ValueOfGoodsCheck {
  return checkTerms(value, serviceTerms(service, international));
}

/** The two ends of a route by country code (ISO_3166_1_Alpha_2 of the addresses). */
export interface InsuranceRoute {
  pickupCountry?: string | null;
  deliveryCountry?: string | null;
}

/** A valid value of goods with its premium, or the check's coded error. */
export type InsurancePremium =
  | { ok: true; value: number; premium: number; international: boolean; terms: InsuranceTerms }
  | Exclude<ValueOfGoodsCheck, { ok: true }>;

/**
 * The premium of a value of goods on a route (docs/behaviour/quote-flow.md §4: submit validates and
 * computes the premium). Premium = value × rate, at least the minimum price, in pounds rounded
 * to the penny. The route decides UK-only or international terms (isDomesticRoute).
 * @example insurancePremium(10000, { rate_price: 0.02, min_price: 25, cover: 50000 }, { pickupCountry: 'GB', deliveryCountry: 'GB' }) // premium 200
 */
export function insurancePremium(
  value: unknown,
  service: InsuranceServiceData | null | undefined,
  route: InsuranceRoute | null | undefined,
): InsurancePremium {
  const international = !isDomesticRoute(route?.pickupCountry, route?.deliveryCountry);
  const terms = serviceTerms(service, international);
  const check = checkTerms(value, terms);
  if (!check.ok) return check;
  const raw = Math.max(terms.minPrice, check.value * terms.rate);
  const premium = Number.isFinite(raw) ? roundToPence(raw) : terms.minPrice;
  return { ok: true, value: check.value, premium, international, terms };
}
