import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { markStaticFile } from './compression.js';
import { contentSecurityPolicy } from './csp.js';

/** Where the static files come from; both absolute paths. */
export interface StaticFolders {
  /** The built elements, served under `/dist/`. */
  distDir: string;
  /** The examples gallery, served from `/`. */
  examplesDir: string;
}

/** A path segment starting with a dot (`.env`, `.git`, `..`): never served. */
const dotSegment = /(?:^|\/)\./;

/**
 * What every page sends of its address to the sites it links or calls: the origin only when
 * leaving this origin (a map tile service still sees who asks), nothing over HTTP from HTTPS.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Puts the strict CSP on every HTML answer, and `nosniff` and the Referrer-Policy on every
 * answer (not on a dropped request's network error, which has no headers to set).
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.type === 'error') return;
  if (c.res.headers.get('content-type')?.startsWith('text/html')) {
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy);
  }
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', REFERRER_POLICY);
};

/**
 * Adds the static part of the reference server to `app`: `/dist/*` from `distDir`, everything
 * else from `examplesDir` (`index.html` for folders). `serveStatic` refuses `..`, `%` escapes
 * and backslashes, and the URL parser has already resolved dot segments, so nothing outside
 * the two folders is reachable. Each answer names the file it was read from, so the compression
 * middleware keeps that file's compressed bytes.
 */
export function addStaticRoutes(app: Hono, folders: StaticFolders): void {
  app.get('*', async (c, next) => (dotSegment.test(c.req.path) ? c.text('Not found', 404) : next()));
  app.get(
    '/dist/*',
    serveStatic({
      root: folders.distDir,
      rewriteRequestPath: (path) => path.slice('/dist'.length),
      onFound: (path, c) => markStaticFile(c, path),
    }),
    (c) => c.text('Not found', 404),
  );
  app.get('*', serveStatic({ root: folders.examplesDir, onFound: (path, c) => markStaticFile(c, path) }));
}
