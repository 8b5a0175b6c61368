import { PORT_METHODS, type Ports } from '@haulkit/core';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoAdapters } from '../src/index.js';
import { CALLS, type Fixture, prepare } from './port-calls.js';

const rows = (Object.keys(PORT_METHODS) as (keyof Ports)[]).flatMap((port) =>
  PORT_METHODS[port].map((method) => [port, method] as const),
);

describe('every port method of createDemoAdapters', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await prepare();
  });

  it('implements every method of PORT_METHODS, and nothing is left without a sample call', () => {
    for (const [port, method] of rows)
      expect(typeof (fixture.ports[port] as unknown as Record<string, unknown>)[method]).toBe('function');
    expect(rows.map(([port, method]) => `${port}.${method}`).sort()).toEqual(
      (Object.keys(CALLS) as (keyof Ports)[])
        .flatMap((port) => Object.keys(CALLS[port]).map((m) => `${port}.${m}`))
        .sort(),
    );
  });

  it.each(rows)('%s.%s answers a value of its port type', async (port, method) => {
    const [call, expectation] = CALLS[port][method] ?? [];
    if (!call || !expectation) throw new Error(`no sample call for ${port}.${method}`);
    const value = await call(fixture);
    if (typeof expectation === 'function') expectation(value);
    else expect(v.safeParse(expectation, value).issues).toBeUndefined();
  });

  it.each(rows)('%s.%s rejects with an AbortError when its signal is already aborted', async (port, method) => {
    const [call] = CALLS[port][method] ?? [];
    const controller = new AbortController();
    controller.abort();
    const ports = await prepare();
    if (port === 'quote' && method === 'trackEvents') {
      // An empty batch resolves without a call; a real batch honours the signal.
      await expect(ports.ports.quote.trackEvents([{ a: 1 }], controller.signal)).rejects.toMatchObject({
        name: 'AbortError',
      });
      return;
    }
    await expect(call?.(ports, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an abort during the pretend latency rejects promptly and leaves no timer running', async () => {
    vi.useFakeTimers();
    try {
      const ports = createDemoAdapters({ latencyMs: 10_000 });
      const controller = new AbortController();
      const pending = ports.maps.getPlacePredictions({ input: 'Leeds' }, controller.signal);
      expect(vi.getTimerCount()).toBe(1);
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
