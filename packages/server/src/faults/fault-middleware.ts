import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { commonErrorBody, singleInputErrorBody } from '../error-bodies.js';
import { CLIENT_CLOSED_STATUS } from '../port-errors.js';
import { DEFAULT_RETRY_AFTER_SECONDS, type Fault, parseFault } from './fault-spec.js';
import type { FaultLogEntry, FaultState } from './fault-state.js';

/** The request header naming a fault for this request. */
export const FAULT_HEADER = 'x-haulkit-fault';
/** The request header grouping requests for `times=N` (retry-then-success cases). */
export const FAULT_KEY_HEADER = 'x-haulkit-fault-key';
/** Paths of the test-only control routes, never faulted nor logged. */
const CONTROL_PATH = /^\/__(?:faults|pay)(?:\/|$)/;
/** The page of the `non-json` fault. */
const NON_JSON_PAGE = '<html>oops</html>';

/** Resolves true after `ms`, or false as soon as `signal` aborts; leaves no timer behind. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Resolves once `signal` aborts. */
function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Ends the request without an answer: destroys its socket (the client sees a network error).
 * Without a Node socket (`app.request()` in tests) it answers a network error response.
 */
function endWithoutAnswer(c: Context): Response {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming === undefined) return Response.error();
  incoming.socket.destroy();
  return new Response(null, { status: CLIENT_CLOSED_STATUS });
}

async function applyFault(c: Context, next: Next, fault: Fault, entry: FaultLogEntry, signal: AbortSignal) {
  if (fault.delayMs !== undefined && !(await sleep(fault.delayMs, signal))) {
    entry.status = 'aborted';
    return endWithoutAnswer(c);
  }
  const outcome = fault.outcome;
  switch (outcome?.kind) {
    case undefined:
      await next();
      entry.status = c.res.status;
      return c.res;
    case 'status': {
      entry.status = outcome.status;
      const retryAfter =
        outcome.retryAfterSeconds ?? (outcome.status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
      return c.json(commonErrorBody('server_error'), outcome.status as 500);
    }
    case 'non-json':
      entry.status = 200;
      return c.html(NON_JSON_PAGE, 200);
    case 'drop':
      entry.status = 'dropped';
      return endWithoutAnswer(c);
    case 'hang':
      entry.status = 'hung';
      await untilAborted(signal);
      return endWithoutAnswer(c);
  }
}

/**
 * Fault injection (tests only): logs every request but the control routes, and applies the
 * fault of the `x-haulkit-fault` header, or else of the first matching POST /__faults rule.
 * A malformed header is answered 400 `{type: 'input'}`. Delays and hangs end as soon as the
 * client aborts or `shutdown` fires, destroying the socket, so nothing is left running.
 */
export function faultMiddleware(state: FaultState, shutdown: AbortSignal): MiddlewareHandler {
  return async (c, next) => {
    const { method, path } = c.req;
    if (CONTROL_PATH.test(path)) return next();
    const entry = state.record(method, path);
    const header = c.req.header(FAULT_HEADER)?.trim();
    let fault: Fault | undefined;
    if (header) {
      const parsed = parseFault(header);
      if (!parsed.ok) {
        entry.status = 400;
        return c.json(singleInputErrorBody('invalid', `${FAULT_HEADER}: ${parsed.message}`), 400);
      }
      const key = c.req.header(FAULT_KEY_HEADER) ?? `${method} ${path} ${header}`;
      if (state.takeHeader(key, parsed.fault)) fault = parsed.fault;
    } else {
      fault = state.takeRule(method, path);
    }
    if (fault === undefined) {
      await next();
      entry.status = c.res.status;
      return;
    }
    return applyFault(c, next, fault, entry, AbortSignal.any([c.req.raw.signal, shutdown]));
  };
}
