import type { Ports } from '@haulkit/core';

/** Hosts the unit tests configure, one per service, so each URL names its host. */
export const HOSTS = {
  apiBase: 'http://api.test/',
  paymentBase: 'http://pay.test/',
  priceAdjustmentBase: 'http://adjust.test/',
  testLabBase: 'http://lab.test/',
  trustRatingUrl: 'http://trust.test/rating.json',
  mapsBase: 'http://maps.test/',
} as const;

/** The bearer the payment and price-adjustment cases send. */
export const AUTH = { token: 't0k' } as const;

/** One port method: how to call it, what it must send, what it gets and what it resolves to. */
export interface MethodCase {
  port: keyof Ports;
  method: string;
  call: (ports: Ports, signal?: AbortSignal) => Promise<unknown>;
  /** What must go over the wire. */
  request: {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    /** Full URL without the query. */
    url: string;
    query?: Record<string, string>;
    /** A JSON body, compared after parsing. */
    json?: unknown;
    /** A form body, compared field by field. */
    form?: Record<string, string>;
    headers?: Record<string, string>;
  };
  /** The JSON the stub answers; omitted for calls whose answer is not shown (the stub answers 204). */
  answer?: unknown;
  /** What the call resolves to. */
  result?: unknown;
  /** A JSON answer of the wrong shape (schema-read calls only). */
  wrongShape?: unknown;
}
