import { CARD_FIELDS } from '@haulkit/core';
import { describe, expect, it } from 'vitest';
import { demoPorts } from './fixtures.js';

const CALL = 'CA-keypad';

async function start() {
  const ports = demoPorts();
  const auth = await ports.payment.getBearerToken(CALL);
  const session = await ports.payment.createPaymentSession({ auth, callId: CALL, product: 'listing', reference: '9' });
  const request = { auth, callId: CALL, paymentId: session.paymentId ?? '' };
  return { payment: ports.payment, request };
}

describe('card-by-phone simulator: the caller keypad', () => {
  it('digits go into the field being captured, # ends it, and only a count of digits is shown', async () => {
    const { payment, request } = await start();
    await payment.captureCardData({ ...request, field: 'payment-card-number' });
    const typing = payment.pressKeys(CALL, '5555-5555 5555');
    expect(typing).toMatchObject({ capturing: 'payment-card-number', keyed: 12, status: 'open' });
    expect(JSON.stringify(typing)).not.toMatch(/5555/);
    const done = payment.pressKeys(CALL, '4444#');
    expect(done).toMatchObject({ capturing: null, keyed: 0 });
    expect(done.fields['payment-card-number']).toEqual({
      status: 'successfully-captured',
      value: 'xxxx xxxx xxxx 4444',
    });
  });

  it('* clears; keys after the # that ends the field are ignored; no field asked for → field_not_requested', async () => {
    const { payment, request } = await start();
    expect(() => payment.pressKeys(CALL, '1')).toThrow(/no field is being captured/);
    await payment.captureCardData({ ...request, field: 'security-code' });
    expect(payment.pressKeys(CALL, '98*').keyed).toBe(0);
    const state = payment.pressKeys(CALL, '123#456');
    expect(state.fields['security-code']).toEqual({ status: 'successfully-captured', value: 'xxx' });
    expect(state).toMatchObject({ capturing: null, keyed: 0 });
  });

  it('failCapture without a field or type fails the field being captured with the input timeout', async () => {
    const { payment, request } = await start();
    await payment.captureCardData({ ...request, field: 'postal-code' });
    expect(payment.failCapture(CALL).fields['postal-code']).toEqual({
      status: 'capture-failed',
      errorType: 'timeout',
      errorMessage:
        'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.',
    });
    expect(() => payment.failCapture(CALL)).toThrow(/no field is being captured/);
  });

  it('one capture at a time: asking for another field puts the earlier one back as it was', async () => {
    const { payment, request } = await start();
    await payment.captureCardData({ ...request, field: 'expiration-date' });
    payment.pressKeys(CALL, '1230#');
    await payment.captureCardData({ ...request, field: 'expiration-date' });
    payment.pressKeys(CALL, '12');
    await payment.captureCardData({ ...request, field: 'security-code' });
    const state = payment.callState(CALL);
    expect(state).toMatchObject({ capturing: 'security-code', keyed: 0 });
    expect(state.fields['expiration-date']).toEqual({ status: 'successfully-captured', value: '12/30' });
    await payment.captureCardData({ ...request, field: 'payment-card-number' });
    expect(payment.callState(CALL).fields['security-code']).toEqual({ status: 'not-captured-yet' });
  });

  it('a whole payment keyed on the keypad with each test card gives its outcome', async () => {
    for (const card of demoPorts().payment.testCards()) {
      const { payment, request } = await start();
      const keys = {
        'payment-card-number': card.digits,
        'expiration-date': '1234',
        'security-code': card.securityCode,
        'postal-code': '90210',
      };
      for (const field of CARD_FIELDS) {
        await payment.captureCardData({ ...request, field });
        payment.pressKeys(CALL, `${keys[field]}#`);
      }
      const token = await payment.getPaymentMethodToken(request);
      expect(token.paymentSessionStatus).toBe(card.outcome === 'approved' ? 'payment-method-authorized' : card.outcome);
      expect(JSON.stringify(payment.callState(CALL))).not.toContain(card.digits.slice(-5));
    }
  });

  it('cancel ends the capture; callState reports the token and cancel switches', async () => {
    const { payment, request } = await start();
    await payment.captureCardData({ ...request, field: 'security-code' });
    expect(payment.expireToken(CALL)).toMatchObject({ tokenTimeout: true, cancelRefused: false });
    await payment.cancelPaymentSession(request);
    expect(payment.callState(CALL)).toMatchObject({ status: 'cancelled', capturing: null });
    expect(() => payment.pressKeys(CALL, '1')).toThrow();
  });
});
