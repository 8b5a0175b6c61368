import { HaulkitError } from '@haulkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/index.js';
import { MAX_STORED_LISTINGS } from '../src/routes/prelisting-store.js';
import { createFakePorts, createSiteFolders, httpHelpers, startTestServer, type TestServer } from './fixtures.js';

/* Bounded memory, Idempotency-Key, CORS and Referrer-Policy on the reference server. */

let clock = Date.parse('2030-01-01T09:00:00Z');
let t: TestServer;
let sessions = 0;

beforeAll(async () => {
  const fake = createFakePorts({
    loadPrelisting: () => Promise.reject(new HaulkitError('not_found', 'No such pre-listing')),
    getBearerToken: { token: 'bearer-1' },
    createPaymentSession: async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sessions += 1;
      return { paymentId: `pay-${sessions}`, paymentSessionId: `ps-${sessions}`, fields: {} };
    },
  });
  // The simulator on: the token route hands out bearers only then.
  t = await startTestServer({ now: () => new Date(clock), simulator: true }, fake);
  expect((await fetch(t.url('/twilio-pay/token/call-1'))).status).toBe(200);
});
afterAll(async () => {
  await t.stop();
});

const { send, post, calls } = httpHelpers(() => t);

describe('memory stays bounded', () => {
  it.each([
    ['a tracking batch', '/ng/api/v3/tracking', { events: [{ name: 'x'.repeat(70 * 1024) }] }],
    ['an admin note', '/ng/prelisting/p-1/admin-note', { note: 'x'.repeat(70 * 1024) }],
    ['removals info', '/ng/prelisting/p-1/admin-removals-info', { rooms: 'x'.repeat(70 * 1024) }],
  ])('%s over 64 KiB is refused unread: 413 too_large', async (_case, path, body) => {
    const before = t.calls.length;
    expect(await post(path, body)).toEqual({ status: 413, body: { errors: { common: ['too_large'] } } });
    expect(t.calls.length).toBe(before);
  });

  it('takes a listing of up to 1 MiB (a year of prices merged in is ~150 kB)', async () => {
    const listing = { move_items: [{ name: 'Box', quantity: 1, fake_id: 'b' }], note: 'x'.repeat(1000 * 1000) };
    expect((await post('/ng/prelisting/p-big', listing)).status).toBe(200);
  });

  it('forgets the least recently used listings beyond 32 MiB of JSON', async () => {
    const big = { move_items: [{ name: 'Box', quantity: 1, fake_id: 'b' }], note: 'x'.repeat(900_000) };
    for (let i = 0; i < 40; i++) expect((await post(`/ng/prelisting/heavy-${i}`, big)).status).toBe(200);
    expect((await send('/ng/prelisting/heavy-0')).status).toBe(404);
    expect((await send('/ng/prelisting/heavy-39')).status).toBe(200);
  });

  it(`keeps at most ${MAX_STORED_LISTINGS} saved pre-listings, forgetting the least recently used`, async () => {
    const listing = { move_items: [{ name: 'Box', quantity: 1, fake_id: 'b' }] };
    await post('/ng/prelisting/keep-me', listing);
    for (let i = 0; i < MAX_STORED_LISTINGS + 20; i++) {
      await post(`/ng/prelisting/flood-${i}`, listing);
      if (i % 50 === 0) expect((await send('/ng/prelisting/keep-me')).status).toBe(200);
    }
    expect((await send('/ng/prelisting/flood-0')).status).toBe(404);
    expect((await send(`/ng/prelisting/flood-${MAX_STORED_LISTINGS + 19}`)).status).toBe(200);
    expect((await send('/ng/prelisting/keep-me')).status).toBe(200);
  });

  it('forgets a saved pre-listing 30 min after its last use (the session cache age)', async () => {
    await post('/ng/prelisting/aging', { move_items: [] });
    clock += 29 * 60_000;
    expect((await send('/ng/prelisting/aging')).status).toBe(200);
    clock += 29 * 60_000;
    expect((await send('/ng/prelisting/aging')).status).toBe(200);
    clock += 31 * 60_000;
    expect((await send('/ng/prelisting/aging')).status).toBe(404);
  });
});

describe('Idempotency-Key on create-payment-session', () => {
  const create = (key: string | undefined, reference = '123') =>
    post(
      '/pay/create-payment-session',
      { callId: 'call-1', listingReference: reference },
      { authorization: 'Bearer bearer-1', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    );

  it('the same key gives the same payment session, not a new one, also while the first is running', async () => {
    expect((await fetch(t.url('/twilio-pay/token/call-1'))).status).toBe(200);
    const before = calls('createPaymentSession');
    const [first, second] = await Promise.all([create('k-1'), create('k-1')]);
    const third = await create('k-1');
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(calls('createPaymentSession')).toBe(before + 1);
    const sent = t.calls.filter((call) => call.method === 'createPaymentSession').at(-1);
    expect(sent?.args[0]).toMatchObject({ callId: 'call-1', idempotencyKey: 'k-1' });
  });

  it('another key, or none, opens a new session', async () => {
    const a = await create('k-2');
    const b = await create('k-3');
    const c = await create(undefined);
    const ids = [a, b, c].map((answer) => (answer.body as { paymentId: string }).paymentId);
    expect(new Set(ids).size).toBe(3);
  });

  it('the same key with another request is 409 idempotency_key_reused; a malformed key is 400', async () => {
    await create('k-4');
    expect(await create('k-4', '999')).toEqual({
      status: 409,
      body: { errors: { common: ['idempotency_key_reused'] } },
    });
    const bad = await create('has spaces');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ type: 'input', codes: ['invalid'] });
  });
});

describe('CORS and Referrer-Policy', () => {
  const fake = createFakePorts({ searchItems: [] });
  const partner = 'https://partner.example';
  let folders: Awaited<ReturnType<typeof createSiteFolders>>;
  beforeAll(async () => {
    folders = await createSiteFolders();
  });
  afterAll(async () => {
    await folders.cleanup();
  });
  /** The app with fake ports on the temporary site. */
  const appWith = (options: Omit<Parameters<typeof createApp>[0] & object, 'adapters'>) =>
    createApp({ ...options, adapters: fake.ports, examplesDir: folders.examplesDir, distDir: folders.distDir });
  const preflight = (app: ReturnType<typeof createApp>, origin = partner) =>
    app.request('/ng/prelisting/p-1', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });

  it('answers a preflight 204 for an allowed origin, naming methods and headers', async () => {
    const app = appWith({ cors: { origins: [partner] } });
    const response = await preflight(app);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const name of ['Content-Type', 'Idempotency-Key', 'Authorization']) expect(allowed).toContain(name);
    expect(allowed).not.toMatch(/x-haulkit-fault/i);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('allows the fault headers only when faults are on', async () => {
    const app = appWith({ cors: { origins: [partner] }, faults: true });
    expect((await preflight(app)).headers.get('access-control-allow-headers')).toMatch(/X-Haulkit-Fault/);
  });

  it('gives a partner page on an allowed origin the answer', async () => {
    const app = appWith({ cors: { origins: [partner] } });
    const response = await app.request('/ng/item-search?name=sofa', { headers: { origin: partner } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('by default allows its own origin only: another origin gets no allow headers', async () => {
    const app = appWith({});
    const response = await preflight(app);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const search = await app.request('/ng/item-search?name=sofa', { headers: { origin: partner } });
    expect(search.headers.get('access-control-allow-origin')).toBeNull();
    const own = await app.request('http://localhost/ng/item-search?name=sofa', {
      headers: { origin: 'http://localhost' },
    });
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost');
  });

  it('allows any origin with "*", but never together with credentials', async () => {
    const app = appWith({ cors: { origins: '*' } });
    expect((await preflight(app, 'https://any.example')).headers.get('access-control-allow-origin')).toBe('*');
    expect(() => appWith({ cors: { origins: '*', credentials: true } })).toThrow(TypeError);
    const withCredentials = appWith({ cors: { origins: [partner], credentials: true } });
    expect((await preflight(withCredentials)).headers.get('access-control-allow-credentials')).toBe('true');
  });

  it.each([
    ['an API answer', '/ng/item-search?name=sofa'],
    ['an API 404', '/ng/nothing'],
    ['a page', '/'],
    ['a missing file', '/missing.html'],
  ])('puts Referrer-Policy on %s', async (_case, path) => {
    const response = await fetch(t.url(path));
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
