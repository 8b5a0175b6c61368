import { fileURLToPath } from 'node:url';
import type { QuoteApi } from '@haulkit/core';
import { isHaulkitError } from '@haulkit/core';
import { Hono } from 'hono';
import { createApiRoutes } from './api-routes.js';
import { createLazyDemoQuoteApi } from './default-api.js';
import { commonErrorBody } from './error-bodies.js';
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
   * What answers the `/ng/*` calls.
   * @default createDemoQuoteApi() of '@haulkit/demo', loaded on the first call
   */
  api?: QuoteApi;
}

/* Relative to this file; `src/` and the bundled `dist/cli.mjs` sit at the same depth. */
const defaultExamplesDir = fileURLToPath(new URL('../../../examples/', import.meta.url));
const defaultDistDir = fileURLToPath(new URL('../../elements/dist/', import.meta.url));

/**
 * The reference server as a hono app: the marketplace calls under `/ng/*` (JSON, error bodies of
 * back-office-and-shared.md §8), `/dist/*` and the examples gallery.
 *
 * @example
 * const app = createApp({ api: myFakeApi });
 * const response = await app.request('/ng/item-search?name=sofa');
 */
export function createApp(options: AppOptions = {}): Hono {
  const app = new Hono();
  app.use('*', securityHeaders);
  app.route('/ng', createApiRoutes(options.api ?? createLazyDemoQuoteApi()));
  addStaticRoutes(app, {
    distDir: options.distDir ?? defaultDistDir,
    examplesDir: options.examplesDir ?? defaultExamplesDir,
  });
  app.notFound((c) =>
    c.req.path.startsWith('/ng/') ? c.json(commonErrorBody('not_found'), 404) : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    const code = isHaulkitError(error) ? error.code : 'server_error';
    return c.req.path.startsWith('/ng/') ? c.json(commonErrorBody(code), 500) : c.text('Server error', 500);
  });
  return app;
}
