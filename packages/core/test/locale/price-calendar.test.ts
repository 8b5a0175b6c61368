import { describe, expect, it } from 'vitest';
import {
  calendarChosenWords,
  calendarDateWords,
  calendarDayLead,
  calendarDayStatusWords,
  calendarLabelWords,
  calendarMonthWords,
  calendarWeekdayWords,
  formatWholeMoney,
  priceCalendarEnGB,
  priceCalendarEsES,
  priceCalendarMessage,
  weekdayNames,
} from '../../src/index.js';
import { countingNumberFormats } from './number-formats.js';

const day = { key: '2026-11-24', today: false, reason: null } as const;

describe('the price calendar’s words (en-GB, en-IE, es-ES)', () => {
  it('every key has es-ES words, and en-IE speaks en-GB', () => {
    expect(Object.keys(priceCalendarEsES).sort()).toEqual(Object.keys(priceCalendarEnGB).sort());
    expect(priceCalendarMessage('en-IE', 'idle')).toBe('Add your addresses and items to see prices.');
    expect(priceCalendarMessage('es-ES', 'addWeek')).toBe('Añadir una semana');
  });

  it('writes dates with the locale’s own names', () => {
    expect(calendarDateWords('en-GB', '2026-11-24', 'dayPattern')).toBe('Tuesday 24 November 2026');
    expect(calendarDateWords('es-ES', '2026-11-24', 'dayPattern')).toBe('martes, 24 de noviembre de 2026');
    expect(calendarDateWords('en-GB', 'soon', 'dayPattern')).toBe('soon');
    expect(calendarMonthWords('en-GB', '2026-11-01')).toBe('November 2026');
    expect(calendarMonthWords('es-ES', '2026-11-01')).toBe('Noviembre de 2026');
  });

  it('weekday headings run Monday to Sunday (§9)', () => {
    expect(weekdayNames('en-GB').map((name) => name.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('en-GB')[6]?.long).toBe('Sunday');
    expect(weekdayNames('es-ES').map((name) => name.short)).toEqual(['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom']);
    expect(weekdayNames('en-GB')).toBe(weekdayNames('en-GB'));
  });

  it('prices in whole pounds or euros', () => {
    expect(formatWholeMoney('en-GB', 149)).toBe('£149');
    expect(formatWholeMoney('en-GB', 1249.5)).toBe('£1,250');
    expect(formatWholeMoney('en-IE', 149)).toBe('€149');
    expect(formatWholeMoney('es-ES', 149)).toBe('149\u00a0€');
    expect(formatWholeMoney('en-GB', Number.NaN)).toBe('');
  });

  it.each(['en-GB', 'en-IE', 'es-ES'] as const)(
    '%s: every whole amount reads as Intl.NumberFormat writes it, with no formatter built',
    async (locale) => {
      const currency = locale === 'en-GB' ? 'GBP' : 'EUR';
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
      const decimals = locale === 'es-ES' ? ',00' : '.00';
      const amounts = [
        ...Array.from({ length: 30_001 }, (_, i) => i - 10_000),
        123_456,
        1_000_000,
        -1_234_567,
        Number.MAX_SAFE_INTEGER,
        149.4,
        149.5,
        -0.4,
      ];
      await countingNumberFormats(
        () => import('../../src/locale/price-calendar.js'),
        (fresh, built) => {
          for (const amount of amounts)
            expect(fresh.formatWholeMoney(locale, amount), String(amount)).toBe(
              intl.format(Math.round(amount)).replace(decimals, ''),
            );
          expect(built()).toBe(0);
        },
      );
    },
  );

  it.each([
    ['en-GB', 0, '£0'],
    ['en-GB', 12345.4, '£12,345'],
    ['en-GB', -40, '-£40'],
    ['en-IE', 1000000, '€1,000,000'],
    ['es-ES', 1249.5, '1250\u00a0€'],
    ['es-ES', 12345, '12.345\u00a0€'],
    ['es-ES', 1000000, '1.000.000\u00a0€'],
    ['en-GB', 1e22, '£10,000,000,000,000,000,000,000'],
  ] as const)('%s writes %d as %s: no decimals, its grouping kept', (locale, amount, text) => {
    expect(formatWholeMoney(locale, amount)).toBe(text);
  });

  it('what a day says besides what it shows: its full date, today, not available when it shows no price', () => {
    expect(calendarDayLead('en-GB', day)).toBe('Tuesday 24 November 2026');
    expect(calendarDayLead('en-GB', { ...day, today: true })).toBe('Tuesday 24 November 2026, today');
    expect(calendarDayLead('en-GB', { ...day, reason: 'past' })).toBe('Tuesday 24 November 2026, not available');
    expect(calendarDayStatusWords('en-GB', { ...day, reason: 'tooFar' })).toBe(', not available');
    // A day without a price shows "No price": nothing more to say.
    expect(calendarDayStatusWords('en-GB', { ...day, reason: 'noPrice' })).toBe('');
    expect(calendarDayLead('es-ES', { ...day, today: true })).toBe('martes, 24 de noviembre de 2026, hoy');
    expect(calendarWeekdayWords('es-ES', '2026-11-24')).toBe('Martes');
    expect(calendarDateWords('es-ES', '2026-11-24', 'rowYearPattern')).toBe('de 2026');
  });

  it('labels and the chosen day in words', () => {
    expect(calendarLabelWords('en-GB', 'LAST_FEW')).toBe('Last few');
    expect(calendarLabelWords('es-ES', 'BEST_PRICE')).toBe('Mejor precio');
    expect(calendarChosenWords('en-GB', '2026-11-24', 149)).toBe('Tuesday 24 November chosen, £149');
    expect(calendarChosenWords('es-ES', '2026-11-24', 149)).toBe('Elegido el martes, 24 de noviembre, 149\u00a0€');
  });
});
