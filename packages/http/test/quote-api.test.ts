import type { ItemSearchQuery, Listing, QuoteApi } from '@haulkit/core';
import type { RunningServer } from '@haulkit/server';
import { startServer } from '@haulkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpQuoteApi, isInputError } from '../src/index.js';

/** The reference server, answering from a recording fake so results are fixed. */
const searches: ItemSearchQuery[] = [];
const fakeApi: QuoteApi = {
  async searchItems(query) {
    searches.push(query);
    return [
      { name: 'Sofa', item_set: [{ name: 'Sofa', qty: 1, width: 200, dimension_unit: 'cm', weight_unit: 'kg' }] },
    ];
  },
  async savePrelisting() {
    return { prices: { '2030-01-01': 120 }, men_required: 2, has_ferry: false };
  },
};

let server: RunningServer;
let api: QuoteApi;

beforeAll(async () => {
  server = await startServer({ port: 0, api: fakeApi });
  api = createHttpQuoteApi({ apiBase: server.url });
});

afterAll(async () => {
  await server.close();
});

describe('searchItems against the reference server', () => {
  it('sends the spec defaults (category 1, cm, kg) and answers the parsed results', async () => {
    const results = await api.searchItems({ name: 'sofa' });
    expect(results).toEqual([
      { name: 'Sofa', item_set: [{ name: 'Sofa', qty: 1, width: 200, dimension_unit: 'cm', weight_unit: 'kg' }] },
    ]);
    expect(searches.at(-1)).toEqual({ name: 'sofa', category_id: 1, dimensionUnit: 'cm', weightUnit: 'kg' });
  });

  it('sends the category and pre-listing id it is given', async () => {
    await api.searchItems({ name: 'piano', category_id: 4, pre_listing_id: 'p-9' });
    expect(searches.at(-1)).toMatchObject({ name: 'piano', category_id: 4, pre_listing_id: 'p-9' });
  });
});

describe('savePrelisting against the reference server', () => {
  const listing: Listing = {
    category_id: 1,
    move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'f1', dimension_unit: 'cm', weight_unit: 'kg' }],
  };

  it('posts the listing and answers its prices; the server keeps the listing', async () => {
    const prices = await api.savePrelisting('q-1', listing);
    expect(prices).toEqual({ prices: { '2030-01-01': 120 }, men_required: 2, has_ferry: false });
    const stored = await fetch(new URL('ng/prelisting/q-1', server.url));
    expect(await stored.json()).toMatchObject({ pre_listing_id: 'q-1', category_id: 1 });
  });

  it('rejects with an InputError carrying the codes when the server refuses the listing', async () => {
    const invalid = { move_items: [{ name: 'Sofa', quantity: 0 }] } as unknown as Listing;
    const error = await api.savePrelisting('q-2', invalid).catch((reason: unknown) => reason);
    expect(isInputError(error)).toBe(true);
    if (!isInputError(error)) return;
    expect(error.code).toBe('input');
    expect(error.status).toBe(400);
    expect(error.codes).toEqual(expect.arrayContaining(['invalid', 'missing']));
    expect(error.messages.join('\n')).toContain('move_items.0.quantity');
    expect(error.message).toContain(`POST ${server.url}ng/prelisting/q-2`);
  });

  it('encodes the pre-listing id into the path', async () => {
    await api.savePrelisting('a/b c', listing);
    const stored = await fetch(new URL(`ng/prelisting/${encodeURIComponent('a/b c')}`, server.url));
    expect(stored.status).toBe(200);
  });
});
