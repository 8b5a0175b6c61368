import type { HTTPError } from 'ky';
import {
  isHTTPError,
  isNetworkError as isKyNetworkError,
  isTimeoutError as isKyTimeoutError,
  SchemaValidationError,
} from 'ky';
import { HttpError } from './http-error.js';
import { InputError } from './input-error.js';
import { NetworkError } from './network-error.js';
import { PermissionError } from './permission-error.js';
import {
  isInputBody,
  isPermissionBody,
  readInputFields,
  readServerErrors,
  readServerMessages,
} from './read-server-errors.js';
import { ResponseShapeError } from './response-shape-error.js';
import { TimeoutError } from './timeout-error.js';

/** The call an error happened in. */
export interface CallContext {
  /** Upper-case HTTP method. */
  method: string;
  /** The request URL as the adapter built it (used when ky gives no request). */
  url: string;
  /** The caller's signal: once it has aborted, the abort wins over any other failure. */
  signal: AbortSignal | undefined;
  /** The per-attempt timeout, for the message. */
  timeoutMs: number;
}

function issuePath(path: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined): string {
  if (path === undefined || path.length === 0) return '(body)';
  return path.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
}

function fromHttpError(error: HTTPError): HttpError | InputError | PermissionError {
  const where = { method: error.request.method, url: error.request.url, status: error.response.status };
  const body = error.data;
  if (isPermissionBody(body)) return new PermissionError(where, { cause: error });
  if (isInputBody(body)) {
    return new InputError(
      { ...where, fields: readInputFields(body), codes: readServerErrors(body), messages: readServerMessages(body) },
      { cause: error },
    );
  }
  return new HttpError({ ...where, codes: readServerErrors(body), data: body }, { cause: error });
}

/**
 * Turns what ky (or the body parse) threw into the adapter's coded errors. An abort by the
 * caller is returned as the abort itself, never wrapped; unknown errors pass through unchanged.
 */
export function toHaulkitError(error: unknown, context: CallContext): unknown {
  if (context.signal?.aborted) return context.signal.reason ?? error;
  if (isHTTPError(error)) return fromHttpError(error);
  if (isKyTimeoutError(error)) {
    return new TimeoutError(
      { method: context.method, url: error.request.url, timeoutMs: context.timeoutMs },
      { cause: error },
    );
  }
  if (isKyNetworkError(error)) {
    return new NetworkError({ method: context.method, url: error.request.url }, { cause: error });
  }
  if (error instanceof SchemaValidationError) {
    const issues = error.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
    return new ResponseShapeError({ method: context.method, url: context.url, issues }, { cause: error });
  }
  if (error instanceof SyntaxError) {
    return new ResponseShapeError(
      { method: context.method, url: context.url, issues: [`not JSON (${error.message})`] },
      { cause: error },
    );
  }
  return error;
}
