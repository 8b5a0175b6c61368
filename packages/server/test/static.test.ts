import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/index.js';
import { rawGet, startTestServer, type TestServer } from './fixtures.js';

let t: TestServer;

/* Faults on: the static site must behave the same with fault injection enabled. */
beforeAll(async () => {
  t = await startTestServer({ faults: true });
});

afterAll(async () => {
  await t.stop();
});

const get = (path: string) => fetch(t.url(path));

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

  it('puts nosniff on every answer, JSON included', async () => {
    const response = await get('/ng/nothing-here');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
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
    '/ng/../secret.txt',
    '/dist/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/maps/..%2f..%2fsecret.txt',
  ])('never serves a file outside the two folders or a dotfile: %s', async (path) => {
    const response = await rawGet(t.server.url, path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('TOP-SECRET');
  });
});
