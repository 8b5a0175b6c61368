/**
 * The card-by-phone state machine (docs/behaviour/back-office.md §4, §7, §9) with fake timers:
 * bearer first, idempotent start, capture polling every 1,000 ms, the 15 s token timeout,
 * cancel rules, cancel on leave, and only masked values in its stores.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CARD_FIELDS,
  type CardCaptureStatus,
  type CardField,
  type CardPayment,
  createCardPayment,
  holdCardPayment,
  type PaymentApi,
  type PaymentLeave,
  type PaymentMethodToken,
  type PaymentSession,
  paymentStatusDetail,
  resetCardPayments,
} from '../../src/index.js';

type Chunk = { status: string; value?: string; errorMessage?: string };

/** A fake provider: fields the test settles, calls recorded in order. */
function fakeProvider() {
  const log: string[] = [];
  const fields: Record<string, Chunk> = Object.fromEntries(
    CARD_FIELDS.map((field) => [field, { status: 'not-captured-yet' }]),
  );
  let token: string | undefined;
  let tokenStatus: string | undefined = 'card-data-captured';
  let cancelStatus = 'cancelled';
  const session = (): PaymentSession => ({
    paymentId: 'pay_1',
    paymentSessionStatus: 'open',
    fields: structuredClone(fields) as PaymentSession['fields'],
  });
  const api = {
    getBearerToken: vi.fn(async (callId: string) => {
      log.push(`bearer:${callId}`);
      return { token: 'bearer-1' };
    }),
    createPaymentSession: vi.fn(async (request: { idempotencyKey?: string }) => {
      log.push(`create:${request.idempotencyKey}`);
      return session();
    }),
    captureCardData: vi.fn(async (request: { field: CardField }) => {
      log.push(`capture:${request.field}`);
      fields[request.field] = { status: 'capture-in-progress' };
      return session();
    }),
    getCaptureStatus: vi.fn(async (): Promise<CardCaptureStatus> => {
      log.push('status');
      return { paymentSessionStatus: 'capturing', fields: structuredClone(fields) as CardCaptureStatus['fields'] };
    }),
    getPaymentMethodToken: vi.fn(async (): Promise<PaymentMethodToken> => {
      log.push('token');
      return token ? { token, paymentSessionStatus: 'authorized' } : { paymentSessionStatus: tokenStatus };
    }),
    completePaymentSession: vi.fn(async () => {
      log.push('complete');
      return { ...session(), paymentSessionStatus: 'completed' };
    }),
    cancelPaymentSession: vi.fn(async () => {
      log.push('cancel');
      return { ...session(), paymentSessionStatus: cancelStatus };
    }),
  };
  return {
    api: api as unknown as PaymentApi,
    mock: api,
    log,
    settle(field: CardField, chunk: Chunk) {
      fields[field] = chunk;
    },
    captureAll() {
      for (const field of CARD_FIELDS) fields[field] = { status: 'successfully-captured', value: 'xxx' };
      fields['payment-card-number'] = { status: 'successfully-captured', value: 'xxxx xxxx xxxx 4242' };
      fields['expiration-date'] = { status: 'successfully-captured', value: '12/34' };
    },
    setToken(value: string | undefined) {
      token = value;
    },
    setTokenStatus(value: string | undefined) {
      tokenStatus = value;
    },
    setCancelStatus(value: string) {
      cancelStatus = value;
    },
  };
}

let keys = 0;
function paymentOf(
  provider: ReturnType<typeof fakeProvider>,
  extra: Partial<Parameters<typeof createCardPayment>[0]> = {},
) {
  return createCardPayment({
    payment: async () => provider.api,
    callId: 'CA1',
    reference: '123',
    newKey: () => `key-${++keys}`,
    now: () => Date.now(),
    watchPage: false,
    ...extra,
  });
}

/** Brings every field to captured through the machine (request, then the provider settles, then a poll). */
async function captureEverything(payment: CardPayment, provider: ReturnType<typeof fakeProvider>) {
  for (const field of CARD_FIELDS) await payment.requestField(field);
  provider.captureAll();
  await vi.advanceTimersByTimeAsync(1_000);
}

beforeEach(() => {
  vi.useFakeTimers();
  keys = 0;
});
afterEach(() => {
  resetCardPayments();
  vi.useRealTimers();
});

describe('start (§4, §7)', () => {
  it('gets the bearer for the call first, then opens the session with a client idempotency key', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    expect(provider.log).toEqual(['bearer:CA1', 'create:key-1']);
    expect(provider.mock.createPaymentSession).toHaveBeenCalledWith(
      expect.objectContaining({ auth: { token: 'bearer-1' }, callId: 'CA1', product: 'listing', reference: '123' }),
      expect.anything(),
    );
    expect(payment.$step.get()).toBe('payment_in_progress');
    expect(payment.$state.get().paymentId).toBe('pay_1');
  });

  it('a retried start reuses the idempotency key of the failed one', async () => {
    const provider = fakeProvider();
    provider.mock.createPaymentSession.mockRejectedValueOnce(Object.assign(new Error('lost'), { code: 'network' }));
    const payment = paymentOf(provider);
    await payment.start();
    expect(payment.$state.get().error).toEqual({ code: 'network', during: 'start' });
    expect(payment.$step.get()).toBe('start_payment');
    await payment.retry();
    const keysSent = provider.mock.createPaymentSession.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keysSent).toEqual(['key-1', 'key-1']);
    expect(payment.$step.get()).toBe('payment_in_progress');
  });

  it('a new payment after a cancel gets a new key', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.cancel();
    await payment.start();
    expect(provider.log.filter((line) => line.startsWith('create'))).toEqual(['create:key-1', 'create:key-2']);
  });

  it('no host: the missing host error is kept with its code (shown as "No pgs lambda host defined.")', async () => {
    const provider = fakeProvider();
    provider.mock.createPaymentSession.mockRejectedValue(
      Object.assign(new Error('POST create-payment-session has no host'), { code: 'noPgsLambdaHost' }),
    );
    const payment = paymentOf(provider);
    await payment.start();
    expect(provider.log).toEqual(['bearer:CA1']);
    expect(payment.$state.get().error?.code).toBe('noPgsLambdaHost');
  });

  it('no adapter and no call id are coded errors, not throws', async () => {
    const none = createCardPayment({ payment: async () => undefined, callId: 'CA1', reference: '1', watchPage: false });
    await none.start();
    expect(none.$state.get().error?.code).toBe('noPaymentAdapter');
    const provider = fakeProvider();
    const noCall = paymentOf(provider, { callId: ' ' });
    await noCall.start();
    expect(noCall.$state.get().error?.code).toBe('noCallId');
    expect(provider.log).toEqual([]);
  });

  it('an expired bearer (permission) is fetched again once and the call goes on', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    provider.mock.captureCardData.mockRejectedValueOnce(Object.assign(new Error('refused'), { code: 'permission' }));
    await payment.requestField('expiration-date');
    expect(provider.log).toEqual(['bearer:CA1', 'create:key-1', 'bearer:CA1', 'capture:expiration-date']);
    expect(payment.field('expiration-date').get().status).toBe('capture-in-progress');
  });
});

describe('capture polling every 1,000 ms (§4, §9)', () => {
  it('polls while a capture runs, at 1,000 ms, and stops when the field is captured', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('payment-card-number');
    expect(payment.field('payment-card-number').get().status).toBe('capture-in-progress');
    await vi.advanceTimersByTimeAsync(999);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(3);
    provider.settle('payment-card-number', { status: 'successfully-captured', value: 'xxxx xxxx xxxx 4242' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(payment.field('payment-card-number').get()).toEqual({
      status: 'successfully-captured',
      value: 'xxxx xxxx xxxx 4242',
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(4);
  });

  it('stops on a failed capture and keeps the input-timeout code; the field can be requested again', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('security-code');
    provider.settle('security-code', {
      status: 'capture-failed',
      errorMessage:
        'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(payment.field('security-code').get()).toEqual({ status: 'capture-failed', errorCode: 'timeout' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(1);
    await payment.requestField('security-code');
    expect(payment.field('security-code').get().status).toBe('capture-in-progress');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(2);
  });

  it('any field, in any order, and a captured one again', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('postal-code');
    await payment.requestField('expiration-date');
    provider.settle('postal-code', { status: 'successfully-captured', value: 'xxx45' });
    provider.settle('expiration-date', { status: 'successfully-captured', value: '12/34' });
    await vi.advanceTimersByTimeAsync(1_000);
    await payment.requestField('postal-code');
    expect(provider.log.filter((line) => line.startsWith('capture'))).toEqual([
      'capture:postal-code',
      'capture:expiration-date',
      'capture:postal-code',
    ]);
    expect(payment.field('postal-code').get().status).toBe('capture-in-progress');
  });

  it('a refused status call stops the polling with its error; retry resumes it', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('payment-card-number');
    provider.mock.getCaptureStatus.mockRejectedValueOnce(
      Object.assign(new Error('boom'), { code: 'conflict', status: 409 }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(payment.$state.get().error).toEqual({ code: 'conflict', during: 'poll' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(1);
    await payment.retry();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(2);
    expect(payment.$state.get().error).toBeNull();
  });
});

describe('transient status failures (a 5xx, a dropped connection, a timeout)', () => {
  const transient = [
    ['a 503', () => Object.assign(new Error('x'), { code: 'server', status: 503 })],
    ['a dropped connection', () => Object.assign(new Error('x'), { code: 'network' })],
    ['a timeout', () => Object.assign(new Error('x'), { code: 'timeout' })],
  ] as const;

  it.each(transient)(
    'one %s passes unseen: polling carries on and the payment stays in progress',
    async (_name, failure) => {
      const provider = fakeProvider();
      const payment = paymentOf(provider);
      await payment.start();
      await payment.requestField('payment-card-number');
      provider.mock.getCaptureStatus.mockRejectedValueOnce(failure());
      await vi.advanceTimersByTimeAsync(1_000);
      expect(payment.$state.get()).toMatchObject({ step: 'payment_in_progress', error: null, connection: 'ok' });
      provider.settle('payment-card-number', { status: 'successfully-captured', value: 'xxxx xxxx xxxx 4242' });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(2);
      expect(payment.field('payment-card-number').get().status).toBe('successfully-captured');
    },
  );

  it('backs off 1 s, 2 s, then every 2 s, says the connection is lost at the 4th failure in a row, and heals by itself', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('payment-card-number');
    provider.mock.getCaptureStatus.mockRejectedValue(Object.assign(new Error('x'), { code: 'network' }));
    const calls = () => provider.mock.getCaptureStatus.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1_000); // 1st failure
    await vi.advanceTimersByTimeAsync(1_000); // 2nd, 1 s later
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1); // 3rd, 2 s later
    expect(calls()).toBe(3);
    expect(payment.$state.get().connection).toBe('ok');
    await vi.advanceTimersByTimeAsync(2_000); // 4th
    expect(payment.$state.get()).toMatchObject({ connection: 'lost', error: null, step: 'payment_in_progress' });
    await vi.advanceTimersByTimeAsync(2_000); // 5th: still every 2 s
    expect(calls()).toBe(5);
    provider.mock.getCaptureStatus.mockReset();
    provider.mock.getCaptureStatus.mockResolvedValue({
      paymentSessionStatus: 'capturing',
      fields: { 'payment-card-number': { status: 'capture-in-progress' } },
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(payment.$state.get()).toMatchObject({ connection: 'ok', error: null });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(2);
  });

  it('a refusal (404) still stops the polling with its error', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('payment-card-number');
    provider.mock.getCaptureStatus.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'notFound', status: 404, codes: ['payment_session_not_found'] }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(payment.$state.get().error).toEqual({ code: 'payment_session_not_found', during: 'poll' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(1);
  });
});

describe('double actions', () => {
  it('Start twice at once opens one session; Complete twice at once completes once', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await Promise.all([payment.start(), payment.start()]);
    expect(provider.mock.createPaymentSession).toHaveBeenCalledTimes(1);
    await captureEverything(payment, provider);
    provider.setToken('pm_1');
    const done = await Promise.all([payment.complete(), payment.complete()]);
    expect(done.filter(Boolean)).toHaveLength(1);
    expect(provider.mock.completePaymentSession).toHaveBeenCalledTimes(1);
  });
});

describe('complete and the token (§4, §9)', () => {
  it('is refused, with no call, until every required field is captured', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('payment-card-number');
    provider.settle('payment-card-number', { status: 'successfully-captured', value: 'xxxx xxxx xxxx 4242' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(payment.$missing.get()).toEqual(['expiration-date', 'security-code', 'postal-code']);
    expect(await payment.complete()).toBe(false);
    expect(provider.mock.getPaymentMethodToken).not.toHaveBeenCalled();
  });

  it('polls the token every 1,000 ms until it comes, then completes: payment_method_authorized', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await captureEverything(payment, provider);
    expect(payment.$missing.get()).toEqual([]);
    const done = payment.complete();
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.mock.getPaymentMethodToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(provider.mock.getPaymentMethodToken).toHaveBeenCalledTimes(3);
    provider.setToken('pm_abc');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await done).toBe(true);
    expect(provider.mock.getPaymentMethodToken).toHaveBeenCalledTimes(4);
    expect(provider.mock.completePaymentSession).toHaveBeenCalledTimes(1);
    expect(payment.$state.get()).toMatchObject({
      step: 'payment_method_authorized',
      paymentId: 'pay_1',
      tokenReference: 'pm_abc',
    });
  });

  it('stops after 15 s with payment_method_token_timeout', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await captureEverything(payment, provider);
    const done = payment.complete();
    await vi.advanceTimersByTimeAsync(14_999);
    expect(payment.$state.get().error).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(false);
    expect(payment.$state.get().error).toEqual({ code: 'payment_method_token_timeout', during: 'complete' });
    const calls = provider.mock.getPaymentMethodToken.mock.calls.length;
    expect(calls).toBe(16);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(provider.mock.getPaymentMethodToken).toHaveBeenCalledTimes(calls);
    expect(payment.$step.get()).toBe('payment_in_progress');
  });

  it('stops at once when the provider answers the timeout status or a decline', async () => {
    for (const status of ['payment_method_token_timeout', 'card_declined']) {
      const provider = fakeProvider();
      const payment = paymentOf(provider);
      await payment.start();
      await captureEverything(payment, provider);
      provider.setTokenStatus(status);
      expect(await payment.complete()).toBe(false);
      expect(payment.$state.get().error?.code).toBe(status);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(provider.mock.getPaymentMethodToken).toHaveBeenCalledTimes(1);
    }
  });

  it('a token check failing for a passing reason is tried again quietly, with the same backoff, and completes once it answers', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await captureEverything(payment, provider);
    provider.setToken('pm_abc');
    provider.mock.getPaymentMethodToken.mockRejectedValue(Object.assign(new Error('x'), { code: 'network' }));
    const calls = () => provider.mock.getPaymentMethodToken.mock.calls.length;
    const done = payment.complete();
    await vi.advanceTimersByTimeAsync(0); // 1st failure, at once
    await vi.advanceTimersByTimeAsync(1_000); // 2nd, 1 s later
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1); // 3rd, 2 s later
    expect(payment.$state.get()).toMatchObject({ busy: 'completing', error: null, connection: 'ok' });
    await vi.advanceTimersByTimeAsync(2_000); // 4th: the operator is told
    expect(calls()).toBe(4);
    expect(payment.$state.get()).toMatchObject({ busy: 'completing', error: null, connection: 'lost' });
    provider.mock.getPaymentMethodToken.mockReset();
    provider.mock.getPaymentMethodToken.mockResolvedValue({ token: 'pm_abc', paymentSessionStatus: 'authorized' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await done).toBe(true);
    expect(provider.mock.completePaymentSession).toHaveBeenCalledTimes(1);
    expect(payment.$state.get()).toMatchObject({
      step: 'payment_method_authorized',
      connection: 'ok',
      error: null,
      tokenReference: 'pm_abc',
    });
  });

  it('token checks failing for a passing reason until the 15 s are over end with that failure, not a timeout', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await captureEverything(payment, provider);
    provider.mock.getPaymentMethodToken.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'server', status: 503 }),
    );
    const done = payment.complete();
    await vi.advanceTimersByTimeAsync(14_000);
    expect(payment.$state.get().error).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await done).toBe(false);
    expect(payment.$state.get()).toMatchObject({
      step: 'payment_in_progress',
      busy: 'idle',
      connection: 'ok',
      error: { code: 'server', during: 'complete' },
    });
    const calls = provider.mock.getPaymentMethodToken.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(provider.mock.getPaymentMethodToken).toHaveBeenCalledTimes(calls);
  });

  it('stops on a failed token call, with its code', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await captureEverything(payment, provider);
    provider.mock.getPaymentMethodToken.mockRejectedValueOnce(
      Object.assign(new Error('conflict'), { codes: ['unexpected_error'], code: 'http' }),
    );
    expect(await payment.complete()).toBe(false);
    expect(payment.$state.get().error?.code).toBe('unexpected_error');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(provider.mock.getPaymentMethodToken).toHaveBeenCalledTimes(1);
  });
});

describe('cancel and leave (§4)', () => {
  it('cancel goes back to start_payment', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.cancel();
    expect(payment.$state.get()).toMatchObject({ step: 'start_payment', paymentId: null, notice: 'cancelled' });
  });

  it('a cancel answered failed-to-cancel-invalid-state returns to start', async () => {
    const provider = fakeProvider();
    provider.setCancelStatus('failed-to-cancel-invalid-state');
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('payment-card-number');
    await payment.cancel();
    expect(payment.$state.get()).toMatchObject({ step: 'start_payment', notice: 'cancelRefused' });
    expect(payment.field('payment-card-number').get().status).toBe('not-captured-yet');
  });

  it('a cancel rejected with the invalid-state code returns to start too; another failure keeps the payment', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    provider.mock.cancelPaymentSession.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'http', codes: ['network'] }),
    );
    await payment.cancel();
    expect(payment.$state.get()).toMatchObject({
      step: 'payment_in_progress',
      paymentId: 'pay_1',
      notice: 'stillOpen',
      busy: 'idle',
    });
    provider.mock.cancelPaymentSession.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'http', codes: ['failed-to-cancel-invalid-state'] }),
    );
    await payment.cancel();
    expect(payment.$state.get()).toMatchObject({ step: 'start_payment', notice: 'cancelRefused' });
  });

  it.each([
    ['refused with a 503', () => Object.assign(new Error('x'), { code: 'server', status: 503 })],
    [
      'refused with a 409',
      () => Object.assign(new Error('x'), { code: 'conflict', status: 409, codes: ['unexpected_error'] }),
    ],
    ['the connection dropped', () => Object.assign(new Error('x'), { code: 'network' })],
  ])(
    'a cancel %s keeps the payment open, says so, keeps polling, and can be cancelled again',
    async (_name, refusal) => {
      const provider = fakeProvider();
      const payment = paymentOf(provider);
      await payment.start();
      await payment.requestField('payment-card-number');
      provider.mock.cancelPaymentSession.mockRejectedValueOnce(refusal());
      await payment.cancel();
      expect(payment.$state.get()).toMatchObject({
        step: 'payment_in_progress',
        paymentId: 'pay_1',
        notice: 'stillOpen',
        error: null,
      });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(provider.mock.getCaptureStatus).toHaveBeenCalledTimes(1);
      await payment.cancel();
      expect(payment.$state.get()).toMatchObject({ step: 'start_payment', notice: 'cancelled' });
    },
  );

  it('a cancel answered while the provider still reports the session open keeps the payment open', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    provider.mock.cancelPaymentSession.mockResolvedValueOnce({
      paymentId: 'pay_1',
      paymentSessionStatus: 'payment-session-created',
      status: 'open',
      fields: {},
    } as unknown as Awaited<ReturnType<typeof provider.mock.cancelPaymentSession>>);
    await payment.cancel();
    expect(payment.$state.get()).toMatchObject({
      step: 'payment_in_progress',
      paymentId: 'pay_1',
      notice: 'stillOpen',
    });
    expect(payment.$state.get().error).toBeNull();
  });

  it("leaving sends the cancel through the port's cancelOnLeave at once (no wait), once for pagehide and visibilitychange together", async () => {
    const provider = fakeProvider();
    const onLeave = vi.fn();
    const api = { ...provider.api, cancelOnLeave: onLeave } as PaymentApi & PaymentLeave;
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    vi.stubGlobal('document', doc);
    try {
      const payment = createCardPayment({
        payment: async () => api,
        callId: 'CA1',
        reference: '123',
        newKey: () => 'key-x',
      });
      await payment.start();
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      page.dispatchEvent(new Event('pagehide'));
      // Sent within the event itself: nothing after it may run while a page unloads.
      expect(onLeave).toHaveBeenCalledTimes(1);
      expect(onLeave).toHaveBeenCalledWith(
        expect.objectContaining({ callId: 'CA1', paymentId: 'pay_1', auth: { token: 'bearer-1' } }),
      );
      expect(provider.mock.cancelPaymentSession).not.toHaveBeenCalled();
      expect(payment.$state.get()).toMatchObject({ step: 'start_payment', paymentId: null });
      payment.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leave mid-payment cancels the session and stops polling', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('payment-card-number');
    payment.leave();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(provider.mock.cancelPaymentSession).toHaveBeenCalledTimes(1);
    expect(provider.mock.getCaptureStatus).not.toHaveBeenCalled();
    expect(payment.$step.get()).toBe('start_payment');
  });

  it('leave before a start or after authorisation cancels nothing', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    payment.leave();
    await payment.start();
    await captureEverything(payment, provider);
    provider.setToken('pm_1');
    await payment.complete();
    payment.leave();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(provider.mock.cancelPaymentSession).not.toHaveBeenCalled();
  });

  it('the page hidden or left mid-payment cancels (pagehide)', async () => {
    const provider = fakeProvider();
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    try {
      const payment = paymentOf(provider, { watchPage: true });
      await payment.start();
      page.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(0);
      expect(provider.mock.cancelPaymentSession).toHaveBeenCalledTimes(1);
      expect(payment.$step.get()).toBe('start_payment');
      payment.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a held payment survives a release and a new hold in the same task (an element moved), and leaves when nothing holds it', async () => {
    const provider = fakeProvider();
    const first = holdCardPayment('test:CA1', () => paymentOf(provider));
    await first.payment.start();
    first.release();
    const second = holdCardPayment('test:CA1', () => paymentOf(provider));
    expect(second.payment).toBe(first.payment);
    await vi.advanceTimersByTimeAsync(10);
    expect(provider.mock.cancelPaymentSession).not.toHaveBeenCalled();
    second.release();
    await vi.advanceTimersByTimeAsync(10);
    expect(provider.mock.cancelPaymentSession).toHaveBeenCalledTimes(1);
  });
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('leaving while Start waits for its answer', () => {
  /** A provider whose create-payment-session answers when the test says, and its signal. */
  function slowStart() {
    const provider = fakeProvider();
    const onLeave = vi.fn();
    const api = { ...provider.api, cancelOnLeave: onLeave } as PaymentApi & PaymentLeave;
    const answer = deferred<PaymentSession>();
    let signal: AbortSignal | undefined;
    provider.mock.createPaymentSession.mockImplementationOnce(async (request, given?: AbortSignal) => {
      provider.log.push(`create:${request.idempotencyKey}`);
      signal = given;
      return answer.promise;
    });
    const opened: PaymentSession = { paymentId: 'pay_1', paymentSessionStatus: 'open', fields: {} };
    return { provider, api, onLeave, answer, opened, signal: () => signal };
  }

  it('an element removed mid-start: the start goes on, and the payment it opens is cancelled once at once, through cancelOnLeave', async () => {
    const { provider, api, onLeave, answer, opened, signal } = slowStart();
    const hold = holdCardPayment('test:CA1', () => paymentOf(provider, { payment: async () => api }));
    const starting = hold.payment.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(hold.payment.$state.get().busy).toBe('starting');
    hold.release();
    // The registry's leave and dispose run on the next task; the start is not aborted by them.
    await vi.advanceTimersByTimeAsync(10);
    expect(signal()?.aborted).toBe(false);
    expect(onLeave).not.toHaveBeenCalled();
    answer.resolve(opened);
    await starting;
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(onLeave).toHaveBeenCalledWith({
      auth: { token: 'bearer-1' },
      callId: 'CA1',
      paymentId: 'pay_1',
      locale: 'en-GB',
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(provider.mock.getCaptureStatus).not.toHaveBeenCalled();
    expect(provider.mock.cancelPaymentSession).not.toHaveBeenCalled();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('the page hidden then left mid-start: one cancel when the answer comes, Start does nothing meanwhile, then back at start', async () => {
    const { provider, api, onLeave, answer, opened } = slowStart();
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    vi.stubGlobal('document', doc);
    try {
      const payment = paymentOf(provider, { payment: async () => api, watchPage: true });
      const starting = payment.start();
      await vi.advanceTimersByTimeAsync(0);
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      page.dispatchEvent(new Event('pagehide'));
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
      // Still waiting for the answer: a second Start cannot open another payment on top.
      expect(payment.$state.get()).toMatchObject({ step: 'start_payment', busy: 'starting' });
      await payment.start();
      expect(provider.mock.createPaymentSession).toHaveBeenCalledTimes(1);
      answer.resolve(opened);
      await starting;
      expect(onLeave).toHaveBeenCalledTimes(1);
      expect(onLeave).toHaveBeenCalledWith(expect.objectContaining({ callId: 'CA1', paymentId: 'pay_1' }));
      expect(payment.$state.get()).toMatchObject({
        step: 'start_payment',
        busy: 'idle',
        paymentId: null,
        notice: 'cancelled',
        error: null,
      });
      // The next Start is a new payment, with a new key.
      await payment.start();
      expect(provider.log.filter((line) => line.startsWith('create'))).toEqual(['create:key-1', 'create:key-2']);
      expect(payment.$step.get()).toBe('payment_in_progress');
      payment.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without cancelOnLeave the late payment is cancelled with a plain cancel, unheard', async () => {
    const { provider, answer, opened } = slowStart();
    const payment = paymentOf(provider);
    const starting = payment.start();
    await vi.advanceTimersByTimeAsync(0);
    payment.leave();
    payment.leave();
    payment.dispose();
    answer.resolve(opened);
    await starting;
    await vi.advanceTimersByTimeAsync(0);
    expect(provider.mock.cancelPaymentSession).toHaveBeenCalledTimes(1);
    expect(provider.mock.cancelPaymentSession).toHaveBeenCalledWith(
      expect.objectContaining({ callId: 'CA1', paymentId: 'pay_1', auth: { token: 'bearer-1' } }),
    );
  });

  it('left before the bearer came: no session is asked for, so nothing needs cancelling', async () => {
    const provider = fakeProvider();
    const bearer = deferred<{ token: string }>();
    provider.mock.getBearerToken.mockImplementationOnce(() => bearer.promise);
    const payment = paymentOf(provider);
    const starting = payment.start();
    await vi.advanceTimersByTimeAsync(0);
    payment.leave();
    bearer.resolve({ token: 'bearer-1' });
    await starting;
    expect(provider.mock.createPaymentSession).not.toHaveBeenCalled();
    expect(provider.mock.cancelPaymentSession).not.toHaveBeenCalled();
    expect(payment.$state.get()).toMatchObject({ step: 'start_payment', busy: 'idle', notice: 'cancelled' });
  });

  it('a start that fails after leaving keeps its error and its key, and cancels nothing', async () => {
    const { provider, api, onLeave, answer } = slowStart();
    const payment = paymentOf(provider, { payment: async () => api });
    const starting = payment.start();
    await vi.advanceTimersByTimeAsync(0);
    payment.leave();
    answer.reject(Object.assign(new Error('lost'), { code: 'network' }));
    await starting;
    expect(onLeave).not.toHaveBeenCalled();
    expect(payment.$state.get()).toMatchObject({ step: 'start_payment', error: { code: 'network', during: 'start' } });
    // The operator's return: Retry sends the same key, so a session the lost answer opened comes back.
    await payment.retry();
    expect(provider.log.filter((line) => line.startsWith('create'))).toEqual(['create:key-1', 'create:key-1']);
    expect(payment.$step.get()).toBe('payment_in_progress');
    expect(onLeave).not.toHaveBeenCalled();
  });
});

describe('PCI: nothing unmasked reaches the stores', () => {
  it('drops a chunk value with more than four digits, a security code with digits and error words with a card number', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await payment.requestField('payment-card-number');
    provider.settle('payment-card-number', { status: 'successfully-captured', value: '4242 4242 4242 4242' });
    provider.settle('security-code', { status: 'successfully-captured', value: '123' });
    provider.settle('postal-code', { status: 'capture-failed', errorMessage: 'Card 4242424242424242 refused' });
    await vi.advanceTimersByTimeAsync(1_000);
    const text = JSON.stringify([payment.$state.get(), paymentStatusDetail(payment.$state.get())]);
    expect(text).not.toMatch(/4242\D?4242/);
    expect(text).not.toContain('123');
    expect(payment.field('payment-card-number').get()).toEqual({ status: 'successfully-captured' });
    expect(payment.field('security-code').get()).toEqual({ status: 'successfully-captured' });
    expect(payment.field('postal-code').get()).toEqual({ status: 'capture-failed', errorCode: 'captureFailed' });
  });

  it('the status detail carries step, masked values, codes; never a token or a security code value', async () => {
    const provider = fakeProvider();
    const payment = paymentOf(provider);
    await payment.start();
    await captureEverything(payment, provider);
    const detail = paymentStatusDetail(payment.$state.get());
    expect(detail.step).toBe('payment_in_progress');
    expect(detail.fields['payment-card-number']).toEqual({
      status: 'successfully-captured',
      value: 'xxxx xxxx xxxx 4242',
    });
    expect(detail.fields['security-code']).toEqual({ status: 'successfully-captured', value: 'xxx' });
    expect(detail.error).toBeNull();
  });
});
