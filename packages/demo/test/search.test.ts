import { addSearchResult, ItemSearchResponseSchema } from '@haulkit/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createDemoQuoteApi } from '../src/index.js';

const api = createDemoQuoteApi();
const search = (name: string) => api.searchItems({ name });
const names = async (text: string) => (await search(text)).map((result) => result.name);

describe('demo item search', () => {
  it('"sofa" finds sofas and the 3-seat sofa set with its 3+ entries', async () => {
    const results = await search('sofa');
    const found = results.map((result) => result.name);
    expect(found).toEqual(expect.arrayContaining(['2-seat sofa', '3-seat sofa', 'Corner sofa', 'Sofa bed']));
    const set = results.find((result) => result.name === '3-seat sofa set');
    expect(set?.item_set.length).toBeGreaterThanOrEqual(3);
    expect(set?.item_set.map((entry) => [entry.name, entry.qty])).toEqual([
      ['3-seat sofa', 1],
      ['Armchair', 2],
      ['Coffee table', 1],
    ]);
  });

  it.each([
    ['couch', '3-seat sofa'],
    ['settee', '2-seat sofa'],
    ['fri', 'Fridge-freezer'],
    ['fridge', 'Fridge-freezer'],
    ['FRIDGE', 'American fridge-freezer'],
    ['freezer', 'Chest freezer'],
    ['telly', 'Television (43 to 55 in)'],
    ['tv', 'Television (over 55 in)'],
    ['drawers', 'Chest of drawers'],
    ['boxes', 'Large box'],
    ['boxes', 'Boxes for a 1-bed flat'],
    ['box', 'Wardrobe box'],
    ['chairs', 'Dining chair'],
    ['childrens', "Children's wardrobe"],
    ['3 seat', '3-seat sofa'],
    ['double bed', 'Double bed set'],
    ['wash', 'Washing machine'],
    ['piano', 'Grand piano'],
    ['bike', 'Bicycle'],
    ['hoover', 'Vacuum cleaner'],
  ])('"%s" finds %s', async (text, expected) => {
    expect(await names(text)).toContain(expected);
  });

  it.each([
    ['sofa bed', 'Sofa bed'],
    ['Fridge-freezer', 'Fridge-freezer'],
    ['fridge freezer', 'Fridge-freezer'],
    ['tv stand', 'TV stand'],
    ['fri', 'Fridge-freezer'],
    ['sofa', 'Sofa bed'],
    ['wardrobe', 'Wardrobe box'],
  ])('"%s" ranks %s first (exact name, then name starts with the text)', async (text, expected) => {
    expect((await names(text))[0]).toBe(expected);
  });

  it('ranks word prefixes above synonyms', async () => {
    const found = await names('tv');
    expect(found.indexOf('TV stand')).toBeLessThan(found.indexOf('Television (up to 42 in)'));
  });

  it.each([
    ['', 0],
    ['   ', 0],
    ['-', 0],
    ['xylophone', 0],
  ])('"%s" gives no results', async (text) => {
    expect(await search(text)).toEqual([]);
  });

  it.each(['sofa', 'box', 'table', 'chair', 'bed', 'a', 'e', 'set', 'couch', 'fri'])(
    '"%s": at most 10 results, each valid against ItemSearchResponseSchema',
    async (text) => {
      const results = await search(text);
      expect(results.length).toBeGreaterThan(0);
      expect(results.length).toBeLessThanOrEqual(10);
      expect(v.parse(ItemSearchResponseSchema, results)).toEqual(results);
    },
  );

  it('gives a single item as a one-entry item_set in cm and kg with qty 1', async () => {
    const [washer] = await search('washing machine');
    expect(washer).toEqual({
      name: 'Washing machine',
      item_set: [
        {
          item_id: 501,
          name: 'Washing machine',
          width: 60,
          height: 85,
          depth: 80,
          weight: 70,
          dimension_unit: 'cm',
          weight_unit: 'kg',
          category_id: 1,
          qty: 1,
        },
      ],
    });
  });

  it('echoes the query category_id on every entry', async () => {
    const results = await api.searchItems({ name: 'boxes', category_id: 7 });
    expect(results.flatMap((result) => result.item_set).every((entry) => entry.category_id === 7)).toBe(true);
  });

  it('is deterministic', async () => {
    expect(await search('table')).toEqual(await search('table'));
  });

  it('gives sets the item picker can add with their quantities', async () => {
    const [set] = await search('Boxes for a 1-bed flat');
    expect(set?.name).toBe('Boxes for a 1-bed flat');
    const items = set ? addSearchResult([], set) : [];
    expect(items.map((item) => [item.item_id, item.quantity])).toEqual([
      [1020, 8],
      [884, 8],
      [845, 6],
      [28424, 2],
      [26688, 1],
    ]);
  });
});

describe('demo item search and the AbortSignal', () => {
  it('rejects with an AbortError when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.searchItems({ name: 'sofa' }, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('rejects with a DOMException AbortError when aborted during the latency', async () => {
    const slow = createDemoQuoteApi({ latencyMs: 50 });
    const controller = new AbortController();
    const pending = slow.searchItems({ name: 'sofa' }, controller.signal);
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('answers after the latency when not aborted', async () => {
    const slow = createDemoQuoteApi({ latencyMs: 5 });
    const controller = new AbortController();
    expect((await slow.searchItems({ name: 'sofa' }, controller.signal)).length).toBeGreaterThan(0);
  });
});
