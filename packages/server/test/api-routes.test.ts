import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.js';
import { startServer } from '../src/index.js';
import { createFakeQuoteApi, createSiteFolders } from './fixtures.js';

const api = createFakeQuoteApi();
let server: RunningServer;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const folders = await createSiteFolders();
  cleanup = folders.cleanup;
  server = await startServer({ port: 0, api, examplesDir: folders.examplesDir, distDir: folders.distDir });
});

afterAll(async () => {
  await server.close();
  await cleanup();
});

const url = (path: string) => new URL(path, server.url).href;
const postJson = (path: string, body: unknown) =>
  fetch(url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('GET /ng/item-search', () => {
  it('answers the api results as JSON and passes the query on, numbers as numbers', async () => {
    const response = await fetch(
      url('/ng/item-search?name=sofa&category_id=3&dimensionUnit=cm&weightUnit=kg&pre_listing_id=p-1&extra=x'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual([
      { name: 'sofa (2 seater)', item_set: [{ name: 'Sofa', qty: 1, dimension_unit: 'cm', weight_unit: 'kg' }] },
    ]);
    expect(api.searches.at(-1)).toEqual({
      name: 'sofa',
      category_id: 3,
      dimensionUnit: 'cm',
      weightUnit: 'kg',
      pre_listing_id: 'p-1',
    });
  });

  it.each([
    ['no name', '/ng/item-search', 'missing'],
    ['a unit other than cm', '/ng/item-search?name=sofa&dimensionUnit=in', 'invalid'],
    ['a non-numeric category', '/ng/item-search?name=sofa&category_id=abc', 'invalid'],
  ])('refuses %s with a 400 input body', async (_case, path, code) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; codes: string[]; messages: string[] };
    expect(body.type).toBe('input');
    expect(body.codes).toEqual([code]);
    expect(body.messages).toHaveLength(1);
  });
});

describe('/ng/prelisting/:id', () => {
  const listing = { category_id: 1, move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'f1' }] };

  it('saves a valid listing, answers its prices, and serves it back', async () => {
    const saved = await postJson('/ng/prelisting/abc-1', listing);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ prices: { '2030-01-01': 120 }, men_required: 1, lowest_price: 120 });
    expect(api.saved.at(-1)?.[0]).toBe('abc-1');

    const read = await fetch(url('/ng/prelisting/abc-1'));
    expect(read.status).toBe(200);
    const stored = (await read.json()) as Record<string, unknown>;
    expect(stored).toMatchObject({ pre_listing_id: 'abc-1', category_id: 1 });
    expect(stored.move_items).toEqual([expect.objectContaining({ name: 'Sofa', quantity: 1, fake_id: 'f1' })]);
  });

  it('answers 404 with the §8 not_found body for an unknown pre-listing', async () => {
    const response = await fetch(url('/ng/prelisting/never-saved'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { common: ['not_found'] } });
  });

  it('refuses an invalid listing with a 400 input body naming the field', async () => {
    const response = await postJson('/ng/prelisting/abc-2', { move_items: [{ name: 'Sofa', quantity: 0 }] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { type: string; codes: string[]; messages: string[] };
    expect(body.type).toBe('input');
    expect(body.codes).toEqual(expect.arrayContaining(['invalid', 'missing']));
    expect(body.messages.join('\n')).toMatch(/move_items\.0\.quantity/);
    expect(body.messages.join('\n')).toMatch(/move_items\.0\.fake_id/);
    expect((await fetch(url('/ng/prelisting/abc-2'))).status).toBe(404);
  });

  it('refuses a body that is not JSON with a 400 input body', async () => {
    const response = await fetch(url('/ng/prelisting/abc-3'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'input', codes: ['invalid'] });
  });
});

describe('unknown /ng paths and failing api calls', () => {
  it.each([
    ['GET', '/ng/nothing-here'],
    ['POST', '/ng/inventory/removal-preset'],
    ['GET', '/ng/'],
  ])('%s %s answers 404 with the §8 body', async (method, path) => {
    const response = await fetch(url(path), { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { common: ['not_found'] } });
  });

  it('answers 500 with a §8 body when the api throws', async () => {
    const failing = await startServer({
      api: {
        searchItems: () => Promise.reject(new Error('boom')),
        savePrelisting: () => Promise.reject(new Error('boom')),
      },
    });
    try {
      const response = await fetch(new URL('/ng/item-search?name=sofa', failing.url));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ errors: { common: ['server_error'] } });
    } finally {
      await failing.close();
    }
  });
});
