import { HaulkitError } from '@haulkit/core';

/**
 * The server did not answer within `timeoutMs`. Code `timeout`.
 *
 * Its `name` is `HttpTimeoutError`, not `TimeoutError`: core's `isAbortError` treats the DOM
 * name `TimeoutError` as a silent cancellation, and this one must reach the person.
 */
export class TimeoutError extends HaulkitError {
  override name = 'HttpTimeoutError';
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
  /** The per-attempt limit that was exceeded, in milliseconds. */
  readonly timeoutMs: number;

  constructor(details: { method: string; url: string; timeoutMs: number }, options?: { cause?: unknown }) {
    super('timeout', `${details.method} ${details.url} timed out after ${details.timeoutMs} ms`, options);
    this.method = details.method;
    this.url = details.url;
    this.timeoutMs = details.timeoutMs;
  }
}

/** True for the adapter's {@link TimeoutError}, also across bundles (checks the name). */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError || (error instanceof Error && error.name === 'HttpTimeoutError');
}
