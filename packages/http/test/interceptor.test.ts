import type { Ports } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import type { HttpFailure } from '../src/index.js';
import { createHttpAdapters, isPermissionError } from '../src/index.js';
import { HOSTS } from './cases/method-case.js';
import type { SeenRequest, StubAnswer } from './stub-fetch.js';
import { stubFetch } from './stub-fetch.js';

/** The directions log answers 204 whatever the route gets, so only the route's failure is seen. */
const logAnswered = (answer: StubAnswer) => (request: SeenRequest) =>
  request.url.pathname.endsWith('/ajax-google-directions-log') ? { status: 204 } : answer;

function setUp(answer: StubAnswer | ((request: SeenRequest) => StubAnswer)) {
  const report = vi.fn<(failure: HttpFailure) => void>();
  const stub = stubFetch((request) => (typeof answer === 'function' ? answer(request) : answer));
  const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, report, retry: { limit: 0 } });
  return { ports, report };
}

const fail = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (reason: unknown) => reason,
  );

const london = { lat: 51.5, lng: -0.1 };
const refusal = (text: string): StubAnswer => ({ status: 403, body: { errors: { common: [text] } } });
const save = (p: Ports) => p.quote.savePrelisting('q1', { move_items: [] });

describe('the generic interceptor reports failed responses, then rejects (docs/behaviour/quote-flow.md §7)', () => {
  it.each<[string, StubAnswer, (p: Ports) => Promise<unknown>, ((request: SeenRequest) => StubAnswer)?]>([
    ['a 500 on the price save', { status: 500, body: { errors: { common: ['server_error'] } } }, save],
    ['a 404 on an item', { status: 404, body: { errors: { common: ['not_found'] } } }, (p) => p.quote.getItem(1)],
    ['a 409 that is not the test lab', { status: 409, body: {} }, save],
    ['a non-JSON 200 on a save', { body: '<html>oops</html>' }, save],
    [
      'a 500 on directions',
      { status: 500, body: {} },
      (p) => p.maps.getDirections({ origin: london, destination: london }),
      logAnswered({ status: 500, body: {} }),
    ],
  ])('reports %s once, with method, URL, status, body and the coded error', async (_name, answer, run, byUrl) => {
    const { ports, report } = setUp(byUrl ?? answer);
    const error = await fail(run(ports));
    expect(report).toHaveBeenCalledTimes(1);
    const failure = report.mock.calls[0]?.[0];
    expect(failure?.error).toBe(error);
    expect(failure?.status).toBe(answer.status ?? 200);
    expect(failure?.url).toMatch(/^http:\/\//);
  });

  it.each<[string, StubAnswer, (p: Ports) => Promise<unknown>]>([
    [
      'a distance lookup',
      { status: 500, body: {} },
      (p) => p.maps.getDistanceMatrix({ origins: [london], destinations: [london] }),
    ],
    ['the refusal "User can\'t edit this listing. 30m-24h"', refusal("User can't edit this listing. 30m-24h"), save],
    ['the refusal "Customer can\'t edit this listing."', refusal("Customer can't edit this listing."), save],
    [
      'an experiment 409',
      { status: 409, body: {} },
      (p) => p.admin.allocateExperiment({ name: 'x', entity: 'PRE_LISTING', entityId: 1 }),
    ],
  ])('does not report %s, yet still rejects', async (_name, answer, run) => {
    const { ports, report } = setUp(answer);
    await fail(run(ports));
    expect(report).not.toHaveBeenCalled();
  });

  it('a failed directions log is reported (the session sends it and goes on without it)', async () => {
    const { ports, report } = setUp(() => ({ status: 500, body: {} }));
    await fail(ports.quote.logDirections({ origin: london, destination: london }));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({ method: 'POST', status: 500 });
    expect(report.mock.calls[0]?.[0].url).toMatch(/\/ajax-google-directions-log$/);
  });

  it('reports a call that got no answer with no status', async () => {
    const { ports, report } = setUp(() => {
      throw new TypeError('fetch failed');
    });
    const error = await fail(ports.quote.getMakes(4));
    expect(error).toMatchObject({ code: 'network' });
    expect(report.mock.calls[0]?.[0]).toMatchObject({ status: undefined, method: 'GET' });
  });

  it('a reporter that throws does not change the rejection', async () => {
    const stub = stubFetch(() => ({ status: 500, body: {} }));
    const ports = createHttpAdapters({
      ...HOSTS,
      fetch: stub.fetch,
      retry: { limit: 0 },
      report: () => {
        throw new Error('reporter down');
      },
    });
    expect(await fail(ports.quote.getMakes(4))).toMatchObject({ code: 'server', status: 500 });
  });
});

describe('severity (back-office §8: a response without the error shape is reported as a warning)', () => {
  it.each<[string, StubAnswer, 'error' | 'warning']>([
    ['a body with the error shape', { status: 500, body: { errors: { common: ['server_error'] } } }, 'error'],
    ['an input error body', { status: 400, body: { type: 'input', codes: ['missing'] } }, 'error'],
    ['an HTML error page', { status: 502, body: '<html>Bad gateway</html>' }, 'warning'],
    ['an empty object', { status: 500, body: {} }, 'warning'],
    ['a non-JSON 200 on a save', { body: '<html>oops</html>' }, 'warning'],
  ])('%s is reported with severity %s', async (_name, answer, severity) => {
    const { ports, report } = setUp(answer);
    await fail(save(ports));
    expect(report.mock.calls[0]?.[0]?.severity).toBe(severity);
  });
});

describe('permission (back-office §6, §8)', () => {
  it('a permission body rejects with code permission; the adapter never touches the page location', async () => {
    const { ports } = setUp({ status: 403, body: { type: 'permission' } });
    const error = await fail(ports.admin.getAdminInfo('q1'));
    expect(isPermissionError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'permission', status: 403, method: 'GET' });
  });
});

describe('request bodies on a page whose Array.prototype has a toJSON (Prototype.js 1.6)', () => {
  it('a list in a body is sent as a list, as on a clean page', async () => {
    const bodies: string[] = [];
    for (const polluted of [false, true]) {
      // An answer without lists: the stub's own JSON.stringify is on the polluted page too.
      const stub = stubFetch(() => ({ body: { pre_listing_id: 'q1' } }));
      const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, retry: { limit: 0 } });
      const arrays = Array.prototype as unknown as { toJSON?: () => string };
      if (polluted) arrays.toJSON = () => '"a string, not a list"';
      try {
        await ports.quote.savePrelisting('q1', {
          move_items: [{ name: 'Large box', quantity: 2, fake_id: 'b' }],
          listing_cart: [{ type: 'van', amount: 10 }],
        });
      } finally {
        delete arrays.toJSON;
      }
      bodies.push(stub.seen.at(-1)?.body ?? '');
    }
    expect(bodies[1]).toBe(bodies[0]);
    expect(JSON.parse(bodies[0] ?? '')).toMatchObject({ move_items: [{ name: 'Large box', quantity: 2 }] });
  });
});
