import { fileURLToPath } from 'node:url';
import type { Ports, QuoteApi } from '@haulkit/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compression } from './compression.js';
import { type CorsOptions, corsMiddleware } from './cors.js';
import { createLazyDemoAdapters } from './default-adapters.js';
import { commonErrorBody } from './error-bodies.js';
import { createControlRoutes } from './faults/control-routes.js';
import { faultMiddleware } from './faults/fault-middleware.js';
import { FaultState } from './faults/fault-state.js';
import { errorAnswer } from './port-errors.js';
import { addApiRoutes } from './routes/api-routes.js';
import { addStaticRoutes, securityHeaders } from './static-routes.js';

/** What the reference server serves. */
export interface AppOptions {
  /**
   * The examples gallery, served from `/`.
   * @default '<repo>/examples'
   */
  examplesDir?: string;
  /**
   * The built elements, served under `/dist/`.
   * @default '<repo>/packages/elements/dist'
   */
  distDir?: string;
  /**
   * What answers the API calls: every port method is served at the path of its TSDoc.
   * @default createDemoAdapters({ now }) of '@haulkit/demo', loaded on the first call
   */
  adapters?: Ports;
  /**
   * Replaces `adapters.quote` only.
   * @deprecated pass `adapters` (kept while callers move over).
   */
  api?: QuoteApi;
  /**
   * Fault injection and the test-only control routes (`x-haulkit-fault`, `/__faults`, `/__pay`).
   * Never on outside tests.
   * @default false
   */
  faults?: boolean;
  /**
   * The card-by-phone routes for the gallery and tests: the token route
   * (`GET /twilio-pay/token/{callId}`, a call's bearer, from any payment port) and the
   * simulator's control routes (`/simulator/…`: the caller's keypad, the test cards, what the
   * provider does; these need the demo payment port, the default adapters, too). Off, they
   * answer 404, so a deployed server cannot be used to key digits into any call id. `npm start`
   * and the browser tests turn it on.
   * @default false
   */
  simulator?: boolean;
  /**
   * The server's clock (fault log times, card-by-phone bearer expiry, store ages, and the default
   * demo adapters).
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * CORS for the API and `/dist/`, so a partner page on another origin can call it: the origins
   * allowed besides the server's own, or `'*'` (only without credentials). Preflights are
   * answered 204.
   * @default { origins: [], credentials: false } (same-origin only)
   * @example createApp({ cors: { origins: ['https://partner.example'] } })
   */
  cors?: CorsOptions;
  /**
   * Compresses answers as a CDN does: brotli when the request accepts it, else gzip, for the
   * built elements, the gallery and JSON answers of 1 kB or more (`Vary: Accept-Encoding`); each
   * static file is compressed once and kept. Off, every answer goes as it is (for a server
   * behind a proxy or CDN that compresses).
   * @default true
   */
  compression?: boolean;
}

/** A built app and the switch that ends its hung and delayed requests (used by `close()`). */
export interface BuiltApp {
  app: Hono;
  /** Ends every request a fault keeps waiting, at once. */
  shutdown(): void;
}

/** A listing with a year of prices merged in is ~150 kB; anything far larger is refused unread. */
const MAX_LISTING_BODY_BYTES = 1024 * 1024;
/** Every other body (a note, a tracking batch, a payment call …) is far smaller than a listing. */
const MAX_BODY_BYTES = 64 * 1024;
/** The calls whose body is a whole listing (POST /ng/prelisting/{id} and …/recalculate). */
const LISTING_BODY_PATH = /^\/ng\/prelisting\/[^/]+(?:\/recalculate)?\/?$/;
/** Path prefixes answered with JSON (404 and errors as §8 bodies) rather than the gallery. */
const API_PATH =
  /^\/(?:ng|maps|pay|price-adjustment-service|test-lab|similar-listing|twilio-pay|administer|api|__faults|__pay|simulator|ajax-[^/]+|trust-rating\.json)(?:\/|$)/;

/** Paths answered with CORS headers: the API and the built elements (module scripts need CORS). */
const corsApplies = (path: string): boolean => API_PATH.test(path) || path.startsWith('/dist/');

/** Refuses a body over `maxSize` with 413 `too_large`, unread. */
const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    // The rest of the body is never read, so the connection cannot carry another request.
    onError: (c) => c.json(commonErrorBody('too_large'), 413, { Connection: 'close' }),
  });

/* Relative to this file; `src/` and the bundled `dist/cli.mjs` sit at the same depth. */
const defaultExamplesDir = fileURLToPath(new URL('../../../examples/', import.meta.url));
const defaultDistDir = fileURLToPath(new URL('../../elements/dist/', import.meta.url));

/** {@link createApp}, plus the shutdown switch `startServer` needs. */
export function buildApp(options: AppOptions = {}): BuiltApp {
  const app = new Hono();
  const shutdown = new AbortController();
  const now = options.now ?? (() => new Date());
  const given = options.adapters ?? createLazyDemoAdapters(now);
  const ports: Ports = options.api === undefined ? given : { ...given, quote: options.api };
  const faults = options.faults === true ? new FaultState(now) : undefined;

  // Outermost first: every answer (faulted ones too) gets the security headers and CORS, and a
  // preflight is answered before faults or routes see it; then every answer is compressed.
  app.use('*', securityHeaders);
  app.use('*', corsMiddleware(options.cors ?? {}, faults !== undefined, corsApplies));
  if (options.compression !== false) app.use('*', compression());
  if (faults !== undefined) app.use('*', faultMiddleware(faults, shutdown.signal));
  const listingLimit = limitBody(MAX_LISTING_BODY_BYTES);
  const otherLimit = limitBody(MAX_BODY_BYTES);
  app.use('*', (c, next) => (LISTING_BODY_PATH.test(c.req.path) ? listingLimit(c, next) : otherLimit(c, next)));
  if (faults !== undefined) app.route('/', createControlRoutes(faults, ports.payment));
  addApiRoutes(app, ports, () => now().getTime(), { simulator: options.simulator === true });
  addStaticRoutes(app, {
    distDir: options.distDir ?? defaultDistDir,
    examplesDir: options.examplesDir ?? defaultExamplesDir,
  });
  app.notFound((c) =>
    API_PATH.test(c.req.path) ? c.json(commonErrorBody('not_found'), 404) : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    if (!API_PATH.test(c.req.path)) return c.text('Server error', 500);
    const { status, body } = errorAnswer(error);
    return body === null ? c.body(null, status as 500) : c.json(body as object, status as 500);
  });
  return { app, shutdown: () => shutdown.abort() };
}

/**
 * The reference server as a hono app: every port method at the path of its TSDoc (JSON, error
 * bodies of docs/behaviour/back-office.md §8), `/dist/*` and the examples gallery under a strict CSP,
 * with `faults: true`, fault injection and the test-only control routes, and with
 * `simulator: true`, the card-by-phone token route and the simulator's control routes.
 *
 * @example
 * const app = createApp({ adapters: myFakePorts });
 * const response = await app.request('/ng/item-search?name=sofa');
 */
export function createApp(options: AppOptions = {}): Hono {
  return buildApp(options).app;
}
