import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogueOf,
  currencyForLocale,
  dateFnsLocale,
  formatMoney,
  formatMoneyInThousands,
  formatNumber,
  LOCALES,
  message,
  messageKeys,
} from '../../src/locale/index.js';
import { countingNumberFormats } from './number-formats.js';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatNumber', () => {
  const intl = (locale: string, value: number) =>
    new Intl.NumberFormat(locale, { useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);

  it.each(LOCALES)('%s: every number reads as Intl.NumberFormat writes it, the short whole ones too', (locale) => {
    const values = [
      ...Array.from({ length: 2001 }, (_, i) => i - 1000),
      -0,
      0.5,
      -0.25,
      1.5,
      999.5,
      1_000,
      9_999,
      99_999,
      -12_345,
      1_234_567,
      -98_765_432,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      2 ** 53,
      1e21,
      1234.5,
    ];
    for (const value of values) expect(formatNumber(locale, value), String(value)).toBe(intl(locale, value));
  });

  it('builds no Intl.NumberFormat for a whole number (the first costs about 16 ms)', async () => {
    await countingNumberFormats(
      () => import('../../src/locale/locales.js'),
      (fresh, built) => {
        const whole = [
          fresh.formatNumber('es-ES', 2),
          fresh.formatNumber('en-GB', -1_200),
          fresh.formatNumber('es-ES', 1_000),
        ];
        expect(whole).toEqual(['2', '-1,200', '1.000']);
        expect(built()).toBe(0);
        expect(fresh.formatNumber('es-ES', 1_000.5)).toBe('1.000,5');
        expect(built()).toBe(1);
      },
    );
  });
});

describe('money: GBP for en-GB, EUR for en-IE and es-ES, in major units (back-office §9)', () => {
  it.each([
    ['en-GB', 'GBP'],
    ['en-IE', 'EUR'],
    ['es-ES', 'EUR'],
  ] as const)('%s → %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });

  it.each([
    ['en-GB', 1234.5, undefined, '£1,234.50'],
    ['en-GB', 5000, undefined, '£5,000.00'],
    ['en-GB', 23.99, 'EUR', '€23.99'],
    ['en-IE', 1234.5, undefined, '€1,234.50'],
    ['es-ES', 1234.5, undefined, nbsp('1234,50 €')],
    ['es-ES', 12345.678, undefined, nbsp('12.345,68 €')],
    ['es-ES', 10, 'GBP', nbsp('10,00 £')],
    ['en-GB', -5, undefined, '-£5.00'],
  ] as const)('%s %d %s → %s', (locale, amount, currency, text) => {
    expect(formatMoney(locale, amount, currency)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('%d gives an empty string, never "NaN"', (amount) => {
    expect(formatMoney('en-GB', amount)).toBe('');
    expect(formatMoneyInThousands('en-GB', amount)).toBe('');
    expect(formatNumber('en-GB', amount)).toBe('');
  });

  it.each([
    ['en-GB', 50_000, '£50k'],
    ['en-GB', 7_500, '£7.5k'],
    ['en-IE', 20_000, '€20k'],
    // A Spanish reader reads whole amounts, grouped as Spanish groups them (not 4 digits).
    ['es-ES', 50_000, nbsp('50.000 €')],
    ['es-ES', 7_500, nbsp('7500 €')],
  ] as const)(
    'the insurance maximum (in thousands in English, whole in Spanish): %s %d → %s',
    (locale, amount, text) => {
      expect(formatMoneyInThousands(locale, amount)).toBe(text);
    },
  );
});

describe('date-fns locales', () => {
  const monday = new Date(2025, 0, 6);
  it.each([
    ['en-GB', 'Monday 6 January'],
    ['en-IE', 'Monday 6 January'],
    ['es-ES', 'lunes 6 enero'],
  ] as const)('%s names days and months: %s', (locale, text) => {
    expect(format(monday, 'EEEE d MMMM', { locale: dateFnsLocale(locale) })).toBe(text);
  });

  it.each(LOCALES)('%s weeks start on Monday', (locale) => {
    expect(dateFnsLocale(locale).options?.weekStartsOn).toBe(1);
  });
});

describe('formatting, for any input (property-based)', () => {
  it('any amount gives a string that never says NaN or Infinity', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.double(), (locale, amount) => {
        for (const text of [formatMoney(locale, amount), formatMoneyInThousands(locale, amount)]) {
          expect(text).not.toMatch(/NaN|Infinity|∞/);
        }
      }),
    );
  });

  it('any key with any params gives text with no NaN, never a throw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...messageKeys()),
        fc.dictionary(
          fc.string(),
          fc.oneof(
            fc.string().filter((s) => !s.includes('NaN')),
            fc.double(),
          ),
        ),
        (locale, key, params) => {
          const text = message(locale, key, params);
          expect(typeof text).toBe('string');
          if (!catalogueOf(locale)[key].includes('NaN')) expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/\bNaN\b/);
        },
      ),
    );
  });
});
