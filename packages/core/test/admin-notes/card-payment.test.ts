import { describe, expect, it } from 'vitest';
import type { Listing } from '../../src/model/listing.js';
import { cardPaymentRequest } from '../../src/rules/admin-notes/card-payment.js';

// docs/behaviour/back-office.md "Admin notes": from the operator's call to <hk-card-by-phone>.
describe('cardPaymentRequest: the card payment an operator may take on their call', () => {
  const cart = [
    { type: 'priceOption', amount: 149.5 },
    { type: 'timeOption', amount: 15 },
  ];
  it.each([
    [
      'a quote on a call',
      { callId: 'CA1' },
      { pre_listing_id: 'p1', listing_cart: cart },
      'en-GB',
      { callId: 'CA1', reference: 'p1', currency: 'GBP', amount: 164.5 },
    ],
    [
      'a booked listing: its id, not the quote’s',
      { callId: 'CA1' },
      { pre_listing_id: 'p1', listing_id: 'L9', listing_cart: cart },
      'en-GB',
      { callId: 'CA1', reference: 'L9', currency: 'GBP', amount: 164.5 },
    ],
    [
      'in Ireland, euros',
      { callId: ' CA2 ' },
      { pre_listing_id: 'p1', listing_cart: cart },
      'en-IE',
      { callId: 'CA2', reference: 'p1', currency: 'EUR', amount: 164.5 },
    ],
    [
      'no prices yet: no amount',
      { callId: 'CA1' },
      { pre_listing_id: 'p1', listing_cart: [] },
      'en-GB',
      { callId: 'CA1', reference: 'p1', currency: 'GBP' },
    ],
    ['no call in progress', null, { pre_listing_id: 'p1', listing_cart: cart }, 'en-GB', null],
    ['a call without an id', { status: 'in-progress' }, { pre_listing_id: 'p1', listing_cart: cart }, 'en-GB', null],
    ['no saved quote', { callId: 'CA1' }, { pre_listing_id: '', listing_cart: cart }, 'en-GB', null],
  ] as const)('%s', (_, call, listing, locale, expected) => {
    expect(cardPaymentRequest(call, listing as unknown as Listing, locale)).toEqual(expected);
  });
});
