import type { Listing, Ports } from '@haulkit/core';
import type { RunningServer } from '@haulkit/server';
import { startServer } from '@haulkit/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAULT_TEST_PORTS } from './fake-ports.js';
import { addFaultRule, clearFaults, faultLog, serverAdapters } from './fault-server.js';

/**
 * The fault matrix (issue #4): every fault of the reference server × a GET and a POST ends in a
 * retry success or a coded error, with the attempts counted both client-side (a wrapping fetch)
 * and server-side (GET /__faults/log).
 */

let server: RunningServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let run = 0;

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  // The simulator on too: the server's token route hands out bearers only then.
  server = await startServer({ faults: true, simulator: true, adapters: FAULT_TEST_PORTS });
});
afterAll(async () => {
  await server.close();
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});
beforeEach(async () => {
  await clearFaults(server);
});
afterEach(() => {
  expect(unhandled).toEqual([]);
});

const listing: Listing = {
  category_id: 1,
  move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'f1', dimension_unit: 'cm', weight_unit: 'kg' }],
};

const calls = {
  GET: { path: '/ng/item-search', run: (p: Ports) => p.quote.searchItems({ name: 'sofa' }) },
  POST: { path: '/ng/prelisting/fault-q', run: (p: Ports) => p.quote.savePrelisting('fault-q', listing) },
} as const;

type Outcome = { ok: true } | { code: string };
/** fault, GET outcome and attempts, POST outcome and attempts, per-attempt timeout. */
const MATRIX: [string, Outcome, number, Outcome, number, number?][] = [
  ['status=500;times=1', { ok: true }, 2, { code: 'server' }, 1],
  ['status=503;times=1', { ok: true }, 2, { code: 'server' }, 1],
  ['status=503', { code: 'server' }, 3, { code: 'server' }, 1],
  ['status=429;retry-after=1;times=1', { ok: true }, 2, { code: 'http' }, 1],
  ['status=408;times=1', { ok: true }, 2, { code: 'http' }, 1],
  ['delay=150', { ok: true }, 1, { ok: true }, 1],
  ['delay=800', { code: 'timeout' }, 1, { code: 'timeout' }, 1, 300],
  ['non-json', { code: 'server' }, 1, { code: 'server' }, 1],
  ['drop;times=1', { ok: true }, 2, { code: 'network' }, 1],
  ['drop', { code: 'network' }, 3, { code: 'network' }, 1],
  ['hang', { code: 'timeout' }, 1, { code: 'timeout' }, 1, 300],
];

const rows = MATRIX.flatMap(([fault, getOutcome, getAttempts, postOutcome, postAttempts, timeoutMs]) => [
  [fault, 'GET', getOutcome, getAttempts, timeoutMs] as const,
  [fault, 'POST', postOutcome, postAttempts, timeoutMs] as const,
]);

describe('fault matrix against the reference server (x-haulkit-fault header)', () => {
  it.each(rows)('%s × %s ends in %o after %i attempt(s)', async (fault, method, outcome, attempts, timeoutMs) => {
    run += 1;
    const { ports, requests } = serverAdapters(server, {
      headers: { 'x-haulkit-fault': fault, 'x-haulkit-fault-key': `matrix-${run}` },
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    const started = performance.now();
    const result = await calls[method].run(ports).then(
      () => ({ ok: true }) as const,
      (error: unknown) => error,
    );
    expect(result).toMatchObject(outcome);
    expect(requests).toHaveLength(attempts);
    expect(await faultLog(server, calls[method].path)).toHaveLength(attempts);
    if (fault.includes('retry-after=1') && method === 'GET') {
      expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    }
  });
});

describe('an idempotent POST (create-payment-session carries an Idempotency-Key)', () => {
  it('is retried after a 503 with the same key, and succeeds', async () => {
    const { ports, requests } = serverAdapters(server);
    const auth = await ports.payment.getBearerToken('CA-fault');
    await fetch(`${server.url}__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/pay/create-payment-session', fault: 'status=503;times=1' }),
    });
    const session = await ports.payment.createPaymentSession({
      auth,
      callId: 'CA-fault',
      product: 'listing',
      reference: '123',
    });
    expect(session.paymentId).toMatch(/\S/);
    const creates = requests.filter((request) => request.url.endsWith('/pay/create-payment-session'));
    expect(creates).toHaveLength(2);
    const keys = creates.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/\S/);
    expect(keys[1]).toBe(keys[0]);
    expect(await faultLog(server, '/pay/create-payment-session')).toHaveLength(2);
  });
});

describe('a create-payment-session that timed out (the Idempotency-Key names the logical attempt)', () => {
  const create = { product: 'listing', reference: '456' } as const;

  it('is retried after the timeout with the same key, and succeeds', async () => {
    const { ports, requests } = serverAdapters(server, { timeoutMs: 300 });
    const auth = await ports.payment.getBearerToken('CA-timeout');
    await addFaultRule(server, '/pay/create-payment-session', 'delay=800;times=1', 'POST');
    const session = await ports.payment.createPaymentSession({ auth, callId: 'CA-timeout', ...create });
    expect(session.paymentId).toMatch(/\S/);
    const keys = requests
      .filter((request) => request.url.endsWith('/pay/create-payment-session'))
      .map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^hk-cps-[0-9a-f]{16}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await faultLog(server, '/pay/create-payment-session')).map((entry) => entry.status)).toEqual([
      'aborted',
      200,
    ]);
  });
});
