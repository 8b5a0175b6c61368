import { isAbortError } from '@haulkit/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpAdapters } from '../src/index.js';
import { HOSTS } from './cases/method-case.js';
import { loadLazyAreas } from './lazy-areas.js';
import type { StubAnswer } from './stub-fetch.js';
import { stubFetch } from './stub-fetch.js';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  await loadLazyAreas();
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unhandled).toEqual([]);
});

const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** A stub whose answers the test releases by hand, so it decides which one lands first. */
function manualServer() {
  const pending = new Map<string, (answer: StubAnswer) => void>();
  const stub = stubFetch(
    (request) =>
      new Promise<StubAnswer>((resolve) => {
        pending.set(request.url.searchParams.get('name') ?? request.url.pathname, resolve);
      }),
  );
  return { stub, answer: (key: string, answer: StubAnswer) => pending.get(key)?.(answer) };
}

const result = (name: string) => ({ body: [{ name, item_set: [{ name }] }] });

describe('newer wins (docs/behaviour/quote-flow.md §7: in-flight searches are cancelled when the text changes)', () => {
  it('"sof" answered after "sofa" is never shown: the older search rejects with an AbortError', async () => {
    const { stub, answer } = manualServer();
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch });
    const sof = settle(ports.quote.searchItems({ name: 'sof' }));
    await vi.advanceTimersByTimeAsync(0);
    const sofa = settle(ports.quote.searchItems({ name: 'sofa' }));
    await vi.advanceTimersByTimeAsync(0);
    answer('sofa', result('Sofa bed'));
    answer('sof', result('Soft toy'));
    expect(await sofa).toMatchObject({ ok: true, value: [{ name: 'Sofa bed' }] });
    const older = await sof;
    expect(older.ok).toBe(false);
    expect(isAbortError(older.ok ? undefined : older.error)).toBe(true);
    expect(stub.seen.map((request) => request.url.searchParams.get('name'))).toEqual(['sof', 'sofa']);
  });

  it('a new price save aborts the older one for the same pre-listing only', async () => {
    const stub = stubFetch(() => new Promise<StubAnswer>(() => undefined));
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, timeoutMs: 60_000 });
    const first = settle(ports.quote.savePrelisting('q1', { move_items: [] }));
    const other = settle(ports.quote.savePrelisting('q2', { move_items: [] }));
    await vi.advanceTimersByTimeAsync(0);
    const second = settle(ports.quote.savePrelisting('q1', { move_items: [] }));
    const older = await first;
    expect(older).toMatchObject({ ok: false, error: { name: 'AbortError' } });
    let otherSettled = false;
    void other.then(() => {
      otherSettled = true;
    });
    let secondSettled = false;
    void second.then(() => {
      secondSettled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(otherSettled).toBe(false);
    expect(secondSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await other).toMatchObject({ ok: false, error: { code: 'timeout' } });
  });

  it('a search that finished does not stop the next one', async () => {
    const stub = stubFetch((request) => result(request.url.searchParams.get('name') ?? ''));
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch });
    await ports.quote.searchItems({ name: 'a' });
    expect(await ports.quote.searchItems({ name: 'b' })).toMatchObject([{ name: 'b' }]);
  });
});

describe('cancellation by the caller', () => {
  it('an abort while waiting to retry settles at once and leaves no timer running', async () => {
    const stub = stubFetch(() => ({ status: 503, body: {}, headers: { 'retry-after': '4' } }));
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch });
    const controller = new AbortController();
    const outcome = settle(ports.quote.searchItems({ name: 'sofa' }, controller.signal));
    await vi.advanceTimersByTimeAsync(10);
    expect(stub.seen).toHaveLength(1);
    controller.abort();
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(await outcome).toMatchObject({ ok: false, error: { name: 'AbortError' } });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stub.seen).toHaveLength(1);
  });

  it('an abort mid-request rejects with the caller reason and is not reported', async () => {
    const report = vi.fn();
    const stub = stubFetch(() => new Promise<StubAnswer>(() => undefined));
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, report });
    const controller = new AbortController();
    const outcome = settle(ports.maps.getPlacePredictions({ input: 'SW1' }, controller.signal));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await outcome).toMatchObject({ ok: false, error: { name: 'AbortError' } });
    expect(vi.getTimerCount()).toBe(0);
    expect(report).not.toHaveBeenCalled();
  });

  it('a signal aborted before the call sends nothing', async () => {
    const stub = stubFetch(() => ({ body: [] }));
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch });
    const outcome = await settle(ports.quote.searchItems({ name: 'sofa' }, AbortSignal.abort()));
    expect(outcome).toMatchObject({ ok: false, error: { name: 'AbortError' } });
    expect(stub.seen).toHaveLength(0);
  });
});
