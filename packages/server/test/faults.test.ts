import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FaultLogEntry } from '../src/index.js';
import { createFakePorts, jsonInit, startTestServer, type TestServer } from './fixtures.js';

const SEARCH = '/ng/item-search?name=sofa';
const RESULTS = [{ name: 'Sofa', item_set: [{ name: 'Sofa', qty: 1 }] }];
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ faults: true }, createFakePorts({ searchItems: RESULTS }));
});
afterAll(async () => {
  await t.stop();
});
afterEach(async () => {
  await fetch(t.url('/__faults'), { method: 'DELETE' });
});

const faulted = (fault: string, key?: string) =>
  fetch(t.url(SEARCH), { headers: { 'x-haulkit-fault': fault, ...(key ? { 'x-haulkit-fault-key': key } : {}) } });
const log = async () => (await (await fetch(t.url('/__faults/log'))).json()) as FaultLogEntry[];
const statuses = async () => (await log()).map((entry) => entry.status);
/** Waits until the log holds an entry with this status. */
async function logged(status: FaultLogEntry['status']): Promise<void> {
  await expect.poll(statuses, { timeout: 2000, interval: 10 }).toContain(status);
}

describe('x-haulkit-fault: status faults answer the §8 body', () => {
  it.each([
    ['status=500', 500, null],
    ['status=503', 503, null],
    ['status=408', 408, null],
    ['status=429', 429, '1'],
    ['status=429;retry-after=3', 429, '3'],
    [' STATUS=503 ; retry-after=7 ', 503, '7'],
  ])('%s → %i, Retry-After %s, logged, the port never asked', async (fault, status, retryAfter) => {
    const calls = t.calls.length;
    const response = await faulted(fault);
    expect(response.status).toBe(status);
    expect(response.headers.get('retry-after')).toBe(retryAfter);
    expect(await response.json()).toEqual({ errors: { common: ['server_error'] } });
    expect(await log()).toEqual([{ method: 'GET', path: '/ng/item-search', status, at: expect.any(String) }]);
    expect(t.calls.length).toBe(calls);
  });

  it('non-json answers 200 text/html <html>oops</html>', async () => {
    const response = await faulted('non-json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('<html>oops</html>');
    expect(await statuses()).toEqual([200]);
  });

  it('delay=MS answers the real answer after the delay', async () => {
    const started = performance.now();
    const response = await faulted('delay=150');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await response.json()).toEqual(RESULTS);
    expect(await statuses()).toEqual([200]);
  });

  it('delay then status: waits, then fails', async () => {
    const started = performance.now();
    const response = await faulted('delay=80;status=500');
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    expect(response.status).toBe(500);
  });
});

describe('x-haulkit-fault: drop and hang', () => {
  it('drop destroys the socket without answering', async () => {
    await expect(faulted('drop')).rejects.toThrow(TypeError);
    expect(await statuses()).toEqual(['dropped']);
  });

  it('hang never answers and ends as soon as the client aborts', async () => {
    const controller = new AbortController();
    const request = fetch(t.url(SEARCH), { headers: { 'x-haulkit-fault': 'hang' }, signal: controller.signal });
    await logged('hung');
    controller.abort();
    await expect(request).rejects.toThrow(/abort/i);
    expect((await fetch(t.url(SEARCH))).status).toBe(200);
  });

  it('a delay the client abandons ends at once and clears its timer', async () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    const controller = new AbortController();
    const request = fetch(t.url(SEARCH), { headers: { 'x-haulkit-fault': 'delay=60000' }, signal: controller.signal });
    await logged('pending');
    controller.abort();
    await expect(request).rejects.toThrow(/abort/i);
    await logged('aborted');
    const delayTimer = set.mock.results[set.mock.calls.findIndex(([, ms]) => ms === 60_000)]?.value;
    expect(delayTimer).toBeDefined();
    expect(clear).toHaveBeenCalledWith(delayTimer);
    set.mockRestore();
    clear.mockRestore();
  });
});

describe('times=N applies a fault to the first N requests of one x-haulkit-fault-key', () => {
  it('fails twice, then answers, per key', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) answers.push((await faulted('status=503;times=2', 'k1')).status);
    answers.push((await faulted('status=503;times=2', 'k2')).status);
    expect(answers).toEqual([503, 503, 200, 503]);
    expect(await statuses()).toEqual([503, 503, 200, 503]);
  });

  it('counts the same header on the same route as one key when none is given', async () => {
    const answers = [(await faulted('status=500;times=1')).status, (await faulted('status=500;times=1')).status];
    expect(answers).toEqual([500, 200]);
  });
});

describe('per-route rules: POST /__faults, DELETE /__faults, GET /__faults/log', () => {
  const rule = (body: unknown) => fetch(t.url('/__faults'), jsonInit('POST', body));

  it('applies a rule to its path and method only, times=2, and logs every attempt', async () => {
    expect((await rule({ path: '/ng/item-search', method: 'get', fault: 'status=500;times=2' })).status).toBe(200);
    const post = await fetch(t.url('/ng/item-search'), { method: 'POST' });
    const answers = [post.status];
    for (let attempt = 0; attempt < 3; attempt += 1) answers.push((await fetch(t.url(SEARCH))).status);
    expect(answers).toEqual([404, 500, 500, 200]);
    expect((await log()).map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'POST /ng/item-search 404',
      'GET /ng/item-search 500',
      'GET /ng/item-search 500',
      'GET /ng/item-search 200',
    ]);
  });

  it('a path ending in * covers everything under it, on any method', async () => {
    await rule({ path: '/ng/geolocator/*', fault: 'status=503' });
    expect((await fetch(t.url('/ng/geolocator/suggest?input=ab'))).status).toBe(503);
    expect((await fetch(t.url(SEARCH))).status).toBe(200);
  });

  it('the header wins over a rule', async () => {
    await rule({ path: '/ng/item-search', fault: 'status=500' });
    expect((await faulted('status=408')).status).toBe(408);
  });

  it('DELETE /__faults clears rules and the log', async () => {
    await rule({ path: '/ng/item-search', fault: 'status=500' });
    await fetch(t.url(SEARCH));
    expect((await fetch(t.url('/__faults'), { method: 'DELETE' })).status).toBe(200);
    expect(await log()).toEqual([]);
    expect((await fetch(t.url(SEARCH))).status).toBe(200);
  });

  it.each([
    [{ path: '/ng/item-search', fault: 'explode' }, 'fault: unknown fault "explode"'],
    [{ path: '/ng/item-search', fault: 'status=200' }, 'fault: status must be 400 to 599'],
    [{ path: 'ng/item-search', fault: 'status=500' }, 'path: must start with /'],
  ])('refuses a malformed rule %j with a 400 input body', async (body, message) => {
    const response = await rule(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { messages: string[] }).messages).toEqual([message]);
  });

  it('refuses a malformed header with a 400 input body and logs it', async () => {
    const response = await faulted('status=500;hang');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      type: 'input',
      codes: ['invalid'],
      messages: ['x-haulkit-fault: a fault has one outcome: status, non-json, drop or hang'],
    });
    expect(await statuses()).toEqual([400]);
  });
});

describe('close() ends requests that faults keep waiting', () => {
  it.each(['hang', 'delay=60000'])('a %s request does not hold close() (well under the 1 s grace)', async (fault) => {
    const own = await startTestServer({ faults: true }, createFakePorts({ searchItems: RESULTS }));
    const request = fetch(own.url(SEARCH), { headers: { 'x-haulkit-fault': fault } });
    request.catch(() => undefined);
    await expect.poll(async () => ((await (await fetch(own.url('/__faults/log'))).json()) as unknown[]).length).toBe(1);
    const started = performance.now();
    await own.stop();
    expect(performance.now() - started).toBeLessThan(500);
    await expect(request).rejects.toThrow(TypeError);
  });
});

describe('faults off (the default, and npm start)', () => {
  it('ignores the header and serves no control routes', async () => {
    const off = await startTestServer({}, createFakePorts({ searchItems: RESULTS }));
    try {
      const response = await fetch(off.url(SEARCH), { headers: { 'x-haulkit-fault': 'status=500' } });
      expect(response.status).toBe(200);
      for (const [method, path] of [
        ['GET', '/__faults/log'],
        ['POST', '/__faults'],
        ['DELETE', '/__faults'],
        ['POST', '/__pay/call-1/refuse-cancel'],
      ] as const) {
        expect((await fetch(off.url(path), { method })).status).toBe(404);
      }
    } finally {
      await off.stop();
    }
  });
});
