import { HaulkitError } from '@haulkit/core';

/** Why a 2xx answer could not be used: its body was not JSON, or it was JSON of the wrong shape. */
export type ResponseShapeReason = 'notJson' | 'schema';

/** What a {@link ResponseShapeError} knows about the answer. */
export interface ResponseShapeDetails {
  /** The HTTP method, upper case. */
  method: string;
  /** The full request URL. */
  url: string;
  /** What did not match: schema issue messages with their paths, or the JSON parse message. */
  issues: string[];
  /** @default 'schema' */
  reason?: ResponseShapeReason;
  /** The answer's status (2xx). */
  status?: number;
}

/**
 * A 2xx answer the adapter cannot use. A body that is not JSON (an HTML maintenance page …) has
 * code `server`, as docs/behaviour/back-office.md §8 returns non-JSON answers as a server error
 * (`codes` is then `['server_error']`, the generic 'Server error!'); JSON of the wrong shape has
 * code `badResponse`.
 */
export class ResponseShapeError extends HaulkitError {
  override name = 'ResponseShapeError';
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
  /** What did not match. */
  readonly issues: string[];
  /** Not JSON, or not the expected shape. */
  readonly reason: ResponseShapeReason;
  /** The answer's status, when known. */
  readonly status: number | undefined;
  /** The server error codes this stands for: `['server_error']` for a non-JSON body, else none. */
  readonly codes: string[];

  constructor(details: ResponseShapeDetails, options?: { cause?: unknown }) {
    const reason = details.reason ?? 'schema';
    super(
      reason === 'notJson' ? 'server' : 'badResponse',
      `${details.method} ${details.url} answered an unexpected body: ${details.issues.join('; ')}`,
      options,
    );
    this.method = details.method;
    this.url = details.url;
    this.issues = details.issues;
    this.reason = reason;
    this.status = details.status;
    this.codes = reason === 'notJson' ? ['server_error'] : [];
  }
}

/** True for a {@link ResponseShapeError}, also across bundles (checks the name). */
export function isResponseShapeError(error: unknown): error is ResponseShapeError {
  return error instanceof ResponseShapeError || (error instanceof Error && error.name === 'ResponseShapeError');
}
