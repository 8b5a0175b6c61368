import { type Locale, resolveLocale } from '../../locale/locales.js';

/** Currency signs and spaces a person may type around an amount: £, €, spaces (also no-break ones). */
const DECORATION = /[£€\s\u00a0\u202f]/g;

/**
 * A Spanish amount: dots between thousands and a decimal comma with cents ("5.000", "5.000,50",
 * "7500,5"). A comma before three digits ("5,000") is not cents: it is left to be read as thousands.
 */
const SPANISH_AMOUNT = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;

/**
 * The value of goods as typed, in the form the insurance rules read (parseValueOfGoods: digits,
 * commas between thousands, a decimal point): currency signs and spaces go, and in es-ES the
 * Spanish separators are read as Spanish ("5.000" is five thousand, "5.000,50" has cents; "5,000"
 * stays five thousand, since cents have two digits at most).
 * Anything else is left as typed, for the rules to refuse with their code.
 * @example valueOfGoodsText('£12,500', 'en-GB') // '12,500'
 * @example valueOfGoodsText('12.500 €', 'es-ES') // '12500'
 */
export function valueOfGoodsText(text: string, locale: Locale | string): string {
  const bare = String(text).replace(DECORATION, '');
  if (resolveLocale(locale) !== 'es-ES' || !SPANISH_AMOUNT.test(bare)) return bare;
  return bare.replaceAll('.', '').replace(',', '.');
}
