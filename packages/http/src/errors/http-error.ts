import { HaulkitError } from '@haulkit/core';

/** What an {@link HttpError} knows about the failed exchange. */
export interface HttpErrorDetails {
  /** The HTTP method, upper case. */
  method: string;
  /** The full request URL. */
  url: string;
  /** The response status. */
  status: number;
  /** Codes read from the server error body (docs/behaviour/back-office.md §8); empty when it had none. */
  codes: string[];
  /** The response body: parsed JSON, text, or undefined when empty. */
  data: unknown;
  /** The wait the server asked for before another try (its Retry-After), in milliseconds. */
  retryAfterMs?: number | undefined;
}

/**
 * A non-2xx answer that is neither a permission nor an input error. Code `server` for 5xx,
 * `http` otherwise.
 */
export class HttpError extends HaulkitError {
  override name = 'HttpError';
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
  /** The response status. */
  readonly status: number;
  /** Codes from the server error body. */
  readonly codes: string[];
  /** The response body as read. */
  readonly data: unknown;
  /** The server's Retry-After in milliseconds, when it sent one: a "Try again" waits that long. */
  readonly retryAfterMs: number | undefined;

  constructor(details: HttpErrorDetails, options?: { cause?: unknown }) {
    super(
      details.status >= 500 ? 'server' : 'http',
      `${details.method} ${details.url} failed with status ${details.status}`,
      options,
    );
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.codes = details.codes;
    this.data = details.data;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** True for an {@link HttpError}, also across bundles (checks the name). */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError || (error instanceof Error && error.name === 'HttpError');
}
