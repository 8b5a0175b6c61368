import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { contentSecurityPolicy, startServer } from '../src/index.js';
import { createFakeQuoteApi, createSiteFolders, rawGet } from './fixtures.js';

let server: RunningServer;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const folders = await createSiteFolders();
  cleanup = folders.cleanup;
  server = await startServer({ api: createFakeQuoteApi(), examplesDir: folders.examplesDir, distDir: folders.distDir });
});

afterAll(async () => {
  await server.close();
  await cleanup();
});

const get = (path: string) => fetch(new URL(path, server.url));

describe('examples gallery', () => {
  it.each([
    ['/', 'Examples'],
    ['/index.html', 'Examples'],
    ['/gallery/', 'Gallery'],
  ])('serves %s as HTML under the strict CSP', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(`<title>${title}</title>`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
        "worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; " +
        "require-trusted-types-for 'script'; trusted-types haulkit-maplibre",
    );
  });

  it('serves scripts of the gallery without the HTML policy header', async () => {
    const response = await get('/app.js');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(contentSecurityPolicy).toContain('trusted-types haulkit-maplibre');
  });

  it('answers a plain 404 for a missing page', async () => {
    const response = await get('/missing.html');
    expect(response.status).toBe(404);
  });
});

describe('/dist', () => {
  it.each([
    ['/dist/haulkit.js', /^text\/javascript/, 'export const haulkit'],
    ['/dist/chunk.mjs', /^text\/javascript/, 'export const chunk'],
    ['/dist/haulkit.css', /^text\/css/, '--hk-gap'],
    ['/dist/haulkit.js.map', /^application\/json/, '"version":3'],
    ['/dist/custom-elements.json', /^application\/json/, 'schemaVersion'],
  ])('serves %s with its content type', async (path, type, content) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(await response.text()).toContain(content);
  });

  it('does not fall back to the gallery for a missing built file', async () => {
    expect((await get('/dist/index.html')).status).toBe(404);
  });
});

describe('path traversal', () => {
  it.each([
    '/../secret.txt',
    '/dist/../secret.txt',
    '/dist/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/dist/%2e%2e/secret.txt',
    '/dist/..%2fsecret.txt',
    '/dist/..%5csecret.txt',
    '/..\\secret.txt',
    '//secret.txt',
    '/.env',
    '/gallery/../.env',
  ])('never serves a file outside the two folders or a dotfile: %s', async (path) => {
    const response = await rawGet(server.url, path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('TOP-SECRET');
  });
});
