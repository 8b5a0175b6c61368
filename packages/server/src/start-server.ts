import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { AppOptions } from './app.js';
import { buildApp } from './app.js';

/** Where the server listens, plus what it serves. */
export interface ServerOptions extends AppOptions {
  /**
   * The port; 0 picks a free one (read it back from the result).
   * @default 0
   */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
}

/** A listening reference server. */
export interface RunningServer {
  /** Its root, with a trailing slash: `http://127.0.0.1:4173/`. */
  url: string;
  /** The port it listens on. */
  port: number;
  /**
   * Stops listening: requests a fault keeps waiting (hang, delay) end at once, other open
   * requests get 1 s to finish before their connections are cut; resolves when all are closed.
   */
  close(): Promise<void>;
}

/** Open connections get this long to finish before `close()` cuts them. */
const closeGraceMs = 1000;

/**
 * Starts the reference server on Node (hono over @hono/node-server).
 *
 * @example
 * const server = await startServer({ port: 0 });
 * await fetch(`${server.url}ng/item-search?name=sofa`);
 * await server.close();
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { port = 0, host = '127.0.0.1', ...appOptions } = options;
  const { app, shutdown } = buildApp(appOptions);
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${hostInUrl}:${address.port}/`,
    port: address.port,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        shutdown();
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, closeGraceMs);
        force.unref();
        server.close((error) => {
          clearTimeout(force);
          if (error) reject(error);
          else resolve();
        });
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      return closing;
    },
  };
}
