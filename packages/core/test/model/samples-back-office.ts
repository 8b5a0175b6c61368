/** Samples of the back-office schemas (docs/behaviour/back-office.md §3, §8); see samples-quote.ts. */
import * as m from '../../src/model/index.js';
import type { SchemaCase } from './samples-quote.js';

export const cardChunk = { value: 'xxxx xxxx xxxx 4242', status: 'successfully-captured', errorMessage: null };

export const similarListing = {
  listing_id: 9912345,
  route: 'gfo}EtohhUxD@bAxJmGF',
  colour: '#1f77b4',
  pickup_lat: 51.45,
  pickup_lng: -2.59,
  delivery_lat: '51.75',
  delivery_lng: '-1.25',
  provider: { tp_id: 4021, nickname: 'BristolVans' },
  listingCommunications: [{ recipient_id: 4021, type: 'provider-similar-jobs', channel: 'sms' }],
};

/** What similarListing reads as: its coordinates sent as text read as numbers, provider and messages kept. */
const similarListingReads = {
  listing_id: 9912345,
  pickup_lat: 51.45,
  pickup_lng: -2.59,
  delivery_lat: 51.75,
  delivery_lng: -1.25,
  provider: { tp_id: 4021, nickname: 'BristolVans' },
  listingCommunications: [{ recipient_id: 4021, type: 'provider-similar-jobs', channel: 'sms' }],
};

export const backOfficeCases: readonly SchemaCase[] = [
  {
    name: 'PriceAdjustmentSchema',
    schema: m.PriceAdjustmentSchema,
    valid: [
      [
        {
          uuid: '3f1c2a8e-7d44-4c1e-9a51-0b6f1c9a2d11',
          adjustmentType: 'ADMIN_DISCOUNT',
          adjustmentAmount: { value: 1500, currency: 'GBP' },
          recordType: 'PRE_LISTING',
          recordId: 'a9f03c',
        },
        {
          adjustmentType: 'ADMIN_DISCOUNT',
          adjustmentAmount: { value: 1500, currency: 'GBP' },
          recordType: 'PRE_LISTING',
          recordId: 'a9f03c',
        },
      ],
      [
        { adjustmentType: 'DISCOUNT_OFFER', adjustmentPercent: 10, recordType: 'LISTING', recordId: 9912345 },
        { adjustmentType: 'DISCOUNT_OFFER', adjustmentPercent: 10, recordType: 'LISTING', recordId: 9912345 },
      ],
      // Minor units sent as text read as a whole number of pence.
      [
        { adjustmentType: 'ADMIN_PREMIUM', adjustmentAmount: { value: '2000' } },
        { adjustmentType: 'ADMIN_PREMIUM', adjustmentAmount: { value: 2000 } },
      ],
    ],
    invalid: [
      ['unknown adjustment type', { adjustmentType: 'GOODWILL' }, 'adjustmentType'],
      [
        'amount in major units',
        { adjustmentType: 'ADMIN_DISCOUNT', adjustmentAmount: { value: 15.5 } },
        'adjustmentAmount.value',
      ],
      ['unknown record type', { adjustmentType: 'ADMIN_DISCOUNT', recordType: 'BOOKING' }, 'recordType'],
    ],
  },
  {
    name: 'AdminInfoSchema',
    schema: m.AdminInfoSchema,
    valid: [
      [
        {
          notes: [{ text: 'Customer asked for a morning slot', created: '2030-01-02 10:00:00' }],
          customer_phone_numbers: ['07700 900123', { number: '029 2018 0000', type: 'landline' }],
          default_sms: 'Hi Alex, your quote is ready. Free cancellation up to 48 hours before.',
          customer_call_back: {
            call_back_date: '2030-01-03',
            call_back_days: 2,
            call_back_time: '14:00',
            can_we_call_back: true,
            status: 'pending',
            cancel_book_reason: '',
            additional_comments: 'After lunch',
          },
          history: [],
        },
        {
          notes: [{ text: 'Customer asked for a morning slot' }],
          customer_phone_numbers: ['07700 900123', { number: '029 2018 0000', type: 'landline' }],
          customer_call_back: {
            call_back_date: '2030-01-03',
            call_back_days: 2,
            call_back_time: '14:00',
            can_we_call_back: true,
            status: 'pending',
          },
          history: [],
        },
      ],
    ],
    invalid: [
      [
        'call-back date not a date',
        { customer_call_back: { call_back_date: 'tomorrow' } },
        'customer_call_back.call_back_date',
      ],
      ['sms not text', { default_sms: 42 }, 'default_sms'],
    ],
  },
  {
    name: 'CustomerCallBackSchema',
    schema: m.CustomerCallBackSchema,
    valid: [
      [
        { call_back_date: '2030-01-03', can_we_call_back: 0 },
        { call_back_date: '2030-01-03', can_we_call_back: false },
      ],
    ],
    invalid: [['can_we_call_back not a flag', { can_we_call_back: 'perhaps' }, 'can_we_call_back']],
  },
  {
    name: 'PersonalisedPhoneNumberSchema',
    schema: m.PersonalisedPhoneNumberSchema,
    valid: [
      [
        {
          national: '0117 325 0000',
          full: '+441173250000',
          full_extended: '+441173250000,,123',
          extension: '123',
          is_personalised: true,
        },
        { national: '0117 325 0000', full_extended: '+441173250000,,123', extension: '123', is_personalised: true },
      ],
    ],
    invalid: [['is_personalised not a flag', { is_personalised: 'sure' }, 'is_personalised']],
  },
  {
    name: 'ExperimentSchema',
    schema: m.ExperimentSchema,
    valid: [
      [
        {
          name: 'person-tabs',
          status: 'running',
          active: true,
          variant: 'B',
          tracked: false,
          entity: 'PRE_LISTING',
          entityId: 'a9f03c',
          dateCreated: '2030-01-01T09:00:00Z',
        },
        {
          name: 'person-tabs',
          status: 'running',
          active: true,
          variant: 'B',
          tracked: false,
          entity: 'PRE_LISTING',
          entityId: 'a9f03c',
        },
      ],
      [
        { name: 'blur-prices', status: 'stopped', active: 0, variant: 1 },
        { name: 'blur-prices', status: 'stopped', active: false, variant: 1 },
      ],
    ],
    invalid: [
      ['no name', { status: 'running' }, 'name'],
      ['active not a flag', { name: 'x', active: 'on' }, 'active'],
    ],
  },
  {
    name: 'CardChunkSchema',
    schema: m.CardChunkSchema,
    valid: [
      [cardChunk, { value: 'xxxx xxxx xxxx 4242', status: 'successfully-captured' }],
      [
        { value: 'xxx', status: 'capture-in-progress' },
        { value: 'xxx', status: 'capture-in-progress' },
      ],
      [{ value: null, status: 'not-captured-yet' }, { status: 'not-captured-yet' }],
    ],
    invalid: [
      ['full card number', { value: '4242 4242 4242 4242', status: 'successfully-captured' }, 'value'],
      ['unknown status', { value: 'xxx', status: 'captured' }, 'status'],
    ],
  },
  {
    name: 'PaymentSessionSchema',
    schema: m.PaymentSessionSchema,
    mapFields: ['fields'],
    valid: [
      [
        {
          callId: 'CA5f0e1c2b3a',
          paymentId: 'pay_7781',
          paymentSessionId: 'ps_01HZX',
          paymentSessionStatus: 'payment_method_token_timeout',
          fields: {
            'payment-card-number': cardChunk,
            'security-code': { value: 'xxx', status: 'capture-failed', errorMessage: 'timeout' },
          },
          token: 'tok_1Nv8Q2',
          status: 'payment_in_progress',
        },
        {
          callId: 'CA5f0e1c2b3a',
          paymentSessionStatus: 'payment_method_token_timeout',
          fields: {
            'payment-card-number': { value: 'xxxx xxxx xxxx 4242', status: 'successfully-captured' },
            'security-code': { value: 'xxx', status: 'capture-failed', errorMessage: 'timeout' },
          },
          token: 'tok_1Nv8Q2',
          status: 'payment_in_progress',
        },
      ],
      [
        { callId: 'CA1', paymentSessionStatus: 'failed-to-cancel-invalid-state' },
        { callId: 'CA1', paymentSessionStatus: 'failed-to-cancel-invalid-state' },
      ],
      // The full set of session statuses is not shown (back-office §3): an unknown one is kept.
      [
        { callId: 'CA2', paymentSessionStatus: 'some-status-added-later' },
        { callId: 'CA2', paymentSessionStatus: 'some-status-added-later' },
      ],
    ],
    invalid: [
      [
        'a field shows the card number',
        { fields: { 'payment-card-number': { value: '4242424242424242', status: 'successfully-captured' } } },
        'fields.payment-card-number.value',
      ],
      ['blank session status', { paymentSessionStatus: '  ' }, 'paymentSessionStatus'],
    ],
  },
  {
    name: 'AffiliateStoreSchema',
    schema: m.AffiliateStoreSchema,
    valid: [
      [
        {
          affiliate_store_id: 301,
          name: 'Habitat Bristol',
          postcode: 'BS1 3BX',
          postcode_address: 'Cabot Circus, Bristol BS1 3BX',
          raw_address: 'Unit 12, Cabot Circus',
          town: 'Bristol',
          region: 'South West',
          contact_name: 'Store manager',
          contact_number: '0117 000 0000',
          latitude: 51.4585,
          longitude: -2.5841,
          special_instructions: 'Goods-in at the rear',
          collection_times: [
            { day_of_the_week: 'monday', collection_time_start: '09:00', collection_time_end: '17:00' },
            { day_of_the_week: 6, collection_time_start: 10, collection_time_end: 14 },
          ],
        },
        {
          affiliate_store_id: 301,
          postcode: 'BS1 3BX',
          latitude: 51.4585,
          longitude: -2.5841,
          collection_times: [
            { day_of_the_week: 'monday', collection_time_start: '09:00', collection_time_end: '17:00' },
            { day_of_the_week: 6, collection_time_start: 10, collection_time_end: 14 },
          ],
        },
      ],
    ],
    invalid: [
      ['no store id', { name: 'Habitat' }, 'affiliate_store_id'],
      [
        'day 9 of the week',
        { affiliate_store_id: 1, collection_times: [{ day_of_the_week: 9 }] },
        'collection_times.0.day_of_the_week',
      ],
    ],
  },
  {
    name: 'SimilarListingSchema',
    schema: m.SimilarListingSchema,
    valid: [[similarListing, similarListingReads]],
    invalid: [
      [
        'unknown channel',
        {
          ...similarListing,
          listingCommunications: [{ recipient_id: 1, type: 'provider-similar-jobs', channel: 'fax' }],
        },
        'listingCommunications.0.channel',
      ],
      [
        'unknown communication type',
        { ...similarListing, listingCommunications: [{ recipient_id: 1, type: 'newsletter', channel: 'email' }] },
        'listingCommunications.0.type',
      ],
      ['no listing id', { colour: '#fff' }, 'listing_id'],
    ],
  },
  {
    name: 'SimilarListingsResponseSchema',
    schema: m.SimilarListingsResponseSchema,
    valid: [
      [
        { listing: similarListing, listings: [similarListing] },
        { listing: similarListingReads, listings: [similarListingReads] },
      ],
      [{ listings: [] }, { listings: [] }],
    ],
    invalid: [['listings not a list', { listings: similarListing }, 'listings']],
  },
  {
    name: 'ServerErrorBodySchema',
    schema: m.ServerErrorBodySchema,
    mapFields: ['codes'],
    valid: [
      [{ errors: { common: ['not_found'] } }, { errors: { common: ['not_found'] } }],
      // One code for a field reads as a list of one.
      [
        { errors: { input: { email: ['not_valid_email'], pickup_date: 'before_today' } } },
        { errors: { input: { email: ['not_valid_email'], pickup_date: ['before_today'] } } },
      ],
      [
        { type: 'input', codes: ['missing'], messages: ['move_items.0.fake_id: Invalid key'] },
        { type: 'input', codes: ['missing'], messages: ['move_items.0.fake_id: Invalid key'] },
      ],
      [
        { type: 'input', codes: { phone_number: ['phone_is_mandatory'] } },
        { type: 'input', codes: { phone_number: ['phone_is_mandatory'] } },
      ],
      [{ type: 'permission' }, { type: 'permission' }],
    ],
    invalid: [
      ['no known shape', { message: 'Server error!' }, null],
      ['errors names nothing', { errors: {} }, 'errors'],
      ['unknown type', { type: 'validation', codes: [] }, null],
      ['plain text', 'Server error!', null],
    ],
  },
];
