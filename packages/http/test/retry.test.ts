import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpAdaptersConfig } from '../src/index.js';
import { backoffDelay, createHttpAdapters, isHttpError, paymentSessionKey, retryAfterMs } from '../src/index.js';
import { AUTH, HOSTS } from './cases/method-case.js';
import { loadLazyAreas } from './lazy-areas.js';
import type { StubAnswer } from './stub-fetch.js';
import { stubFetch } from './stub-fetch.js';

const ok = { body: [{ name: 'Sofa', item_set: [{ name: 'Sofa' }] }] };
const busy = (status: number, headers: Record<string, string> = {}): StubAnswer => ({
  status,
  body: { errors: { common: ['server_error'] } },
  headers,
});

function setUp(
  answers: (attempt: number) => StubAnswer | Promise<StubAnswer>,
  config: Partial<HttpAdaptersConfig> = {},
) {
  const stub = stubFetch((_request, attempt) => answers(attempt));
  const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, random: () => 0, ...config });
  return { ports, seen: stub.seen };
}

const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

beforeAll(loadLazyAreas);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoff: bounded, doubling, jittered (random injectable)', () => {
  it.each([
    [1, 0, 150],
    [1, 1, 300],
    [2, 0, 300],
    [2, 0.5, 450],
    [3, 1, 1200],
  ])('retry %i with random %d waits %i ms (backoff 300)', (attempt, random, wait) => {
    expect(backoffDelay({ limit: 2, backoffMs: 300, maxBackoffMs: 5000, random: () => random }, attempt)).toBe(wait);
  });

  it.each([
    ['2', 2000],
    ['0', 0],
    ['soon', undefined],
    [null, undefined],
  ])('Retry-After %s reads as %s ms', (header, ms) => {
    expect(retryAfterMs(header, 0)).toBe(ms);
  });

  it('an HTTP-date Retry-After reads as the time until then', () => {
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
  });
});

describe('GET retries on 408, 429 and 5xx', () => {
  it.each([408, 429, 500, 502, 503, 504])('a GET answered %i is retried and then succeeds', async (status) => {
    const { ports, seen } = setUp((attempt) => (attempt === 0 ? busy(status) : ok));
    const result = settle(ports.quote.searchItems({ name: 'sofa' }));
    await vi.advanceTimersByTimeAsync(149);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it.each([400, 404, 409, 422])('a GET answered %i is not retried', async (status) => {
    const { ports, seen } = setUp(() => busy(status));
    const result = await settle(ports.quote.searchItems({ name: 'sofa' }));
    expect(result).toMatchObject({ ok: false, error: { code: 'http', status } });
    expect(seen).toHaveLength(1);
  });

  it('gives up after limit retries with the last coded error', async () => {
    const { ports, seen } = setUp(() => busy(503), { retry: { limit: 3, backoffMs: 100 } });
    const result = settle(ports.quote.searchItems({ name: 'sofa' }));
    await vi.advanceTimersByTimeAsync(50 + 100 + 200);
    const outcome = await result;
    expect(outcome).toMatchObject({ ok: false, error: { code: 'server', status: 503 } });
    expect(seen).toHaveLength(4);
  });

  it('waits as Retry-After says, without jitter', async () => {
    const { ports, seen } = setUp((attempt) => (attempt === 0 ? busy(429, { 'retry-after': '2' }) : ok));
    const result = settle(ports.quote.searchItems({ name: 'sofa' }));
    await vi.advanceTimersByTimeAsync(1999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ ok: true });
  });

  it('a Retry-After longer than maxBackoffMs ends the call at once with the 429', async () => {
    const { ports, seen } = setUp(() => busy(429, { 'retry-after': '60' }));
    const outcome = await settle(ports.quote.searchItems({ name: 'sofa' }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'http', status: 429 } });
    expect(seen).toHaveLength(1);
  });

  it('a Retry-After past the deadline ends the call at once', async () => {
    const { ports, seen } = setUp(() => busy(503, { 'retry-after': '3' }), { deadlineMs: 2000 });
    const outcome = await settle(ports.quote.searchItems({ name: 'sofa' }));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'server', status: 503 } });
    expect(seen).toHaveLength(1);
  });

  it('a dropped connection on a GET is retried', async () => {
    const { ports, seen } = setUp((attempt) => {
      if (attempt === 0) throw new TypeError('fetch failed');
      return ok;
    });
    const result = settle(ports.quote.searchItems({ name: 'sofa' }));
    await vi.advanceTimersByTimeAsync(150);
    expect(await result).toMatchObject({ ok: true });
    expect(seen).toHaveLength(2);
  });
});

describe('POST, PATCH and DELETE', () => {
  it('a POST is never retried without an idempotency key', async () => {
    const { ports, seen } = setUp(() => busy(503, { 'retry-after': '0' }));
    const outcome = await settle(ports.quote.savePrelisting('q1', { move_items: [] }));
    expect(outcome.ok).toBe(false);
    expect(isHttpError(outcome.ok ? undefined : outcome.error)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it.each([
    [
      'PATCH',
      (p: ReturnType<typeof setUp>['ports']) =>
        p.admin.updatePercentAdjustment({ auth: AUTH, uuid: 'u', adjustmentPercent: 1 }),
    ],
    ['DELETE', (p: ReturnType<typeof setUp>['ports']) => p.admin.deletePriceAdjustment(AUTH, 'u')],
  ])('a %s is never retried', async (_method, run) => {
    const { ports, seen } = setUp(() => busy(503, { 'retry-after': '0' }));
    expect((await settle(run(ports))).ok).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('create-payment-session carries an Idempotency-Key and is retried with the same key', async () => {
    let keys = 0;
    const { ports, seen } = setUp((attempt) => (attempt === 0 ? busy(503) : { body: { paymentId: 'p1' } }), {
      idempotencyKey: () => `key-${++keys}`,
    });
    const result = settle(
      ports.payment.createPaymentSession({ auth: AUTH, callId: 'CA1', product: 'listing', reference: '1' }),
    );
    await vi.advanceTimersByTimeAsync(150);
    expect(await result).toMatchObject({ ok: true, value: { paymentId: 'p1' } });
    expect(seen.map((request) => request.headers.get('idempotency-key'))).toEqual(['key-1', 'key-1']);
  });

  it('create-payment-session that timed out is retried with the same key, and succeeds', async () => {
    const { ports, seen } = setUp(
      (attempt) => (attempt === 0 ? new Promise<StubAnswer>(() => undefined) : { body: { paymentId: 'p1' } }),
      { timeoutMs: 1000 },
    );
    const result = settle(
      ports.payment.createPaymentSession({ auth: AUTH, callId: 'CA1', product: 'listing', reference: '1' }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(150);
    expect(await result).toMatchObject({ ok: true, value: { paymentId: 'p1' } });
    const keys = seen.map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^hk-cps-[0-9a-f]{16}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('create-payment-session that keeps timing out ends with code timeout after limit retries, one key', async () => {
    const { ports, seen } = setUp(() => new Promise<StubAnswer>(() => undefined), { timeoutMs: 1000 });
    const result = settle(
      ports.payment.createPaymentSession({ auth: AUTH, callId: 'CA1', product: 'listing', reference: '1' }),
    );
    await vi.advanceTimersByTimeAsync(1000 + 150 + 1000 + 300 + 1000);
    expect(await result).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((request) => request.headers.get('idempotency-key'))).size).toBe(1);
  });

  it('a timed-out create-payment-session asked again by the caller sends the key of the first call', async () => {
    const { ports, seen } = setUp(
      (attempt) => (attempt === 0 ? new Promise<StubAnswer>(() => undefined) : { body: { paymentId: 'p1' } }),
      { timeoutMs: 1000, retry: { limit: 0 } },
    );
    const request = { auth: AUTH, callId: 'CA1', product: 'listing', reference: '1', locale: 'en-GB' } as const;
    const first = settle(ports.payment.createPaymentSession(request));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await first).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(await settle(ports.payment.createPaymentSession({ ...request, locale: 'es-ES' }))).toMatchObject({
      ok: true,
    });
    const [firstKey, secondKey] = seen.map((sent) => sent.headers.get('idempotency-key'));
    expect(secondKey).toBe(firstKey);
  });

  it('a POST without a key that timed out is not retried', async () => {
    const { ports, seen } = setUp(() => new Promise<StubAnswer>(() => undefined), { timeoutMs: 1000 });
    const result = settle(ports.quote.savePrelisting('q1', { move_items: [] }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await result).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(seen).toHaveLength(1);
  });

  it('retry limit 0 turns retries off', async () => {
    const { ports, seen } = setUp(() => busy(503), { retry: { limit: 0 } });
    expect((await settle(ports.quote.searchItems({ name: 'sofa' }))).ok).toBe(false);
    expect(seen).toHaveLength(1);
  });
});

describe('the Idempotency-Key of create-payment-session', () => {
  const request = { auth: AUTH, callId: 'CA1', product: 'listing', reference: '123' } as const;

  it('is derived from call id, product and reference: the same request, the same key', () => {
    expect(paymentSessionKey(request)).toMatch(/^hk-cps-[0-9a-f]{16}$/);
    expect(paymentSessionKey({ ...request, auth: { token: 'other' }, locale: 'es-ES' })).toBe(
      paymentSessionKey(request),
    );
  });

  it.each([
    ['another call', { callId: 'CA2' }],
    ['another product', { product: 'order' }],
    ['another reference', { reference: '124' }],
    ['fields that run into each other', { callId: 'CA112', reference: '3' }],
  ])('differs for %s', (_name, change) => {
    expect(paymentSessionKey({ ...request, ...change })).not.toBe(paymentSessionKey(request));
  });

  it("is the caller's own key when it gives one", async () => {
    expect(paymentSessionKey({ ...request, idempotencyKey: 'attempt-2' })).toBe('attempt-2');
    const { ports, seen } = setUp(() => ({ body: { paymentId: 'p1' } }));
    await ports.payment.createPaymentSession({ ...request, idempotencyKey: 'attempt-2' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('attempt-2');
  });

  it('distinct requests give distinct keys (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (a, b, c, d) => {
        fc.pre(a !== c || b !== d);
        const one = paymentSessionKey({ ...request, callId: a, reference: b });
        const two = paymentSessionKey({ ...request, callId: c, reference: d });
        expect(one).not.toBe(two);
      }),
    );
  });
});

describe('deadlines', () => {
  it('an attempt with no answer ends after timeoutMs with code timeout, not retried', async () => {
    const { ports, seen } = setUp(() => new Promise<StubAnswer>(() => undefined), { timeoutMs: 1000 });
    const result = settle(ports.quote.searchItems({ name: 'sofa' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ ok: false, error: { code: 'timeout', timeoutMs: 1000 } });
    expect(seen).toHaveLength(1);
  });

  it('test-lab calls have a 2 s deadline whatever the config says', async () => {
    const { ports } = setUp(() => new Promise<StubAnswer>(() => undefined), { timeoutMs: 60_000 });
    const result = settle(ports.admin.getExperiments({ name: 'x' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toMatchObject({ ok: false, error: { code: 'timeout', timeoutMs: 2000 } });
  });
});
