import { HaulkitError } from '@haulkit/core';

/** No answer arrived: connection refused, DNS failure, offline, connection dropped. Code `network`. */
export class NetworkError extends HaulkitError {
  override name = 'NetworkError';
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;

  constructor(details: { method: string; url: string }, options?: { cause?: unknown }) {
    super('network', `${details.method} ${details.url} could not reach the server`, options);
    this.method = details.method;
    this.url = details.url;
  }
}

/** True for a {@link NetworkError}, also across bundles (checks the name). */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || (error instanceof Error && error.name === 'NetworkError');
}
