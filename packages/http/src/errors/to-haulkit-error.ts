import { parseServerError, serverErrorCodes, serverErrorFields, serverErrorMessages } from '@haulkit/core';
import type { HTTPError } from 'ky';
import {
  isHTTPError,
  isNetworkError as isKyNetworkError,
  isTimeoutError as isKyTimeoutError,
} from '../transport/ky.js';
import { retryAfterMs } from '../transport/retry.js';
import { HttpError } from './http-error.js';
import { InputError } from './input-error.js';
import { NetworkError } from './network-error.js';
import { PermissionError } from './permission-error.js';
import { TimeoutError } from './timeout-error.js';

/** The call an error happened in. */
export interface CallContext {
  /** Upper-case HTTP method. */
  method: string;
  /** The request URL as the adapter built it (used when ky gives no request). */
  url: string;
  /** The signal the call ran with: once it has aborted, the abort wins over any other failure. */
  signal: AbortSignal | undefined;
  /** The limit that was exceeded when the call times out (per attempt, or the whole deadline). */
  timeoutMs: number;
}

/**
 * A non-2xx answer as a coded error, its body read by core's one parser (`parseServerError`,
 * docs/behaviour/back-office.md §8): kind permission → PermissionError, kind input → InputError,
 * anything else → HttpError (whose codes are `['server_error']` for a body lacking the shape).
 */
function fromHttpError(error: HTTPError, context: CallContext): HttpError | InputError | PermissionError {
  const where = { method: context.method, url: error.request.url, status: error.response.status };
  const body = error.data;
  const mapped = parseServerError(body);
  if (mapped.kind === 'permission') return new PermissionError(where, { cause: error });
  const codes = serverErrorCodes(mapped);
  if (mapped.kind === 'input') {
    return new InputError(
      { ...where, fields: serverErrorFields(mapped), codes, messages: serverErrorMessages(mapped) },
      { cause: error },
    );
  }
  // The server's Retry-After stays on the error: a write that is not retried here (the price
  // call) still tells the customer's "Try again" how long to wait.
  const wait = retryAfterMs(error.response.headers.get('retry-after'), Date.now());
  return new HttpError({ ...where, codes, data: body, retryAfterMs: wait }, { cause: error });
}

/**
 * Turns what ky threw into the adapter's coded errors. An abort (by the caller, or by a newer
 * call for the same thing) is returned as the abort itself, never wrapped; the adapter's own
 * errors and unknown errors pass through unchanged.
 */
export function toHaulkitError(error: unknown, context: CallContext): unknown {
  if (context.signal?.aborted) return context.signal.reason ?? error;
  if (isHTTPError(error)) return fromHttpError(error, context);
  if (isKyTimeoutError(error)) {
    return new TimeoutError(
      { method: context.method, url: error.request.url, timeoutMs: context.timeoutMs },
      { cause: error },
    );
  }
  if (isKyNetworkError(error)) {
    return new NetworkError({ method: context.method, url: error.request.url }, { cause: error });
  }
  return error;
}
