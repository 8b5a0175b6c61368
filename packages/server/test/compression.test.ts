import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, brotliDecompressSync, gunzipSync, gzip } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { compression, MIN_COMPRESSED_BYTES } from '../src/compression.js';
import { negotiateEncoding } from '../src/encoding.js';
import { createApp } from '../src/index.js';
import { createFakePorts, createSiteFolders, startTestServer } from './fixtures.js';

// Every compression goes through these, so a test can count them.
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return { ...zlib, brotliCompress: vi.fn(zlib.brotliCompress), gzip: vi.fn(zlib.gzip) };
});
const compressions = () => vi.mocked(brotliCompress).mock.calls.length + vi.mocked(gzip).mock.calls.length;

describe('negotiateEncoding', () => {
  it.each([
    ['what browsers send', 'gzip, deflate, br, zstd', 'br'],
    ['brotli alone', 'br', 'br'],
    ['gzip alone', 'gzip', 'gzip'],
    ['x-gzip, its old name', 'x-gzip', 'gzip'],
    ['names in any case', 'GZIP, Deflate', 'gzip'],
    ['brotli before gzip at equal weight', 'gzip;q=0.5, br;q=0.5', 'br'],
    ['the higher weight', 'gzip;q=1, br;q=0.4', 'gzip'],
    ['brotli refused with q=0', 'br;q=0, gzip', 'gzip'],
    ['both refused', 'br;q=0, gzip;q=0', undefined],
    ['only deflate', 'deflate', undefined],
    ['identity', 'identity', undefined],
    ['an empty header', '', undefined],
    ['no header', undefined, undefined],
    ['any coding', '*', 'br'],
    ['any coding but brotli', '*, br;q=0', 'gzip'],
    ['no coding at all', '*;q=0', undefined],
  ])('%s (%j) → %j', (_case, header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

/** Text well over the threshold, compressible as built chunks are. */
const bigText = (line: string) => Array.from({ length: 120 }, (_, i) => line.replace('#', String(i))).join('\n');
const files: Record<string, string> = {
  'dist/view.js': bigText('export const item# = { name: "Item #", volume: #, fits: "small van" };'),
  'dist/worker.mjs': bigText('self.onmessage = (event) => postMessage(event.data + #);'),
  'dist/haulkit.css': bigText('.hk-row-# { padding: #px; color: var(--hk-color-text); }'),
  'dist/manifest.json': `[${bigText('{"file":"chunks/view-#.js","bytes":#}').replaceAll('\n', ',')}]`,
  'examples/page.html': `<!doctype html><title>Page</title>${bigText('<p class="row">Row #</p>')}`,
  'examples/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${bigText('<path d="M# 0L0 #"/>')}</svg>`,
};
const path = (file: string) => (file.startsWith('dist/') ? `/${file}` : `/${file.slice('examples/'.length)}`);
/** A large JSON answer: the item search with many results. */
const manyItems = Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Wardrobe ${i}`, volume: 1.5 }));

let site: Awaited<ReturnType<typeof createSiteFolders>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  site = await createSiteFolders();
  const folder = (file: string) => (file.startsWith('dist/') ? site.distDir : site.examplesDir);
  for (const [file, text] of Object.entries(files)) {
    await writeFile(join(folder(file), file.replace(/^(dist|examples)\//, '')), text);
  }
  await writeFile(join(site.distDir, 'photo.png'), Buffer.alloc(4096, 7));
  await writeFile(join(site.distDir, 'small.js'), 'export const small = 1;');
  app = createApp({ ...site, adapters: createFakePorts({ searchItems: manyItems }).ports });
});
afterAll(async () => {
  await site.cleanup();
});
beforeEach(() => {
  vi.mocked(brotliCompress).mockClear();
  vi.mocked(gzip).mockClear();
});

const get = (url: string, acceptEncoding?: string, method = 'GET', from = app) =>
  from.request(url, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const decode = (bytes: Buffer, coding: string | null) =>
  coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;

describe('compressed answers', () => {
  const cases = Object.entries(files).flatMap(([file, text]): [string, string, string | null, string][] => [
    [path(file), 'gzip, deflate, br', 'br', text],
    [path(file), 'gzip', 'gzip', text],
    [path(file), 'identity', null, text],
  ]);
  it.each(cases)('%s for %j is sent %j, and decodes to the file', async (url, acceptEncoding, coding, text) => {
    const response = await get(url, acceptEncoding);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(coding);
    expect(response.headers.get('vary')).toMatch(/(^|, )Accept-Encoding(,|$)/);
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(decode(bytes, coding).toString('utf8')).toBe(text);
    if (coding !== null) expect(bytes.byteLength).toBeLessThan(text.length);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a large JSON answer with %s, and it decodes to the same JSON', async (acceptEncoding, coding) => {
    const response = await get('/ng/item-search?name=wardrobe', acceptEncoding);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-encoding')).toBe(coding);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(decode(bytes, coding).toString('utf8'))).toEqual(manyItems);
  });

  it('sends a large JSON answer as it is, with Vary, to a client that accepts no coding', async () => {
    const response = await get('/ng/item-search?name=wardrobe');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await response.json()).toEqual(manyItems);
  });

  it('keeps the CORS Vary beside its own on a partner call', async () => {
    const partner = 'https://partner.example';
    const ports = createFakePorts({ searchItems: manyItems }).ports;
    const withCors = createApp({ ...site, adapters: ports, cors: { origins: [partner] } });
    const response = await withCors.request('/ng/item-search?name=wardrobe', {
      headers: { origin: partner, 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
    expect(response.headers.get('vary')?.split(', ')).toEqual(expect.arrayContaining(['Accept-Encoding', 'Origin']));
  });

  it('reaches a real client through the Node server: fetch decodes it', async () => {
    const t = await startTestServer({}, createFakePorts({ searchItems: manyItems }));
    try {
      const response = await fetch(t.url('/ng/item-search?name=wardrobe'), { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.json()).toEqual(manyItems);
    } finally {
      await t.stop();
    }
  });
});

describe('answers left as they are', () => {
  it.each([
    ['a body under 1 kB (a small chunk)', '/dist/small.js', 'GET'],
    ['a body under 1 kB (a JSON error)', '/ng/nothing-here', 'GET'],
    ['an image, compressed already', '/dist/photo.png', 'GET'],
    ['a HEAD request', '/dist/view.js', 'HEAD'],
  ])('%s: no Content-Encoding', async (_case, url, method) => {
    const response = await get(url, 'gzip, deflate, br', method);
    expect(response.headers.get('content-encoding')).toBeNull();
    if (method === 'HEAD') {
      expect(response.headers.get('content-length')).toBe(String(files['dist/view.js']?.length));
    }
  });

  it('a small body needs no Vary: it is the same for every client', async () => {
    expect((await get('/dist/small.js', 'br')).headers.get('vary')).not.toMatch(/Accept-Encoding/);
    expect(MIN_COMPRESSED_BYTES).toBe(1024);
  });

  /** The middleware alone, in front of routes answering what no route of the server does yet. */
  const bare = () => {
    const body = 'x'.repeat(4096);
    return new Hono()
      .use(compression())
      .get('/304', (c) => c.body(null, 304))
      .get('/204', (c) => c.body(null, 204))
      .get('/206', (c) => c.text(body, 206, { 'Content-Range': 'bytes 0-4095/8192' }))
      .get('/no-transform', (c) => c.text(body, 200, { 'Cache-Control': 'no-transform' }))
      .get('/encoded', (c) => c.text(body, 200, { 'Content-Encoding': 'gzip' }))
      .get('/etag', (c) => c.text(body, 200, { ETag: '"v1"' }));
  };

  it.each(['/304', '/204', '/206', '/no-transform', '/encoded'])('%s is sent as it is', async (url) => {
    const response = await bare().request(url, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe(url === '/encoded' ? 'gzip' : null);
    expect(response.headers.get('vary')).toBeNull();
  });

  it('a compressed answer gets a weak ETag: its bytes are not the original ones', async () => {
    const response = await bare().request('/etag', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('etag')).toBe('W/"v1"');
  });

  it('an event stream goes through unbuffered: the first event arrives before the stream ends', async () => {
    let end: () => void = () => undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`data: ${'x'.repeat(2000)}\n\n`));
        end = () => controller.close();
      },
    });
    const events = new Hono()
      .use(compression())
      .get('/events', (c) => c.body(stream, 200, { 'Content-Type': 'text/event-stream' }));
    const response = await events.request('/events', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^data: x/);
    end();
    expect((await reader.read()).done).toBe(true);
  });
});

describe('static files are compressed once', () => {
  // A new app each time: its cache starts empty.
  let fresh: ReturnType<typeof createApp>;
  beforeEach(() => {
    fresh = createApp({ ...site, adapters: createFakePorts({ searchItems: manyItems }).ports });
  });
  const getFresh = (url: string, acceptEncoding: string) => get(url, acceptEncoding, 'GET', fresh);

  it('a second request for the same file and coding compresses nothing', async () => {
    const first = await getFresh('/dist/view.js', 'br');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(compressions()).toBe(1);
    const second = await getFresh('/dist/view.js', 'br');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes);
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(compressions()).toBe(1);
    await getFresh('/dist/view.js', 'gzip');
    await getFresh('/dist/view.js', 'gzip');
    expect(compressions()).toBe(2);
  });

  it('requests arriving together share one compression', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => getFresh('/dist/worker.mjs', 'br')));
    const texts = await Promise.all(answers.map(async (r) => decode(Buffer.from(await r.arrayBuffer()), 'br')));
    expect(new Set(texts.map(String))).toEqual(new Set([files['dist/worker.mjs']]));
    expect(compressions()).toBe(1);
  });

  it('a rebuilt file (new modification time) is compressed again, from its new bytes', async () => {
    const url = '/dist/haulkit.css';
    await getFresh(url, 'br');
    const rebuilt = bigText('.hk-row-# { margin: #px; }');
    const file = join(site.distDir, 'haulkit.css');
    await writeFile(file, rebuilt);
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    const response = await getFresh(url, 'br');
    expect(decode(Buffer.from(await response.arrayBuffer()), 'br').toString('utf8')).toBe(rebuilt);
    expect(compressions()).toBe(2);
    await writeFile(file, files['dist/haulkit.css'] ?? '');
  });

  it('JSON answers change, so each is compressed afresh', async () => {
    await getFresh('/ng/item-search?name=wardrobe', 'br');
    await getFresh('/ng/item-search?name=wardrobe', 'br');
    expect(compressions()).toBe(2);
  });

  it('with compression: false nothing is compressed', async () => {
    const plain = createApp({ ...site, compression: false });
    const response = await plain.request('/dist/view.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(files['dist/view.js']);
    expect(compressions()).toBe(0);
  });
});
