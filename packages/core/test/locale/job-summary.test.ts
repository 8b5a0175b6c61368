import { describe, expect, it } from 'vitest';
import {
  durationWords,
  jobSummaryMessage,
  serviceTypeWords,
  summaryDateWords,
  summaryWindowWords,
  vanTypeWords,
} from '../../src/index.js';

describe('the job summary’s words (docs/behaviour/quote-flow.md §2, §9; back-office §4)', () => {
  it.each([
    ['en-GB', '2030-01-14', 'long', 'Monday 14 January 2030'],
    ['en-GB', '2030-01-14', 'short', 'Mon 14 Jan 2030'],
    ['en-IE', '2030-03-31', 'long', 'Sunday 31 March 2030'],
    ['es-ES', '2030-01-14', 'long', 'lunes, 14 de enero de 2030'],
    ['es-ES', '2030-01-17', 'short', 'jue 17 de ene 2030'],
    ['en-GB', 'not a date', 'long', 'not a date'],
  ] as const)('%s %s (%s): %s', (locale, key, length, words) => {
    expect(summaryDateWords(locale, key, length)).toBe(words);
  });

  it.each([
    ['en-GB', { side: 'pickup', from: 8, to: 18 }, 'Collection 8am–6pm'],
    ['en-GB', { side: 'delivery', from: 10.5, to: 12 }, 'Delivery 10:30am–12pm'],
    ['es-ES', { side: 'pickup', from: 8, to: 18 }, 'Recogida 8:00–18:00'],
  ] as const)('a window of the day in %s: %s', (locale, window, words) => {
    expect(summaryWindowWords(locale, window)).toBe(words);
  });

  it.each([
    [0.25, 'about 15 min'],
    [2, 'about 2 hr'],
    [2.5, 'about 2 hr 30 min'],
    [0, 'about 1 min'],
  ])('a duration of %s hours reads “%s”', (hours, words) => {
    expect(durationWords('en-GB', hours)).toBe(words);
  });

  it('service types: known ones in words per locale, any other written from its type', () => {
    expect(serviceTypeWords('en-GB', 'packing_material')).toBe('Packing materials');
    expect(serviceTypeWords('es-ES', 'packing_material')).toBe('Material de embalaje');
    expect(serviceTypeWords('en-GB', 'furniture_assembly')).toBe('Furniture assembly');
    expect(serviceTypeWords('en-GB', 'piano-tuning')).toBe('Piano tuning');
    expect(serviceTypeWords('en-GB', 'toString')).toBe('ToString');
  });

  it('van words and the discount line', () => {
    expect(vanTypeWords('en-GB', 'luton_van')).toBe('Luton van');
    expect(vanTypeWords('es-ES', 'small_transit')).toBe('Furgoneta pequeña');
    expect(jobSummaryMessage('en-GB', 'lifetimeDiscount', { percent: 15 })).toBe('Lifetime discount 15\u00a0%');
  });
});
