import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CardChunkSchema, CardChunkValueSchema, showsAtMostLastFour } from '../../src/model/index.js';

describe('card chunk value: at most the last four digits of a card are ever seen (docs/domain-notes.md, PCI DSS)', () => {
  it.each([
    ['masked card number', 'xxxx xxxx xxxx 4242'],
    ['masked with stars', '**** **** **** 1111'],
    ['masked with dashes', 'XXXX-XXXX-XXXX-0005'],
    ['last four only', '4242'],
    ['masked security code', 'xxx'],
    ['expiry as MMYY', '1227'],
    ['expiry as MM/YY', '12/27'],
    ['UK postcode', 'SW1A 1AA'],
    ['postcode with an X', 'EX4 4QJ'],
    ['nothing captured yet', ''],
  ])('%s "%s" is accepted', (_label, value) => {
    expect(showsAtMostLastFour(value)).toBe(true);
    expect(v.safeParse(CardChunkValueSchema, value).success).toBe(true);
  });

  it.each([
    ['full card number', '4242424242424242'],
    ['full card number with spaces', '4242 4242 4242 4242'],
    ['full card number with dashes', '4242-4242-4242-4242'],
    ['full card number with dots', '4242.4242.4242.4242'],
    ['Amex with mixed separators', '3782 822463 10005'],
    ['first six and last four', '424242xxxxxx4242'],
    ['first four and last four', '4242 xxxx xxxx 4242'],
    ['five digits', '42424'],
    ['digits split by a zero-width space', '4242\u200b4242\u200b4242\u200b4242'],
    ['digits split by en dashes', '4242–4242–4242–4242'],
    ['full-width digits', '４２４２４２４２４２４２４２４２'],
    ['a number of 16 digits', 4242424242424242],
  ])('%s is rejected', (_label, value) => {
    if (typeof value === 'string') expect(showsAtMostLastFour(value)).toBe(false);
    const result = v.safeParse(CardChunkValueSchema, value);
    expect(result.success).toBe(false);
  });

  it('a whole chunk carrying a card number fails, with the rule as its message', () => {
    const result = v.safeParse(CardChunkSchema, { value: '4111 1111 1111 1111', status: 'successfully-captured' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('A card chunk value shows at most the last four digits of a card.');
  });

  it('any text with five digits in a row, whatever the spaces and dashes between them, is rejected', () => {
    const separator = fc.constantFrom('', ' ', '-', '  ', ' - ');
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 19 }),
        separator,
        fc.string(),
        (before, digits, sep, after) => {
          expect(showsAtMostLastFour(`${before}${digits.join(sep)}${after}`)).toBe(false);
        },
      ),
    );
  });

  it('any masked card number ending in at most four digits is accepted', () => {
    fc.assert(
      fc.property(fc.constantFrom('x', 'X', '*', '•'), fc.stringMatching(/^\d{0,4}$/), (mask, last) => {
        expect(showsAtMostLastFour(`${mask.repeat(4)} ${mask.repeat(4)} ${mask.repeat(4)} ${last}`)).toBe(true);
      }),
    );
  });

  it('never throws for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(typeof showsAtMostLastFour(text)).toBe('boolean');
      }),
    );
  });
});
