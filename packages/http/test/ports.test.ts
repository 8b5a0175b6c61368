import { PORT_METHODS } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { createHttpAdapters, isMissingHostError, isResponseShapeError } from '../src/index.js';
import { ADMIN_CASES } from './cases/admin-cases.js';
import { MAPS_CASES, PAYMENT_CASES } from './cases/maps-payment-cases.js';
import type { MethodCase } from './cases/method-case.js';
import { HOSTS } from './cases/method-case.js';
import { QUOTE_CASES } from './cases/quote-cases.js';
import type { SeenRequest, StubAnswer } from './stub-fetch.js';
import { stubFetch } from './stub-fetch.js';

const CASES: MethodCase[] = [...QUOTE_CASES, ...MAPS_CASES, ...PAYMENT_CASES, ...ADMIN_CASES];
const rows = CASES.map((c) => [`${c.port}.${c.method}`, c] as const);
const readRows = rows.filter(([, c]) => c.wrongShape !== undefined);

function adapters(answer: StubAnswer) {
  const stub = stubFetch(() => answer);
  const ports = createHttpAdapters({
    ...HOSTS,
    fetch: stub.fetch,
    locale: 'en-GB',
    headers: { 'X-CSRF-Token': 'csrf' },
    idempotencyKey: () => 'key-1',
    retry: { limit: 0 },
  });
  return { ports, seen: stub.seen };
}

const fail = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (reason: unknown) => reason,
  );

describe('every port method has a case (PORT_METHODS)', () => {
  it.each(Object.entries(PORT_METHODS))('%s: every method is covered exactly once', (port, methods) => {
    const covered = CASES.filter((c) => c.port === port).map((c) => c.method);
    expect([...covered].sort()).toEqual([...methods].sort());
  });
});

describe('each method sends its documented request and resolves the parsed answer', () => {
  it.each(rows)('%s', async (_name, c) => {
    const { ports, seen } = adapters(c.answer === undefined ? { status: 204 } : { body: c.answer });
    const result = await c.call(ports);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const at = (request: SeenRequest) => `${request.url.origin}${request.url.pathname}`;
    const sent = seen.find((request) => at(request) === c.request.url);
    expect(sent).toBeDefined();
    if (sent === undefined) return;
    expect(sent.method).toBe(c.request.method);
    expect(`${sent.url.origin}${sent.url.pathname}`).toBe(c.request.url);
    expect(Object.fromEntries(sent.url.searchParams)).toEqual(c.request.query ?? {});
    expect(sent.headers.get('accept-language')).toBe('en-GB');
    expect(sent.headers.get('x-csrf-token')).toBe('csrf');
    for (const [name, value] of Object.entries(c.request.headers ?? {})) expect(sent.headers.get(name)).toBe(value);
    if (c.request.json !== undefined) {
      expect(sent.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(sent.body)).toEqual(c.request.json);
    } else if (c.request.form !== undefined) {
      expect(sent.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual(c.request.form);
    } else {
      expect(sent.body).toBe('');
    }
    if (c.request.method !== 'POST' || !c.request.headers?.['idempotency-key']) {
      expect(sent.headers.has('idempotency-key')).toBe(false);
    }
    expect(result).toEqual(c.result);
  });
});

describe('answers are read with the core schemas', () => {
  it.each(readRows)('%s: JSON of the wrong shape rejects with code badResponse', async (_name, c) => {
    const { ports } = adapters({ body: c.wrongShape });
    const error = await fail(c.call(ports));
    expect(isResponseShapeError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'badResponse', reason: 'schema', method: c.request.method });
  });

  it.each(rows)('%s: an HTML page instead of JSON rejects as a server error', async (_name, c) => {
    const { ports } = adapters({ body: '<html>oops</html>' });
    const error = await fail(c.call(ports));
    expect(isResponseShapeError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'server', reason: 'notJson', codes: ['server_error'], status: 200 });
  });
});

describe('card-by-phone without a payment host (back-office §8)', () => {
  it.each(PAYMENT_CASES.filter((c) => c.method !== 'getBearerToken').map((c) => [c.method, c] as const))(
    '%s rejects with code noPgsLambdaHost and sends nothing',
    async (_name, c) => {
      const stub = stubFetch(() => ({ body: c.answer }));
      const { paymentBase: _omitted, ...hosts } = HOSTS;
      const ports = createHttpAdapters({ ...hosts, fetch: stub.fetch });
      const error = await fail(c.call(ports));
      expect(isMissingHostError(error)).toBe(true);
      expect(error).toMatchObject({ code: 'noPgsLambdaHost', option: 'paymentBase' });
      expect(stub.seen).toHaveLength(0);
    },
  );
});

describe('calls the adapter answers without the network', () => {
  it('an empty tracking batch sends nothing', async () => {
    const { ports, seen } = adapters({ status: 204 });
    await ports.quote.trackEvents([]);
    expect(seen).toHaveLength(0);
  });

  it('the trust rating is cached for 500 ms (back-office §7), then read again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { ports, seen } = adapters({ body: { numberOfReviews: 3, score: { trustScore: 4 } } });
      await Promise.all([ports.quote.getTrustRating(), ports.quote.getTrustRating()]);
      vi.advanceTimersByTime(499);
      expect(await ports.quote.getTrustRating()).toEqual({ numberOfReviews: 3, score: { trustScore: 4 } });
      expect(seen).toHaveLength(1);
      vi.advanceTimersByTime(1);
      await ports.quote.getTrustRating();
      expect(seen).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('paths that depend on the arguments', () => {
  it('sendQuote without an e-mail type posts to /send', async () => {
    const { ports, seen } = adapters({ status: 204 });
    await ports.quote.sendQuote('q1', { quotes_to: 'ann@example.com' });
    expect(seen[0]?.url.href).toBe(`${HOSTS.apiBase}ng/prelisting/q1/send`);
  });

  it.each([
    ['cancel', 'ng/api/v3/listings/12/cancel'],
    ['pay', 'ng/api/v3/listings/12/pay'],
    ['relist', 'ng/listings/12/relist'],
    ['archive', 'ng/listings/12/archive'],
    ['delete', 'ng/listings/12/delete'],
    ['complete', 'ng/listings/12/complete'],
    ['complete-with-issue', 'ng/listings/12/complete-with-issue'],
    ['refund', 'ng/listings/12/refund'],
    ['set-routable', 'ng/listings/12/set-routable'],
    ['set-unroutable', 'ng/listings/12/set-unroutable'],
  ] as const)('listing action %s posts to %s', async (action, path) => {
    const { ports, seen } = adapters({ status: 204 });
    await ports.admin.runListingAction(12, action);
    expect(seen[0]?.url.href).toBe(`${HOSTS.apiBase}${path}`);
    expect(seen[0]?.body).toBe('');
  });

  it.each([
    ['a place id', { placeId: 'p1' }, { placeId: 'p1' }],
    ['an address', { address: 'SW1A 2AA', language: 'en-GB' }, { address: 'SW1A 2AA', language: 'en-GB' }],
    ['a point', { location: { lat: 51.5, lng: -0.1 } }, { location: '51.5,-0.1' }],
  ] as const)('geocoding %s sends %o', async (_name, request, query) => {
    const { ports, seen } = adapters({ body: [] });
    await ports.maps.geocode(request);
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual(query);
  });

  it('directions pass waypoints, units and mode when given, and send nothing else (the session sends the log)', async () => {
    const { ports, seen } = adapters({ body: { geometry: [], distanceMetres: 0, durationSeconds: 0 } });
    const stop = { lat: 51.9, lng: 0 };
    const request = {
      origin: { lat: 51.5, lng: -0.1 },
      destination: { lat: 52.2, lng: 0.12 },
      waypoints: [stop, stop],
      units: 'metric',
    } as const;
    await ports.maps.getDirections(request);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.map((sent) => sent.method)).toEqual(['GET']);
    const route = seen[0];
    expect(Object.fromEntries(route?.url.searchParams ?? [])).toMatchObject({
      waypoints: '51.9,0|51.9,0',
      units: 'metric',
      mode: 'driving',
    });
  });

  it('a directions call aborted before it starts sends nothing', async () => {
    const { ports, seen } = adapters({ body: { geometry: [], distanceMetres: 0, durationSeconds: 0 } });
    const request = { origin: { lat: 51.5, lng: -0.1 }, destination: { lat: 52.2, lng: 0.12 } };
    await fail(ports.maps.getDirections(request, AbortSignal.abort()));
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['a town', 'London', 'suggest'],
    ['a partial postcode', 'SW1A', 'suggest'],
    ['a street without a number', 'Downing Street', 'suggest'],
    ['a house number and street', '10 Downing Street', 'suggest-fine'],
    ['a whole UK postcode', 'SW1A 2AA', 'suggest-fine'],
    ['a whole Eircode', 'D02 X285', 'suggest-fine'],
    ['a whole Spanish postcode', '28013', 'suggest-fine'],
  ])('predictions for %s (%j) come from ng/geolocator/%s', async (_name, input, path) => {
    const { ports, seen } = adapters({ body: [] });
    await ports.maps.getPlacePredictions({ input });
    expect(`${seen[0]?.url.origin}${seen[0]?.url.pathname}`).toBe(`${HOSTS.mapsBase}ng/geolocator/${path}`);
    expect(seen[0]?.url.searchParams.get('input')).toBe(input);
  });

  it('without mapsBase the maps calls go to apiBase', async () => {
    const stub = stubFetch(() => ({ body: [] }));
    const { mapsBase: _omitted, ...hosts } = HOSTS;
    const ports = createHttpAdapters({ ...hosts, fetch: stub.fetch });
    await ports.maps.geocode({ address: 'SW1A 2AA' });
    expect(stub.seen[0]?.url.href).toBe(`${HOSTS.apiBase}ng/geolocator/lookup?address=SW1A+2AA`);
  });
});
