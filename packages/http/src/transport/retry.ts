import type { RetryOptions } from 'ky';
import { DEFAULT_BACKOFF_MS, DEFAULT_MAX_BACKOFF_MS, DEFAULT_RETRY_LIMIT, RETRY_STATUSES } from '../constants.js';
import { isHTTPError } from './ky.js';

/** The retry bounds with every default applied. */
export interface RetryPolicy {
  limit: number;
  backoffMs: number;
  maxBackoffMs: number;
  random: () => number;
}

/** Fills in the defaults of the retry config; negative or non-finite values fall back to them. */
export function retryPolicy(
  config: { limit?: number; backoffMs?: number; maxBackoffMs?: number } | undefined,
  random: () => number = Math.random,
): RetryPolicy {
  const pick = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
  return {
    limit: Math.floor(pick(config?.limit, DEFAULT_RETRY_LIMIT)),
    backoffMs: pick(config?.backoffMs, DEFAULT_BACKOFF_MS),
    maxBackoffMs: pick(config?.maxBackoffMs, DEFAULT_MAX_BACKOFF_MS),
    random,
  };
}

/**
 * The wait a Retry-After header asks for, in milliseconds: delay-seconds or an HTTP date;
 * undefined when absent or unreadable.
 * @example retryAfterMs('2', 0) // 2000
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Backoff before retry `attempt` (1 for the first): `backoffMs · 2^(attempt−1)`, then "equal
 * jitter": half of it fixed, half random, so calls that failed together do not retry together
 * yet each still waits. ky caps the result at `maxBackoffMs`.
 * @example backoffDelay({ backoffMs: 300, random: () => 0.5, … }, 2) // 600 · (0.5 + 0.25) = 450
 */
export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  const base = policy.backoffMs * 2 ** (attempt - 1);
  return base / 2 + (policy.random() * base) / 2;
}

/**
 * ky retry options for one call. GETs are retried, and a POST only when it carries an
 * idempotency key; PATCH and DELETE never. Retried on 408, 429, 500, 502, 503, 504 and on a
 * network failure (no answer). A client timeout retries only an idempotent POST: its first
 * attempt may have done its work with the answer lost, and the same key lets the server answer
 * that work again instead of doing it twice; a GET that timed out is not retried (the deadline
 * would be spent waiting again). Every retry stays within the call's deadline. A Retry-After is
 * honoured on every one of those statuses, unless it asks for longer than `maxBackoffMs` or
 * than the call's deadline leaves: then the call fails at once.
 */
export function kyRetryOptions(policy: RetryPolicy, idempotentPost: boolean, deadlineAt: number): RetryOptions {
  return {
    limit: policy.limit,
    methods: idempotentPost ? ['get', 'post'] : ['get'],
    statusCodes: [...RETRY_STATUSES],
    afterStatusCodes: [...RETRY_STATUSES],
    backoffLimit: policy.maxBackoffMs,
    delay: (attempt) => backoffDelay(policy, attempt),
    retryOnTimeout: idempotentPost,
    shouldRetry: ({ error }) => {
      if (!isHTTPError(error) || !RETRY_STATUSES.includes(error.response.status)) return undefined;
      const now = Date.now();
      const wait = retryAfterMs(error.response.headers.get('retry-after'), now);
      if (wait === undefined) return undefined;
      return wait <= policy.maxBackoffMs && now + wait < deadlineAt ? undefined : false;
    },
  };
}
