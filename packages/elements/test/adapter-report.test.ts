/**
 * What the HTTP adapters' interceptor reports reaches the session with its severity (back-office
 * §8): a failed response whose body lacks the error shape is a `warning`, one with it an `error`.
 */
import type { ReportEntry, SessionAdapters } from '@haulkit/core';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adapterLoader } from '../src/lazy/adapter-loader.js';

afterEach(() => vi.unstubAllGlobals());

describe('the tag adapters report failures with their severity', () => {
  it.each([
    ['an HTML error page', 502, '<html>Bad gateway</html>', 'text/html', 'warning'],
    ['a body with the error shape', 500, '{"errors":{"common":["server_error"]}}', 'application/json', 'error'],
  ])('%s → %s', async (_name, status, body, type, severity) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })),
    );
    const reported: ReportEntry[] = [];
    const $adapters = atom<SessionAdapters>({ report: (entry) => reported.push(entry) });
    const { api } = await adapterLoader('https://api.example.com/', undefined, { $adapters })('api');
    await expect(api?.savePrelisting('p-1', { move_items: [] })).rejects.toBeDefined();
    expect(reported.map((entry) => entry.kind === 'failure' && entry.severity)).toEqual([severity]);
  });
});
