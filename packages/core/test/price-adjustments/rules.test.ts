// The price adjustment rules (docs/behaviour/back-office.md §3 Price adjustment, §6, §8).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AdjustmentDraft,
  adjustedRecordOf,
  adjustmentCountryOf,
  allAdminPrivileges,
  checkAdjustment,
  draftOfAdjustment,
  EMPTY_ADJUSTMENT_DRAFT,
  type Listing,
  mayManagePriceAdjustments,
  minorToTyped,
  moneyToMinor,
  saveOutcome,
  typedPercent,
} from '../../src/index.js';

const draft = (patch: Partial<AdjustmentDraft>): AdjustmentDraft => ({ ...EMPTY_ADJUSTMENT_DRAFT, ...patch });

describe('typed money to minor units (§3: adjustmentAmount.value in minor units)', () => {
  it.each([
    ['25', 2500],
    ['12.50', 1250],
    ['12.5', 1250],
    ['12,50', 1250],
    ['£12.50', 1250],
    ['12.50 €', 1250],
    [' 1,234.56 ', 123456],
    ['0', 0],
    ['0.01', 1],
    ['12.345', undefined],
    ['-5', undefined],
    ['abc', undefined],
    ['', undefined],
    ['1e3', undefined],
    ['.5', undefined],
  ])('%j → %j', (text, minor) => expect(moneyToMinor(text)).toBe(minor));

  it('any text gives a whole number of minor units or undefined, never NaN or a throw', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const minor = moneyToMinor(text);
        return minor === undefined || (Number.isSafeInteger(minor) && minor >= 0);
      }),
    );
  });

  it('minor units typed back read as the same amount', () => {
    fc.assert(fc.property(fc.nat(10_000_000), (minor) => moneyToMinor(minorToTyped(minor)) === minor));
  });
});

describe('typed percent', () => {
  it.each([
    ['10', 10],
    ['12.5', 12.5],
    ['12,5 %', 12.5],
    ['100', 100],
    ['12.345', undefined],
    ['ten', undefined],
  ])('%j → %j', (text, percent) => expect(typedPercent(text)).toBe(percent));
});

describe('checking the form (§3, §5; a reason is required when the type has reasons)', () => {
  it.each([
    ['a percent', draft({ value: '10' }), 0, { mode: 'percent', percent: 10 }],
    ['100 %', draft({ value: '100' }), 0, { mode: 'percent', percent: 100 }],
    ['an amount in minor units', draft({ mode: 'amount', value: '12.50' }), 0, { mode: 'amount', minor: 1250 }],
    ['a reason sent when chosen', draft({ value: '5', reasonId: '101' }), 3, { percent: 5, reasonId: '101' }],
  ])('accepts %s', (_name, typed, reasonCount, expected) => {
    const check = checkAdjustment(typed, { reasonCount });
    expect(check.ok).toBe(true);
    expect(check.ok && check.value).toMatchObject(expected);
  });

  it.each([
    ['no percent typed', draft({ value: ' ' }), 0, ['adjustmentPercentMissing']],
    ['no amount typed', draft({ mode: 'amount', value: '' }), 0, ['adjustmentAmountMissing']],
    ['0 %', draft({ value: '0' }), 0, ['adjustmentPercentRange']],
    ['over 100 %', draft({ value: '100.01' }), 0, ['adjustmentPercentRange']],
    ['a percent that is not a number', draft({ value: 'lots' }), 0, ['adjustmentPercentNotNumber']],
    ['an amount of 0', draft({ mode: 'amount', value: '0.00' }), 0, ['adjustmentAmountPositive']],
    ['an amount with three decimals', draft({ mode: 'amount', value: '1.234' }), 0, ['adjustmentAmountNotMoney']],
    ['no reason while reasons are offered', draft({ value: '10' }), 2, ['adjustmentReasonMissing']],
    [
      'both at once',
      draft({ mode: 'amount', value: '-3' }),
      2,
      ['adjustmentAmountNotMoney', 'adjustmentReasonMissing'],
    ],
  ])('refuses %s', (_name, typed, reasonCount, codes) => {
    const check = checkAdjustment(typed, { reasonCount });
    expect(check.ok ? [] : check.errors.map((error) => error.code)).toEqual(codes);
  });

  it('an edit asks for no reason and sends none (PATCH carries the value only)', () => {
    const check = checkAdjustment(draft({ value: '10', reasonId: '101' }), { reasonCount: 3, editing: true });
    expect(check).toEqual({ ok: true, value: { adjustmentType: 'DISCOUNT_OFFER', mode: 'percent', percent: 10 } });
  });
});

describe('the record and country of a job', () => {
  it.each([
    [{ move_items: [] }, null],
    [
      { pre_listing_id: 'pl-1', move_items: [] },
      { recordType: 'PRE_LISTING', recordId: 'pl-1' },
    ],
    [
      { pre_listing_id: 'pl-1', listing_id: 77, move_items: [] },
      { recordType: 'LISTING', recordId: '77' },
    ],
  ])('%j → %j', (listing, record) => expect(adjustedRecordOf(listing as Listing)).toEqual(record));

  it.each([
    [{}, 'GB'],
    [{ pickup_address_data: { ISO_3166_1_Alpha_2: 'es' } }, 'ES'],
  ])('country of %j is %s', (listing, code) => expect(adjustmentCountryOf(listing as never)).toBe(code));

  it('a saved adjustment as the form edits it', () => {
    expect(draftOfAdjustment({ adjustmentType: 'ADMIN_PREMIUM', adjustmentAmount: { value: 1205 } })).toEqual({
      adjustmentType: 'ADMIN_PREMIUM',
      mode: 'amount',
      value: '12.05',
      reasonId: '',
    });
  });
});

describe('who may change adjustments (§6, can)', () => {
  it.each([
    ['no admin', null, false],
    ['an admin without the privilege', { userId: '1', privileges: {} }, false],
    ['an admin with it', { userId: '1', privileges: allAdminPrivileges() }, true],
  ])('%s → %s', (_name, admin, may) => expect(mayManagePriceAdjustments({ admin })).toBe(may));
});

describe("an admin save's outcome (§8: the first error message, or 'Save was successful')", () => {
  it.each([
    ['success', undefined, 'en-GB', { ok: true, text: 'Save was successful' }],
    ['success in Spanish', undefined, 'es-ES', { ok: true, text: 'Se ha guardado correctamente' }],
    ['the server’s own message first', { code: 'input', messages: ['Too big', 'Other'] }, 'en-GB', { text: 'Too big' }],
    [
      'a demo body’s first input code',
      { code: 'input', body: { errors: { input: { adjustmentPercent: ['not_valid'] } } } },
      'en-GB',
      { text: 'not_valid', code: 'not_valid' },
    ],
    ['a known code’s words', { code: 'http', codes: ['missing'] }, 'en-GB', { text: 'This is required' }],
    ['anything else', new Error('boom'), 'en-GB', { ok: false, text: 'Server error!' }],
  ] as const)('%s', (_name, error, locale, expected) => {
    expect(saveOutcome(error, locale)).toMatchObject(expected);
  });
});
