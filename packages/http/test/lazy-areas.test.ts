import { ADMIN_API_METHODS, EXPERIMENT_API_METHODS, isAbortError, QUOTE_API_METHODS } from '@haulkit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_OFFICE_METHODS } from '../src/admin/areas.js';
import type { HttpAdaptersConfig } from '../src/index.js';
import { lazyArea } from '../src/lazy-area.js';
import { CATALOGUE_METHODS, LOOKUP_METHODS, PRELISTING_METHODS } from '../src/quote/areas.js';
import { ADMIN_CASES } from './cases/admin-cases.js';
import { MAPS_CASES, PAYMENT_CASES } from './cases/maps-payment-cases.js';
import { HOSTS } from './cases/method-case.js';
import { QUOTE_CASES } from './cases/quote-cases.js';
import { stubFetch } from './stub-fetch.js';

/** The modules the ports load on a first call, by area (paths as vi.doMock takes them). */
const AREAS = {
  catalogue: '../src/quote/catalogue.js',
  lookups: '../src/quote/lookups.js',
  prelisting: '../src/quote/prelisting.js',
  maps: '../src/maps/create-maps-api.js',
  payment: '../src/payment/create-payment-api.js',
  admin: '../src/admin/create-admin-api.js',
  experiments: '../src/admin/experiments.js',
} as const;
type Area = keyof typeof AREAS;
type Http = typeof import('../src/index.js');

/** Areas whose module was imported since the test began, in order. */
const loaded: Area[] = [];

beforeEach(() => {
  vi.resetModules();
  loaded.length = 0;
  for (const [area, path] of Object.entries(AREAS)) {
    vi.doMock(path, async (importOriginal) => {
      loaded.push(area as Area);
      return importOriginal();
    });
  }
});
afterEach(() => {
  for (const path of Object.values(AREAS)) vi.doUnmock(path);
});

/** The adapter as a page first loads it: fresh modules, a stub server answering `body`. */
async function fresh(body?: unknown) {
  const http: Http = await import('../src/index.js');
  const stub = stubFetch(() => (body === undefined ? { status: 204 } : { body }));
  const config = { ...HOSTS, fetch: stub.fetch, retry: { limit: 0 } };
  return { http, config, seen: stub.seen };
}

const sofa = [{ name: 'Sofa', item_set: [{ name: 'Sofa', qty: 1 }] }];

describe('the first item search loads no other area', () => {
  it.each([
    ['createHttpQuoteApi', (http: Http, config: HttpAdaptersConfig) => http.createHttpQuoteApi(config)],
    ['createHttpAdapters', (http: Http, config: HttpAdaptersConfig) => http.createHttpAdapters(config).quote],
  ] as const)('%s: searchItems answers, and no area module is imported', async (_name, quoteOf) => {
    const { http, config, seen } = await fresh(sofa);
    const quote = quoteOf(http, config);
    expect(await quote.searchItems({ name: 'sofa' })).toEqual(sofa);
    expect(seen).toHaveLength(1);
    expect(loaded).toEqual([]);
  });
});

/** The areas a method's first call loads: its own. */
function areasOf(port: string, method: string): Area[] {
  if (port === 'admin')
    return (EXPERIMENT_API_METHODS as readonly string[]).includes(method) ? ['experiments'] : ['admin'];
  if (port !== 'quote') return [port as Area];
  if ((CATALOGUE_METHODS as readonly string[]).includes(method)) return ['catalogue'];
  if ((LOOKUP_METHODS as readonly string[]).includes(method)) return ['lookups'];
  if ((PRELISTING_METHODS as readonly string[]).includes(method)) return ['prelisting'];
  return [];
}

describe('each method loads its own area on its first call, and only that', () => {
  const cases = [...QUOTE_CASES, ...MAPS_CASES, ...PAYMENT_CASES, ...ADMIN_CASES];
  it.each(cases.map((c) => [`${c.port}.${c.method}`, areasOf(c.port, c.method).join(' + ') || 'nothing', c] as const))(
    '%s loads %s',
    async (_name, _areas, c) => {
      const { http, config } = await fresh(c.answer);
      const ports = http.createHttpAdapters(config);
      expect(loaded).toEqual([]);
      expect(await c.call(ports)).toEqual(c.result);
      // A dynamic import can take over a second on a busy machine (the whole suite on two cores).
      await vi.waitFor(() => expect([...loaded].sort()).toEqual(areasOf(c.port, c.method).sort()), {
        timeout: 5000,
      });
    },
  );
});

describe("the quote flow's experiments load the test lab alone", () => {
  const experiment = { name: 'person-tabs', status: 'running', variant: 'b' };

  /** The adapters on fresh modules, a stub test lab answering the experiments and the marketplace `{}`. */
  async function freshAdmin() {
    const http: Http = await import('../src/index.js');
    const stub = stubFetch(({ method, url }) =>
      url.host !== 'lab.test' ? { body: {} } : { body: method === 'GET' ? [experiment] : experiment },
    );
    const ports = http.createHttpAdapters({ ...HOSTS, fetch: stub.fetch, retry: { limit: 0 } });
    return { admin: ports.admin, seen: stub.seen };
  }

  it('getExperiments and saveExperiment (what the session calls) load admin/experiments once, not the other admin calls', async () => {
    const { admin, seen } = await freshAdmin();
    expect(await admin.getExperiments({ entity: 'PRE_LISTING', entityId: 'q1' })).toEqual([experiment]);
    expect(await admin.saveExperiment(experiment)).toEqual(experiment);
    expect(seen.map(({ method, url }) => `${method} ${url.origin}${url.pathname}`)).toEqual([
      'GET http://lab.test/experiment',
      'POST http://lab.test/experiment',
    ]);
    await vi.waitFor(() => expect(loaded).toEqual(['experiments']), { timeout: 5000 });
  });

  it('a later back-office call loads the rest of the admin port alone, and the same port object answers both', async () => {
    const { admin } = await freshAdmin();
    await admin.getExperiments({ entity: 'PRE_LISTING', entityId: 'q1' });
    expect(await admin.getTelephonyCallInfo()).toEqual({});
    await vi.waitFor(() => expect(loaded).toEqual(['experiments', 'admin']), { timeout: 5000 });
  });
});

describe('a lazy area behaves as the loaded one', () => {
  it('a signal aborted before the first call of an area rejects with the abort and sends nothing', async () => {
    const { http, config, seen } = await fresh({ item: { name: 'Sofa' } });
    const outcome = await http
      .createHttpQuoteApi(config)
      .getItem(7, AbortSignal.abort())
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isAbortError(outcome)).toBe(true);
    expect(seen).toHaveLength(0);
  });

  it('a failure of a lazily loaded method is the same coded error', async () => {
    const http = await import('../src/index.js');
    const stub = stubFetch(() => ({ status: 404, body: { errors: { common: ['not_found'] } } }));
    const error = await http
      .createHttpQuoteApi({ ...HOSTS, fetch: stub.fetch })
      .getItem(7)
      .catch((reason: unknown) => reason);
    expect(http.isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'http', status: 404, method: 'GET' });
  });
});

describe('lazyArea (the loader seam)', () => {
  const area = () => ({ a: vi.fn(async (x: number) => x + 1), b: vi.fn(async () => 'b') });

  it('calls share one load, and each method gets its own arguments', async () => {
    const methods = area();
    const load = vi.fn(async () => methods);
    const lazy = lazyArea(['a', 'b'], load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([lazy.a(1), lazy.a(2), lazy.b()])).toEqual([2, 3, 'b']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(methods.a).toHaveBeenCalledWith(2);
  });

  it('a failed load rejects the call and is tried again on the next one', async () => {
    const lost = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValueOnce(lost).mockResolvedValue(area());
    const lazy = lazyArea<ReturnType<typeof area>>(['a', 'b'], load);
    await expect(lazy.a(1)).rejects.toBe(lost);
    expect(await lazy.a(1)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('quote areas', () => {
  it('split the QuoteApi: the search and the three areas name every method of core’s list exactly once', () => {
    const named = ['searchItems', ...CATALOGUE_METHODS, ...LOOKUP_METHODS, ...PRELISTING_METHODS];
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...QUOTE_API_METHODS].sort());
  });
});

describe('admin areas', () => {
  it('split the AdminApi: the back-office calls and the test lab name every method of core’s list exactly once', () => {
    const named = [...BACK_OFFICE_METHODS, ...EXPERIMENT_API_METHODS];
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...ADMIN_API_METHODS].sort());
  });
});
