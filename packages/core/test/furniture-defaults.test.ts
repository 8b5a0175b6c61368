import { describe, expect, it } from 'vitest';
import type { CatalogueItem, FurnitureDefaults } from '../src/index.js';
import { defaultItemChoices, fakeId, furnitureDefaultGroups, isClothingGroup } from '../src/rules/items/index.js';

const item = (name: string, width: number): CatalogueItem => ({
  item_id: width,
  name,
  width,
  height: 80,
  depth: 60,
  weight: 20,
  dimension_unit: 'cm',
  weight_unit: 'kg',
  qty: 1,
});
const sofa = item('3-seat sofa', 210);
const bed = item('Double bed', 140);
const box = item('Large box', 55);
const rail = item('Clothes rail', 150);

/** The furniture defaults as the server sends them: groups in its order, Clothing last. */
const defaults: FurnitureDefaults = {
  'Living room': [sofa],
  Bedroom: [bed],
  'Boxes and packing': [box],
  Clothing: [box, rail],
};

describe('furniture defaults beside the search (docs/behaviour/quote-flow.md §7, §9)', () => {
  it('keeps the server’s groups and their order, items included', () => {
    expect(furnitureDefaultGroups(defaults)).toEqual([
      { name: 'Living room', items: [sofa] },
      { name: 'Bedroom', items: [bed] },
      { name: 'Boxes and packing', items: [box] },
      { name: 'Clothing', items: [box, rail] },
    ]);
  });

  it('drops the Clothing group on the phone view only', () => {
    expect(furnitureDefaultGroups(defaults, { phone: true }).map((group) => group.name)).toEqual([
      'Living room',
      'Bedroom',
      'Boxes and packing',
    ]);
    expect(furnitureDefaultGroups(defaults, { phone: false })).toHaveLength(4);
  });

  it.each([
    ['Clothing', true],
    ['clothing', true],
    [' CLOTHING ', true],
    // A server that answers in the customer's language (Accept-Language: es-ES) names it in Spanish.
    ['Ropa', true],
    [' ROPA ', true],
    ['Ropa de cama', false],
    ['Clothing and shoes', false],
    ['Bedroom', false],
  ])('%j is the Clothing group: %s', (name, clothing) => {
    expect(isClothingGroup(name)).toBe(clothing);
    expect(furnitureDefaultGroups({ [name]: [rail] }, { phone: true })).toHaveLength(clothing ? 0 : 1);
  });

  it('leaves out groups without items, and reads nothing from an answer that is not an object', () => {
    const odd = { Garden: [], Office: 'none', Bedroom: [bed] } as unknown as FurnitureDefaults;
    expect(furnitureDefaultGroups(odd)).toEqual([{ name: 'Bedroom', items: [bed] }]);
    expect(furnitureDefaultGroups(null)).toEqual([]);
    expect(furnitureDefaultGroups(undefined, { phone: true })).toEqual([]);
  });
});

describe('partner default items (§4 Partner item view)', () => {
  it('offers each item once, where it first comes, with the fake_id it joins the list under', () => {
    const all = furnitureDefaultGroups(defaults).flatMap((group) => group.items);
    const choices = defaultItemChoices(all);
    expect(choices.map((choice) => choice.item.name)).toEqual([
      '3-seat sofa',
      'Double bed',
      'Large box',
      'Clothes rail',
    ]);
    expect(choices[0]?.fakeId).toBe(fakeId(sofa));
    expect(choices[2]?.item).toBe(box);
  });
});
