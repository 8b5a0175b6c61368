import type { MiddlewareHandler } from 'hono';

/** Who may call the public API from another origin (a partner page). */
export interface CorsOptions {
  /**
   * Origins allowed besides the server's own (`https://partner.example`, exact match), or `'*'`
   * for any origin (only without `credentials`).
   * @default [] (same-origin only)
   */
  origins?: readonly string[] | '*';
  /**
   * Sends `Access-Control-Allow-Credentials: true`, so a partner page may send cookies. Refused
   * with `origins: '*'` (browsers refuse it too).
   * @default false
   */
  credentials?: boolean;
}

/** Methods the API answers. */
const ALLOW_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
/** Request headers a partner page may send. */
const ALLOW_HEADERS = ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Api-Key'];
/** The fault-injection headers, allowed only when faults are on. */
const FAULT_HEADERS = ['X-Haulkit-Fault', 'X-Haulkit-Fault-Key'];
/** Answer headers a partner page may read (besides the CORS-safelisted ones). */
const EXPOSE_HEADERS = 'Retry-After, X-Total-Count';
/** How long a browser may cache a preflight, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

/** Sets a header, unless the answer cannot take one (`Response.error()` of a dropped request). */
function setHeader(response: Response, name: string, value: string): void {
  if (response.type === 'error') return;
  response.headers.set(name, value);
}

/**
 * CORS for the paths `applies` accepts (the API and the built elements). A request from an
 * allowed origin gets `Access-Control-Allow-Origin` (its origin, or `*`), `Vary: Origin` and
 * the exposed headers; a preflight (`OPTIONS`) is answered 204 with the allowed methods and
 * headers (Content-Type, Authorization, Idempotency-Key, X-Api-Key, and the fault headers when
 * `faults` is on), before any fault or route sees it. A preflight from an origin not allowed
 * gets 204 without the allow headers, so the browser blocks the call. Any other `OPTIONS` is
 * 204 with `Allow`.
 */
export function corsMiddleware(
  options: CorsOptions,
  faults: boolean,
  applies: (path: string) => boolean,
): MiddlewareHandler {
  const anyOrigin = options.origins === '*';
  const credentials = options.credentials === true;
  if (anyOrigin && credentials) {
    throw new TypeError('createApp: cors.origins "*" cannot go with cors.credentials (name the origins instead).');
  }
  const allowed = new Set(anyOrigin ? [] : (options.origins ?? []));
  const allowHeaders = [...ALLOW_HEADERS, ...(faults ? FAULT_HEADERS : [])].join(', ');

  /** The Access-Control-Allow-Origin value for `origin`, or undefined when it is not allowed. */
  const allowOrigin = (origin: string | undefined, ownOrigin: string): string | undefined => {
    if (origin === undefined || origin === '') return undefined;
    if (anyOrigin) return '*';
    return allowed.has(origin) || origin === ownOrigin ? origin : undefined;
  };

  return async (c, next) => {
    if (!applies(c.req.path)) return next();
    const origin = c.req.header('origin');
    const granted = allowOrigin(origin, new URL(c.req.url).origin);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Allow: ALLOW_METHODS, Vary: 'Origin' });
      if (granted !== undefined && c.req.header('access-control-request-method') !== undefined) {
        headers.set('Access-Control-Allow-Origin', granted);
        headers.set('Access-Control-Allow-Methods', ALLOW_METHODS);
        headers.set('Access-Control-Allow-Headers', allowHeaders);
        headers.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
        if (credentials) headers.set('Access-Control-Allow-Credentials', 'true');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    if (!anyOrigin && c.res.type !== 'error') c.res.headers.append('Vary', 'Origin');
    if (granted === undefined) return;
    setHeader(c.res, 'Access-Control-Allow-Origin', granted);
    setHeader(c.res, 'Access-Control-Expose-Headers', EXPOSE_HEADERS);
    if (credentials) setHeader(c.res, 'Access-Control-Allow-Credentials', 'true');
  };
}
