import { describe, expect, it } from 'vitest';
import { createHttpAdapters } from '../src/index.js';
import { ADMIN_CASES } from './cases/admin-cases.js';
import { MAPS_CASES, PAYMENT_CASES } from './cases/maps-payment-cases.js';
import type { MethodCase } from './cases/method-case.js';
import { HOSTS } from './cases/method-case.js';
import { QUOTE_CASES } from './cases/quote-cases.js';
import { stubFetch } from './stub-fetch.js';

// Host pages that add enumerable properties to Object.prototype, including names our own
// requests use (`type`, `address`, `placeId`): every port method must send and read exactly what
// it does on a clean page. A `'field' in request` test meets an inherited `type` or `address`.

const CASES: MethodCase[] = [...QUOTE_CASES, ...MAPS_CASES, ...PAYMENT_CASES, ...ADMIN_CASES];
const POLLUTING = { type: 'host-type', address: 'host-address', placeId: 'host-place', hostExtension: 'host' };

async function sendAndRead(c: MethodCase) {
  const stub = stubFetch(() => (c.answer === undefined ? { status: 204 } : { body: c.answer }));
  const ports = createHttpAdapters({
    ...HOSTS,
    fetch: stub.fetch,
    locale: 'en-GB',
    idempotencyKey: () => 'key-1',
    retry: { limit: 0 },
  });
  const outcome = await c.call(ports).then(
    (value) => ({ value }),
    (error: unknown) => ({ error: String(error) }),
  );
  const sent = stub.seen.map((request) => ({ method: request.method, url: request.url.href, body: request.body }));
  return { outcome: JSON.parse(JSON.stringify(outcome)), sent };
}

async function onPollutedPage<T>(run: () => Promise<T>): Promise<T> {
  const prototype = Object.prototype as Record<string, unknown>;
  Object.assign(prototype, POLLUTING);
  try {
    return await run();
  } finally {
    for (const key of Object.keys(POLLUTING)) delete prototype[key];
  }
}

describe('every port method on a page whose Object.prototype has `type`, `address` and `placeId`', () => {
  it('the pollution is real: `in` finds an inherited name', async () => {
    expect(await onPollutedPage(async () => 'type' in {} && 'address' in {})).toBe(true);
  });

  it.each(CASES.map((c) => [`${c.port}.${c.method}`, c] as const))(
    '%s sends and reads the same as on a clean page',
    async (_name, c) => {
      const clean = await sendAndRead(c);
      const polluted = await onPollutedPage(() => sendAndRead(c));
      expect(polluted).toEqual(clean);
      expect('type' in {}).toBe(false);
    },
  );
});

describe('geocoding on a page whose Object.prototype has `placeId` and `address`', () => {
  it.each([
    [{ address: 'SW1A 2AA' }, { address: 'SW1A 2AA' }],
    [{ location: { lat: 51.5, lng: -0.12 } }, { location: '51.5,-0.12' }],
  ])('%j is asked as %j, never as the page’s inherited place id', async (request, query) => {
    const stub = stubFetch(() => ({ body: [] }));
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, retry: { limit: 0 } });
    await onPollutedPage(() => ports.maps.geocode(request));
    const sent = Object.fromEntries(stub.seen[0]?.url.searchParams ?? []);
    expect(sent).toMatchObject(query);
    expect(Object.values(sent)).not.toContain('host-place');
  });
});
