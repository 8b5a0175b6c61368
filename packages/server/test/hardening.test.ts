import { fakeId, HaulkitError, PRICE_RESPONSE_FIELDS } from '@haulkit/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../src/routes/request.js';
import {
  createFakePorts,
  createSiteFolders,
  httpHelpers,
  jsonInit,
  startTestServer,
  type TestServer,
} from './fixtures.js';

/* Bad bodies get a coded 4xx, never a 500; the server derives what a client may leave out. */

let t: TestServer;

const TRIMMED_PRICE = { prices: { '2030-01-02': 120 }, lowest_price: 120, men_required: 1 };

beforeAll(async () => {
  const fake = createFakePorts({
    // An engine answering more than §7 says the client reads.
    savePrelisting: { ...TRIMMED_PRICE, debug_trace: 'x'.repeat(5000), internal_cost: 80 },
    recalculatePrelisting: { lowest_price: 99, prices: { '2030-01-02': 99 }, men_required: 2 },
    loadPrelisting: () => Promise.reject(new HaulkitError('not_found', 'No such pre-listing')),
    getActivePrelistings: () =>
      Promise.resolve(Array.from({ length: 150 }, (_, i) => ({ pre_listing_id: `p-${i}`, move_items: [] }))),
  });
  t = await startTestServer({}, fake);
});
afterAll(async () => {
  await t.stop();
});

const { send, post, postText, calls } = httpHelpers(() => t);

/** JSON nested `depth` deep: `[[[…]]]` or `{"a":{"a":…}}`. */
const nested = (depth: number, kind: 'list' | 'object') =>
  kind === 'list' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bodies nested 2,000+ deep are refused before they are read: 400 too_deep', () => {
  const routes = [
    '/ng/prelisting/p-deep',
    '/ng/prelisting/p-deep/recalculate',
    '/ng/prelisting/p-deep/admin-customer-call-back',
    '/ng/prelisting/p-deep/admin-removals-info',
    '/ng/listings/9/relist',
    '/ng/api/v3/listings/9/cancel',
    '/ng/api/v3/tracking',
    '/test-lab/experiment',
    '/test-lab/experiment/allocation',
    '/similar-listing/find-similar/any/9',
  ];
  it.each(routes.flatMap((route) => [[route, 'list'] as const, [route, 'object'] as const]))(
    'POST %s with a 2,500-deep %s',
    async (route, kind) => {
      const before = t.calls.length;
      const { status, body } = await postText(route, `{"x":${nested(2500, kind)}}`);
      expect({ status, body }).toEqual({
        status: 400,
        body: { type: 'input', codes: ['too_deep'], messages: [`(body): nested deeper than ${MAX_JSON_DEPTH}`] },
      });
      expect(t.calls.length).toBe(before);
    },
  );

  it('still reads a body nested as deep as the limit', async () => {
    const { status } = await postText('/ng/prelisting/p-deep/admin-removals-info', nested(MAX_JSON_DEPTH, 'object'));
    expect(status).toBe(200);
  });

  it('counts depth from the text without recursion, ignoring brackets inside strings', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 8 }), (value, max) => {
        const depthOf = (v: unknown): number =>
          typeof v === 'object' && v !== null ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0;
        expect(jsonDepthExceeds(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
    expect(jsonDepthExceeds(`"${'['.repeat(500)}"`, 1)).toBe(false);
    expect(jsonDepthExceeds(`["\\"${'['.repeat(5)}"]`, 1)).toBe(false);
    expect(jsonDepthExceeds(nested(100_000, 'list'), 64)).toBe(true);
  });
});

describe('a list where an object is expected: 400 invalid, never priced', () => {
  it.each([
    ['a listing', '/ng/prelisting/p-list', ['x', 1], '(body): must be an object, not a list'],
    ['an item', '/ng/prelisting/p-list', { move_items: [['Sofa', 1]] }, 'move_items.0: must be an object, not a list'],
    [
      'an address',
      '/ng/prelisting/p-list',
      { pickup_address_data: [51.5, -0.1], move_items: [] },
      'pickup_address_data: must be an object, not a list',
    ],
    ['a recalculation', '/ng/prelisting/p-list/recalculate', [1, 2], '(body): must be an object, not a list'],
    ['a call back', '/ng/prelisting/p-list/admin-customer-call-back', ['x'], '(body): must be an object, not a list'],
    ['an experiment', '/test-lab/experiment', [{ name: 'x' }], '(body): must be an object, not a list'],
  ])('%s sent as a list', async (_case, route, body, message) => {
    const before = t.calls.length;
    expect(await post(route, body)).toEqual({
      status: 400,
      body: { type: 'input', codes: ['invalid'], messages: [message] },
    });
    expect(t.calls.length).toBe(before);
  });
});

describe("numbers outside the spec's limits: 400 invalid naming the field", () => {
  const item = { name: 'Sofa', quantity: 1, width: 200, height: 90, depth: 95, weight: 60 };
  it.each([
    ['a quantity above 99,999', { quantity: 100_000 }, 'move_items.0.quantity: must be at most 99999'],
    ['a negative width', { width: -200 }, 'move_items.0.width: must not be negative'],
    ['a negative weight', { weight: -60 }, 'move_items.0.weight: must not be negative'],
    ['a negative first-measured depth', { original_depth: -1 }, 'move_items.0.original_depth: must not be negative'],
    ['a negative size as text', { height: '-90' }, 'move_items.0.height: must not be negative'],
  ])('%s', async (_case, change, message) => {
    const before = calls('savePrelisting');
    const { status, body } = await post('/ng/prelisting/p-limits', { move_items: [{ ...item, ...change }] });
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'input', codes: ['invalid'] });
    expect((body as { messages: string[] }).messages).toContain(message);
    expect(calls('savePrelisting')).toBe(before);
  });

  it('refuses sizes that are not finite numbers', async () => {
    const { status, body } = await post('/ng/prelisting/p-limits', { move_items: [{ ...item, weight: 'Infinity' }] });
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'input', codes: ['invalid'] });
    expect(JSON.stringify(body)).toMatch(/move_items\.0\.weight/);
  });

  it('accepts the limits themselves: 99,999 of an item, sizes of 0', async () => {
    const { status } = await post('/ng/prelisting/p-limits', {
      move_items: [{ ...item, quantity: 99_999, weight: 0 }],
    });
    expect(status).toBe(200);
  });
});

describe('JSON routes take JSON only: anything else is 415 unsupported_media_type', () => {
  const listing = JSON.stringify({ move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'f1' }] });
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form type', 'application/x-www-form-urlencoded'],
    ['another type', 'application/xml'],
  ])('JSON sent as %s', async (_case, type) => {
    const before = t.calls.length;
    expect(await postText('/ng/prelisting/p-415', listing, type)).toEqual({
      status: 415,
      body: { errors: { common: ['unsupported_media_type'] } },
    });
    expect(t.calls.length).toBe(before);
  });

  it('JSON sent without a Content-Type', async () => {
    const response = await fetch(t.url('/ng/api/v3/tracking'), { method: 'POST', body: new Blob(['{"events":[]}']) });
    expect(response.status).toBe(415);
  });

  it('takes application/json with a charset and +json types', async () => {
    expect((await postText('/ng/prelisting/p-415', listing, 'application/json; charset=utf-8')).status).toBe(200);
    expect((await postText('/ng/prelisting/p-415', listing, 'application/vnd.haulkit+json')).status).toBe(200);
  });
});

describe('the reference server is liberal in what it accepts: fake_id is derived', () => {
  it.each([
    ['left out', {}],
    ['null', { fake_id: null }],
    ['empty', { fake_id: '' }],
  ])("an item's fake_id %s is core's fakeId of the item", async (_case, change) => {
    const item = { name: 'Armchair', quantity: 2, width: '90', height: 100, depth: 85, weight: 30, ...change };
    expect((await post('/ng/prelisting/p-fake', { move_items: [item] })).status).toBe(200);
    const stored = (await send('/ng/prelisting/p-fake')).body as { move_items: { fake_id: string }[] };
    const expected = fakeId({ name: 'Armchair', width: 90, height: 100, depth: 85, weight: 30 });
    expect(stored.move_items[0]?.fake_id).toBe(expected);
    const saved = t.calls.filter((call) => call.method === 'savePrelisting').at(-1)?.args[1];
    expect(saved).toMatchObject({ move_items: [{ fake_id: expected }] });
  });

  it('keeps a fake_id the client sent', async () => {
    await post('/ng/prelisting/p-fake2', { move_items: [{ name: 'Armchair', quantity: 1, fake_id: 'mine' }] });
    const stored = (await send('/ng/prelisting/p-fake2')).body as { move_items: { fake_id: string }[] };
    expect(stored.move_items[0]?.fake_id).toBe('mine');
  });
});

describe('large answers are trimmed or paged', () => {
  it('the price answer carries only what §7 says the client reads (PRICE_RESPONSE_FIELDS)', async () => {
    const { status, body } = await post('/ng/prelisting/p-trim', { move_items: [] });
    expect(status).toBe(200);
    expect(body).toEqual(TRIMMED_PRICE);
    expect(Object.keys(body as object).every((key) => (PRICE_RESPONSE_FIELDS as readonly string[]).includes(key))).toBe(
      true,
    );
  });

  it('the recalculate answer carries lowest_price and prices only', async () => {
    const { body } = await post('/ng/prelisting/p-trim/recalculate', { move_items: [] });
    expect(body).toEqual({ lowest_price: 99, prices: { '2030-01-02': 99 } });
  });

  it('active pre-listings come 20 at a time, with the total in X-Total-Count', async () => {
    const first = await fetch(t.url('/ng/getactiveprelistings'), { method: 'POST' });
    expect(first.headers.get('x-total-count')).toBe('150');
    const { listings } = (await first.json()) as { listings: { pre_listing_id: string }[] };
    expect(listings.map((l) => l.pre_listing_id)).toEqual(Array.from({ length: 20 }, (_, i) => `p-${i}`));
    const page = (await send('/ng/getactiveprelistings?offset=140&limit=50', { method: 'POST' })).body as {
      listings: unknown[];
    };
    expect(page.listings).toHaveLength(10);
    expect((await send('/ng/getactiveprelistings?limit=101', { method: 'POST' })).status).toBe(400);
  });
});

describe('with the demo engine behind it: bad bodies get a coded 4xx, never a 500', () => {
  let demo: TestServer;
  beforeAll(async () => {
    const folders = await createSiteFolders();
    // The simulator on: the token route (a card-by-phone bearer) answers only then.
    const server = await startServer({ examplesDir: folders.examplesDir, distDir: folders.distDir, simulator: true });
    const url = (path: string) => new URL(path, server.url).href;
    demo = {
      ...createFakePorts(),
      server,
      url,
      async stop() {
        await server.close();
        await folders.cleanup();
      },
    };
  });
  afterAll(async () => {
    await demo.stop();
  });

  const sofa = { name: 'Sofa', quantity: 1, width: 200, height: 90, depth: 95, weight: 60 };
  const json = 'application/json';
  /** Bad for every JSON route. */
  const anyRoute: [string, string, string][] = [
    ['2,000-deep', `{"move_items":${nested(2000, 'list')}}`, json],
    ['a list', '["x",1]', json],
    ['text/plain JSON', JSON.stringify({ move_items: [sofa] }), 'text/plain'],
  ];
  /** Bad for a listing: numbers outside the spec's limits. */
  const listingOnly: [string, string, string][] = [
    ['quantity 100,000', JSON.stringify({ move_items: [{ ...sofa, quantity: 100_000 }] }), json],
    ['a negative size', JSON.stringify({ move_items: [{ ...sofa, width: -200 }] }), json],
    ['a negative weight', JSON.stringify({ move_items: [{ ...sofa, weight: -60 }] }), json],
  ];
  const routes = [
    '/ng/prelisting/9001/admin-customer-call-back',
    '/ng/prelisting/9001/admin-removals-info',
    '/ng/listings/9001/relist',
    '/ng/api/v3/tracking',
    '/test-lab/experiment',
  ];
  const listingRoutes = ['/ng/prelisting/9001', '/ng/prelisting/9001/recalculate'];
  const cases = [
    ...routes.flatMap((route) => anyRoute.map((bad) => [route, ...bad] as const)),
    ...listingRoutes.flatMap((route) => [...anyRoute, ...listingOnly].map((bad) => [route, ...bad] as const)),
  ];
  it.each(cases)('POST %s with %s', async (route, _name, text, type) => {
    const response = await fetch(demo.url(route), { method: 'POST', headers: { 'content-type': type }, body: text });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.codes ?? (body.errors as { common?: unknown } | undefined)?.common).toEqual([expect.any(String)]);
  });

  it('prices a listing whose items have no fake_id, answering only the §7 fields', async () => {
    const response = await fetch(demo.url('/ng/prelisting/9002'), jsonInit('POST', { move_items: [sofa] }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).filter((key) => !(PRICE_RESPONSE_FIELDS as readonly string[]).includes(key))).toEqual([]);
    expect(body.move_items).toEqual([expect.objectContaining({ name: 'Sofa', fake_id: fakeId(sofa) })]);
  });

  it('opens one card-by-phone session per Idempotency-Key, and one open payment per call', async () => {
    const { token } = (await (await fetch(demo.url('/twilio-pay/token/CA-idem'))).json()) as { token: string };
    const create = (key: string) =>
      fetch(
        demo.url('/pay/create-payment-session'),
        jsonInit(
          'POST',
          { callId: 'CA-idem', listingReference: '77' },
          { authorization: `Bearer ${token}`, 'idempotency-key': key },
        ),
      ).then(async (response) => ((await response.json()) as { paymentId: string }).paymentId);
    const first = await create('attempt-1');
    expect(await create('attempt-1')).toBe(first);
    // While the first is open, another key is given it back: never two open payments for a call.
    expect(await create('attempt-2')).toBe(first);
    await fetch(
      demo.url('/pay/cancel'),
      jsonInit('POST', { callId: 'CA-idem', paymentId: first }, { authorization: `Bearer ${token}` }),
    );
    expect(await create('attempt-3')).not.toBe(first);
  });
});
