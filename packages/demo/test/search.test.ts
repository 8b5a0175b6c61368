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
    ['sofa', '2-seat sofa'],
    ['wardrobe', 'Single wardrobe'],
    ['freezer', 'Chest freezer'],
    ['box', 'Small box'],
  ])('"%s" ranks %s first (exact name, then the head noun, shorter first)', async (text, expected) => {
    expect((await names(text))[0]).toBe(expected);
  });

  /** Where a name comes in the results; past the end when it is not there. */
  const place = (found: readonly string[], name: string) =>
    found.includes(name) ? found.indexOf(name) : Number.POSITIVE_INFINITY;

  it.each([
    ['bed', 'Bunk bed', 'Bedside table'],
    ['bed', 'Double bed set', 'Bedside table'],
    ['sofa', '3-seat sofa', 'Sofa bed'],
    ['sofa', '2-seat sofa', 'Sofa bed'],
    ['piano', 'Grand piano', 'Piano stool'],
    ['piano', 'Upright piano', 'Piano stool'],
    ['wardrobe', 'Double wardrobe', 'Wardrobe box'],
    ['fridge', 'Under-counter fridge', 'Fridge-freezer'],
    ['drawers', 'Chest of drawers', 'Pedestal drawers'],
    ['tv', 'TV stand', 'Television (up to 42 in)'],
  ])('"%s" ranks %s before %s (head noun, whole word, word start, synonym)', async (text, better, worse) => {
    const found = await names(text);
    expect(found).toContain(better);
    expect(found.indexOf(better)).toBeLessThan(place(found, worse));
  });

  it('ranks every head-noun match of "bed" before the first whole-word or word-start match', async () => {
    const found = await names('bed');
    const lastHead = found.findLastIndex((name) => / bed$/.test(name));
    expect(lastHead).toBeGreaterThanOrEqual(3);
    expect(found.slice(0, lastHead + 1).every((name) => / bed$/.test(name))).toBe(true);
  });

  it('breaks ties by the shorter name, then by catalogue order', async () => {
    expect((await names('sofa')).slice(0, 4)).toEqual(['2-seat sofa', '3-seat sofa', '4-seat sofa', 'Corner sofa']);
  });

  it('puts packing materials first among equal matches', async () => {
    expect((await names('box')).slice(0, 4)).toEqual(['Small box', 'Large box', 'Medium box', 'Wardrobe box']);
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

describe('demo item search in Spanish (es-ES)', () => {
  const spanish = createDemoQuoteApi({ locale: 'es-ES' });
  const namesEs = async (text: string) => (await spanish.searchItems({ name: text })).map((result) => result.name);

  it('answers "sofá" with Spanish names, "Sofá de 3 plazas" before "Sofá cama"', async () => {
    const found = await namesEs('sofá');
    expect(found).toEqual(expect.arrayContaining(['Sofá de 3 plazas', 'Sofá cama', 'Sofá rinconera']));
    expect(found.indexOf('Sofá de 3 plazas')).toBeLessThan(found.indexOf('Sofá cama'));
    expect(found.some((name) => /sofa/i.test(name))).toBe(false);
  });

  it('names the entries of an item set in Spanish too', async () => {
    const [set] = await spanish.searchItems({ name: 'Conjunto de sofá de 3 plazas' });
    expect(set?.name).toBe('Conjunto de sofá de 3 plazas');
    expect(set?.item_set.map((entry) => [entry.item_id, entry.name, entry.qty])).toEqual([
      [102, 'Sofá de 3 plazas', 1],
      [107, 'Sillón', 2],
      [114, 'Mesa de centro', 1],
    ]);
  });

  it.each([
    ['sofa', 'Sofá de 3 plazas'],
    ['SOFÁS', 'Sofá de 2 plazas'],
    ['frigorifico', 'Frigorífico combi'],
    ['nevera', 'Frigorífico americano'],
    ['lavadora', 'Lavadora'],
    ['caja grande', 'Caja grande'],
    ['cajas piso', 'Cajas para un piso de 1 dormitorio'],
    ['tv', 'Televisor (más de 55 pulgadas)'],
    ['armario', 'Armario de dos puertas'],
    ['cama matrimonio', 'Cama de matrimonio'],
  ])('"%s" finds %s (accent- and case-insensitive, plurals, synonyms)', async (text, expected) => {
    expect(await namesEs(text)).toContain(expected);
  });

  it.each([
    ['cama', 'Cama individual', 'Sofá cama'],
    ['caja', 'Caja grande', 'Caja armario'],
    ['mesa', 'Mesa de centro', 'Mesita de noche'],
    ['piano', 'Piano de cola', 'Banqueta de piano'],
  ])('"%s" ranks %s (its first word is the head noun) before %s', async (text, better, worse) => {
    const found = await namesEs(text);
    expect(found).toContain(better);
    expect(found.indexOf(better)).toBeLessThan(found.includes(worse) ? found.indexOf(worse) : Number.POSITIVE_INFINITY);
  });

  it.each(['es', 'es-MX', 'ES-es'])(
    'a search locale of %s answers in Spanish, over the context locale',
    async (locale) => {
      const [first] = await api.searchItems({ name: 'lavadora', locale });
      expect(first?.name).toBe('Lavadora');
    },
  );

  it.each(['en-GB', 'fr-FR', 'eses'])('a search locale of %s answers in English', async (locale) => {
    const [first] = await spanish.searchItems({ name: 'washing machine', locale });
    expect(first?.name).toBe('Washing machine');
  });

  it('keeps the same ids, sizes and quantities as the English answer', async () => {
    const strip = (results: Awaited<ReturnType<typeof search>>) =>
      results.flatMap((result) => result.item_set.map(({ name: _name, ...entry }) => entry));
    const english = await search('washing machine');
    const [washer] = await spanish.searchItems({ name: 'lavadora' });
    expect(strip(washer ? [washer] : [])).toEqual(strip(english.slice(0, 1)));
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
