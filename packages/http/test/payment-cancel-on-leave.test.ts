/**
 * The card-by-phone cancel sent as the page goes away: fetch with keepalive (so it outlives the
 * page), the cancel's own method, path, bearer and JSON body, started before cancelOnLeave
 * returns, its failure swallowed; nothing sent without a service host.
 */
import type { PaymentLeave } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { createHttpAdapters } from '../src/index.js';
import { AUTH, HOSTS } from './cases/method-case.js';

function recordingFetch(answer: () => Promise<Response>) {
  const seen: Request[] = [];
  const bodies: string[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request);
    bodies.push(await request.clone().text());
    return answer();
  };
  return { fetch: fetchStub as typeof fetch, seen, bodies };
}

/** The HTTP payment port with its leave method. */
const leaving = (ports: { payment: unknown }) => ports.payment as PaymentLeave;

const running = { auth: AUTH, callId: 'CA1', paymentId: 'p1', locale: 'en-GB' };

describe('payment.cancelOnLeave', () => {
  it('POSTs {paymentBase}/cancel with keepalive, the bearer and the call body, at once', async () => {
    const stub = recordingFetch(async () => Response.json({ paymentId: 'p1', status: 'cancelled' }));
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, retry: { limit: 0 } });
    await ports.payment.cancelPaymentSession(running); // the payment area is loaded, as after a start
    stub.seen.length = 0;
    stub.bodies.length = 0;
    leaving(ports).cancelOnLeave(running);
    // Sent within the same task: only microtasks run before a leaving page is gone.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(stub.seen).toHaveLength(1);
    const [request] = stub.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${HOSTS.paymentBase}cancel`);
    expect(request?.keepalive).toBe(true);
    expect(request?.headers.get('authorization')).toBe('Bearer t0k');
    await vi.waitFor(() => expect(stub.bodies).toHaveLength(1));
    expect(JSON.parse(stub.bodies[0] ?? '')).toEqual({ callId: 'CA1', paymentId: 'p1', locale: 'en-GB' });
  });

  it('a failed cancel is swallowed (the page has gone): no unhandled rejection', async () => {
    const stub = recordingFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const ports = createHttpAdapters({ ...HOSTS, fetch: stub.fetch, retry: { limit: 0 } });
    expect(() => leaving(ports).cancelOnLeave(running)).not.toThrow();
    await vi.waitFor(() => expect(stub.seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('without a service host it sends nothing', async () => {
    const stub = recordingFetch(async () => Response.json({}));
    const { paymentBase: _omitted, ...hosts } = HOSTS;
    const ports = createHttpAdapters({ ...hosts, fetch: stub.fetch });
    leaving(ports).cancelOnLeave(running);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stub.seen).toHaveLength(0);
  });
});
