import type { CalendarDayLabel } from '../rules/calendar/day-state.js';
import { anchorDate } from '../rules/calendar/local-date.js';
import { formatDate, formatDayKey } from './date-fns.js';
import { groupDigits, type Locale, numberFormat, resolveLocale } from './locales.js';
import { currencyForLocale } from './money.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The price calendar's words (docs/behaviour/quote-flow.md §2 price calendar, §4 price loading, §8 price
 * fetch failure; back-office §4 day labels), apart from the full catalogue so a page showing the
 * calendar loads only these. Dates are written by date-fns with the locale's own names, from the
 * patterns below (read once per locale: see `formatDate`).
 */
export const priceCalendarEnGB = {
  title: 'Choose your date',
  idle: 'Add your addresses and items to see prices.',
  loading: 'Loading prices…',
  retry: 'Try again',
  blurred: 'Prices show once you give your email address.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  legend: 'Price colours',
  legendCheaper: 'Cheaper',
  legendDearer: 'Dearer',
  legendUnavailable: 'Not available',
  label_BEST_PRICE: 'Best price',
  label_FILLING_FAST: 'Filling fast',
  label_LAST_FEW: 'Last few',
  today: 'today',
  unavailable: 'not available',
  noPrice: 'No price',
  adminPrice: 'Admin {price}',
  chosen: '{date} chosen, {price}',
  daysLabel: 'Days and prices',
  addWeek: 'Add one week',
  weekAdded: 'Days up to {date} shown',
  openCalendar: 'Calendar',
  dialogTitle: 'Choose your date',
  close: 'Close',
  dialogLoadFailed: 'The calendar could not load. Check your connection and try again.',
  // date-fns patterns.
  monthPattern: 'MMMM yyyy',
  dayPattern: 'EEEE d MMMM yyyy',
  chosenPattern: 'EEEE d MMMM',
  rowWeekdayPattern: 'EEEE',
  rowDatePattern: 'd MMMM',
  rowYearPattern: 'yyyy',
  weekdayShortPattern: 'EEE',
  weekdayLongPattern: 'EEEE',
};

/** Keys of the price calendar's words. */
export type PriceCalendarMessageKey = keyof typeof priceCalendarEnGB;

/** The price calendar's words per locale (en-IE speaks en-GB here). */
export const PRICE_CALENDAR_MESSAGES: Readonly<Record<Locale, Readonly<Record<PriceCalendarMessageKey, string>>>> =
  catalogues('price-calendar', priceCalendarEnGB);

/** The price calendar's words for a key, placeholders filled (see `createTranslator`). */
export const priceCalendarMessage = createTranslator((locale) => PRICE_CALENDAR_MESSAGES[locale]);

/** A date pattern of the calendar's words. */
export type CalendarDatePattern = Extract<PriceCalendarMessageKey, `${string}Pattern`>;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A day (YYYY-MM-DD) in words for the locale with one of the calendar's patterns, through date-fns
 * with the locale's own names. A key that is no date comes back as it is.
 * @example calendarDateWords('en-GB', '2026-11-24', 'dayPattern') // 'Tuesday 24 November 2026'
 * @example calendarDateWords('es-ES', '2026-11-24', 'dayPattern') // 'martes, 24 de noviembre de 2026'
 */
export function calendarDateWords(locale: Locale, key: string, pattern: CalendarDatePattern): string {
  const resolved = resolveLocale(locale);
  return formatDayKey(key, priceCalendarMessage(resolved, pattern), resolved);
}

/**
 * The month heading of the calendar, capitalised as a heading starts.
 * @example calendarMonthWords('es-ES', '2026-11-01') // 'Noviembre de 2026'
 */
export function calendarMonthWords(locale: Locale, monthKey: string): string {
  return capitalised(calendarDateWords(locale, monthKey, 'monthPattern'));
}

/**
 * A day's weekday, capitalised as the start of a row of the phone list.
 * @example calendarWeekdayWords('es-ES', '2026-11-24') // 'Martes'
 */
export function calendarWeekdayWords(locale: Locale, key: string): string {
  return capitalised(calendarDateWords(locale, key, 'rowWeekdayPattern'));
}

/** A weekday's column heading: its short name shown, its full name for assistive technology. */
export interface WeekdayName {
  short: string;
  long: string;
}

const WEEKDAYS = new Map<Locale, readonly WeekdayName[]>();
/** A Monday (5 January 2026): the grid's weeks start on Monday (§9). */
const A_MONDAY = { year: 2026, month: 1, day: 5 };

/**
 * The grid's column headings, Monday to Sunday (§9), in the locale's own names; built once per
 * locale.
 * @example weekdayNames('en-GB')[0] // { short: 'Mon', long: 'Monday' }
 */
export function weekdayNames(locale: Locale): readonly WeekdayName[] {
  const resolved = resolveLocale(locale);
  let names = WEEKDAYS.get(resolved);
  if (!names) {
    names = Array.from({ length: 7 }, (_, index) => {
      const date = anchorDate({ ...A_MONDAY, day: A_MONDAY.day + index });
      return {
        short: capitalised(formatDate(date, priceCalendarMessage(resolved, 'weekdayShortPattern'), resolved)),
        long: capitalised(formatDate(date, priceCalendarMessage(resolved, 'weekdayLongPattern'), resolved)),
      };
    });
    WEEKDAYS.set(resolved, names);
  }
  return names;
}

/**
 * A calendar price in whole pounds or euros (the big figures of the calendar; the cart keeps the
 * pence), with the locale's currency, exactly as Intl.NumberFormat writes it without decimals:
 * "£1,249" in en-GB, "€1,249" in en-IE, "1249 €" in es-ES (no-break space; Spanish groups from
 * five digits, "12.345 €"). Written here, not by a formatter: the first Intl.NumberFormat of a
 * page loads the locale's number data (60–110 ms at 4× CPU slowdown), more than the rest of the
 * grid's first render. Not a finite number: an empty string.
 * @example formatWholeMoney('en-GB', 149) // '£149'
 * @example formatWholeMoney('es-ES', 1249.5) // '1250 €' (with a no-break space)
 */
export function formatWholeMoney(locale: Locale, amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const whole = Math.round(amount);
  const resolved = resolveLocale(locale);
  // Beyond 2^53 (never a price) the digits are not exact: the formatter writes it.
  if (!Number.isSafeInteger(whole))
    return numberFormat(resolved, {
      style: 'currency',
      currency: currencyForLocale(resolved),
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(whole);
  const sign = whole < 0 || Object.is(whole, -0) ? '-' : '';
  const digits = String(Math.abs(whole));
  if (resolved === 'es-ES') return `${sign}${digits.length < 5 ? digits : groupDigits(digits, resolved)}\u00a0€`;
  return `${sign}${resolved === 'en-GB' ? '£' : '€'}${groupDigits(digits, resolved)}`;
}

/** The words of a day label (BEST_PRICE "Best price" …), as its badge shows it. */
export function calendarLabelWords(locale: Locale, label: CalendarDayLabel): string {
  return priceCalendarMessage(locale, `label_${label}`);
}

/** What a day's spoken words are made of (the fields of the calendar's day views). */
export interface CalendarDayWordsInput {
  key: string;
  today: boolean;
  /** Why the day cannot be chosen, or null. */
  reason: 'past' | 'noPrice' | 'tooFar' | null;
}

/**
 * What assistive technology hears of a day besides what the day shows (its price, "No price",
 * its label): ", today" and ", not available" for a past day or one beyond a year, which show no
 * price. Empty for any other day.
 * @example calendarDayStatusWords('en-GB', { key: '2026-11-24', today: true, reason: null }) // ', today'
 */
export function calendarDayStatusWords(locale: Locale, day: CalendarDayWordsInput): string {
  let words = '';
  if (day.today) words += `, ${priceCalendarMessage(locale, 'today')}`;
  if (day.reason === 'past' || day.reason === 'tooFar') words += `, ${priceCalendarMessage(locale, 'unavailable')}`;
  return words;
}

/**
 * The words a grid day starts with for assistive technology (its number is shown alone): the full
 * date and its status. The day's price and label follow, as shown, so the name holds what is seen.
 * @example calendarDayLead('en-GB', { key: '2026-11-24', today: false, reason: null }) // 'Tuesday 24 November 2026'
 */
export function calendarDayLead(locale: Locale, day: CalendarDayWordsInput): string {
  return calendarDateWords(locale, day.key, 'dayPattern') + calendarDayStatusWords(locale, day);
}

/**
 * What is said when a day is chosen (docs/conventions.md: every change announced once).
 * @example calendarChosenWords('en-GB', '2026-11-24', 149) // 'Tuesday 24 November chosen, £149'
 */
export function calendarChosenWords(locale: Locale, key: string, price: number | null): string {
  return priceCalendarMessage(locale, 'chosen', {
    date: calendarDateWords(locale, key, 'chosenPattern'),
    price: price === null ? '' : formatWholeMoney(locale, price),
  }).replace(/, $/, '');
}
