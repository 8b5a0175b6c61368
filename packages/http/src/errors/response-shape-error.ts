import { HaulkitError } from '@haulkit/core';

/** A 2xx answer whose body was not JSON or did not match the expected schema. Code `badResponse`. */
export class ResponseShapeError extends HaulkitError {
  override name = 'ResponseShapeError';
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
  /** What did not match: schema issue messages with their paths, or the JSON parse message. */
  readonly issues: string[];

  constructor(details: { method: string; url: string; issues: string[] }, options?: { cause?: unknown }) {
    super(
      'badResponse',
      `${details.method} ${details.url} answered an unexpected body: ${details.issues.join('; ')}`,
      options,
    );
    this.method = details.method;
    this.url = details.url;
    this.issues = details.issues;
  }
}

/** True for a {@link ResponseShapeError}, also across bundles (checks the name). */
export function isResponseShapeError(error: unknown): error is ResponseShapeError {
  return error instanceof ResponseShapeError || (error instanceof Error && error.name === 'ResponseShapeError');
}
