import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateFnsLocale,
  formatDate,
  formatDayKey,
  JOB_SUMMARY_MESSAGES,
  PRICE_CALENDAR_MESSAGES,
  PRICE_TABS_MESSAGES,
} from '../../src/index.js';

const LOCALES = ['en-GB', 'en-IE', 'es-ES'] as const;

/** Every date pattern of the catalogues that write dates with date-fns, per locale. */
const catalogPatterns = (locale: (typeof LOCALES)[number]) =>
  [PRICE_CALENDAR_MESSAGES[locale], JOB_SUMMARY_MESSAGES[locale], PRICE_TABS_MESSAGES[locale]].flatMap((messages) =>
    Object.entries(messages)
      .filter(([key]) => /Pattern/.test(key))
      .map(([, pattern]) => pattern),
  );

describe('formatDate: date-fns’ format for dates in words, each pattern read once per locale', () => {
  it('the catalogues have date patterns to check', () => {
    for (const locale of LOCALES) expect(catalogPatterns(locale).length).toBeGreaterThanOrEqual(10);
  });

  it('writes what format writes for every catalogue pattern, every day of two years, in every locale', () => {
    for (const locale of LOCALES) {
      const dateLocale = dateFnsLocale(locale);
      for (const pattern of catalogPatterns(locale)) {
        for (let day = 0; day < 731; day += 1) {
          const date = new Date(2026, 0, 1 + day, 12);
          expect(formatDate(date, pattern, locale), `${locale} ${pattern} ${date.toDateString()}`).toBe(
            format(date, pattern, { locale: dateLocale }),
          );
        }
      }
    }
  });

  it('writes date-fns’ names of every day and month in every width, without date-fns’ locale objects', () => {
    for (const locale of LOCALES) {
      // Twelve months, and a week of days in each (so every weekday in every month's row).
      for (let index = 0; index < 12 * 7; index += 1) {
        const date = new Date(2027, Math.floor(index / 7), 1 + (index % 7), 12);
        for (const pattern of ['EEEE', 'EEE', 'EEEEE', 'MMMM', 'MMM', 'MMMMM'])
          expect(formatDate(date, pattern, locale), `${locale} ${pattern} ${date.toDateString()}`).toBe(
            format(date, pattern, { locale: dateFnsLocale(locale) }),
          );
      }
    }
  });

  it.each([
    ['en-GB', 'EEEE d MMMM yyyy', 'Tuesday 24 November 2026'],
    ['es-ES', "EEEE, d 'de' MMMM 'de' yyyy", 'martes, 24 de noviembre de 2026'],
    ['en-GB', 'EEE d MMM', 'Tue 24 Nov'],
    ['es-ES', "d 'de' MMM", '24 de nov'],
    ['en-GB', "d MMMM 'o''clock' ''", "24 November o'clock '"],
  ] as const)('%s %s → %s', (locale, pattern, text) => {
    expect(formatDate(new Date(2026, 10, 24, 12), pattern, locale)).toBe(text);
  });

  it('writes what format writes for every token it knows, any day from 1900 to 2200, in every locale', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        fc.constantFrom(
          'dd/MM/yyyy',
          'd/M/yy',
          'EEEEE d MMMMM',
          'E EE EEE EEEE',
          "y 'y' MMM",
          "'unclosed d",
          "d 'it''s'",
        ),
        fc.constantFrom(...LOCALES),
        (date, pattern, locale) => {
          expect(formatDate(date, pattern, locale)).toBe(format(date, pattern, { locale: dateFnsLocale(locale) }));
        },
      ),
    );
  });

  it.each([
    ['2026-11-24', 'EEEE d MMMM', 'en-GB', 'Tuesday 24 November'],
    ['2027-03-28', "EEEE, d 'de' MMMM", 'es-ES', 'domingo, 28 de marzo'],
    ['2026-02-30', 'EEEE d MMMM', 'en-GB', '2026-02-30'],
    ['tomorrow', 'EEEE d MMMM', 'en-GB', 'tomorrow'],
  ] as const)(
    'formatDayKey %s %s (%s) → %s; a key that is no date comes back as it is',
    (key, pattern, locale, text) => {
      expect(formatDayKey(key, pattern, locale)).toBe(text);
    },
  );

  it('refuses, with a RangeError, an invalid date and a token it does not write (HH, do, LLLL, yyy)', () => {
    expect(() => formatDate(new Date(Number.NaN), 'EEEE d MMMM', 'en-GB')).toThrow(RangeError);
    for (const pattern of ['HH:mm', 'do MMMM', 'LLLL yyyy', 'yyy', 'd MMMM j'])
      expect(() => formatDate(new Date(2026, 0, 1), pattern, 'en-GB'), pattern).toThrow(RangeError);
  });
});
