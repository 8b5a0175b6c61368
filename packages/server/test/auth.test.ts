import { PAYMENT_TOKEN_TIMEOUT_MS } from '@haulkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakePorts, jsonInit, startTestServer, type TestServer } from './fixtures.js';

let clock = Date.parse('2030-01-01T09:00:00Z');
let t: TestServer;
let nextToken = 0;

beforeAll(async () => {
  const fake = createFakePorts({
    getBearerToken: () => Promise.resolve({ token: `bearer-${++nextToken}` }),
    getCaptureStatus: {
      fields: { 'payment-card-number': { value: 'xxxx xxxx xxxx 4242', status: 'successfully-captured' } },
    },
    getPaymentMethodToken: { token: 'pm_1' },
  });
  // The simulator on: the token route hands out bearers only then.
  t = await startTestServer({ now: () => new Date(clock), simulator: true }, fake);
});
afterAll(async () => {
  await t.stop();
});

const PERMISSION = { status: 403, body: { type: 'permission' } };
const call = (callId: string) => ({ callId, paymentId: 'pay-1' });
async function bearerFor(callId: string): Promise<string> {
  const body = (await (await fetch(t.url(`/twilio-pay/token/${callId}`))).json()) as { token: string };
  return body.token;
}
async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(t.url(path), init);
  return { status: response.status, body: await response.json() };
}
const pay = (path: string, body: unknown, token?: string) =>
  send(path, jsonInit('POST', body, token === undefined ? {} : { authorization: `Bearer ${token}` }));

describe('card-by-phone service: the Bearer from GET /twilio-pay/token/{callId}', () => {
  it.each([
    '/pay/create-payment-session',
    '/pay/capture-card-data',
    '/pay/capture-card-data-status',
    '/pay/get-token',
    '/pay/complete',
    '/pay/cancel',
  ])('POST %s without a bearer is 403 {type: permission}, before the body is read', async (path) => {
    const calls = t.calls.length;
    expect(await pay(path, 'not even an object')).toEqual(PERMISSION);
    expect(t.calls.length).toBe(calls);
  });

  it.each([
    ['a bearer never handed out', 'made-up'],
    ['another scheme', undefined],
  ])('refuses %s', async (_case, token) => {
    await bearerFor('call-a');
    const init = jsonInit('POST', call('call-a'), {
      authorization: token === undefined ? 'Basic abc' : `Bearer ${token}`,
    });
    expect(await send('/pay/get-token', init)).toEqual(PERMISSION);
  });

  it("refuses another call's bearer", async () => {
    const token = await bearerFor('call-b');
    expect(await pay('/pay/get-token', call('call-c'), token)).toEqual(PERMISSION);
  });

  it('answers with a valid bearer, passing it on as auth', async () => {
    const token = await bearerFor('call-d');
    expect(await pay('/pay/get-token', call('call-d'), token)).toEqual({ status: 200, body: { token: 'pm_1' } });
    expect(t.calls.at(-1)?.args).toEqual([{ auth: { token }, ...call('call-d') }]);
  });

  it('a bearer expires PAYMENT_TOKEN_TIMEOUT_MS (15 s) after its last use; polling keeps it alive', async () => {
    const token = await bearerFor('call-e');
    clock += PAYMENT_TOKEN_TIMEOUT_MS - 1;
    expect((await pay('/pay/capture-card-data-status', call('call-e'), token)).status).toBe(200);
    clock += PAYMENT_TOKEN_TIMEOUT_MS - 1;
    expect((await pay('/pay/capture-card-data-status', call('call-e'), token)).status).toBe(200);
    clock += PAYMENT_TOKEN_TIMEOUT_MS;
    expect(await pay('/pay/capture-card-data-status', call('call-e'), token)).toEqual(PERMISSION);
    expect(await pay('/pay/capture-card-data-status', call('call-e'), await bearerFor('call-e'))).toMatchObject({
      status: 200,
    });
  });

  it.each([
    ['/pay/capture-card-data', { ...call('call-f'), field: 'pin' }, 'field'],
    ['/pay/create-payment-session', { callId: 'call-f' }, '(body)'],
    ['/pay/create-payment-session', { callId: 'call-f', aReference: '1', bReference: '2' }, '(body)'],
    ['/pay/complete', { callId: 'call-f' }, 'paymentId'],
  ])('POST %s with %j is a 400 input body naming %s', async (path, body, field) => {
    const response = await pay(path, body, await bearerFor('call-f'));
    expect(response.status).toBe(400);
    expect((response.body as { messages: string[] }).messages[0]).toMatch(
      new RegExp(`^${field.replace(/[()]/g, '\\$&')}`),
    );
  });

  it('never sends a card chunk showing more than the last four digits', async () => {
    t.answer('getCaptureStatus', { fields: { 'payment-card-number': { value: '4242424242424242', status: 'x' } } });
    const response = await pay('/pay/capture-card-data-status', call('call-g'), await bearerFor('call-g'));
    expect(response).toEqual({ status: 500, body: { errors: { common: ['server_error'] } } });
    expect(JSON.stringify(response.body)).not.toContain('4242424242424242');
  });
});

describe('the token route without the simulator on (a deployed server)', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({}, createFakePorts({ getBearerToken: { token: 'bearer-off' } }));
  });
  afterAll(async () => {
    await off.stop();
  });

  it('GET /twilio-pay/token/{callId} answers 404 without asking the payment port, so no /pay/ call can be made', async () => {
    const response = await fetch(off.url('/twilio-pay/token/CA-any'));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: { errors: { common: ['not_found'] } },
    });
    expect(off.calls.filter((entry) => entry.method === 'getBearerToken')).toEqual([]);
    const create = await fetch(
      off.url('/pay/create-payment-session'),
      jsonInit('POST', { callId: 'CA-any', listingReference: '1' }, { authorization: 'Bearer bearer-off' }),
    );
    expect({ status: create.status, body: await create.json() }).toEqual(PERMISSION);
    expect(off.calls).toEqual([]);
  });
});

describe('price adjustment service: Authorization: Bearer, or the key header', () => {
  const pas = '/price-adjustment-service';
  it.each([
    ['GET', `${pas}/price-adjustments/LISTING/42`],
    ['POST', `${pas}/price-adjustments/amount`],
    ['POST', `${pas}/price-adjustments/percent`],
    ['PATCH', `${pas}/price-adjustments/amount/u-1`],
    ['PATCH', `${pas}/price-adjustments/percent/u-1`],
    ['DELETE', `${pas}/price-adjustments/u-1`],
    ['GET', `${pas}/reasons?category=1&countryCode=GB&adjustmentType=ADMIN_PREMIUM`],
    ['GET', `${pas}/customer-discounts/PRE_LISTING/p-1`],
  ])('%s %s without its token is 403 {type: permission}', async (method, path) => {
    const calls = t.calls.length;
    expect(await send(path, { method, headers: { authorization: 'Bearer ' } })).toEqual(PERMISSION);
    expect(t.calls.length).toBe(calls);
  });
});
