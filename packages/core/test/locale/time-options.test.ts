import { describe, expect, it } from 'vitest';
import {
  hoursWords,
  TIME_OPTIONS_MESSAGES,
  timeChargeWords,
  timeOptionsEnGB,
  timeOptionsMessage,
  timeOptionWords,
  timeWindowWords,
} from '../../src/index.js';

describe('the time options’ words (docs/behaviour/quote-flow.md §2, §9; back-office §4)', () => {
  it.each([
    ['en-GB', 8, 12, '8am–12pm'],
    ['en-IE', 16, 20, '4pm–8pm'],
    ['en-GB', 8.5, 11, '8:30am–11am'],
    ['es-ES', 8, 12, '8:00–12:00'],
    ['es-ES', 16, 20, '16:00–20:00'],
  ] as const)('a window in %s, %d to %d: %s (the slider’s format: ha, h:mm for es-ES)', (locale, from, to, words) => {
    expect(timeWindowWords(locale, from, to)).toBe(words);
  });

  it.each([
    ['en-GB', 0, 'Included'],
    ['en-GB', -5, 'Included'],
    ['en-GB', 15, '+£15.00'],
    ['en-IE', 25.5, '+€25.50'],
    ['es-ES', 15, '+15,00\u00a0€'],
    ['es-ES', 0, 'Incluido'],
  ] as const)('a charge in %s of %d: %s (the difference to the base price)', (locale, charge, words) => {
    expect(timeChargeWords(locale, charge)).toBe(words);
  });

  it.each([
    ['en-GB', 3.5, '3.5 hours'],
    ['en-GB', 1, '1 hour'],
    ['en-GB', 12, '12 hours'],
    ['es-ES', 3.5, '3,5 horas'],
    ['es-ES', 1, '1 hora'],
  ] as const)('hours in %s: %d → %s', (locale, hours, words) => {
    expect(hoursWords(locale, hours)).toBe(words);
  });

  it('a 4-hour window reads as its window; a 3- or 5-hour one as "in X hours" with the window under it (§9)', () => {
    expect(timeOptionWords('en-GB', { option: '0800-1200', from: 8, to: 12, charge: 25 })).toEqual({
      name: '8am–12pm',
      window: null,
      delivery: null,
      charge: '+£25.00',
      reason: null,
      short: '8am–12pm',
    });
    expect(timeOptionWords('en-GB', { option: '0800-1300', from: 8, to: 13, charge: 0 })).toMatchObject({
      name: 'In 5 hours',
      window: '8am–1pm',
      charge: 'Included',
    });
    expect(
      timeOptionWords('es-ES', { option: '0800-1100', from: 8, to: 11, charge: 45, disabledReason: 'rush' }),
    ).toMatchObject({ name: 'En 3 horas', window: '8:00–11:00', reason: 'No ofrecemos recogida urgente' });
  });

  it('a delivery window and a reason for an option the server turned off', () => {
    const words = timeOptionWords(
      'en-GB',
      { option: '1200-1600', from: 12, to: 16, charge: 15, disabledReason: 'unavailable' },
      { from: 14, to: 18 },
    );
    expect(words.delivery).toBe('Delivery 2pm–6pm');
    expect(words.reason).toBe('Not available for this day');
  });

  it('every locale has every key, each a non-empty text with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const catalogue of Object.values(TIME_OPTIONS_MESSAGES)) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(timeOptionsEnGB).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text).not.toBe('');
        expect(placeholders(text)).toEqual(placeholders(timeOptionsEnGB[key as keyof typeof timeOptionsEnGB]));
      }
    }
    expect(timeOptionsMessage('es-ES', 'hoursTooHigh', { max: 12 })).toBe('Elige 12 horas o menos.');
  });
});
