import type { Ports } from '@haulkit/core';
import { PORT_METHODS } from '@haulkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CASES } from './cases/admin-cases.js';
import { QUOTE_CASES } from './cases/quote-cases.js';
import { CALL_ID, PAYMENT_BEARER, type RouteCase } from './cases/route-case.js';
import { MAPS_CASES, PAYMENT_CASES } from './cases/service-cases.js';
import { createFakePorts, startTestServer, type TestServer } from './fixtures.js';

const CASES: RouteCase[] = [...QUOTE_CASES, ...MAPS_CASES, ...PAYMENT_CASES, ...ADMIN_CASES];

/** The fetch init of a case's request. */
export function requestInit(request: RouteCase['request']): RequestInit {
  const headers: Record<string, string> = { ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  return { method: request.method ?? 'GET', headers, body };
}

let t: TestServer;

beforeAll(async () => {
  const fake = createFakePorts({ getBearerToken: { token: PAYMENT_BEARER } });
  // The simulator on: the token route hands out bearers only then.
  t = await startTestServer({ simulator: true }, fake);
  // The card-by-phone service only takes a bearer the marketplace handed out for the call.
  expect((await fetch(t.url(`/twilio-pay/token/${CALL_ID}`))).status).toBe(200);
});

afterAll(async () => {
  await t.stop();
});

describe('every port method is served at the path of its TSDoc', () => {
  it.each(CASES.map((c) => [`${c.port}.${c.method}`, `${c.request.method ?? 'GET'} ${c.request.path}`, c] as const))(
    '%s ← %s',
    async (_name, _route, routeCase) => {
      t.answer(routeCase.method, routeCase.answer);
      const before = t.calls.length;
      const response = await fetch(t.url(routeCase.request.path), requestInit(routeCase.request));
      const body: unknown = await response.json();
      expect({ status: response.status, body }).toEqual({
        status: 200,
        body: routeCase.response ?? routeCase.answer ?? { success: true },
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(t.calls.slice(before)).toEqual([{ port: routeCase.port, method: routeCase.method, args: routeCase.args }]);
      expect(t.signals.at(-1)).toBeInstanceOf(AbortSignal);
    },
  );

  it.each(Object.keys(PORT_METHODS) as (keyof Ports)[])('the table covers every %s method', (port) => {
    const covered = new Set(CASES.filter((c) => c.port === port).map((c) => c.method));
    expect(PORT_METHODS[port].filter((method) => !covered.has(method))).toEqual([]);
  });
});
