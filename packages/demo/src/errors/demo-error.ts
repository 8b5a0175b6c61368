import { HaulkitError } from '@haulkit/core';

/** What a {@link DemoError} carries: the port method, an HTTP-like status and the §8 error body. */
export interface DemoErrorDetails {
  /** The port method that refused ("savePrelisting", "getDirections" …). */
  method: string;
  /** The status a real server would answer with (404, 409, 422 …), so the reference server can reuse it. */
  status: number;
  /** The server error body of docs/behaviour/back-office.md §8 (`{ errors: { common | input } }` or `{ type: 'permission' }`). */
  body: unknown;
  /** What went wrong, in words, for logs and tests. */
  reason: string;
}

/**
 * The demo adapter refused a call as a real server would (unknown id, invalid input, wrong
 * token, invalid state). Code `input` for 422, `permission` for 401/403, `notFound` for 404,
 * `conflict` for 409, `maps` for a maps failure (which rejects with the status, §8), else `server`.
 */
export class DemoError extends HaulkitError {
  override name = 'DemoError';
  /** The port method that refused. */
  readonly method: string;
  /** The HTTP-like status. */
  readonly status: number;
  /** The §8 server error body. */
  readonly body: unknown;

  constructor(details: DemoErrorDetails, code = codeOfStatus(details.status)) {
    super(code, `demo ${details.method} failed with status ${details.status}: ${details.reason}`);
    this.method = details.method;
    this.status = details.status;
    this.body = details.body;
  }
}

function codeOfStatus(status: number): string {
  if (status === 401 || status === 403) return 'permission';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 422) return 'input';
  return 'server';
}

/** True for a {@link DemoError}, also across bundles (checks the name). */
export function isDemoError(error: unknown): error is DemoError {
  return error instanceof DemoError || (error instanceof Error && error.name === 'DemoError');
}

/** A 422 refusal of one input field with its codes (`{ errors: { input: { field: codes } } }`). */
export function inputError(method: string, field: string, code: string): DemoError {
  return new DemoError({
    method,
    status: 422,
    body: { errors: { input: { [field]: [code] } } },
    reason: `${field}: ${code}`,
  });
}

/** A refusal with common codes (`{ errors: { common: [code] } }`): not found, conflict … */
export function commonError(method: string, status: number, code: string): DemoError {
  return new DemoError({ method, status, body: { errors: { common: [code] } }, reason: code });
}

/** A permission refusal (`{ type: 'permission' }`): a missing or wrong bearer token. */
export function permissionError(method: string): DemoError {
  return new DemoError({ method, status: 401, body: { type: 'permission' }, reason: 'wrong or missing token' });
}
