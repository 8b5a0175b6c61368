import { HaulkitError } from '@haulkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakePorts, jsonInit, startTestServer, type TestServer } from './fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

type InputBody = { type: string; codes: string[]; messages: string[] };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(t.url(path), jsonInit('POST', body, headers));
const bearer = { authorization: 'Bearer pa-1' };

describe('request bodies and queries are checked: 400 {type: input, codes, messages}', () => {
  it.each([
    ['an empty admin note', () => post('/ng/prelisting/p-1/admin-note', { note: '  ' }), 'invalid', 'note'],
    [
      'an SMS without text',
      () => post('/ng/prelisting/p-1/admin-send-text', { phone_number: '0770' }),
      'missing',
      'message',
    ],
    ['a quote to no one', () => post('/ng/prelisting/p-1/send', {}), 'missing', 'quotes_to'],
    [
      'a lead flag as text',
      () => post('/ng/prelisting/p-1/admin-hot-business-lead', { hot_business_lead: 'yes' }),
      'invalid',
      'hot_business_lead',
    ],
    ['removals info as a list', () => post('/ng/prelisting/p-1/admin-removals-info', [1]), 'invalid', '(body)'],
    [
      'an attribution without ref_id',
      () => post('/ng/prelisting/p-1/admin-affiliate-attribution', { option: 'a', ref: 'b' }),
      'missing',
      'ref_id',
    ],
    [
      'a provider SMS without a message',
      () => post('/similar-listing/contact/sms', { user_id: 5, listing_id: 9, message: '' }),
      'invalid',
      'message',
    ],
    [
      'a similar-listing filter that is not JSON',
      () => fetch(t.url('/similar-listing/find-similar/any/9'), { method: 'POST', body: '{' }),
      'invalid',
      '(body)',
    ],
    ['tracking events that are not a list', () => post('/ng/api/v3/tracking', { events: 'x' }), 'invalid', 'events'],
    [
      'an exit-intent form without step',
      () => fetch(t.url('/ajax-track'), { method: 'POST', body: new URLSearchParams({ process: 'q', stage: 's' }) }),
      'missing',
      'step',
    ],
    [
      'a directions log without destination',
      () => post('/ajax-google-directions-log', { origin: { lat: 1, lng: 2 } }),
      'missing',
      'destination',
    ],
    ['an experiment without a name', () => post('/test-lab/experiment', { status: 'running' }), 'missing', 'name'],
    [
      'an allocation on another entity',
      () => post('/test-lab/experiment/allocation', { name: 'x', entity: 'LISTING', entityId: 1 }),
      'invalid',
      'entity',
    ],
    [
      'a percent over 100',
      () =>
        post(
          '/price-adjustment-service/price-adjustments/percent',
          { recordType: 'LISTING', recordId: 1, adjustmentType: 'ADMIN_PREMIUM', adjustmentPercent: 150 },
          bearer,
        ),
      'invalid',
      'adjustmentPercent',
    ],
    [
      'an amount in fractions of pence',
      () =>
        post(
          '/price-adjustment-service/price-adjustments/amount',
          { recordType: 'LISTING', recordId: 1, adjustmentType: 'ADMIN_PREMIUM', adjustmentAmount: { value: 1.5 } },
          bearer,
        ),
      'invalid',
      'adjustmentAmount.value',
    ],
    [
      'an unknown record type',
      () => fetch(t.url('/price-adjustment-service/price-adjustments/ORDER/1'), { headers: bearer }),
      'invalid',
      'recordType',
    ],
    ['predictions without input', () => fetch(t.url('/ng/geolocator/suggest')), 'missing', 'input'],
    ['a geocode of two things', () => fetch(t.url('/ng/geolocator/lookup?placeId=a&address=b')), 'invalid', '(body)'],
    [
      'a route from nowhere',
      () => fetch(t.url('/ng/listings/cache-route?origin=abc&destination=1,2')),
      'invalid',
      'origin',
    ],
    [
      'a point off the Earth',
      () => fetch(t.url('/ng/listings/cache-route?origin=95,0&destination=1,2')),
      'invalid',
      'origin',
    ],
    [
      'a matrix without origins',
      () => fetch(t.url('/ng/listings/distance?origins=&destinations=1,2')),
      'invalid',
      'origins',
    ],
    [
      'a phone check of both numbers',
      () => fetch(t.url('/ng/providers/check-phone-duplicate?phone_number=1&mobile_phone_number=2')),
      'invalid',
      '(body)',
    ],
    [
      'a personalised number without category',
      () => fetch(t.url('/ng/api/v3/actions/get-personalised-number?call_requested=true')),
      'missing',
      'category_id',
    ],
    ['a models search without make', () => fetch(t.url('/ng/search/model?category_id=5')), 'missing', 'make_id'],
  ])('refuses %s', async (_case, request, code, field) => {
    const calls = t.calls.length;
    const response = await request();
    expect(response.status).toBe(400);
    const body = (await response.json()) as InputBody;
    expect(body).toMatchObject({ type: 'input', codes: [code] });
    expect(body.messages[0]?.startsWith(`${field}:`)).toBe(true);
    expect(t.calls.length).toBe(calls);
  });
});

describe('a quote sent to an address that is not one (§8 not_valid_email)', () => {
  it.each([
    ['/ng/prelisting/p-1/send', 'ann'],
    ['/ng/prelisting/p-1/send', '   '],
    ['/ng/prelisting/p-1/send/reminder', 'ann@example'],
  ])('%s with %j answers not_valid_email on quotes_to, before any port call', async (path, quotesTo) => {
    const calls = t.calls.length;
    const response = await post(path, { quotes_to: quotesTo });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { input: { quotes_to: ['not_valid_email'] } } });
    expect(t.calls.length).toBe(calls);
  });

  it('an address that is one is sent, trimmed', async () => {
    const response = await post('/ng/prelisting/p-1/send', { quotes_to: ' ann@example.com ' });
    expect(response.status).toBe(200);
    expect(t.calls.at(-1)).toMatchObject({ method: 'sendQuote', args: ['p-1', { quotes_to: 'ann@example.com' }] });
  });
});

describe('a failing port becomes a §8 answer', () => {
  it.each([
    ['not_found', new HaulkitError('not_found', 'gone'), 404, { errors: { common: ['not_found'] } }],
    ['permission', new HaulkitError('permission', 'no'), 403, { type: 'permission' }],
    ['conflict (experiment 409)', new HaulkitError('conflict', 'taken'), 409, { errors: { common: ['conflict'] } }],
    [
      'invalid',
      new HaulkitError('invalid', 'bad name'),
      400,
      { type: 'input', codes: ['invalid'], messages: ['bad name'] },
    ],
    ['a plain error', new Error('boom'), 500, { errors: { common: ['server_error'] } }],
    [
      'a coded error',
      new HaulkitError('ebay_listing_not_found', 'x'),
      500,
      { errors: { common: ['ebay_listing_not_found'] } },
    ],
    [
      'an error with its own status and body (edit refusal)',
      Object.assign(new HaulkitError('refused', 'x'), {
        status: 403,
        body: { errors: { common: ["Customer can't edit this listing."] } },
      }),
      403,
      { errors: { common: ["Customer can't edit this listing."] } },
    ],
  ])('%s', async (_case, error, status, body) => {
    t.answer('getExperiments', () => Promise.reject(error));
    const response = await fetch(t.url('/test-lab/experiment'));
    expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
  });
});

describe('cancellation reaches the port', () => {
  it('aborts the signal the port got when the client goes away', async () => {
    const fake = createFakePorts({
      searchItems: (_query: unknown, signal: AbortSignal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
    });
    const own = await startTestServer({}, fake);
    try {
      const controller = new AbortController();
      const request = fetch(own.url('/ng/item-search?name=sofa'), { signal: controller.signal });
      await expect.poll(() => fake.signals.length).toBe(1);
      controller.abort();
      await expect(request).rejects.toThrow(/abort/i);
      await expect.poll(() => fake.signals[0]?.aborted).toBe(true);
    } finally {
      await own.stop();
    }
  });
});
