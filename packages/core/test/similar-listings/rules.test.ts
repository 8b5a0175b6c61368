// The similar-listing tool's rules (docs/behaviour/back-office.md §3, §5, §7, §8).
import { describe, expect, it } from 'vitest';
import {
  checkProviderContact,
  checkSimilarFilter,
  communicationCounts,
  communicationsAfter,
  EMPTY_SIMILAR_FILTER,
  type SimilarListing,
  similarRouteSummary,
  similarSearchFailure,
} from '../../src/index.js';

const NOW = new Date(2027, 0, 31, 15);
const JOB: SimilarListing = {
  listing_id: 'L-2',
  provider: { tp_id: 5012, nickname: 'SwiftVans' },
  listingCommunications: [{ recipient_id: 5012, type: 'provider-similar-jobs', channel: 'sms' }],
};

describe('checkSimilarFilter: dates from today up to 1 month ahead, DD/MM/YYYY (§5)', () => {
  it.each([
    ['nothing typed', {}, { ok: true, value: {} }],
    ['today', { from: '31/01/2027' }, { ok: true, value: { dateFilterSelected: '2027-01-31' } }],
    [
      'one month ahead (end of February)',
      { to: '28/02/2027' },
      { ok: true, value: { dateFilterEndSelected: '2027-02-28' } },
    ],
    ['a YYYY-MM-DD key', { from: '2027-02-03' }, { ok: true, value: { dateFilterSelected: '2027-02-03' } }],
    ['single digits, spaces', { from: ' 1/2/2027 ' }, { ok: true, value: { dateFilterSelected: '2027-02-01' } }],
    [
      'a range and a custom filter',
      { customFilter: '{"vehicle":"luton"}', from: '01/02/2027', to: '10/02/2027' },
      {
        ok: true,
        value: {
          customFilter: { vehicle: 'luton' },
          dateFilterSelected: '2027-02-01',
          dateFilterEndSelected: '2027-02-10',
        },
      },
    ],
    ['yesterday', { from: '30/01/2027' }, { ok: false, errors: [{ field: 'from', code: 'similarDateBeforeToday' }] }],
    [
      'a day past the month',
      { to: '01/03/2027' },
      { ok: false, errors: [{ field: 'to', code: 'similarDateTooFar', last: '28/02/2027' }] },
    ],
    [
      'a day that does not exist',
      { from: '30/02/2027' },
      { ok: false, errors: [{ field: 'from', code: 'similarDateInvalid' }] },
    ],
    ['not a date', { to: 'soon' }, { ok: false, errors: [{ field: 'to', code: 'similarDateInvalid' }] }],
    [
      'the last day before the first',
      { from: '10/02/2027', to: '09/02/2027' },
      { ok: false, errors: [{ field: 'to', code: 'similarToBeforeFrom' }] },
    ],
    [
      'a custom filter that is not an object',
      { customFilter: 'luton' },
      { ok: false, errors: [{ field: 'customFilter', code: 'similarCustomFilterInvalid' }] },
    ],
    [
      'a JSON list',
      { customFilter: '[1]' },
      { ok: false, errors: [{ field: 'customFilter', code: 'similarCustomFilterInvalid' }] },
    ],
    [
      'every field refused, in the form’s order',
      { customFilter: '{', from: 'x', to: '01/01/2020' },
      {
        ok: false,
        errors: [
          { field: 'customFilter', code: 'similarCustomFilterInvalid' },
          { field: 'from', code: 'similarDateInvalid' },
          { field: 'to', code: 'similarDateBeforeToday' },
        ],
      },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(checkSimilarFilter({ ...EMPTY_SIMILAR_FILTER, ...patch }, NOW)).toEqual(expected);
  });
});

describe('checkProviderContact: a message for SMS and e-mail, none for a call (§5, §7)', () => {
  it.each([
    ['call', '', { ok: true, channel: 'call', value: { user_id: 5012, listing_id: 'L-2' } }],
    [
      'call, a message typed is not sent',
      'hi',
      { ok: true, channel: 'call', value: { user_id: 5012, listing_id: 'L-2' } },
    ],
    [
      'sms',
      '  Going to Leeds? ',
      { ok: true, channel: 'sms', value: { user_id: 5012, listing_id: 'L-2', message: 'Going to Leeds?' } },
    ],
    ['sms', '   ', { ok: false, code: 'similarMessageMissing' }],
    ['email', '', { ok: false, code: 'similarMessageMissing' }],
    ['email', 'Job', { ok: true, channel: 'email', value: { user_id: 5012, listing_id: 'L-2', message: 'Job' } }],
  ] as const)('%s with %j', (channel, message, expected) => {
    expect(checkProviderContact(channel.split(',')[0] as 'call', JOB, message)).toEqual(expected);
  });

  it('refuses a job without a provider', () => {
    expect(checkProviderContact('call', { listing_id: 3 }, '')).toEqual({ ok: false, code: 'similarProviderMissing' });
  });
});

describe('communications after a contact (§7: listing.listingCommunications)', () => {
  const answer = {
    listing: {
      listingCommunications: [{ recipient_id: 5012, type: 'provider-similar-jobs' as const, channel: 'call' as const }],
    },
  };
  it.each([
    ['the answer’s list', answer, answer.listing.listingCommunications],
    [
      'the job’s own with the new one appended, when the answer has none',
      {} as never,
      [...(JOB.listingCommunications ?? []), { recipient_id: 5012, type: 'provider-similar-jobs', channel: 'call' }],
    ],
  ])('%s', (_name, sent, expected) => {
    expect(communicationsAfter(JOB, 'call', sent)).toEqual(expected);
  });

  it('counts each channel for the badges, in order call, sms, email', () => {
    const job = {
      ...JOB,
      listingCommunications: [
        ...(JOB.listingCommunications ?? []),
        ...answer.listing.listingCommunications,
        ...answer.listing.listingCommunications,
      ],
    };
    expect(communicationCounts(job)).toEqual([
      { channel: 'call', count: 2 },
      { channel: 'sms', count: 1 },
    ]);
    expect(communicationCounts({ listing_id: 1 })).toEqual([]);
  });
});

describe('similarRouteSummary: addresses, else coordinates', () => {
  it.each([
    ['addresses as text', { pickup_address: 'Leeds', delivery_address: 'York' }, { from: 'Leeds', to: 'York' }],
    [
      'address objects',
      { pickup_address_data: { town: 'Leeds' }, delivery_address_data: { postcode: 'YO1 7HH' } },
      { from: 'Leeds', to: 'YO1 7HH' },
    ],
    [
      'coordinates',
      { pickup_lat: 51.5, pickup_lng: -0.13, delivery_lat: 53.8, delivery_lng: -1.55 },
      { from: '51.5000, -0.1300', to: '53.8000, -1.5500' },
    ],
    [
      'an address and coordinates',
      { pickup_address: 'Leeds', delivery_lat: 53.8, delivery_lng: -1.55 },
      { from: 'Leeds', to: '53.8000, -1.5500' },
    ],
    ['neither', {}, null],
  ])('%s', (_name, fields, expected) => {
    expect(similarRouteSummary({ listing_id: 1, ...fields } as SimilarListing)).toEqual(expected);
  });
});

describe('similarSearchFailure: the server’s messages (§8)', () => {
  it.each([
    [
      'every message written, each once',
      { messages: ['Listing not found', 'Try later', 'Try later'] },
      ['Listing not found', 'Try later'],
    ],
    ['the body’s errors in words', { body: { errors: { common: ['missing'] } } }, ['This is required']],
    ['an unknown code as it comes', { codes: ['weird_code'] }, ['weird_code']],
    ['nothing readable', new Error('boom'), ['Server error!']],
  ])('%s', (_name, error, expected) => {
    expect(similarSearchFailure(error, 'en-GB')).toEqual(expected);
  });
});
