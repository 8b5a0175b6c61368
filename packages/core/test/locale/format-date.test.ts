import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateFnsLocale,
  formatDate,
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

describe('formatDate: date-fns’ format, each pattern read once per locale', () => {
  it('the catalogues have date patterns to check', () => {
    for (const locale of LOCALES) expect(catalogPatterns(locale).length).toBeGreaterThanOrEqual(10);
  });

  it('writes what format writes for every catalogue pattern, every day of two years, in every locale', () => {
    for (const locale of LOCALES) {
      const dateLocale = dateFnsLocale(locale);
      for (const pattern of catalogPatterns(locale)) {
        for (let day = 0; day < 731; day += 1) {
          const date = new Date(2026, 0, 1 + day, 12);
          expect(formatDate(date, pattern, dateLocale), `${locale} ${pattern} ${date.toDateString()}`).toBe(
            format(date, pattern, { locale: dateLocale }),
          );
        }
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
    expect(formatDate(new Date(2026, 10, 24, 12), pattern, dateFnsLocale(locale))).toBe(text);
  });

  it('leaves any other pattern to format, the same text (dd, MM, EEEEE, yy, HH:mm)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        fc.constantFrom('dd/MM/yyyy', 'EEEEE d', 'yy MMM', 'HH:mm d MMMM', 'do MMMM', 'LLLL yyyy', 'EEEE d MMMM yyyy'),
        fc.constantFrom(...LOCALES),
        (date, pattern, locale) => {
          const dateLocale = dateFnsLocale(locale);
          expect(formatDate(date, pattern, dateLocale)).toBe(format(date, pattern, { locale: dateLocale }));
        },
      ),
    );
  });

  it('throws as format throws for an invalid date or a letter date-fns refuses, and reads an unclosed quote as it does', () => {
    const dateLocale = dateFnsLocale('en-GB');
    expect(() => formatDate(new Date(Number.NaN), 'EEEE d MMMM', dateLocale)).toThrow(RangeError);
    expect(() => formatDate(new Date(2026, 0, 1), 'd MMMM j', dateLocale)).toThrow(RangeError);
    const date = new Date(2026, 0, 1);
    expect(formatDate(date, "d 'unclosed", dateLocale)).toBe(format(date, "d 'unclosed", { locale: dateLocale }));
  });
});
