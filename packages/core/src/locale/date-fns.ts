import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { enIE } from 'date-fns/locale/en-IE';
import { es } from 'date-fns/locale/es';
import { anchorDate, isDateError, toLocalDate } from '../rules/calendar/local-date.js';
import { type Locale, resolveLocale } from './messages.js';

const DATE_FNS_LOCALES: Readonly<Record<Locale, DateFnsLocale>> = { 'en-GB': enGB, 'en-IE': enIE, 'es-ES': es };

/**
 * The date-fns locale for a Haulkit locale (weeks start on Monday in all three, as the calendar
 * wants; docs/behaviour/quote-flow.md §9), for date-fns functions that take one. Haulkit's own dates in
 * words use `formatDate`, which needs only the names below, not date-fns' locale objects (their
 * parsers and relative-time words were about 3.3 kB gzip a page).
 * @example format(day, 'EEEE d MMMM', { locale: dateFnsLocale('es-ES') })
 */
export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return DATE_FNS_LOCALES[resolveLocale(locale)];
}

/** Names of one width, Sunday first for days (as Date#getDay), January first for months. */
type NameWidths = Readonly<Record<'wide' | 'abbreviated' | 'narrow', readonly string[]>>;
type DateNames = { readonly days: NameWidths; readonly months: NameWidths };

const names = (wide: string, abbreviated: string, narrow: string): NameWidths => ({
  wide: wide.split(' '),
  abbreviated: abbreviated.split(' '),
  narrow: narrow.split(' '),
});

/** The day and month names date-fns' en-GB locale writes (en-IE's are the same). */
const ENGLISH: DateNames = {
  days: names(
    'Sunday Monday Tuesday Wednesday Thursday Friday Saturday',
    'Sun Mon Tue Wed Thu Fri Sat',
    'S M T W T F S',
  ),
  months: names(
    'January February March April May June July August September October November December',
    'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
    'J F M A M J J A S O N D',
  ),
};

/** The day and month names date-fns' es locale writes (its "formatting" context, lower case). */
const SPANISH: DateNames = {
  days: names('domingo lunes martes miércoles jueves viernes sábado', 'dom lun mar mié jue vie sáb', 'd l m m j v s'),
  months: names(
    'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    'ene feb mar abr may jun jul ago sep oct nov dic',
    'e f m a m j j a s o n d',
  ),
};

const DATE_NAMES: Readonly<Record<Locale, DateNames>> = { 'en-GB': ENGLISH, 'en-IE': ENGLISH, 'es-ES': SPANISH };

/** A pattern made ready for one locale: the date in words, with no pattern to read. */
type CompiledPattern = (date: Date) => string;

const COMPILED = new Map<Locale, Map<string, CompiledPattern>>();

/** The era-less year date-fns writes for y tokens (1 BC is year 1, as in date-fns). */
const yearOf = (date: Date) => {
  const year = date.getFullYear();
  return year > 0 ? year : 1 - year;
};

/** date-fns' `format`'s text of one token, for the tokens a date in words needs; null for another. */
function tokenWriter(token: string, { days, months }: DateNames): CompiledPattern | null {
  const day =
    (width: keyof NameWidths): CompiledPattern =>
    (date) =>
      days[width][date.getDay()] as string;
  const month =
    (width: keyof NameWidths): CompiledPattern =>
    (date) =>
      months[width][date.getMonth()] as string;
  switch (token) {
    case 'E':
    case 'EE':
    case 'EEE':
      return day('abbreviated');
    case 'EEEE':
      return day('wide');
    case 'EEEEE':
      return day('narrow');
    case 'd':
      return (date) => String(date.getDate());
    case 'dd':
      return (date) => String(date.getDate()).padStart(2, '0');
    case 'M':
      return (date) => String(date.getMonth() + 1);
    case 'MM':
      return (date) => String(date.getMonth() + 1).padStart(2, '0');
    case 'MMM':
      return month('abbreviated');
    case 'MMMM':
      return month('wide');
    case 'MMMMM':
      return month('narrow');
    case 'y':
      return (date) => String(yearOf(date));
    case 'yy':
      return (date) => String(yearOf(date) % 100).padStart(2, '0');
    case 'yyyy':
      return (date) => String(yearOf(date)).padStart(4, '0');
    default:
      return null;
  }
}

/** A pattern's pieces: a quoted text (to its closing quote, or to the end), a run of one letter, anything else. */
const PIECES = /''|'(?:[^']|'')*'?|([A-Za-z])\1*|[^'A-Za-z]+/g;

/** Reads a pattern once for a locale; throws a RangeError for a token it does not write. */
function compile(pattern: string, locale: DateNames): CompiledPattern {
  const writers: CompiledPattern[] = [];
  for (const [piece, letter] of pattern.matchAll(PIECES)) {
    if (letter !== undefined) {
      const writer = tokenWriter(piece, locale);
      if (!writer)
        throw new RangeError(`The date pattern "${pattern}" has the token "${piece}", which formatDate does not write`);
      writers.push(writer);
    } else if (piece.startsWith("'")) {
      const text =
        piece === "''"
          ? "'"
          : piece.slice(1, piece.length > 1 && piece.endsWith("'") ? -1 : undefined).replaceAll("''", "'");
      writers.push(() => text);
    } else writers.push(() => piece);
  }
  return (date) => {
    let text = '';
    for (const write of writers) text += write(date);
    return text;
  };
}

/**
 * A date in words in a locale: the text date-fns' `format` writes with `dateFnsLocale(locale)`, for the
 * tokens dates in words use (E to EEEEE, d, dd, M to MMMMM, y, yy, yyyy and quoted words), which
 * is every pattern of the catalogues. Each pattern is read once per locale; a date then costs its
 * names joined, where `format` reads the pattern on every call (42 times for a month of days).
 * Without `format`, bundles leave out its writers of every other token. Another token, or an
 * invalid date, is a RangeError, as in `format`.
 * @example formatDate(new Date(2026, 10, 24), "EEEE, d 'de' MMMM", 'es-ES') // 'martes, 24 de noviembre'
 */
export function formatDate(date: Date, pattern: string, locale: Locale): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const resolved = resolveLocale(locale);
  let patterns = COMPILED.get(resolved);
  if (!patterns) {
    patterns = new Map();
    COMPILED.set(resolved, patterns);
  }
  let compiled = patterns.get(pattern);
  if (compiled === undefined) {
    compiled = compile(pattern, DATE_NAMES[resolved]);
    patterns.set(pattern, compiled);
  }
  return compiled(date);
}

/**
 * A day key (YYYY-MM-DD) in words with `formatDate`, on the day's anchor hour; a key that is no
 * date comes back as it is (a view shows what it was given rather than nothing).
 * @example formatDayKey('2026-11-24', 'EEEE d MMMM', 'en-GB') // 'Tuesday 24 November'
 */
export function formatDayKey(key: string, pattern: string, locale: Locale): string {
  const day = toLocalDate(key);
  return isDateError(day) ? key : formatDate(anchorDate(day), pattern, locale);
}
