import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORS_ORIGINS_ENV, parseCorsOrigins, readCliOptions } from '../src/cli-options.js';
import { startTestServer } from './fixtures.js';

const partner = 'https://partner.example';
const stranger = 'https://stranger.example';

describe(`${CORS_ORIGINS_ENV}: the partner origins of the command line`, () => {
  it.each([
    ['not set', undefined, []],
    ['empty', '', []],
    ['only spaces and commas', ' , ,', []],
    ['one origin', partner, [partner]],
    ['a list', `${partner},https://shop.example:8443`, [partner, 'https://shop.example:8443']],
    ['spaces and empty entries', `  ${partner} , , http://localhost:5173 ,`, [partner, 'http://localhost:5173']],
    ['as a browser sends it (host case, default port)', 'HTTPS://Partner.Example:443', [partner]],
    ['the same origin twice, once', `${partner}, ${partner}`, [partner]],
    ['an IPv6 origin', 'http://[::1]:8080', ['http://[::1]:8080']],
    ['any origin', ' * ', '*'],
  ])('%s: %j', (_case, text, origins) => {
    expect(parseCorsOrigins(text)).toEqual({ ok: true, origins });
  });

  it.each([
    ['partner.example', 'is not an origin'],
    ['https://partner.example/', 'has a path, query or fragment'],
    ['https://partner.example/shop', 'has a path, query or fragment'],
    ['https://partner.example?x=1', 'has a path, query or fragment'],
    ['https://partner.example#top', 'has a path, query or fragment'],
    ['https://user@partner.example', 'has a user name in it'],
    ['ftp://partner.example', 'is not an http or https origin'],
    ['https://*.partner.example', 'has a wildcard'],
    ['null', 'is not an origin'],
  ])('refuses %j: the message names it and says why', (entry, why) => {
    const parsed = parseCorsOrigins(`${partner}, ${entry}, https://shop.example`);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe('invalid_cors_origin');
    expect(parsed.error.entry).toBe(entry);
    expect(parsed.error.message).toContain(`${CORS_ORIGINS_ENV}: ${JSON.stringify(entry)} ${why}`);
  });

  it('says how to write an origin', () => {
    expect(parseCorsOrigins('partner.example')).toEqual({
      ok: false,
      error: {
        code: 'invalid_cors_origin',
        entry: 'partner.example',
        message:
          'HAULKIT_CORS_ORIGINS: "partner.example" is not an origin; write an origin like https://partner.example',
      },
    });
  });

  it('refuses "*" beside named origins', () => {
    expect(parseCorsOrigins(`${partner}, *`)).toEqual({
      ok: false,
      error: {
        code: 'invalid_cors_origin',
        entry: '*',
        message: 'HAULKIT_CORS_ORIGINS: "*" allows any origin, so it must be the only entry',
      },
    });
  });
});

describe('readCliOptions', () => {
  it('starts on 4173 on 127.0.0.1, same-origin only, without the simulator, by default', () => {
    expect(readCliOptions({}, [])).toEqual({
      ok: true,
      options: { port: 4173, host: '127.0.0.1', simulator: false, cors: { origins: [] } },
    });
  });

  it('takes PORT, the partner origins and --simulator', () => {
    const env = { PORT: ' 8080 ', [CORS_ORIGINS_ENV]: ` ${partner} ` };
    expect(readCliOptions(env, ['--simulator'])).toEqual({
      ok: true,
      options: { port: 8080, host: '127.0.0.1', simulator: true, cors: { origins: [partner] } },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'invalid_port', 'PORT must be a whole number from 0 to 65535, not "eighty"'],
    [{ PORT: '70000' }, 'invalid_port', 'PORT must be a whole number from 0 to 65535, not "70000"'],
    [
      { [CORS_ORIGINS_ENV]: 'https://partner.example/' },
      'invalid_cors_origin',
      '"https://partner.example/" has a path',
    ],
  ])('refuses %j with a coded error', (env, code, message) => {
    const parsed = readCliOptions(env, []);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.message).toContain(message);
  });
});

/** What a page on `origin` is told by the server at `url` about reading its answers. */
async function allowedOrigin(url: string, origin: string): Promise<{ get: string | null; preflight: string | null }> {
  const get = await fetch(new URL('/ng/nothing-here', url), { headers: { origin } });
  const preflight = await fetch(new URL('/ng/item-search', url), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST' },
  });
  return {
    get: get.headers.get('access-control-allow-origin'),
    preflight: preflight.headers.get('access-control-allow-origin'),
  };
}

describe('the command line allows the partner origins of its environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('the options it reads give an allowed origin CORS headers, and refuse another', async () => {
    const parsed = readCliOptions({ PORT: '0', [CORS_ORIGINS_ENV]: ` ${partner} ,https://shop.example` }, []);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const { port, host, ...appOptions } = parsed.options;
    expect({ port, host }).toEqual({ port: 0, host: '127.0.0.1' });
    const t = await startTestServer(appOptions);
    try {
      expect(await allowedOrigin(t.server.url, partner)).toEqual({ get: partner, preflight: partner });
      expect(await allowedOrigin(t.server.url, stranger)).toEqual({ get: null, preflight: null });
    } finally {
      await t.stop();
    }
  });

  it('cli.ts started with the variable set answers an allowed origin and refuses another', async () => {
    vi.stubEnv('PORT', '0');
    vi.stubEnv(CORS_ORIGINS_ENV, `${partner}, https://shop.example`);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const stops: (() => void)[] = [];
    vi.spyOn(process, 'once').mockImplementation((event, listener) => {
      if (event === 'SIGTERM') stops.push(listener as () => void);
      return process;
    });
    await import('../src/cli.js');
    const url = /Haulkit reference server: (\S+)/.exec(String(info.mock.calls[0]?.[0]))?.[1] ?? '';
    expect(info).toHaveBeenCalledWith(`Partner origins allowed (CORS): ${partner}, https://shop.example`);
    expect(await allowedOrigin(url, partner)).toEqual({ get: partner, preflight: partner });
    expect(await allowedOrigin(url, stranger)).toEqual({ get: null, preflight: null });
    for (const stop of stops) stop();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it('cli.ts with a bad entry stops before listening, naming the entry', async () => {
    vi.stubEnv('PORT', '0');
    vi.stubEnv(CORS_ORIGINS_ENV, `${partner}, partner.example/shop`);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    await expect(import('../src/cli.js')).rejects.toThrow('exit 1');
    expect(error).toHaveBeenCalledWith(
      'HAULKIT_CORS_ORIGINS: "partner.example/shop" is not an origin; write an origin like https://partner.example',
    );
    expect(info).not.toHaveBeenCalled();
  });
});
