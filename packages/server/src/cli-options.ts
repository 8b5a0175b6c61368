import type { ServerOptions } from './start-server.js';

/** The environment variable naming the partner origins the command line allows for CORS. */
export const CORS_ORIGINS_ENV = 'HAULKIT_CORS_ORIGINS';

/** The port when `PORT` is not set. */
export const DEFAULT_PORT = 4173;

/** Why the command line refuses its settings, with a message for the person who started it. */
export type CliSettingError =
  | { code: 'invalid_port'; message: string }
  | { code: 'invalid_cors_origin'; entry: string; message: string };

/** The partner origins read from the environment, or the entry that is not an origin. */
export type ParsedCorsOrigins =
  | { ok: true; origins: readonly string[] | '*' }
  | { ok: false; error: Extract<CliSettingError, { code: 'invalid_cors_origin' }> };

/** What the command line starts the server with, or why it cannot. */
export type ParsedCliOptions = { ok: true; options: ServerOptions } | { ok: false; error: CliSettingError };

/** `entry` as a URL, or undefined when it is none. */
function asUrl(entry: string): URL | undefined {
  try {
    return new URL(entry);
  } catch {
    return undefined;
  }
}

/** Why `entry` is not an origin a browser sends, or undefined when it is one. */
function originProblem(entry: string, url: URL | undefined): string | undefined {
  if (entry === '*') return 'allows any origin, so it must be the only entry';
  if (url === undefined) return 'is not an origin';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'is not an http or https origin';
  if (entry.includes('*')) return 'has a wildcard (name each origin, or give "*" alone for any)';
  if (url.username !== '' || url.password !== '') return 'has a user name in it';
  // `href` is the origin plus "/" only when the entry had no path, query or fragment.
  if (url.href !== `${url.origin}/` || entry.endsWith('/')) return 'has a path, query or fragment';
  return undefined;
}

/**
 * Reads {@link CORS_ORIGINS_ENV}: origins separated by commas (`https://partner.example,
 * https://shop.example:8443`), spaces around them and empty entries ignored, each an http(s)
 * origin with no path, written as a browser sends it (the host in lower case, no default port: the
 * value is normalised so); or `*` alone for any origin. Not set or empty: same-origin only.
 *
 * @example
 * parseCorsOrigins(' https://partner.example , ') // { ok: true, origins: ['https://partner.example'] }
 * parseCorsOrigins('partner.example') // { ok: false, error: { code: 'invalid_cors_origin', entry: 'partner.example', … } }
 */
export function parseCorsOrigins(text: string | undefined): ParsedCorsOrigins {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 1 && entries[0] === '*') return { ok: true, origins: '*' };
  const origins: string[] = [];
  for (const entry of entries) {
    const url = asUrl(entry);
    const problem = originProblem(entry, url);
    if (problem !== undefined || url === undefined) {
      const example = entry === '*' ? '' : '; write an origin like https://partner.example';
      const message = `${CORS_ORIGINS_ENV}: ${JSON.stringify(entry)} ${problem}${example}`;
      return { ok: false, error: { code: 'invalid_cors_origin', entry, message } };
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return { ok: true, origins };
}

/**
 * The command line's settings: `PORT` (default 4173), {@link CORS_ORIGINS_ENV} (the `cors`
 * option's origins, without credentials) and the `--simulator` flag, on 127.0.0.1.
 */
export function readCliOptions(env: NodeJS.ProcessEnv, args: readonly string[]): ParsedCliOptions {
  const rawPort = env.PORT?.trim();
  const port = rawPort ? Number(rawPort) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    const message = `PORT must be a whole number from 0 to 65535, not ${JSON.stringify(env.PORT)}`;
    return { ok: false, error: { code: 'invalid_port', message } };
  }
  const cors = parseCorsOrigins(env[CORS_ORIGINS_ENV]);
  if (!cors.ok) return cors;
  // The card-by-phone token and simulator routes (the gallery's softphone) only when asked for.
  const simulator = args.includes('--simulator');
  return { ok: true, options: { port, host: '127.0.0.1', simulator, cors: { origins: cors.origins } } };
}
