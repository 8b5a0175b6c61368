import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ports } from '@haulkit/core';
import { PORT_METHODS } from '@haulkit/core';
import type { RunningServer, ServerOptions } from '../src/index.js';
import { startServer } from '../src/index.js';

/** One call a fake port received: its port, method and arguments (the trailing signal left out). */
export interface PortCall {
  port: keyof Ports;
  method: string;
  args: unknown[];
}

/** How a fake method answers: a value (resolved, copied) or a function of the call's arguments. */
export type FakeAnswer = unknown;

/** Ports whose every method (from PORT_METHODS) records its call and answers from `answers`. */
export interface FakePorts {
  ports: Ports;
  calls: PortCall[];
  /** The signal each call received, in call order. */
  signals: (AbortSignal | undefined)[];
  /** Sets what `method` answers from now on. */
  answer(method: string, value: FakeAnswer): void;
}

/** Fake Ports built from PORT_METHODS; `extra` adds methods (the simulator controls) to the payment port. */
export function createFakePorts(answers: Record<string, FakeAnswer> = {}, extra: readonly string[] = []): FakePorts {
  const calls: PortCall[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const table = new Map(Object.entries(answers));
  const port = (name: keyof Ports, names: readonly string[]) =>
    Object.fromEntries(
      names.map((method) => [
        method,
        async (...args: unknown[]) => {
          // The signal is kept apart; what follows it (the language the demo names items in) is an argument.
          const signal = args.find((arg) => arg instanceof AbortSignal);
          calls.push({ port: name, method, args: args.filter((arg) => arg !== signal) });
          signals.push(signal);
          const value = table.get(method);
          return typeof value === 'function' ? value(...args) : structuredClone(value);
        },
      ]),
    );
  const ports = {
    quote: port('quote', PORT_METHODS.quote),
    maps: port('maps', PORT_METHODS.maps),
    payment: port('payment', [...PORT_METHODS.payment, ...extra]),
    admin: port('admin', PORT_METHODS.admin),
  } as unknown as Ports;
  return { ports, calls, signals, answer: (method, value) => table.set(method, value) };
}

/** A running test server with fake ports, and the folders it serves. */
export interface TestServer extends FakePorts {
  server: RunningServer;
  url(path: string): string;
  stop(): Promise<void>;
}

/** Starts a server on a free port with fake ports and a temporary site; `stop()` closes and cleans up. */
export async function startTestServer(
  options: Omit<ServerOptions, 'adapters'> = {},
  fake: FakePorts = createFakePorts(),
): Promise<TestServer> {
  const folders = await createSiteFolders();
  const server = await startServer({
    examplesDir: folders.examplesDir,
    distDir: folders.distDir,
    ...options,
    adapters: fake.ports,
  });
  return {
    ...fake,
    server,
    url: (path) => new URL(path, server.url).href,
    async stop() {
      await server.close();
      await folders.cleanup();
    },
  };
}

/** A JSON request. */
export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** Temporary site: `examples/`, `dist/` and a secret file beside them that must stay unreachable. */
export async function createSiteFolders(): Promise<{ examplesDir: string; distDir: string; cleanup(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'haulkit-server-'));
  const examplesDir = join(root, 'examples');
  const distDir = join(root, 'dist');
  await mkdir(join(examplesDir, 'gallery'), { recursive: true });
  await mkdir(distDir, { recursive: true });
  await writeFile(join(root, 'secret.txt'), 'TOP-SECRET');
  await writeFile(join(examplesDir, 'index.html'), '<!doctype html><title>Examples</title>');
  await writeFile(join(examplesDir, 'gallery', 'index.html'), '<!doctype html><title>Gallery</title>');
  await writeFile(join(examplesDir, 'app.js'), 'export const page = 1;');
  await writeFile(join(examplesDir, '.env'), 'TOP-SECRET');
  await writeFile(join(distDir, 'haulkit.js'), 'export const haulkit = 1;');
  await writeFile(join(distDir, 'chunk.mjs'), 'export const chunk = 1;');
  await writeFile(join(distDir, 'haulkit.css'), ':root { --hk-gap: 4px; }');
  await writeFile(join(distDir, 'haulkit.js.map'), '{"version":3}');
  await writeFile(join(distDir, 'custom-elements.json'), '{"schemaVersion":"1.0.0"}');
  return { examplesDir, distDir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** A GET whose path goes out byte for byte (fetch would resolve `..` and escapes first). */
export function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A server's answer as a test reads it: the status and the JSON body (null when empty). */
export type Answer = { status: number; body: unknown };

/** Requests against a test server started later (in beforeAll): send, post JSON, count port calls. */
export function httpHelpers(server: () => TestServer) {
  const send = async (path: string, init?: RequestInit): Promise<Answer> => {
    const response = await fetch(server().url(path), init);
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  };
  return {
    send,
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      send(path, jsonInit('POST', body, headers)),
    postText: (path: string, text: string, contentType = 'application/json') =>
      send(path, { method: 'POST', headers: { 'content-type': contentType }, body: text }),
    calls: (method: string) => server().calls.filter((call) => call.method === method).length,
  };
}
