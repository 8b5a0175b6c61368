// The admin lead tools' rules (docs/behaviour/back-office.md §3, §5, §8, §9).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CallBackDraft,
  callBackDateRange,
  callBackDraftOf,
  checkAdminNote,
  checkAdminSms,
  checkAffiliateAttribution,
  checkCallBack,
  customerPhoneNumbers,
  defaultAdminSms,
  EMPTY_CALL_BACK_DRAFT,
  smsCancellationMention,
  storesNamed,
} from '../../src/index.js';

describe('an admin note and an SMS need text that is not empty (§5)', () => {
  it.each([
    ['', { ok: false, code: 'noteMissing' }],
    ['   \n ', { ok: false, code: 'noteMissing' }],
    [undefined, { ok: false, code: 'noteMissing' }],
    ['  Called, no answer ', { ok: true, note: 'Called, no answer' }],
  ])('note %j → %o', (text, expected) => {
    expect(checkAdminNote(text)).toEqual(expected);
  });

  const NUMBERS = ['07700 900123', '0117 496 0789'];
  it.each([
    [
      { phone_number: '07700 900123', message: 'Hi' },
      { ok: true, value: { phone_number: '07700 900123', message: 'Hi' } },
    ],
    [
      { phone_number: ' 07700900123 ', message: 'Hi' },
      { ok: true, value: { phone_number: '07700900123', message: 'Hi' } },
    ],
    [
      { phone_number: '07700 900123', message: '  ' },
      { ok: false, errors: [{ field: 'message', code: 'smsMessageMissing' }] },
    ],
    [
      { phone_number: '', message: '' },
      {
        ok: false,
        errors: [
          { field: 'phone_number', code: 'smsPhoneMissing' },
          { field: 'message', code: 'smsMessageMissing' },
        ],
      },
    ],
    [
      { phone_number: '07999 000000', message: 'Hi' },
      { ok: false, errors: [{ field: 'phone_number', code: 'smsPhoneUnknown' }] },
    ],
  ])('SMS %o → %o', (draft, expected) => {
    expect(checkAdminSms(draft, NUMBERS)).toEqual(expected);
  });

  it('any number will do when the customer’s numbers are not known', () => {
    expect(checkAdminSms({ phone_number: '07999 000000', message: 'Hi' }).ok).toBe(true);
  });

  it('reads the customer’s numbers as text, each once', () => {
    expect(customerPhoneNumbers(['0770', { number: ' 0117 ' }, '0770', '', { number: null }, 5])).toEqual([
      '0770',
      '0117',
    ]);
    expect(customerPhoneNumbers(undefined)).toEqual([]);
  });
});

describe('the SMS names free cancellation of 48 hours, or 5 days for ferry or international jobs (§9)', () => {
  it.each([
    [{}, 'en-GB', '48 hours'],
    [{ has_ferry: true }, 'en-GB', '5 days'],
    [{ is_international: 1 }, 'en-GB', '5 days'],
    [{}, 'es-ES', '48 horas'],
    [{ is_international: true }, 'es-ES', '5 días'],
  ] as const)('%o in %s: the default SMS says %s', (listing, locale, period) => {
    const sms = defaultAdminSms('', listing, locale);
    expect(sms).toContain(period);
    expect(smsCancellationMention(sms, listing)).toBe('right');
  });

  it('the server’s default_sms wins when it sent one; the job’s lowest price goes in Haulkit’s own', () => {
    expect(defaultAdminSms('Hello from the server', {}, 'en-GB')).toBe('Hello from the server');
    expect(defaultAdminSms('  ', { lowest_price: 120 }, 'en-GB')).toBe(
      'Thanks for your quote from £120.00. Book online today: free cancellation up to 48 hours before your move.',
    );
  });

  it.each([
    ['Free cancellation up to 48 hours before.', {}, 'right'],
    ['Cancel free up to 48h before', {}, 'right'],
    ['Free cancellation up to 48 hours before.', { has_ferry: true }, 'wrong'],
    ['Free cancellation: 5 days, or 48 hours.', { has_ferry: true }, 'right'],
    ['Cancelación gratuita hasta 5 días antes.', { is_international: '1' }, 'right'],
    ['Cancelación gratuita hasta 48 horas antes.', {}, 'right'],
    ['Free cancellation up to 2 days before.', {}, 'wrong'],
    ['Thanks for your quote.', {}, 'none'],
    ['Call 0800 48 helpline', {}, 'none'],
    [42, {}, 'none'],
  ] as const)('%j on %o → %s', (text, listing, expected) => {
    expect(smsCancellationMention(text, listing)).toBe(expected);
  });
});

describe('the call back (§3, §5): a day from today up to 1 year ahead, DD/MM/YYYY', () => {
  const NOW = new Date(2027, 2, 10, 15, 30);
  const draft = (patch: Partial<CallBackDraft>): CallBackDraft => ({ ...EMPTY_CALL_BACK_DRAFT, ...patch });

  it('the range runs from today to the same day a year on', () => {
    expect(callBackDateRange(NOW)).toEqual({
      first: { year: 2027, month: 3, day: 10 },
      last: { year: 2028, month: 3, day: 10 },
    });
  });

  it.each([
    [{ call_back_date: '10/03/2027' }, []],
    [{ call_back_date: '2027-03-11' }, []],
    [{ call_back_date: '10/03/2028' }, []],
    [{ call_back_date: '' }, [{ field: 'call_back_date', code: 'callBackDateMissing' }]],
    [{ call_back_date: '', can_we_call_back: false }, []],
    [{ call_back_date: '09/03/2027' }, [{ field: 'call_back_date', code: 'callBackDateBeforeToday' }]],
    [{ call_back_date: '11/03/2028' }, [{ field: 'call_back_date', code: 'callBackDateTooFar', last: '10/03/2028' }]],
    [{ call_back_date: '31/02/2027' }, [{ field: 'call_back_date', code: 'callBackDateInvalid' }]],
    [{ call_back_date: 'next week' }, [{ field: 'call_back_date', code: 'callBackDateInvalid' }]],
    [
      { call_back_date: '12/03/2027', call_back_time: '25:00' },
      [{ field: 'call_back_time', code: 'callBackTimeInvalid' }],
    ],
    [
      { call_back_date: '12/03/2027', call_back_days: ['Monday', 'funday'] },
      [{ field: 'call_back_days', code: 'callBackDayUnknown' }],
    ],
  ] as const)('%o → %o', (patch, errors) => {
    const check = checkCallBack(draft(patch as Partial<CallBackDraft>), NOW);
    expect(check.ok ? [] : check.errors).toEqual(errors);
  });

  it('sends the date as YYYY-MM-DD, the days Monday first, and leaves blanks out', () => {
    const check = checkCallBack(
      draft({
        call_back_date: '5/4/2027',
        call_back_days: ['friday', 'Monday', 'friday'],
        call_back_time: ' 14:30 ',
        status: ' pending ',
        additional_comments: '  ',
      }),
      NOW,
    );
    expect(check).toEqual({
      ok: true,
      value: {
        call_back_date: '2027-04-05',
        call_back_days: ['monday', 'friday'],
        call_back_time: '14:30',
        can_we_call_back: true,
        status: 'pending',
      },
    });
  });

  it('a saved call back opens as its form: the date as DD/MM/YYYY, an hour number as HH:mm', () => {
    expect(
      callBackDraftOf({
        call_back_date: '2027-04-05',
        call_back_time: 17.5,
        call_back_days: ['monday'],
        can_we_call_back: false,
      }),
    ).toEqual({
      ...EMPTY_CALL_BACK_DRAFT,
      call_back_date: '05/04/2027',
      call_back_time: '17:30',
      call_back_days: ['monday'],
      can_we_call_back: false,
    });
    expect(callBackDraftOf(undefined)).toBe(EMPTY_CALL_BACK_DRAFT);
  });

  it('any typed form gives a value or coded errors, never a throw', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string()), fc.boolean(), (date, time, days, can) => {
        const check = checkCallBack(
          draft({ call_back_date: date, call_back_time: time, call_back_days: days, can_we_call_back: can }),
          NOW,
        );
        if (check.ok) expect(check.value.can_we_call_back).toBe(can);
        else expect(check.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('affiliate attribution: option, ref and ref_id, stores found by name', () => {
  it.each([
    [
      { option: 'store', ref: 'argos', ref_id: '12' },
      { ok: true, value: { option: 'store', ref: 'argos', ref_id: 12 } },
    ],
    [
      { option: ' store ', ref: 'argos', ref_id: 'A-7' },
      { ok: true, value: { option: 'store', ref: 'argos', ref_id: 'A-7' } },
    ],
    [
      { option: '', ref: ' ', ref_id: '' },
      {
        ok: false,
        errors: [
          { field: 'option', code: 'affiliateOptionMissing' },
          { field: 'ref', code: 'affiliateRefMissing' },
          { field: 'ref_id', code: 'affiliateRefIdMissing' },
        ],
      },
    ],
  ])('%o → %o', (draft, expected) => {
    expect(checkAffiliateAttribution(draft)).toEqual(expected);
  });

  it('finds stores by a part of their name, case and accents aside', () => {
    const stores = [
      { affiliate_store_id: 1, name: 'Leeds Kirkstall' },
      { affiliate_store_id: 2, name: 'Málaga Centro' },
      { affiliate_store_id: 3 },
    ];
    expect(storesNamed(stores, 'kirk').map((store) => store.affiliate_store_id)).toEqual([1]);
    expect(storesNamed(stores, 'MALAGA').map((store) => store.affiliate_store_id)).toEqual([2]);
    expect(storesNamed(stores, ' ')).toHaveLength(3);
  });
});
