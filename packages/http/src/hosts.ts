import type { CreatePaymentSessionRequest } from '@haulkit/core';
import type { HttpAdaptersConfig } from './config.js';
import { PRICE_ADJUSTMENT_PATH, TEST_LAB_PATH, TRUST_RATING_PATH } from './constants.js';
import type { Call } from './transport/call.js';
import { joinUrl } from './transport/call.js';

/** Where each family of calls goes, every default applied. */
export interface Hosts {
  /** The marketplace (`apiBase`). */
  api: string;
  /** The card-by-phone service; undefined when not configured. */
  payment: string | undefined;
  priceAdjustment: string;
  testLab: string;
  trustRating: string;
  maps: string;
}

/** What a port factory needs: the call function and the hosts. */
export interface PortContext {
  call: Call;
  hosts: Hosts;
  /** The config's Idempotency-Key of a create-payment-session; the payment port derives one without it. */
  idempotencyKey: ((request: CreatePaymentSessionRequest) => string) | undefined;
}

/** The hosts of a config: services default to the reference server's paths under `apiBase`, maps to `apiBase`. */
export function resolveHosts(config: HttpAdaptersConfig): Hosts {
  const api = config.apiBase;
  return {
    api,
    payment: config.paymentBase === undefined || config.paymentBase === '' ? undefined : config.paymentBase,
    priceAdjustment: config.priceAdjustmentBase ?? joinUrl(api, PRICE_ADJUSTMENT_PATH),
    testLab: config.testLabBase ?? joinUrl(api, TEST_LAB_PATH),
    trustRating: config.trustRatingUrl ?? joinUrl(api, TRUST_RATING_PATH),
    maps: config.mapsBase ?? api,
  };
}

/** Encodes one path segment (ids may hold slashes or spaces). */
export const seg = (value: string | number): string => encodeURIComponent(String(value));
