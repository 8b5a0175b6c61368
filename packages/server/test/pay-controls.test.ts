import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakePorts, jsonInit, startTestServer, type TestServer } from './fixtures.js';

const CONTROLS = ['typeDigits', 'failCapture', 'expireToken', 'refuseCancel'];
const STATUS = { paymentSessionStatus: 'capture-in-progress', fields: {} };
let t: TestServer;

beforeAll(async () => {
  const answers = Object.fromEntries(CONTROLS.map((name) => [name, STATUS]));
  t = await startTestServer({ faults: true }, createFakePorts(answers, CONTROLS));
});
afterAll(async () => {
  await t.stop();
});

describe('/__pay/{callId}/… drive the card-by-phone simulator (faults on)', () => {
  it.each([
    [
      '/__pay/call-1/type',
      { field: 'payment-card-number', digits: '4242 4242 4242 4242' },
      'typeDigits',
      ['call-1', 'payment-card-number', '4242 4242 4242 4242'],
    ],
    [
      '/__pay/call-1/fail',
      { field: 'security-code', errorType: 'timeout' },
      'failCapture',
      ['call-1', 'security-code', 'timeout'],
    ],
    ['/__pay/call-1/expire-token', undefined, 'expireToken', ['call-1']],
    ['/__pay/call-1/refuse-cancel', undefined, 'refuseCancel', ['call-1']],
  ])('POST %s calls %s and answers its capture status', async (path, body, method, args) => {
    const response = await fetch(t.url(path), jsonInit('POST', body));
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: STATUS });
    expect(t.calls.at(-1)).toEqual({ port: 'payment', method, args });
  });

  it.each([
    ['/__pay/call-1/type', { field: 'pin', digits: '1' }],
    ['/__pay/call-1/type', { field: 'security-code', digits: 'abc' }],
    ['/__pay/call-1/fail', { field: 'security-code' }],
  ])('POST %s %j is a 400 input body', async (path, body) => {
    const response = await fetch(t.url(path), jsonInit('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'input' });
  });

  it('never passes on a status that shows a whole card number', async () => {
    t.answer('expireToken', { fields: { 'payment-card-number': { value: '4242424242424242', status: 'x' } } });
    const response = await fetch(t.url('/__pay/call-1/expire-token'), { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('4242424242424242');
  });

  it('answers 404 when the payment adapter has no simulator controls', async () => {
    const plain = await startTestServer({ faults: true });
    try {
      const response = await fetch(plain.url('/__pay/call-1/refuse-cancel'), { method: 'POST' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: { common: ['not_found'] } });
    } finally {
      await plain.stop();
    }
  });

  it('keeps control requests out of the fault log', async () => {
    await fetch(t.url('/__faults'), { method: 'DELETE' });
    await fetch(t.url('/__pay/call-1/refuse-cancel'), { method: 'POST' });
    expect(await (await fetch(t.url('/__faults/log'))).json()).toEqual([]);
  });
});
