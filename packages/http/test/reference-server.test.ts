import type { Ports } from '@haulkit/core';
import type { RunningServer } from '@haulkit/server';
import { startServer } from '@haulkit/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpAdapters } from '../src/index.js';
import { ADMIN_CASES } from './cases/admin-cases.js';
import { MAPS_CASES, PAYMENT_CASES } from './cases/maps-payment-cases.js';
import type { MethodCase } from './cases/method-case.js';
import { QUOTE_CASES } from './cases/quote-cases.js';
import { fakePorts } from './fake-ports.js';

/**
 * Every port method over real HTTP: the HTTP adapter against the reference server, whose ports
 * are fakes answering each case's result. A call that resolves to its result went to the path
 * the server serves, with a payload the server accepted, and came back through the schemas.
 */

const CASES: MethodCase[] = [...QUOTE_CASES, ...MAPS_CASES, ...PAYMENT_CASES, ...ADMIN_CASES];
const received: string[] = [];

function answering(): Ports {
  const overrides: Record<string, Record<string, () => Promise<unknown>>> = {};
  for (const c of CASES) {
    overrides[c.port] ??= {};
    const port = overrides[c.port];
    if (port === undefined) continue;
    port[c.method] = async () => {
      received.push(`${c.port}.${c.method}`);
      return c.result;
    };
  }
  return fakePorts(overrides as Parameters<typeof fakePorts>[0]);
}

let server: RunningServer;
let ports: Ports;

beforeAll(async () => {
  // The simulator on: the server's token route hands out bearers only then.
  server = await startServer({ adapters: answering(), simulator: true });
  ports = createHttpAdapters({
    apiBase: server.url,
    paymentBase: `${server.url}pay/`,
    idempotencyKey: () => 'key-1',
    retry: { limit: 0 },
  });
  await ports.payment.getBearerToken('CA1');
});
afterAll(async () => {
  await server.close();
});

describe('each port method reaches its route on the reference server and reads its answer', () => {
  it.each(CASES.map((c) => [`${c.port}.${c.method}`, c] as const))('%s', async (name, c) => {
    received.length = 0;
    const result = await c.call(ports);
    await vi.waitFor(() => expect(received).toEqual([name]));
    expect(result).toEqual(c.result);
  });
});
