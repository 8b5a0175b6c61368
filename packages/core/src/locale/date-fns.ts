import { type Locale as DateFnsLocale, type Day, format, type Month } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { enIE } from 'date-fns/locale/en-IE';
import { es } from 'date-fns/locale/es';
import { type Locale, resolveLocale } from './messages.js';

const DATE_FNS_LOCALES: Readonly<Record<Locale, DateFnsLocale>> = { 'en-GB': enGB, 'en-IE': enIE, 'es-ES': es };

/**
 * The date-fns locale for a Haulkit locale (weeks start on Monday in all three, as the calendar
 * wants; customer-quote-flow.md §9). Imported per locale so bundles take only these three.
 * @example format(day, 'EEEE d MMMM', { locale: dateFnsLocale('es-ES') })
 */
export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return DATE_FNS_LOCALES[resolveLocale(locale)];
}

/** A pattern made ready for one locale: the date in words, with no pattern to read. */
type CompiledPattern = (date: Date) => string;

const COMPILED = new WeakMap<DateFnsLocale, Map<string, CompiledPattern>>();

/** date-fns' `format`'s text of one token of the patterns Haulkit's words use, or null for another. */
function tokenWriter(token: string, locale: DateFnsLocale): CompiledPattern | null {
  const localize = locale.localize;
  switch (token) {
    case 'EEEE':
      return (date) => localize.day(date.getDay() as Day, { width: 'wide', context: 'formatting' });
    case 'E':
    case 'EE':
    case 'EEE':
      return (date) => localize.day(date.getDay() as Day, { width: 'abbreviated', context: 'formatting' });
    case 'MMMM':
      return (date) => localize.month(date.getMonth() as Month, { width: 'wide', context: 'formatting' });
    case 'MMM':
      return (date) => localize.month(date.getMonth() as Month, { width: 'abbreviated', context: 'formatting' });
    case 'd':
      return (date) => String(date.getDate());
    case 'yyyy':
      return (date) => String(date.getFullYear()).padStart(4, '0');
    default:
      return null;
  }
}

/** A pattern's pieces: a quoted text, a run of one letter, or anything else as it is. */
const PIECES = /''|'(?:[^']|'')*'?|([A-Za-z])\1*|[^'A-Za-z]+/g;

/** Reads a pattern once for a locale; null when it has a token date-fns must write itself. */
function compile(pattern: string, locale: DateFnsLocale): CompiledPattern | null {
  const writers: CompiledPattern[] = [];
  for (const [piece, letter] of pattern.matchAll(PIECES)) {
    if (letter !== undefined) {
      const writer = tokenWriter(piece, locale);
      if (!writer) return null;
      writers.push(writer);
    } else if (piece.startsWith("'")) {
      if (piece.length < 2 || (piece !== "''" && !piece.endsWith("'"))) return null;
      const text = piece === "''" ? "'" : piece.slice(1, -1).replaceAll("''", "'");
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
 * date-fns' `format` with a locale, the same text, for the patterns the calendar, the price tabs
 * and the job summary write dates with (EEEE, EEE, MMMM, MMM, d, yyyy and quoted words): each
 * pattern is read once per locale, and each date then costs the locale's names joined, where
 * `format` reads the pattern again every time (42 times for a month of days). Any other pattern,
 * a year before 1 or an invalid date goes to `format` itself.
 * @example formatDate(new Date(2026, 10, 24), "EEEE, d 'de' MMMM", dateFnsLocale('es-ES')) // 'martes, 24 de noviembre'
 */
export function formatDate(date: Date, pattern: string, locale: DateFnsLocale): string {
  let patterns = COMPILED.get(locale);
  if (!patterns) {
    patterns = new Map();
    COMPILED.set(locale, patterns);
  }
  let compiled = patterns.get(pattern);
  if (compiled === undefined) {
    compiled = compile(pattern, locale) ?? ((value) => format(value, pattern, { locale }));
    patterns.set(pattern, compiled);
  }
  const year = date.getFullYear();
  return year >= 1 ? compiled(date) : format(date, pattern, { locale });
}
