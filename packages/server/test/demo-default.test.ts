import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { startServer } from '../src/index.js';

/* The default adapters: createDemoAdapters() of @haulkit/demo, loaded on the first call. */
let server: RunningServer;

beforeAll(async () => {
  // The simulator on too: the token route hands out bearers only then.
  server = await startServer({ faults: true, simulator: true });
});
afterAll(async () => {
  await server.close();
});

const url = (path: string) => new URL(path, server.url).href;
async function send(path: string, body?: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = body === undefined ? {} : { method: 'POST', headers, body: JSON.stringify(body) };
  const response = await fetch(url(path), init);
  return { status: response.status, body: await response.json() };
}

describe('the demo engine behind the server', () => {
  it('answers item searches', async () => {
    const { status, body } = await send('/ng/item-search?name=sofa');
    expect(status).toBe(200);
    const results = body as Array<{ name: string; item_set: unknown[] }>;
    expect(results.length).toBeGreaterThanOrEqual(1);
    expect(results[0]?.item_set.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 with a §8 body for a pre-listing nobody saved', async () => {
    const { status, body } = await send('/ng/prelisting/nobody-saved-this');
    expect(status).toBe(404);
    expect(body).toMatchObject({ errors: { common: [expect.any(String)] } });
  });

  it('answers place predictions shaped as MapsApi says', async () => {
    const { status, body } = await send('/ng/geolocator/suggest?input=London');
    expect(status).toBe(200);
    expect(body).toEqual(expect.arrayContaining([expect.objectContaining({ placeId: expect.any(String) })]));
  });
});

describe('card-by-phone through the server, driven by the /__pay controls', () => {
  const KEYED = {
    'payment-card-number': '4242 4242 4242 4242',
    'expiration-date': '1240',
    'security-code': '123',
    'postal-code': '12345',
  } as const;

  async function captureCard(callId: string, card: string) {
    const { body: bearer } = await send(`/twilio-pay/token/${callId}`);
    const token = (bearer as { token: string }).token;
    const created = await send('/pay/create-payment-session', { callId, listingReference: '123' }, token);
    expect(created.status).toBe(200);
    const paymentId = (created.body as { paymentId: string }).paymentId;
    const call = { callId, paymentId, locale: 'en-GB' };
    for (const [field, digits] of Object.entries({ ...KEYED, 'payment-card-number': card })) {
      expect((await send('/pay/capture-card-data', { ...call, field }, token)).status).toBe(200);
      expect((await send(`/__pay/${callId}/type`, { field, digits })).status).toBe(200);
    }
    return { token, call };
  }

  it('captures a card, shows only its last four digits, gets a token and completes', async () => {
    const { token, call } = await captureCard('call-ok', KEYED['payment-card-number']);
    const status = await send('/pay/capture-card-data-status', call, token);
    expect(status.body).toMatchObject({
      fields: { 'payment-card-number': { value: 'xxxx xxxx xxxx 4242', status: 'successfully-captured' } },
    });
    expect(JSON.stringify(status.body)).not.toMatch(/\d{5}/);
    const paymentToken = await send('/pay/get-token', call, token);
    expect(paymentToken.body).toMatchObject({ token: expect.stringMatching(/^pm_/) });
    expect((await send('/pay/complete', call, token)).status).toBe(200);
  });

  it('a declined test card never yields a token', async () => {
    const { token, call } = await captureCard('call-declined', '4000000000000002');
    const answer = await send('/pay/get-token', call, token);
    expect(answer.body).toEqual({ paymentSessionStatus: 'card_declined' });
  });

  it('expire-token times the payment method token out; refuse-cancel refuses the cancel', async () => {
    const { token, call } = await captureCard('call-refused', KEYED['payment-card-number']);
    await send(`/__pay/call-refused/expire-token`, {});
    expect((await send('/pay/get-token', call, token)).body).toMatchObject({
      paymentSessionStatus: 'payment_method_token_timeout',
    });
    await send(`/__pay/call-refused/refuse-cancel`, {});
    expect((await send('/pay/cancel', call, token)).body).toMatchObject({
      paymentSessionStatus: 'failed-to-cancel-invalid-state',
    });
  });

  it('fail reports a capture error for a field', async () => {
    const { body: bearer } = await send('/twilio-pay/token/call-fail');
    const token = (bearer as { token: string }).token;
    const created = await send('/pay/create-payment-session', { callId: 'call-fail', listingReference: '9' }, token);
    const call = { callId: 'call-fail', paymentId: (created.body as { paymentId: string }).paymentId };
    await send('/pay/capture-card-data', { ...call, field: 'security-code' }, token);
    const failed = await send('/__pay/call-fail/fail', { field: 'security-code', errorType: 'timeout' });
    expect(failed.body).toMatchObject({
      fields: { 'security-code': { status: 'capture-failed', errorMessage: expect.stringContaining('time limit') } },
    });
  });
});
