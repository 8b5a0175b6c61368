import { isAbortError } from '@haulkit/core';
import type { RunningServer } from '@haulkit/server';
import { startServer } from '@haulkit/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAULT_TEST_PORTS } from './fake-ports.js';
import { addFaultRule, clearFaults, faultLog, serverAdapters } from './fault-server.js';

/** Newer wins and prompt cancellation, against the reference server's per-route fault rules. */

let server: RunningServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = await startServer({ faults: true, adapters: FAULT_TEST_PORTS });
});
afterAll(async () => {
  await server.close();
  process.off('unhandledRejection', onUnhandled);
});
beforeEach(async () => {
  await clearFaults(server);
});
afterEach(() => {
  expect(unhandled).toEqual([]);
});

const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('newer wins over real HTTP', () => {
  it('"sof" (delayed by the server) answered after "sofa" is never shown', async () => {
    await addFaultRule(server, '/ng/item-search', 'delay=300;times=1', 'GET');
    const { ports } = serverAdapters(server);
    const shown: string[] = [];
    const show = (results: { name: string }[]) => shown.push(...results.map((result) => result.name));
    const sof = settle(ports.quote.searchItems({ name: 'sof' }).then(show));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sofa = settle(ports.quote.searchItems({ name: 'sofa' }).then(show));
    expect(await sofa).toMatchObject({ ok: true });
    const older = await sof;
    expect(older.ok).toBe(false);
    expect(isAbortError(older.ok ? undefined : older.error)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(shown).toEqual(['sofa result']);
    expect(await faultLog(server, '/ng/item-search')).toHaveLength(2);
  });

  it('a second save of the same pre-listing aborts the first one in flight', async () => {
    await addFaultRule(server, '/ng/prelisting/q-race', 'delay=300;times=1', 'POST');
    const { ports } = serverAdapters(server);
    const first = settle(ports.quote.savePrelisting('q-race', { move_items: [] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await settle(ports.quote.savePrelisting('q-race', { move_items: [] }));
    expect(second).toMatchObject({ ok: true, value: { prices: { '2030-01-01': 120 } } });
    expect(await first).toMatchObject({ ok: false, error: { name: 'AbortError' } });
  });
});

describe('prompt cancellation over real HTTP', () => {
  it('an abort while waiting out a Retry-After settles in under 100 ms and sends no retry', async () => {
    await addFaultRule(server, '/ng/item-search', 'status=503;retry-after=4', 'GET');
    const { ports, answered } = serverAdapters(server);
    const controller = new AbortController();
    const outcome = settle(ports.quote.searchItems({ name: 'sofa' }, controller.signal));
    while (answered.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await answered[0];
    await new Promise((resolve) => setTimeout(resolve, 30));
    const aborted = performance.now();
    controller.abort();
    const result = await outcome;
    expect(performance.now() - aborted).toBeLessThan(100);
    expect(result).toMatchObject({ ok: false, error: { name: 'AbortError' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await faultLog(server, '/ng/item-search')).toHaveLength(1);
  });

  it('an abort of a hung request settles in under 100 ms and the server sees the request end', async () => {
    await addFaultRule(server, '/ng/prelisting/q-hang', 'hang', 'POST');
    const { ports } = serverAdapters(server);
    const controller = new AbortController();
    const outcome = settle(ports.quote.savePrelisting('q-hang', { move_items: [] }, controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const aborted = performance.now();
    controller.abort();
    expect(await outcome).toMatchObject({ ok: false, error: { name: 'AbortError' } });
    expect(performance.now() - aborted).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [entry] = await faultLog(server, '/ng/prelisting/q-hang');
    expect(entry?.status).not.toBe(200);
  });
});
