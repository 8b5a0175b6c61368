import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_BAR_MESSAGES } from '../../src/locale/admin-bar.js';
import { ADMIN_NOTES_MESSAGES } from '../../src/locale/admin-notes.js';
import { INTERNAL_RULE_CODES, LOCALES, ruleErrorCode, ruleMessage, ruleMessageCodes } from '../../src/locale/index.js';
import { PRICE_ADJUSTMENTS_MESSAGES } from '../../src/locale/price-adjustments.js';
import { PRICE_DIALOGS_MESSAGES } from '../../src/locale/price-dialogs.js';
import { SEND_QUOTE_MESSAGES } from '../../src/locale/send-quote.js';
import { SIMILAR_LISTINGS_MESSAGES } from '../../src/locale/similar-listings.js';
import { serverErrorText } from '../../src/rules/server-errors/index.js';
import { INTERNAL_ERRORS, RULE_ERRORS } from './rule-codes.js';

/** The no-break space Intl and the measures put between a number and its unit. */
const nbsp = (text: string) => text.replace(/([\dk]) (cm³|cm|kg|€)/g, '$1\u00a0$2');

/** Each rule error, plus each crossed bound of a custom item check on its own. */
const CASES = RULE_ERRORS.flatMap(([area, error]) => {
  const issues = (error as { issues?: unknown[] }).issues ?? [];
  return [[area, error] as const, ...issues.map((issue) => [area, issue] as const)];
});
const LABELLED = CASES.map(
  ([area, error]) => [area, ruleErrorCode(error) ?? (error as { status: string }).status, error] as const,
);

describe('every coded error a person can meet has words in every locale', () => {
  it('the cases cover every code with words, and the rules return no code without words', () => {
    const met = new Set(LABELLED.map(([, code]) => code));
    for (const code of ruleMessageCodes()) expect(met, code).toContain(code);
    for (const [, error] of INTERNAL_ERRORS) expect(INTERNAL_RULE_CODES).toContain(ruleErrorCode(error));
  });

  it('every code written in the rules’ sources (rules/**, session/persistence.ts) has words or is internal', () => {
    const src = new URL('../../src/', import.meta.url);
    const files = [
      ...readdirSync(new URL('rules/', src), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.ts') && !file.startsWith('server-errors'))
        .map((file) => new URL(`rules/${file}`, src)),
      new URL('session/persistence.ts', src),
    ];
    const written = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const term = String.raw`(?:'\w+'|[A-Z]\w*|\(string & \{\}\))`;
      const union = String.raw`\s*(?:\|\s*)?(${term}(?:\s*\|\s*${term})*)`;
      const unions = text.matchAll(
        new RegExp(String.raw`(?:\b(?:code|error|reason)\??:|type \w*(?:Code|Rejection|Reason) =)${union}`, 'g'),
      );
      for (const [, union = ''] of unions) for (const [, code = ''] of union.matchAll(/'(\w+)'/g)) written.add(code);
    }
    // The e-mail check's codes are shown by the email ask, in the price dialogs' words: they
    // count as having words when every locale has them there.
    const emailCodes = ['emailMissing', 'emailInvalid'] as const;
    for (const locale of LOCALES) {
      for (const code of emailCodes) expect(PRICE_DIALOGS_MESSAGES[locale][code], `${locale} ${code}`).toMatch(/\w/);
    }
    // The price adjustment form's codes are shown by its panel, in its own words (not in the
    // catalogue every piece loads): likewise.
    const adjustmentCodes = [
      'adjustmentPercentMissing',
      'adjustmentAmountMissing',
      'adjustmentPercentNotNumber',
      'adjustmentPercentRange',
      'adjustmentAmountNotMoney',
      'adjustmentAmountPositive',
      'adjustmentReasonMissing',
    ] as const;
    for (const locale of LOCALES) {
      for (const code of adjustmentCodes)
        expect(PRICE_ADJUSTMENTS_MESSAGES[locale][code], `${locale} ${code}`).toMatch(/\w/);
    }
    // The admin bar's price form codes are shown by the bar, in its own words: likewise.
    const adminBarCodes = [
      'adminPriceNotMoney',
      'adminPricePositive',
      'adminMarginNotNumber',
      'adminMarginRange',
    ] as const;
    for (const locale of LOCALES) {
      for (const code of adminBarCodes) expect(ADMIN_BAR_MESSAGES[locale][code], `${locale} ${code}`).toMatch(/\w/);
    }
    // The admin lead tools' and the send-quote form's codes are shown in their own words; the
    // send-quote form's not_valid_email in the server catalogue's (back-office §8).
    const adminNotesCodes = [
      'noteMissing',
      'smsMessageMissing',
      'smsPhoneMissing',
      'smsPhoneUnknown',
      'callBackDateMissing',
      'callBackDateInvalid',
      'callBackDateBeforeToday',
      'callBackDateTooFar',
      'callBackDayUnknown',
      'callBackTimeInvalid',
      'affiliateOptionMissing',
      'affiliateRefMissing',
      'affiliateRefIdMissing',
      'removalsCountInvalid',
      'providerChangeReasonMissing',
    ] as const;
    const sendQuoteCodes = ['sendQuoteNameMissing', 'sendQuoteEmailMissing', 'sendQuotePricesMissing'] as const;
    // The similar-listing tool's filter and contact codes: its own words.
    const similarCodes = [
      'similarMessageMissing',
      'similarProviderMissing',
      'similarCustomFilterInvalid',
      'similarDateInvalid',
      'similarDateBeforeToday',
      'similarDateTooFar',
      'similarToBeforeFrom',
    ] as const;
    for (const locale of LOCALES) {
      for (const code of adminNotesCodes) expect(ADMIN_NOTES_MESSAGES[locale][code], `${locale} ${code}`).toMatch(/\w/);
      for (const code of sendQuoteCodes) expect(SEND_QUOTE_MESSAGES[locale][code], `${locale} ${code}`).toMatch(/\w/);
      for (const code of similarCodes)
        expect(SIMILAR_LISTINGS_MESSAGES[locale][code], `${locale} ${code}`).toMatch(/\w/);
      expect(serverErrorText('not_valid_email', locale)).not.toBe('not_valid_email');
    }
    const known = new Set<string>([
      ...ruleMessageCodes(),
      ...INTERNAL_RULE_CODES,
      ...emailCodes,
      ...adjustmentCodes,
      ...adminBarCodes,
      ...adminNotesCodes,
      ...sendQuoteCodes,
      ...similarCodes,
      'not_valid_email',
    ]);
    expect([...written].filter((code) => !known.has(code))).toEqual([]);
    expect([...known].filter((code) => !written.has(code))).toEqual([]);
  });

  it.each(LOCALES.flatMap((locale) => LABELLED.map(([area, code, error]) => [locale, area, code, error] as const)))(
    '%s %s %s: clear words, every placeholder filled, no undefined or NaN',
    (locale, _area, code, error) => {
      const text = ruleMessage(locale, error);
      expect(text.trim().length).toBeGreaterThan(10);
      expect(text).not.toBe(code);
      expect(text).not.toMatch(/\{\w*\}|undefined|NaN|null|Infinity/);
    },
  );

  it.each(LABELLED)('es-ES says %s %s in Spanish, not in English', (_area, _code, error) => {
    expect(ruleMessage('es-ES', error)).not.toBe(ruleMessage('en-GB', error));
  });

  it.each(INTERNAL_ERRORS)('%s: an internal code (%j) shows as is', (_area, error) => {
    expect(ruleMessage('en-GB', error)).toBe(ruleErrorCode(error));
  });
});

describe('the words name the values the rule returned', () => {
  it.each([
    [
      'en-GB',
      { ok: false, code: 'highAmount', max: 50_000, maxText: '50k' },
      'Protection Plus covers goods worth up to £50k. Enter a lower value.',
    ],
    [
      'en-IE',
      { ok: false, code: 'highAmount', max: 20_000, maxText: '20k' },
      'Protection Plus covers goods worth up to €20k. Enter a lower value.',
    ],
    [
      'es-ES',
      { ok: false, code: 'highAmount', max: 7_500, maxText: '7.5k' },
      'Protection Plus cubre bienes por un valor de hasta 7500\u00a0€. Indica un valor menor.',
    ],
    [
      'en-GB',
      { code: 'highAmount', maxText: '50k' },
      'Protection Plus covers goods worth up to 50k. Enter a lower value.',
    ],
    ['en-GB', { code: 'highAmount' }, 'Protection Plus does not cover goods of that value. Enter a lower value.'],
    [
      'en-GB',
      { ok: false, code: 'lowAmount', excess: 100, value: null },
      'The value of your goods must be at least the £100.00 excess.',
    ],
    ['en-GB', { code: 'lowAmount' }, 'The value of your goods must be at least the excess. Enter a higher value.'],
    ['en-GB', { code: 'noAmount' }, 'Enter the value of your goods, in numbers, to add Protection Plus.'],
  ] as const)('insurance (quote-flow §5, back-office §5): %s %j', (locale, error, text) => {
    expect(ruleMessage(locale, error)).toBe(nbsp(text));
  });

  it('insurance amounts follow the currency asked for', () => {
    expect(ruleMessage('en-GB', { code: 'highAmount', max: 50_000 }, { currency: 'EUR' })).toContain('€50k');
  });

  it.each([
    [
      'en-GB',
      { code: 'sideTooLarge', field: 'depth', value: 320, limit: 300 },
      'The depth is 320 cm, over 300 cm. These sizes look unusual for one item. Check them and the units, then confirm to add it anyway.',
    ],
    [
      'en-GB',
      { code: 'sideTooLarge', field: 'width', value: 500, limit: 450 },
      'The width is 500 cm, over 450 cm. This item is too large or too heavy to book online. Check the sizes and units, or split it into smaller items.',
    ],
    [
      'en-GB',
      { code: 'sideTooSmall', field: 'height', value: 0.5, limit: 1 },
      'The height is 0.5 cm, under 1 cm. These sizes are too small to be right. Check them and the units, then try again.',
    ],
    [
      'en-GB',
      { code: 'weightTooHeavy', field: 'weight', value: 12_000, limit: 10_000 },
      'The weight is 12,000 kg, over 10,000 kg. This item is too large or too heavy to book online. Check the sizes and units, or split it into smaller items.',
    ],
    [
      'en-GB',
      { code: 'sideTooLarge', field: 'depth', value: 300.004, limit: 300 },
      'The depth is 300.004 cm, over 300 cm. These sizes look unusual for one item. Check them and the units, then confirm to add it anyway.',
    ],
    [
      'es-ES',
      { code: 'volumeTooSmall', field: 'volume', value: 1_000, limit: 8_000 },
      nbsp(
        'El volumen es de 1.000 cm³, menos de 8.000 cm³. Estas medidas parecen poco habituales para un artículo. Revísalas junto con las unidades y confirma para añadirlo igualmente.',
      ),
    ],
    [
      'es-ES',
      { code: 'sideTooLarge', field: 'width', value: 320.5, limit: 300 },
      nbsp(
        'El ancho mide 320,5 cm, más de 300 cm. Estas medidas parecen poco habituales para un artículo. Revísalas junto con las unidades y confirma para añadirlo igualmente.',
      ),
    ],
  ] as const)(
    'a crossed bound names the measure, its value and the limit (quote-flow §5): %s %j',
    (locale, issue, text) => {
      expect(ruleMessage(locale, issue)).toBe(nbsp(text));
    },
  );

  it('a whole custom item check lists every crossed bound, then what to do', () => {
    const check = {
      status: 'warning',
      codes: ['sideTooLarge', 'weightTooHeavy'],
      issues: [
        { code: 'sideTooLarge', field: 'width', value: 320, limit: 300 },
        { code: 'weightTooHeavy', field: 'weight', value: 400, limit: 250 },
      ],
    };
    expect(ruleMessage('en-GB', check)).toBe(
      nbsp(
        'The width is 320 cm, over 300 cm. The weight is 400 kg, over 250 kg. These sizes look unusual for one item. Check them and the units, then confirm to add it anyway.',
      ),
    );
  });

  it('a huge mistyped size is written short, never as hundreds of digits', () => {
    const text = ruleMessage('en-GB', { code: 'volumeTooLarge', field: 'volume', value: Number.MAX_VALUE, limit: 1e7 });
    expect(text).toMatch(/^The volume is 1\.8E308\u00a0cm³, over 10,000,000\u00a0cm³\./);
  });

  it.each([
    [{ ok: false, step: 1, field: 'pickup_address_data', code: 'missing' }, 'Enter the pickup address.'],
    [{ ok: false, step: 1, field: 'move_items', code: 'missing' }, 'Add at least one item.'],
    [{ ok: false, step: 2, field: 'pickup_date', code: 'missing' }, 'Choose a pickup date.'],
    [{ ok: false, field: 'notes', code: 'missing' }, 'This is required'],
    [{ ok: false, field: 'move_items', code: 'tooShort' }, 'Check your items: something is missing.'],
    [{ ok: false, field: 'pickup_date', code: 'invalidFormat' }, 'Check the pickup date: the format is not right.'],
    [
      { ok: false, field: 'delivery_address_data', code: 'addressNoCoordinates' },
      'Choose the delivery address from the suggestions so we can find it on the map.',
    ],
    [
      { ok: false, field: 'somewhere', code: 'addressNoCoordinates' },
      'Choose an address from the suggestions so we can find it on the map.',
    ],
    [{ ok: false, field: 'pickup_date', code: 'before_today' }, 'This is before today'],
    [{ ok: false, field: 'pickup_date', code: 'server_rule_code' }, 'server_rule_code'],
  ] as const)('booking steps name the field at fault (back-office §5): %j', (error, text) => {
    expect(ruleMessage('en-GB', error)).toBe(text);
  });

  it.each([
    [{ code: 'makeModelError', fields: ['model'] }, 'Enter the model, with at least one letter or number.'],
    [
      { code: 'makeModelError', fields: ['make', 'model'] },
      'Enter the make and the model, each with at least one letter or number.',
    ],
    [{ code: 'makeModelRequired', fields: ['make'] }, 'Enter the make.'],
    [{ code: 'makeModelRequired' }, 'Enter the make and the model.'],
  ] as const)('make and model (quote-flow §5): %j', (error, text) => {
    expect(ruleMessage('en-GB', error)).toBe(text);
  });

  it.each([
    ['en-GB', { code: 'makeModelTooLong', fields: ['make'], max: 40 }, 'Enter a make of 40 characters or fewer.'],
    ['en-IE', { code: 'makeModelTooLong', fields: ['model'], max: 40 }, 'Enter a model of 40 characters or fewer.'],
    [
      'en-GB',
      { code: 'makeModelTooLong', fields: ['make', 'model'], max: 40 },
      'Enter a make and a model of 40 characters or fewer each.',
    ],
    ['en-GB', { code: 'makeModelTooLong', fields: ['model'] }, 'Enter a model of 40 characters or fewer.'],
    [
      'es-ES',
      { code: 'makeModelTooLong', fields: ['make'], max: 40 },
      'Indica una marca de 40 caracteres como máximo.',
    ],
    [
      'es-ES',
      { code: 'makeModelTooLong', fields: ['make', 'model'], max: 40 },
      'Indica una marca y un modelo de 40 caracteres como máximo cada uno.',
    ],
  ] as const)('a make or model too long names the maximum (quote-flow §5): %s %j', (locale, error, text) => {
    expect(ruleMessage(locale, error)).toBe(text);
  });

  it.each([
    ['en-GB', { ok: false, code: 'quantityNotWhole', max: 99_999 }, 'Enter a whole number from 1 to 99,999.'],
    ['en-GB', { ok: false, code: 'quantityTooHigh', max: 99 }, 'Enter 99 or fewer.'],
    ['es-ES', { ok: false, code: 'quantityTooHigh', max: 99_999 }, 'Indica 99.999 como máximo.'],
    ['en-GB', { quantity: 3, error: 'quantityTooHigh' }, 'Enter 99,999 or fewer. The quantity is still 3.'],
    [
      'en-GB',
      { code: 'quantityNotWhole', text: '2.5', previous: 3 },
      'Enter a whole number from 1 to 99,999, like 2. The quantity is still 3.',
    ],
  ] as const)('quantities name the maximum (quote-flow §5, §9): %s %j', (locale, error, text) => {
    expect(ruleMessage(locale, error)).toBe(text);
  });
});

describe('codes without words, and values without a code', () => {
  it.each([
    ['some_new_code', 'some_new_code'],
    [{ code: 'toString' }, 'toString'],
    [{ code: '__proto__' }, '__proto__'],
    [{ code: 'wrong_credentials' }, 'Oops! wrong password...'],
    ['missing', 'This is required'],
    [{ ok: true }, ''],
    [{ status: 'ok' }, ''],
    [null, ''],
    [undefined, ''],
    [42, ''],
  ])('%j → %j', (error, text) => {
    expect(ruleMessage('en-GB', error)).toBe(text);
  });

  it('any value, in any locale, gives a string with no NaN or undefined, never a throw (property-based)', () => {
    const measure = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(undefined));
    const code = fc.constantFrom(...ruleMessageCodes(), ...INTERNAL_RULE_CODES, 'odd', '', ' ');
    const error = fc.oneof(
      fc.anything(),
      fc.record(
        {
          code,
          field: fc.oneof(fc.constantFrom('width', 'depth', 'volume', 'move_items', 'pickup_date'), fc.anything()),
          value: measure,
          limit: measure,
          max: measure,
          maxText: fc.oneof(fc.string(), fc.anything()),
          excess: measure,
          fields: fc.oneof(fc.array(fc.constantFrom('make', 'model')), fc.anything()),
          previous: measure,
          text: fc.anything(),
        },
        { requiredKeys: ['code'] },
      ),
      fc.record({ status: fc.constantFrom('warning', 'blocked'), issues: fc.array(fc.anything()) }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), error, (locale, value) => {
        const text = ruleMessage(locale, value);
        expect(typeof text).toBe('string');
        const code = ruleErrorCode(value);
        if (code === undefined || !code.includes('NaN')) expect(text).not.toMatch(/\bNaN\b|\bundefined\b/);
      }),
    );
  });
});
