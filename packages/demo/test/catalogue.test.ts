import { QUANTITY_RANGE_ITEM_IDS } from '@haulkit/core';
import { describe, expect, it } from 'vitest';
import { findItem, getCatalogue, getItemSets } from '../src/index.js';

const catalogue = getCatalogue();
const sets = getItemSets();

describe('demo catalogue', () => {
  it('holds at least 150 items with unique positive integer ids and unique names', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    const ids = catalogue.map((item) => item.item_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    const names = catalogue.map((item) => item.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('names every item in Spanish too, each name unique', () => {
    const names = catalogue.map((item) => item.name_es.trim().toLowerCase());
    expect(names.filter((name) => name === '')).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    [102, 'Sofá de 3 plazas'],
    [203, 'Cama de matrimonio'],
    [217, 'Armario de dos puertas'],
    [845, 'Caja grande'],
    [506, 'Frigorífico combi'],
    [501, 'Lavadora'],
  ])('item %i is called %s in Spain', (id, name) => {
    expect(findItem(id)?.name_es).toBe(name);
  });

  it.each(catalogue.map((item) => [item.name, item] as const))(
    '%s has positive, plausible sizes (≤ 450 cm) and weight (≤ 1000 kg)',
    (_name, item) => {
      for (const side of [item.width, item.height, item.depth]) {
        expect(side).toBeGreaterThan(0);
        expect(side).toBeLessThanOrEqual(450);
      }
      expect(item.weight).toBeGreaterThan(0);
      expect(item.weight).toBeLessThanOrEqual(1000);
    },
  );

  it.each([
    [1020, 'Small box', 'boxes'],
    [884, 'Medium box', 'boxes'],
    [845, 'Large box', 'boxes'],
    [28424, 'Wardrobe box', 'boxes'],
    [26688, 'Roll of bubble wrap', 'boxes'],
  ])('quantity-range id %i is the %s', (id, name, category) => {
    expect(findItem(id)).toMatchObject({ item_id: id, name, category });
    expect(QUANTITY_RANGE_ITEM_IDS).toContain(id);
  });

  const volume = (name: string) => {
    const item = catalogue.find((candidate) => candidate.name === name);
    return item ? (item.width * item.height * item.depth) / 1e6 : Number.NaN;
  };
  const weight = (name: string) => catalogue.find((candidate) => candidate.name === name)?.weight;

  it.each([
    ['2-seat sofa', 1.12, 42],
    ['3-seat sofa', 1.47, undefined],
    ['Double wardrobe', 1.24, 90],
    ['Fridge-freezer', 0.56, 50],
    ['American fridge-freezer', 1.87, 120],
    ['Washing machine', 0.41, 70],
    ['Grand piano', 1.7, undefined],
    ['Large box', 0.166, 10],
    ['Medium box', 0.125, 8],
    ['Small box', 0.091, undefined],
  ])('%s matches the trade figure of docs/domain-notes.md (≈ %f m³)', (name, m3, kg) => {
    expect(Math.abs(volume(name) - m3) / m3).toBeLessThan(0.03);
    if (kg !== undefined) expect(weight(name)).toBe(kg);
  });

  it.each([
    ['Double bed frame', 'Double mattress', 1.42],
    ['King size bed frame', 'King size mattress', 2.0],
  ])('%s with %s makes about %f m³ (docs/domain-notes.md)', (frame, mattress, m3) => {
    expect(Math.abs(volume(frame) + volume(mattress) - m3) / m3).toBeLessThan(0.03);
  });

  it('findItem answers undefined for an unknown id', () => {
    expect(findItem(999_999)).toBeUndefined();
  });
});

describe('demo item sets', () => {
  it('has at least 12 sets with unique names, in English and in Spanish', () => {
    expect(sets.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sets.map((set) => set.name)).size).toBe(sets.length);
    expect(new Set(sets.map((set) => set.name_es.trim())).size).toBe(sets.length);
    expect(sets.filter((set) => set.name_es.trim() === '')).toEqual([]);
  });

  it.each(sets.map((set) => [set.name, set] as const))('%s refers only to existing items', (_name, set) => {
    expect(set.items.length).toBeGreaterThanOrEqual(2);
    for (const line of set.items) {
      expect(findItem(line.item_id), `item ${line.item_id}`).toBeDefined();
      expect(Number.isInteger(line.qty) && line.qty >= 1).toBe(true);
    }
  });

  it.each([
    ['Boxes for a 1-bed flat', 20, 25],
    ['Boxes for a 2-bed house', 40, 45],
    ['Boxes for a 3-bed house', 60, 65],
  ])('%s holds %i to %i boxes (docs/domain-notes.md)', (name, min, max) => {
    const set = sets.find((candidate) => candidate.name === name);
    const boxes = (set?.items ?? []).filter((line) => line.item_id !== 26688).reduce((sum, line) => sum + line.qty, 0);
    expect(boxes).toBeGreaterThanOrEqual(min);
    expect(boxes).toBeLessThanOrEqual(max);
  });
});
