import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { startServer } from '../src/index.js';

/* Uses the default api (the @haulkit/demo engine): fails until that package exists. */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

it('answers item searches from the demo engine by default', async () => {
  const response = await fetch(new URL('/ng/item-search?name=sofa', server.url));
  expect(response.status).toBe(200);
  const results = (await response.json()) as Array<{ name: string; item_set: unknown[] }>;
  expect(results.length).toBeGreaterThanOrEqual(1);
  expect(results[0]?.item_set.length).toBeGreaterThanOrEqual(1);
});
