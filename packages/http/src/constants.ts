/** Defaults and fixed values of the HTTP adapter (each one overridable where the config says). */

/** Per-attempt limit in milliseconds for getting an answer, and again for reading its body. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Deadline of a whole call in milliseconds: every attempt and every wait between them. */
export const DEFAULT_DEADLINE_MS = 30_000;

/** Retries after the first attempt of a retryable call. */
export const DEFAULT_RETRY_LIMIT = 2;

/** First backoff wait in milliseconds; it doubles per retry before jitter. */
export const DEFAULT_BACKOFF_MS = 300;

/**
 * Longest wait in milliseconds before a retry, both for the backoff and for a server's
 * Retry-After: a server asking for a longer wait gets no retry, the call fails at once.
 */
export const DEFAULT_MAX_BACKOFF_MS = 5_000;

/** Statuses a retryable call is retried on: timeout, too many requests and the passing 5xx. */
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** Header carrying a POST's idempotency key; only a POST that has one is retried. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Header of the customer-discounts key (name proposed: not shown in the spec). */
export const API_KEY_HEADER = 'X-Api-Key';

/** Where the reference server serves the price-adjustment service, under `apiBase`. */
export const PRICE_ADJUSTMENT_PATH = 'price-adjustment-service/';

/** Where the reference server serves the test lab, under `apiBase`. */
export const TEST_LAB_PATH = 'test-lab/';

/** Where the reference server serves the trust rating, under `apiBase`. */
export const TRUST_RATING_PATH = 'trust-rating.json';
