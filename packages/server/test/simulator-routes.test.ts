import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { startServer } from '../src/index.js';

/*
 * The card-by-phone simulator's caller's-side controls under /simulator/ with the default demo
 * adapters, the simulator on and faults OFF (as the gallery and the browser tests run it), and
 * the PCI rule on the wire: the simulator knows the whole card (it is the telephony provider),
 * its payment API at /pay/ answers only masked values. Without `simulator: true` none of its
 * routes answer, nor does the token route (GET /twilio-pay/token/{callId}).
 */
let server: RunningServer;
let plain: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, simulator: true });
  plain = await startServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
  await plain.close();
});

type Answer = { status: number; body: unknown; text: string };

async function send(
  path: string,
  body?: unknown,
  token?: string,
  method = 'POST',
  on?: RunningServer,
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const init: RequestInit =
    body === undefined && method === 'GET'
      ? {}
      : { method, headers, body: body === undefined ? '' : JSON.stringify(body) };
  const response = await fetch(new URL(path, (on ?? server).url).href, init);
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text), text };
}
const get = (path: string) => send(path, undefined, undefined, 'GET');

let calls = 0;
/** A new call with a payment session opened through /pay, as the widget does. */
async function openCall() {
  calls += 1;
  const callId = `CA-sim-${calls}`;
  const bearer = (await get(`/twilio-pay/token/${callId}`)).body as { token: string };
  const created = await send('/pay/create-payment-session', { callId, listingReference: '77' }, bearer.token);
  const paymentId = (created.body as { paymentId: string }).paymentId;
  const pay = (action: string, extra: Record<string, unknown> = {}) =>
    send(`/pay/${action}`, { callId, paymentId, locale: 'en-GB', ...extra }, bearer.token);
  const sim = (action: string, body?: unknown) => send(`/simulator/calls/${callId}/${action}`, body);
  return { callId, paymentId, pay, sim, state: () => get(`/simulator/calls/${callId}`) };
}

const INPUT_TIMEOUT =
  'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.';

/** True when a text holds any 5 digits in a row of the card (spaces and dashes ignored): more than its last four. */
const cardLeak = (text: string, digits: string) => {
  const compact = text.replace(/[\s-]/g, '');
  return Array.from({ length: digits.length - 4 }, (_, at) => digits.slice(at, at + 5)).some((run) =>
    compact.includes(run),
  );
};

describe('/simulator/ (faults off)', () => {
  it('GET /simulator/cards lists the test cards with their outcomes', async () => {
    const { status, body } = await get('/simulator/cards');
    expect(status).toBe(200);
    expect(body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'visa', digits: '4242424242424242', outcome: 'approved' }),
        expect.objectContaining({ id: 'mastercard', digits: '5555555555554444', outcome: 'approved' }),
        expect.objectContaining({ id: 'amex', digits: '378282246310005', securityCode: '1234' }),
        expect.objectContaining({ id: 'declined', outcome: 'card_declined' }),
      ]),
    );
  });

  it('the keypad types into the field being captured; # ends it; /pay answers it masked', async () => {
    const call = await openCall();
    expect((await call.sim('keypad', { keys: '4' })).body).toEqual({ errors: { common: ['field_not_requested'] } });
    await call.pay('capture-card-data', { field: 'payment-card-number' });
    const typing = await call.sim('keypad', { keys: '4242 4242 4242' });
    expect(typing.status).toBe(200);
    expect(typing.body).toMatchObject({ capturing: 'payment-card-number', keyed: 12 });
    expect(cardLeak(typing.text, '4242424242424242')).toBe(false);
    const ended = await call.sim('keypad', { keys: '4242#' });
    expect(ended.body).toMatchObject({
      capturing: null,
      keyed: 0,
      fields: { 'payment-card-number': { status: 'successfully-captured', value: 'xxxx xxxx xxxx 4242' } },
    });
    const status = await call.pay('capture-card-data-status');
    expect(status.body).toMatchObject({
      fields: { 'payment-card-number': { status: 'successfully-captured', value: 'xxxx xxxx xxxx 4242' } },
    });
    expect(cardLeak(status.text, '4242424242424242')).toBe(false);
  });

  it('* clears what was typed; a wrong Luhn fails the field with its message', async () => {
    const call = await openCall();
    await call.pay('capture-card-data', { field: 'payment-card-number' });
    expect((await call.sim('keypad', { keys: '999*' })).body).toMatchObject({ keyed: 0 });
    const failed = await call.sim('keypad', { keys: '4242424242424241#' });
    expect(failed.body).toMatchObject({
      fields: { 'payment-card-number': { status: 'capture-failed', errorMessage: 'The card number is not valid.' } },
    });
  });

  it('fail without a body fails the field being captured with the input timeout', async () => {
    const call = await openCall();
    await call.pay('capture-card-data', { field: 'security-code' });
    await call.sim('keypad', { keys: '12' });
    const failed = await call.sim('fail');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      capturing: null,
      fields: { 'security-code': { status: 'capture-failed', errorMessage: INPUT_TIMEOUT } },
    });
    const named = await call.sim('fail', { field: 'postal-code', errorType: 'invalid-postal-code' });
    expect(named.body).toMatchObject({ fields: { 'postal-code': { errorMessage: 'The postal code is not valid.' } } });
    expect((await call.sim('fail', { errorType: 'nope' })).status).toBe(400);
    expect((await call.sim('fail')).status).toBe(409);
  });

  it('asking for another field while one is captured puts the first back as it was', async () => {
    const call = await openCall();
    await call.pay('capture-card-data', { field: 'expiration-date' });
    await call.sim('keypad', { keys: '1234#' });
    await call.pay('capture-card-data', { field: 'expiration-date' });
    await call.pay('capture-card-data', { field: 'postal-code' });
    const { body } = await call.state();
    expect(body).toMatchObject({
      capturing: 'postal-code',
      fields: {
        'expiration-date': { status: 'successfully-captured', value: '12/34' },
        'postal-code': { status: 'capture-in-progress' },
        'payment-card-number': { status: 'not-captured-yet' },
      },
    });
  });

  it.each([
    ['4242424242424242', '123'],
    ['5555555555554444', '321'],
    ['378282246310005', '1234'],
  ])('a whole payment with %s: the card is kept whole only inside the simulator', async (digits, cvc) => {
    const call = await openCall();
    const seen: string[] = [];
    const keyIn = async (field: string, keys: string) => {
      seen.push((await call.pay('capture-card-data', { field })).text);
      seen.push((await call.sim('keypad', { keys: `${keys}#` })).text);
      seen.push((await call.pay('capture-card-data-status')).text);
    };
    await keyIn('payment-card-number', digits);
    await keyIn('expiration-date', '1234');
    await keyIn('security-code', cvc);
    await keyIn('postal-code', '90210');
    const token = await call.pay('get-token');
    expect(token.body).toMatchObject({
      token: expect.stringMatching(/^pm_/),
      paymentSessionStatus: 'payment-method-authorized',
    });
    seen.push(token.text, (await call.pay('complete')).text, (await call.state()).text);
    for (const text of seen) {
      expect(cardLeak(text, digits)).toBe(false);
      expect(text).not.toContain(`"${cvc}"`);
      expect(text).not.toMatch(new RegExp(`[^\\d]${cvc}[^\\d]`));
    }
  });

  it('token-timeout: get-token answers payment_method_token_timeout', async () => {
    const call = await openCall();
    expect((await call.sim('token-timeout')).body).toMatchObject({ tokenTimeout: true });
    expect((await call.pay('get-token')).body).toEqual({ paymentSessionStatus: 'payment_method_token_timeout' });
  });

  it('token-timeout {silent: true}: get-token keeps answering no token, even once every field is captured', async () => {
    const call = await openCall();
    expect((await call.sim('token-timeout', { silent: true })).body).toMatchObject({
      tokenTimeout: false,
      tokenNeverArrives: true,
    });
    for (const [field, keys] of [
      ['payment-card-number', '4242424242424242#'],
      ['expiration-date', '1234#'],
      ['security-code', '123#'],
      ['postal-code', '12345#'],
    ]) {
      await call.pay('capture-card-data', { field });
      await call.sim('keypad', { keys });
    }
    expect((await call.pay('get-token')).body).toEqual({ paymentSessionStatus: 'card-data-captured' });
    expect((await call.sim('token-timeout', { silent: 'yes' })).status).toBe(400);
  });

  it('refuse-cancel: cancel answers failed-to-cancel-invalid-state and the session stays open', async () => {
    const call = await openCall();
    expect((await call.sim('refuse-cancel')).body).toMatchObject({ cancelRefused: true });
    expect((await call.pay('cancel')).body).toMatchObject({
      status: 'open',
      paymentSessionStatus: 'failed-to-cancel-invalid-state',
    });
  });

  it('refuse-cancel {how: open}: cancel answers the session still open; {how: error}: 503, still open', async () => {
    const still = await openCall();
    expect((await still.sim('refuse-cancel', { how: 'open' })).body).toMatchObject({ cancelRefusal: 'open' });
    expect(await still.pay('cancel')).toMatchObject({ status: 200, body: { status: 'open' } });
    const failing = await openCall();
    await failing.sim('refuse-cancel', { how: 'error' });
    expect((await failing.pay('cancel')).status).toBe(503);
    expect((await failing.state()).body).toMatchObject({ status: 'open' });
    expect((await failing.sim('refuse-cancel', { how: 'maybe' })).status).toBe(400);
  });

  it('connection {lost}: status checks answer 503 while lost, then the session as it is', async () => {
    const call = await openCall();
    expect((await call.sim('connection', { lost: true })).body).toMatchObject({ connectionLost: true });
    expect((await call.pay('capture-card-data-status')).status).toBe(503);
    await call.sim('connection', { lost: false });
    expect(await call.pay('capture-card-data-status')).toMatchObject({ status: 200 });
    expect((await call.sim('connection', {})).status).toBe(400);
  });

  it('a call without a session: GET answers status none, controls 404; keys that are not a keypad 400', async () => {
    expect(await get('/simulator/calls/CA-nobody')).toMatchObject({
      status: 200,
      body: { callId: 'CA-nobody', paymentId: null, status: 'none', capturing: null, fields: {} },
    });
    expect(await send('/simulator/calls/CA-nobody/keypad', { keys: '1' })).toMatchObject({
      status: 404,
      body: { errors: { common: ['payment_session_not_found'] } },
    });
    const call = await openCall();
    expect((await call.sim('keypad', { keys: 'abc' })).status).toBe(400);
    expect((await call.sim('type', { field: 'pin', digits: '1' })).status).toBe(400);
  });
});

describe('/simulator/ and the token route without the simulator on (a deployed server)', () => {
  it.each([
    ['GET', '/simulator/cards', undefined],
    ['GET', '/simulator/calls/CA-any', undefined],
    ['POST', '/simulator/calls/CA-any/keypad', { keys: '4242#' }],
    ['POST', '/simulator/calls/CA-any/type', { field: 'payment-card-number', digits: '4242424242424242' }],
    ['POST', '/simulator/calls/CA-any/token-timeout', {}],
    ['POST', '/simulator/calls/CA-any/refuse-cancel', {}],
    ['POST', '/simulator/calls/CA-any/connection', { lost: true }],
    ['GET', '/twilio-pay/token/CA-any', undefined],
  ])('%s %s answers 404', async (method, path, body) => {
    expect((await send(path, body, undefined, method, plain)).status).toBe(404);
  });
});
