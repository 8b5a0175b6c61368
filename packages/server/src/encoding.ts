import { parseAccept } from 'hono/utils/accept';

/** The content codings the reference server sends, best first: brotli, then gzip. */
export type ContentCoding = 'br' | 'gzip';

/** Best first: at equal weight brotli wins, as a CDN answers today's browsers. */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Names a request may use for a coding (`x-gzip` is gzip, RFC 9110 §8.4.1.3). */
const ALIASES: Record<ContentCoding, readonly string[]> = { br: ['br'], gzip: ['gzip', 'x-gzip'] };

/**
 * The coding to answer with, from the request's `Accept-Encoding`: the one with the highest
 * weight (`q`), brotli before gzip at equal weight; a coding not named takes the weight of `*`;
 * `q=0` refuses it. `undefined`: send the body as it is (no header, nothing acceptable).
 *
 * @example
 * negotiateEncoding('gzip, deflate, br') // 'br'
 * negotiateEncoding('br;q=0, gzip') // 'gzip'
 * negotiateEncoding('identity') // undefined
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const weight = (coding: ContentCoding): number =>
    accepts.find((accept) => ALIASES[coding].includes(accept.type.toLowerCase()))?.q ?? wildcard;
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of CODINGS) {
    const q = weight(coding);
    if (q > 0 && (best === undefined || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}
