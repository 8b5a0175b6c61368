import type { CreatePaymentSessionRequest, HaulkitError } from '@haulkit/core';

/** A failed call as the error interceptor reports it. */
export interface HttpFailure {
  /** The HTTP method, upper case. */
  method: string;
  /** The full request URL. */
  url: string;
  /** The answer's status; undefined when none came (network failure, timeout). */
  status: number | undefined;
  /** The answer's body as read (JSON, text or undefined). */
  body: unknown;
  /** The coded error the call rejects with. */
  error: HaulkitError;
  /**
   * How serious it is (back-office §8): `warning` for a response whose body lacks the error shape,
   * `error` otherwise (core's `failureSeverity`).
   */
  severity: 'error' | 'warning';
}

/** Retry bounds of GETs and of POSTs carrying an idempotency key. */
export interface RetryConfig {
  /**
   * Retries after the first attempt; 0 turns retries off.
   * @default 2
   */
  limit?: number;
  /**
   * First backoff wait in milliseconds, doubled per retry, then jittered (half fixed, half
   * random). A server's Retry-After replaces it, without jitter.
   * @default 300
   */
  backoffMs?: number;
  /**
   * Longest wait before a retry. A Retry-After above it ends the call at once with its error.
   * @default 5000
   */
  maxBackoffMs?: number;
}

/** How the adapter reaches the marketplace API. */
export interface HttpConfig {
  /**
   * Where the marketplace paths (`ng/…`, `ajax-track`, `twilio-pay/…`) start, absolute or
   * relative to the page.
   * @example 'https://marketplace.example/' or '/'
   */
  apiBase: string;
  /** Extra headers sent with every call (for example a CSRF token). */
  headers?: Record<string, string>;
  /** Sent as `Accept-Language`, so server messages come in the widget's language. */
  locale?: string;
  /** A fetch to use instead of the global one (instrumentation, SSR, tests). */
  fetch?: typeof fetch;
  /**
   * Per-attempt limit in milliseconds, for getting the answer and again for reading its body.
   * @default 15000
   */
  timeoutMs?: number;
  /**
   * Deadline of a whole call in milliseconds, retries and waits included.
   * @default 30000
   */
  deadlineMs?: number;
  /** Retry bounds. @default { limit: 2, backoffMs: 300, maxBackoffMs: 5000 } */
  retry?: RetryConfig;
  /**
   * The error interceptor: called once per failed call (after its last attempt) unless core's
   * `shouldReportFailure` excludes it (distance lookups, edit refusals, experiment 409, redact
   * 500). Aborts are never reported. Whatever it throws is ignored.
   */
  report?: (failure: HttpFailure) => void;
  /**
   * Random numbers in [0, 1) for the backoff jitter; inject a fixed one in tests.
   * @default Math.random
   */
  random?: () => number;
  /**
   * Makes the Idempotency-Key of a create-payment-session, the one POST that is retried (also
   * after a timeout, with the same key). It must give the same key for the same logical attempt,
   * or a retry after a lost answer would open a second session.
   * @default the request's own `idempotencyKey`, else one derived from its callId, product and
   * reference (`hk-cps-` and 16 hex digits)
   */
  idempotencyKey?: (request: CreatePaymentSessionRequest) => string;
}

/** Config of {@link createHttpAdapters}: the marketplace plus the services' hosts. */
export interface HttpAdaptersConfig extends HttpConfig {
  /** Card-by-phone service host. No default: without it, payment calls reject with code `noPgsLambdaHost`. */
  paymentBase?: string;
  /** Price-adjustment service host. @default `${apiBase}price-adjustment-service/` */
  priceAdjustmentBase?: string;
  /** Test-lab (experiments) host; its calls have a 2 s deadline. @default `${apiBase}test-lab/` */
  testLabBase?: string;
  /** The trust-rating address. @default `${apiBase}trust-rating.json` */
  trustRatingUrl?: string;
  /**
   * Where the maps calls' paths (`ng/geolocator/…`, `ng/listings/cache-route`,
   * `ng/listings/distance`) start, when not on the marketplace itself.
   * @default apiBase
   */
  mapsBase?: string;
}
