import type { Listing } from '@haulkit/core';
import { isAbortError, isHaulkitError } from '@haulkit/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHttpQuoteApi,
  isHttpError,
  isInputError,
  isNetworkError,
  isPermissionError,
  isResponseShapeError,
  isTimeoutError,
} from '../src/index.js';
import type { AdHocServer } from './ad-hoc-server.js';
import { sendJson, startAdHocServer } from './ad-hoc-server.js';

const listing: Listing = { move_items: [] };
let server: AdHocServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fail = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (reason: unknown) => reason,
  );

describe('server error bodies (docs/behaviour/back-office.md §8)', () => {
  it('a 500 with errors.common becomes HttpError code server, naming method, URL and status; a POST is not retried', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 500, { errors: { common: ['x'] } }));
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).savePrelisting('p1', listing));
    expect(isHttpError(error)).toBe(true);
    if (!isHttpError(error)) return;
    expect(error).toMatchObject({ code: 'server', status: 500, codes: ['x'], method: 'POST' });
    expect(error.message).toBe(`POST ${server.url}ng/prelisting/p1 failed with status 500`);
    expect(server.requests).toHaveLength(1);
  });

  it('a 404 becomes HttpError code http and is not retried', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 404, { errors: { common: ['not_found'] } }));
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).searchItems({ name: 'sofa' }));
    expect(error).toMatchObject({ code: 'http', status: 404, codes: ['not_found'] });
    expect(server.requests).toHaveLength(1);
  });

  it('a permission body becomes PermissionError', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 403, { type: 'permission' }));
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).savePrelisting('p1', listing));
    expect(isPermissionError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'permission', status: 403 });
  });

  it('an errors.input body becomes InputError with the field → codes map', async () => {
    server = await startAdHocServer((_req, res) =>
      sendJson(res, 422, { errors: { input: { email: ['not_valid_email'], phone: 'phone_is_mandatory' } } }),
    );
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).savePrelisting('p1', listing));
    expect(isInputError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'input',
      fields: { email: ['not_valid_email'], phone: ['phone_is_mandatory'] },
      codes: ['not_valid_email', 'phone_is_mandatory'],
    });
  });
});

describe('the eBay item lookup: not found is ebay_listing_not_found (back-office §8)', () => {
  it.each([
    ['a 404 with any body', 404, { errors: { common: ['not_found'] } }],
    ['a 404 naming the field', 404, { errors: { input: { item_id: ['ebay_listing_not_found'] } } }],
    ['a 422 naming the code', 422, { errors: { common: ['ebay_listing_not_found'] } }],
  ])('%s rejects with a HaulkitError of that code, the adapter error as its cause', async (_name, status, body) => {
    server = await startAdHocServer((_req, res) => sendJson(res, status, body));
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).getEbayItem('123456789012'));
    expect(isHaulkitError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ebay_listing_not_found' });
    expect((error as Error).message).toContain('123456789012');
    expect(isHttpError((error as Error).cause) || isInputError((error as Error).cause)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('a 500 stays the server error it was (the panel offers Try again)', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 500, { errors: { common: ['x'] } }));
    const error = await fail(
      createHttpQuoteApi({ apiBase: server.url, retry: { limit: 0 } }).getEbayItem('123456789012'),
    );
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'server', status: 500 });
  });
});

describe('bodies that do not match', () => {
  it('a 200 that is not JSON becomes ResponseShapeError code server (back-office §8: returned as a server error)', async () => {
    server = await startAdHocServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    });
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).savePrelisting('p1', listing));
    expect(isResponseShapeError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'server', reason: 'notJson', codes: ['server_error'], method: 'POST' });
  });

  it('a 200 JSON of the wrong shape becomes ResponseShapeError naming the field', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 200, [{ name: 'Sofa', item_set: [] }]));
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).searchItems({ name: 'sofa' }));
    expect(isResponseShapeError(error)).toBe(true);
    if (!isResponseShapeError(error)) return;
    expect(error.issues.join('\n')).toContain('0.item_set');
    expect(error.message).toContain(`GET ${server.url}ng/item-search?name=sofa&category_id=1`);
  });
});

describe('retry', () => {
  it('retries a GET after a 503, waiting as Retry-After says', async () => {
    server = await startAdHocServer((_req, res, attempt) =>
      attempt === 0
        ? sendJson(res, 503, { errors: { common: ['busy'] } }, { 'retry-after': '1' })
        : sendJson(res, 200, [{ name: 'Sofa', item_set: [{ name: 'Sofa' }] }]),
    );
    const started = performance.now();
    const results = await createHttpQuoteApi({ apiBase: server.url }).searchItems({ name: 'sofa' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(results).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on a GET after 2 retries', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 503, {}, { 'retry-after': '0' }));
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).searchItems({ name: 'sofa' }));
    expect(error).toMatchObject({ code: 'server', status: 503 });
    expect(server.requests).toHaveLength(3);
  });

  it("the price POST (a write with no idempotency key) is not retried; the error carries the server's Retry-After for the customer's Try again", async () => {
    server = await startAdHocServer((_req, res) =>
      sendJson(res, 503, { errors: { common: ['busy'] } }, { 'retry-after': '7' }),
    );
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).savePrelisting('p1', listing));
    expect(error).toMatchObject({ code: 'server', status: 503, retryAfterMs: 7000 });
    expect(server.requests).toHaveLength(1);
  });

  it('an answer with no Retry-After carries none', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 503, { errors: { common: ['busy'] } }));
    const error = await fail(createHttpQuoteApi({ apiBase: server.url }).savePrelisting('p1', listing));
    expect(error).toMatchObject({ code: 'server', status: 503 });
    expect((error as { retryAfterMs?: unknown }).retryAfterMs).toBeUndefined();
  });

  it('never retries a POST', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 503, {}, { 'retry-after': '0' }));
    await fail(createHttpQuoteApi({ apiBase: server.url }).savePrelisting('p1', listing));
    expect(server.requests).toHaveLength(1);
  });
});

describe('no answer', () => {
  it('a server that does not answer in time gives TimeoutError code timeout, which is not an abort', async () => {
    server = await startAdHocServer(() => undefined);
    const error = await fail(createHttpQuoteApi({ apiBase: server.url, timeoutMs: 100 }).savePrelisting('p', listing));
    expect(isTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'timeout', timeoutMs: 100 });
    expect(isAbortError(error)).toBe(false);
  });

  it('a refused connection gives NetworkError code network', async () => {
    server = await startAdHocServer(() => undefined);
    const apiBase = server.url;
    await server.close();
    server = undefined;
    const error = await fail(createHttpQuoteApi({ apiBase }).savePrelisting('p', listing));
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'network', method: 'POST' });
  });
});

describe('abort', () => {
  it('an abort mid-request rejects with the AbortError itself, not a HaulkitError', async () => {
    const controller = new AbortController();
    server = await startAdHocServer(() => controller.abort());
    const error = await fail(
      createHttpQuoteApi({ apiBase: server.url }).searchItems({ name: 'so' }, controller.signal),
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(isHaulkitError(error)).toBe(false);
  });

  it('an abort while waiting to retry rejects at once with the AbortError', async () => {
    const controller = new AbortController();
    server = await startAdHocServer((_req, res) => {
      sendJson(res, 503, {}, { 'retry-after': '4' });
      setTimeout(() => controller.abort(), 50);
    });
    const started = performance.now();
    const error = await fail(
      createHttpQuoteApi({ apiBase: server.url }).searchItems({ name: 'so' }, controller.signal),
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });
});

describe('config', () => {
  it('sends the configured headers and the locale, through the configured fetch', async () => {
    server = await startAdHocServer((_req, res) => sendJson(res, 200, []));
    const urls: string[] = [];
    const api = createHttpQuoteApi({
      apiBase: server.url,
      headers: { 'X-CSRF-Token': 't0k' },
      locale: 'en-GB',
      fetch: (input, init) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    await api.searchItems({ name: 'sofa' });
    expect(server.requests[0]?.headers).toMatchObject({ 'x-csrf-token': 't0k', 'accept-language': 'en-GB' });
    expect(urls).toHaveLength(1);
  });
});
