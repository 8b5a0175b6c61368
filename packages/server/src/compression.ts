import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BoundedMap } from '@haulkit/demo/bounded-map';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { type ContentCoding, negotiateEncoding } from './encoding.js';

/** Bodies smaller than this go as they are: a coding's own framing would eat most of the gain. */
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Brotli quality of every compressed answer. 5 compresses the largest built chunk (maplibre,
 * 1.1 MB) in about 30 ms to 277 kB, 8% smaller than gzip; 4 is faster but no smaller than gzip,
 * 9 takes three times as long for 3% less, 11 takes about 2 s for 11% less.
 */
const BROTLI_QUALITY = 5;
/** zlib's own default: level 9 saves 0.3% for half as much time again. */
const GZIP_LEVEL = 6;
/**
 * The compressed static files kept: every built chunk and gallery file in both codings fits
 * many times over; a rebuild's files replace the old ones as they are asked for.
 */
const STATIC_CACHE_LIMITS = { maxEntries: 4000, maxWeight: 64 * 2 ** 20 };
/** Statuses that never carry a body to compress: No Content, Partial Content, Not Modified. */
const NO_COMPRESSION_STATUSES = new Set([204, 206, 304]);
/** A response that asks every cache and proxy on the way to leave its bytes alone. */
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/** `Accept-Encoding` already named in a `Vary` header. */
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `bytes` in `coding`, compressed on libuv's thread pool (the event loop goes on meanwhile). */
export function compressBytes(bytes: Uint8Array, coding: ContentCoding): Promise<Uint8Array> {
  return coding === 'br'
    ? brotliAsync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: GZIP_LEVEL });
}

/** The file each static answer was read from, by request (see {@link markStaticFile}). */
const staticFiles = new WeakMap<Context, string>();

/**
 * Marks the answer to `c` as the bytes of the file at `path` (absolute), so the compression
 * middleware keeps its compressed bytes for the next request instead of compressing it again.
 */
export function markStaticFile(c: Context, path: string): void {
  staticFiles.set(c, path);
}

/** True when `response` has a body of a compressible type that nothing asks to keep as it is. */
function mayCompress(response: Response): boolean {
  if (response.type === 'error' || response.body === null) return false;
  if (NO_COMPRESSION_STATUSES.has(response.status)) return false;
  const headers = response.headers;
  if (headers.has('content-encoding') || NO_TRANSFORM.test(headers.get('cache-control') ?? '')) return false;
  // hono's list of compressible types: text (but not event streams), JSON, JS, SVG and XML, fonts
  // that are not compressed already; never images, woff2 or archives.
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('content-type') ?? '');
}

/** Adds `Accept-Encoding` to `Vary`, unless it is there or `Vary` is `*`. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary === null) headers.set('Vary', 'Accept-Encoding');
  else if (vary.trim() !== '*' && !VARIES_ON_ENCODING.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** The compressed answer's headers: its coding, and a weak ETag (the bytes are not the file's). */
function encodedHeaders(headers: Headers, coding: ContentCoding): Headers {
  headers.set('Content-Encoding', coding);
  const etag = headers.get('etag');
  if (etag !== null && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  return headers;
}

/** Replaces the answer to `c` with `bytes` under `headers` (status kept, Content-Length set). */
function answerWith(c: Context, from: Response, headers: Headers, bytes: Uint8Array): void {
  headers.set('Content-Length', String(bytes.byteLength));
  // Cleared first: hono copies the old answer's headers onto a new one, Content-Length included.
  c.res = undefined;
  c.res = new Response(bytes as Uint8Array<ArrayBuffer>, { status: from.status, statusText: from.statusText, headers });
}

/** A compressed copy of a static file, valid while the file keeps its modification time and size. */
interface CachedFile {
  version: string;
  bytes: Promise<Uint8Array>;
}

/**
 * Compresses answers as a CDN does: brotli when the request's `Accept-Encoding` allows it, else
 * gzip, else nothing (see {@link negotiateEncoding}). Only bodies of compressible types
 * (`mayCompress`) of at least {@link MIN_COMPRESSED_BYTES}; never a HEAD, a 204, 206 or 304, an
 * answer already encoded or marked `Cache-Control: no-transform`, nor an event stream (such
 * answers go through untouched and unbuffered). Every answer that could be compressed gets
 * `Vary: Accept-Encoding`; a compressed one gets `Content-Encoding`, its own `Content-Length`
 * and a weak ETag, other headers (Last-Modified …) kept.
 *
 * A static file ({@link markStaticFile}) is compressed once per coding and kept, keyed by its path,
 * modification time and size, so a page load does not compress the same chunk again; two
 * requests arriving together share one compression. Other answers (JSON of the API) are
 * compressed each time.
 */
export function compression(): MiddlewareHandler {
  const cache = new BoundedMap<string, CachedFile>(STATIC_CACHE_LIMITS);

  /** The file at `path` in `coding`, from the cache or compressed from `response` and kept. */
  const staticBytes = async (path: string, coding: ContentCoding, response: Response): Promise<Uint8Array> => {
    const info = await stat(path).catch(() => undefined);
    if (info === undefined) return compressBytes(new Uint8Array(await response.arrayBuffer()), coding);
    const key = `${coding} ${path}`;
    const version = `${info.mtimeMs} ${info.size}`;
    const cached = cache.get(key);
    if (cached?.version === version) {
      await response.body?.cancel();
      return cached.bytes;
    }
    const entry: CachedFile = {
      version,
      bytes: response.arrayBuffer().then((plain) => compressBytes(new Uint8Array(plain), coding)),
    };
    cache.set(key, entry);
    entry.bytes.then(
      (bytes) => {
        if (cache.get(key) === entry) cache.set(key, entry, bytes.byteLength);
      },
      () => {
        if (cache.get(key) === entry) cache.delete(key);
      },
    );
    return entry.bytes;
  };

  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || !mayCompress(response)) return;
    const declared = response.headers.get('content-length');
    const coding = negotiateEncoding(c.req.header('accept-encoding'));
    if (declared === null) {
      // A body of unknown length (a JSON answer built in memory) is read to weigh it.
      const plain = new Uint8Array(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      if (plain.byteLength < MIN_COMPRESSED_BYTES) return answerWith(c, response, headers, plain);
      varyOnEncoding(headers);
      if (coding === undefined) return answerWith(c, response, headers, plain);
      return answerWith(c, response, encodedHeaders(headers, coding), await compressBytes(plain, coding));
    }
    if (Number(declared) < MIN_COMPRESSED_BYTES) return;
    if (coding === undefined) return varyOnEncoding(response.headers);
    const file = staticFiles.get(c);
    const bytes =
      file === undefined
        ? await compressBytes(new Uint8Array(await response.arrayBuffer()), coding)
        : await staticBytes(file, coding, response);
    const headers = new Headers(response.headers);
    varyOnEncoding(headers);
    answerWith(c, response, encodedHeaders(headers, coding), bytes);
  };
}
