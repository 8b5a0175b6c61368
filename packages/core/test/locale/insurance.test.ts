import { describe, expect, it } from 'vitest';
import { message } from '../../src/locale/index.js';
import {
  formatInsuranceAmount,
  formatInsuranceRate,
  INSURANCE_MESSAGES,
  insuranceEnGB,
  insuranceMessage,
} from '../../src/locale/insurance.js';
import { LOCALES } from '../../src/locale/locales.js';

describe('the Protection Plus words', () => {
  it.each(LOCALES)('%s has words for every key, none blank', (locale) => {
    const words = INSURANCE_MESSAGES[locale];
    expect(Object.keys(words).sort()).toEqual(Object.keys(insuranceEnGB).sort());
    for (const text of Object.values(words)) expect(text.trim()).not.toBe('');
  });

  it.each(LOCALES)('%s: the error sentences say what the catalogue says for each code (one meaning)', (locale) => {
    expect(insuranceMessage(locale, 'noAmount')).toBe(message(locale, 'insuranceNoAmount'));
    expect(insuranceMessage(locale, 'highAmount', { maximum: 'X' })).toBe(
      message(locale, 'insuranceHighAmount', { maximum: 'X' }),
    );
    expect(insuranceMessage(locale, 'lowAmount', { excess: 'Y' })).toBe(
      message(locale, 'insuranceLowAmount', { excess: 'Y' }),
    );
  });

  it('es-ES speaks «tú» and fills placeholders', () => {
    expect(insuranceMessage('es-ES', 'termsPage', { page: 1, pages: 2 })).toBe('Página 1 de 2');
    expect(insuranceMessage('es-ES', 'addIntro')).toMatch(/^Dinos/);
  });

  it.each<[Parameters<typeof formatInsuranceRate>[0], number, string]>([
    ['en-GB', 0.015, '1.5%'],
    ['en-IE', 0.02, '2%'],
    ['es-ES', 0.015, '1,5\u00a0%'],
    ['en-GB', Number.NaN, ''],
  ])('%s writes the rate %s as %j', (locale, rate, expected) => {
    expect(formatInsuranceRate(locale, rate)).toBe(expected);
  });
});

describe('amounts of Protection Plus in the locale’s currency', () => {
  it.each<[Parameters<typeof formatInsuranceAmount>[0], number, string]>([
    ['en-GB', 50000, '£50,000'],
    ['en-GB', 100, '£100'],
    ['en-GB', 12000.5, '£12,000.50'],
    ['en-IE', 50000, '€50,000'],
    ['es-ES', 12000, '12.000\u00a0€'],
    ['es-ES', 250.5, '250,50\u00a0€'],
    ['en-GB', Number.POSITIVE_INFINITY, ''],
  ])('%s writes %s as %j', (locale, amount, expected) => {
    expect(formatInsuranceAmount(locale, amount)).toBe(expected);
  });
});
