import type { Ports } from '@haulkit/core';

/** One port method served over HTTP: the request a client sends and the call the port must see. */
export interface RouteCase {
  port: keyof Ports;
  method: string;
  request: {
    /** @default 'GET' */
    method?: string;
    path: string;
    json?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  };
  /** The arguments the port method must receive (its signal left out). */
  args: unknown[];
  /** What the fake port answers. */
  answer?: unknown;
  /** The JSON the client must get. @default answer, or `{success: true}` when the port resolves to nothing */
  response?: unknown;
}

/** The card-by-phone call every payment case runs on, and the bearer the fake hands out for it. */
export const CALL_ID = 'call-1';
export const PAYMENT_BEARER = 'bearer-1';
/** The price-adjustment service bearer. */
export const ADJUSTMENT_BEARER = 'pa-1';

/** A listing body small enough to read in a table. */
export const LISTING = { category_id: 1, move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'f1' }] };
