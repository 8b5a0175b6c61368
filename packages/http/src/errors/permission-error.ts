import { HaulkitError } from '@haulkit/core';

/** The server refused the call (error body `{type: 'permission'}`). Code `permission`. */
export class PermissionError extends HaulkitError {
  override name = 'PermissionError';
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
  /** The response status. */
  readonly status: number;

  constructor(details: { method: string; url: string; status: number }, options?: { cause?: unknown }) {
    super('permission', `${details.method} ${details.url} was refused (status ${details.status})`, options);
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
  }
}

/** True for a {@link PermissionError}, also across bundles (checks the name). */
export function isPermissionError(error: unknown): error is PermissionError {
  return error instanceof PermissionError || (error instanceof Error && error.name === 'PermissionError');
}
