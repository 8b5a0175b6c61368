import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A throw-away node:http server for one error shape; counts the requests it received. */
export interface AdHocServer {
  /** Its root, with a trailing slash. */
  url: string;
  /** Requests received so far, in order. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

/** Starts a server on a free port; `handle` gets the request and its 0-based attempt number. */
export async function startAdHocServer(
  handle: (req: IncomingMessage, res: ServerResponse, attempt: number) => void,
): Promise<AdHocServer> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    handle(req, res, requests.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers `body` as JSON with `status` and extra headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
