import { type AuthToken, CARD_FIELDS, type CardField, isMaskedCardValue, PaymentSessionSchema } from '@haulkit/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { DemoAdapters } from '../src/index.js';
import { demoPorts } from './fixtures.js';

const CALL = 'CA-test';
const GOOD: Record<CardField, string> = {
  'payment-card-number': '4242 4242 4242 4242',
  'expiration-date': '1230',
  'security-code': '123',
  'postal-code': '90210',
};

async function start(ports: DemoAdapters = demoPorts()) {
  const auth = await ports.payment.getBearerToken(CALL);
  const session = await ports.payment.createPaymentSession({ auth, callId: CALL, product: 'listing', reference: '42' });
  const request = { auth, callId: CALL, paymentId: session.paymentId ?? '' };
  const key = async (field: CardField, digits: string) => {
    await ports.payment.captureCardData({ ...request, field });
    return ports.payment.typeDigits(CALL, field, digits);
  };
  const keyAll = async (card: string) => {
    for (const field of CARD_FIELDS) await key(field, field === 'payment-card-number' ? card : GOOD[field]);
  };
  return { ports, auth, session, request, key, keyAll };
}

describe('card-by-phone simulator', () => {
  it('starts a session with every field not captured yet, and the {product}Reference', async () => {
    const { session } = await start();
    expect(v.parse(PaymentSessionSchema, session)).toMatchObject({
      callId: CALL,
      listingReference: '42',
      status: 'open',
    });
    expect(Object.values(session.fields ?? {}).map((chunk) => chunk.status)).toEqual(
      CARD_FIELDS.map(() => 'not-captured-yet'),
    );
  });

  it('moves a field not-captured-yet → capture-in-progress → successfully-captured with masked values only', async () => {
    const { ports, request, key } = await start();
    const asked = await ports.payment.captureCardData({ ...request, field: 'payment-card-number' });
    expect(asked.fields?.['payment-card-number']?.status).toBe('capture-in-progress');
    const status = await key('payment-card-number', GOOD['payment-card-number']);
    expect(status.fields['payment-card-number']).toEqual({
      status: 'successfully-captured',
      value: 'xxxx xxxx xxxx 4242',
    });
    expect((await key('security-code', '123')).fields['security-code']?.value).toBe('xxx');
    expect((await key('expiration-date', '0927')).fields['expiration-date']?.value).toBe('09/27');
    expect((await key('postal-code', '90210')).fields['postal-code']?.value).toBe('xxx10');
    expect(JSON.stringify(await ports.payment.getCaptureStatus(request))).not.toMatch(/\d{5,}|4242 4242|123"/);
  });

  it.each([
    ['payment-card-number', '4242424242424241', 'invalid-card-number', 'The card number is not valid.'],
    ['payment-card-number', '6011111111111117', 'invalid-card-type', 'This card type is not accepted.'],
    ['expiration-date', '1324', 'invalid-date', 'The expiry date is not valid or has passed.'],
    ['expiration-date', '1224', 'invalid-date', 'The expiry date is not valid or has passed.'],
    ['security-code', '12', 'invalid-security-code', 'The security code is not valid.'],
    ['postal-code', 'AB', 'invalid-postal-code', 'The postal code is not valid.'],
  ] as const)('keying %s as %s fails the capture: %s "%s"', async (field, digits, errorType, errorMessage) => {
    const { key } = await start();
    expect((await key(field, digits)).fields[field]).toEqual({ status: 'capture-failed', errorType, errorMessage });
  });

  it('a failed field can be asked for again and then captured', async () => {
    const { ports, key } = await start();
    await key('security-code', '1');
    expect((await key('security-code', '321')).fields['security-code']?.status).toBe('successfully-captured');
    expect(ports.payment.failCapture(CALL, 'security-code', 'timeout').fields['security-code']).toEqual({
      status: 'capture-failed',
      errorType: 'timeout',
      errorMessage:
        'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.',
    });
  });

  it('refuses digits for a field the operator has not asked for', async () => {
    const { ports } = await start();
    expect(() => ports.payment.typeDigits(CALL, 'security-code', '123')).toThrow(/was not asked for/);
  });

  it('with 4242424242424242 answers a token once every field is captured, then completes', async () => {
    const { ports, request, keyAll, key } = await start();
    await key('payment-card-number', GOOD['payment-card-number']);
    expect(await ports.payment.getPaymentMethodToken(request)).toEqual({ paymentSessionStatus: 'capture-in-progress' });
    await keyAll('4242424242424242');
    const { token, paymentSessionStatus } = await ports.payment.getPaymentMethodToken(request);
    expect(token).toMatch(/^pm_[0-9a-f]{24}$/);
    expect(paymentSessionStatus).toBe('payment-method-authorized');
    const done = await ports.payment.completePaymentSession(request);
    expect(done).toMatchObject({ status: 'completed', paymentSessionStatus: 'completed', token });
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000009995', 'insufficient_funds'],
  ])('with %s get-token answers %s and complete is refused', async (card, status) => {
    const { ports, request, keyAll } = await start();
    await keyAll(card);
    expect(await ports.payment.getPaymentMethodToken(request)).toEqual({ paymentSessionStatus: status });
    await expect(ports.payment.completePaymentSession(request)).rejects.toMatchObject({
      status: 409,
      body: { errors: { common: ['unexpected_error'] } },
    });
  });

  it('expireToken makes get-token answer payment_method_token_timeout', async () => {
    const { ports, request, keyAll } = await start();
    await keyAll('4242424242424242');
    ports.payment.expireToken(CALL);
    expect(await ports.payment.getPaymentMethodToken(request)).toEqual({
      paymentSessionStatus: 'payment_method_token_timeout',
    });
  });

  it('cancel ends the session; refuseCancel or a completed session answers failed-to-cancel-invalid-state', async () => {
    const first = await start();
    expect(await first.ports.payment.cancelPaymentSession(first.request)).toMatchObject({
      status: 'cancelled',
      paymentSessionStatus: 'cancelled',
    });
    await expect(first.ports.payment.captureCardData({ ...first.request, field: 'postal-code' })).rejects.toMatchObject(
      { status: 409 },
    );
    const second = await start();
    second.ports.payment.refuseCancel(CALL);
    expect(await second.ports.payment.cancelPaymentSession(second.request)).toMatchObject({
      status: 'open',
      paymentSessionStatus: 'failed-to-cancel-invalid-state',
    });
  });

  it('refuseCancel open answers the session still open; error fails with 503; both leave it open', async () => {
    const still = await start();
    still.ports.payment.refuseCancel(CALL, 'open');
    expect(await still.ports.payment.cancelPaymentSession(still.request)).toMatchObject({ status: 'open' });
    const failing = await start();
    failing.ports.payment.refuseCancel(CALL, 'error');
    await expect(failing.ports.payment.cancelPaymentSession(failing.request)).rejects.toMatchObject({ status: 503 });
    expect(failing.ports.payment.callState(CALL)).toMatchObject({ status: 'open', cancelRefusal: 'error' });
  });

  it('dropConnection makes status checks fail with 503 until it comes back; the session goes on', async () => {
    const { ports, request } = await start();
    expect(ports.payment.dropConnection(CALL)).toMatchObject({ connectionLost: true, status: 'open' });
    await expect(ports.payment.getCaptureStatus(request)).rejects.toMatchObject({ status: 503 });
    ports.payment.dropConnection(CALL, false);
    expect(await ports.payment.getCaptureStatus(request)).toMatchObject({ fields: expect.any(Object) });
  });

  it('one open payment per call: a start with a new key while one is open gets the open one back', async () => {
    const { ports, auth, session } = await start();
    const again = await ports.payment.createPaymentSession({
      auth,
      callId: CALL,
      product: 'listing',
      reference: '42',
      idempotencyKey: 'another-start',
    });
    expect(again.paymentId).toBe(session.paymentId);
    await ports.payment.cancelPaymentSession({ auth, callId: CALL, paymentId: session.paymentId ?? '' });
    const fresh = await ports.payment.createPaymentSession({
      auth,
      callId: CALL,
      product: 'listing',
      reference: '42',
      idempotencyKey: 'after-cancel',
    });
    expect(fresh.paymentId).not.toBe(session.paymentId);
  });

  it('cancelOnLeave cancels at once and swallows a failure', async () => {
    const { ports, request } = await start();
    const leaving = ports.payment as unknown as { cancelOnLeave(request: unknown): void };
    leaving.cancelOnLeave(request);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ports.payment.callState(CALL).status).toBe('cancelled');
    leaving.cancelOnLeave({ ...request, paymentId: 'nope' });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('refuses calls without the bearer of the call (permission) and unknown sessions (404)', async () => {
    const { ports, request } = await start();
    const wrong: AuthToken = { token: 'nope' };
    await expect(ports.payment.getCaptureStatus({ ...request, auth: wrong })).rejects.toMatchObject({
      code: 'permission',
      body: { type: 'permission' },
    });
    await expect(
      ports.payment.createPaymentSession({ auth: wrong, callId: CALL, product: 'listing', reference: '1' }),
    ).rejects.toMatchObject({ code: 'permission' });
    await expect(ports.payment.getCaptureStatus({ ...request, paymentId: 'pay_x' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(ports.payment.getBearerToken(' ')).rejects.toMatchObject({ code: 'input' });
  });

  it('never shows more than the last four digits of whatever is keyed (property)', async () => {
    const { ports, request } = await start();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CARD_FIELDS), fc.stringMatching(/^[0-9 ]{0,22}$/), async (field, digits) => {
        await ports.payment.captureCardData({ ...request, field });
        const chunk = ports.payment.typeDigits(CALL, field, digits).fields[field];
        if (chunk?.value !== undefined) expect(isMaskedCardValue(chunk.value)).toBe(true);
        expect(JSON.stringify(chunk)).not.toMatch(/\d{5,}/);
      }),
    );
  });
});
