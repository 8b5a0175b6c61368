import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAR_FLOW_MESSAGES,
  type CarFieldErrorCode,
  carFieldErrorKey,
  carFlowMessage,
  EBAY_ITEM_MESSAGES,
  ebayItemMessage,
  LOCALES,
  serverErrorText,
} from '../../src/index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each([
  ['car flow', CAR_FLOW_MESSAGES],
  ['eBay item panel', EBAY_ITEM_MESSAGES],
] as const)('the %s speaks every locale with the same keys and placeholders', (_name, catalogues) => {
  it.each(LOCALES)('%s has every en-GB key, each text non-empty with the same placeholders', (locale) => {
    const english = catalogues['en-GB'] as Record<string, string>;
    const local = catalogues[locale] as Record<string, string>;
    expect(Object.keys(local).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(local)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it('es-ES is Spanish: only the "× name" line and the plate example read the same as en-GB', () => {
    const english = catalogues['en-GB'] as Record<string, string>;
    const same = Object.entries(catalogues['es-ES'])
      .filter(([key, text]) => english[key] === text)
      .map(([key]) => key);
    expect(same.filter((key) => !['ebayItemLine', 'carPlateHint'].includes(key))).toEqual([]);
  });
});

describe('car flow words (docs/behaviour/quote-flow.md §2, §5, §8)', () => {
  it.each<[CarFieldErrorCode, 'make' | 'model' | 'plate', string]>([
    ['makeModelRequired', 'make', 'Choose the make of your car.'],
    ['makeModelRequired', 'model', 'Choose the model of your car.'],
    ['makeModelError', 'make', 'Enter the make in letters or numbers, like Ford.'],
    ['makeModelError', 'model', 'Enter the model in letters or numbers, like Focus.'],
    ['makeModelTooLong', 'make', 'Enter a make of 40 characters or fewer. This one has 5,000.'],
    ['makeModelTooLong', 'model', 'Enter a model of 40 characters or fewer. This one has 5,000.'],
    ['plateRequired', 'plate', 'Enter the registration plate, like AB12 CDE.'],
    [
      'plateNotFound',
      'plate',
      'We could not find a car with plate ZZ99 ZZZ. Check it, or add your car by make and model.',
    ],
    [
      'plateLookupFailed',
      'plate',
      'We could not look up plate ZZ99 ZZZ just now. Try again, or add your car by make and model.',
    ],
  ])('%s on %s reads %j, never the code', (code, field, text) => {
    const params = { plate: 'ZZ99 ZZZ', max: 40, count: 5000 };
    const words = carFlowMessage('en-GB', carFieldErrorKey(code, field), params);
    expect(words).toBe(text);
    expect(words).not.toContain(code);
    expect(carFlowMessage('es-ES', carFieldErrorKey(code, field), params)).not.toBe(text);
  });

  it('announces the car added by make and model, and plates by the names found', () => {
    expect(carFlowMessage('en-GB', 'carAdded', { make: 'Ford', model: 'Focus' })).toBe('Added Ford Focus');
    expect(carFlowMessage('en-IE', 'carAddedNames', { names: 'Ford Fiesta' })).toBe('Added Ford Fiesta');
    expect(carFlowMessage('es-ES', 'carAdded', { make: 'Ford', model: 'Focus' })).toBe('Añadido: Ford Focus');
  });
});

describe('eBay item panel words (back-office §2, §8)', () => {
  it.each(LOCALES)("%s: 'eBay listing not found' is the §8 text of ebay_listing_not_found, word for word", (locale) => {
    expect(ebayItemMessage(locale, 'ebayListingNotFound')).toBe(serverErrorText('ebay_listing_not_found', locale));
  });

  it('names the id as typed (no digit grouping) and counts in the locale', () => {
    expect(ebayItemMessage('en-GB', 'ebayLookingUp', { id: '204512345678' })).toBe(
      'Looking up eBay item 204512345678…',
    );
    expect(ebayItemMessage('es-ES', 'ebayItemLine', { quantity: 6, name: 'Silla de comedor' })).toBe(
      '6 × Silla de comedor',
    );
    expect(ebayItemMessage('en-GB', 'ebayAdded', { count: 7, title: 'Oak table and chairs' })).toBe(
      'Added 7 items from “Oak table and chairs”',
    );
  });

  it.each(['locale/car-flow.ts', 'locale/ebay-item.ts'])(
    '%s loads no big catalogue (bundle size: only the locales and the translator)',
    (path) => {
      const source = readFileSync(new URL(`../../src/${path}`, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      expect(imports.sort()).toEqual(['./locales.js', './translator.js']);
    },
  );
});
