import type { Ports } from '@haulkit/core';
import type { RunningServer } from '@haulkit/server';
import type { HttpAdaptersConfig } from '../src/index.js';
import { createHttpAdapters } from '../src/index.js';

/** What GET /__faults/log answers per request. */
export interface FaultLogEntry {
  method: string;
  path: string;
  status: number | string;
  at: string;
}

/** Adapters talking to the reference server, with a fetch that counts and keeps each request. */
export function serverAdapters(
  server: RunningServer,
  config: Partial<HttpAdaptersConfig> = {},
): { ports: Ports; requests: Request[]; answered: Promise<void>[] } {
  const requests: Request[] = [];
  const answered: Promise<void>[] = [];
  const counting: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const response = fetch(request);
    answered.push(
      response.then(
        () => undefined,
        () => undefined,
      ),
    );
    return response;
  };
  const ports = createHttpAdapters({
    apiBase: server.url,
    paymentBase: `${server.url}pay/`,
    fetch: counting,
    random: () => 0,
    retry: { backoffMs: 20 },
    ...config,
  });
  return { ports, requests, answered };
}

/** Adds a per-route fault rule (contract 3: POST /__faults). */
export async function addFaultRule(server: RunningServer, path: string, fault: string, method?: string): Promise<void> {
  const response = await fetch(`${server.url}__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, fault, ...(method === undefined ? {} : { method }) }),
  });
  if (!response.ok) throw new Error(`POST /__faults answered ${response.status}: ${await response.text()}`);
}

/** Clears the rules and the log (DELETE /__faults). */
export async function clearFaults(server: RunningServer): Promise<void> {
  await fetch(`${server.url}__faults`, { method: 'DELETE' });
}

/** The requests the server saw since the last clear, on `path` only when given. */
export async function faultLog(server: RunningServer, path?: string): Promise<FaultLogEntry[]> {
  const entries = (await (await fetch(`${server.url}__faults/log`)).json()) as FaultLogEntry[];
  return path === undefined ? entries : entries.filter((entry) => entry.path === path);
}
