import { getCatalogue } from '@haulkit/demo';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_KINDS, type ItemKind, itemKind, moveItemKind } from '../src/index.js';

describe('itemKind: the icon kind of an item name', () => {
  it('knows the 17 kinds the icon set draws, generic item included', () => {
    expect(ITEM_KINDS).toHaveLength(17);
    expect(new Set(ITEM_KINDS).size).toBe(17);
    expect(ITEM_KINDS).toContain('item');
  });

  it.each<[string, ItemKind]>([
    ['3-seat sofa', 'sofa'],
    ['Sofá de 3 plazas', 'sofa'],
    ['Sofa bed', 'sofa'],
    ['Sofá cama', 'sofa'],
    ['Couch', 'sofa'],
    ['Armchair', 'sofa'],
    ['Double bed frame', 'bed'],
    ['Cama de matrimonio', 'bed'],
    ['King size mattress', 'bed'],
    ['Cot', 'bed'],
    ['Bedside table', 'drawers'],
    ['Mesita de noche', 'drawers'],
    ['Chest of drawers', 'drawers'],
    ['Cómoda', 'drawers'],
    ['Double wardrobe', 'wardrobe'],
    ['Armario de dos puertas', 'wardrobe'],
    ['Bookcase', 'wardrobe'],
    ['Coffee table', 'table'],
    ['Mesa de comedor (6 personas)', 'table'],
    ['Dining chair', 'chair'],
    ['Silla de oficina', 'chair'],
    ['Piano stool', 'chair'],
    ['Banqueta de piano', 'chair'],
    ['Bar stool', 'chair'],
    ['Large box', 'box'],
    ['Caja grande', 'box'],
    ['Wardrobe box', 'box'],
    ['Caja armario', 'box'],
    ['Boxes for a 1-bed flat', 'box'],
    ['Suitcase', 'box'],
    ['Fridge-freezer', 'fridge'],
    ['Frigorífico', 'fridge'],
    ['Chest freezer', 'fridge'],
    ['Arcón congelador', 'fridge'],
    ['Washing machine', 'washing-machine'],
    ['Lavadora', 'washing-machine'],
    ['Dishwasher', 'washing-machine'],
    ['Television (over 55 in)', 'tv'],
    ['TV', 'tv'],
    ['Televisor', 'tv'],
    ['Grand piano', 'piano'],
    ['Piano de cola', 'piano'],
    ['Bicycle', 'bike'],
    ['Bicicleta estática', 'bike'],
    ['Motorbike', 'car'],
    ['Carver dining chair', 'chair'],
    ['Floor-standing speaker', 'tv'],
    ['Rotary washing line', 'plant'],
    ['Jukebox', 'piano'],
    ['Set of 4 car tyres', 'car'],
    ['Car seat', 'chair'],
    ['Large house plant', 'plant'],
    ['Maceta grande', 'plant'],
    ['Petrol lawn mower', 'plant'],
    ['Full-length mirror', 'mirror'],
    ['Espejo de cuerpo entero', 'mirror'],
    ['Desk', 'desk'],
    ['Escritorio elevable', 'desk'],
    ['Desktop computer', 'tv'],
    ['Table lamp', 'item'],
    ['Lámpara de mesa', 'item'],
    ['Kettle', 'item'],
  ])('"%s" → %s', (name, kind) => {
    expect(itemKind(name)).toBe(kind);
  });

  it.each([
    ['SOFÁ DE 3 PLAZAS', 'sofa de 3 plazas'],
    ['frigorifico combi', 'Frigorífico combi'],
    ['  washing   MACHINE ', 'Washing machine'],
    ['colchon', 'Colchón'],
  ])('ignores case, accents and spacing: "%s" is what "%s" is', (variant, name) => {
    expect(itemKind(variant)).toBe(itemKind(name));
    expect(itemKind(variant)).not.toBe('item');
  });

  it.each(['', '   ', '—', 'Xylophone'])('"%s" is a generic item', (name) => {
    expect(itemKind(name)).toBe('item');
  });

  it('gives one of ITEM_KINDS for any text, never a throw', () => {
    fc.assert(fc.property(fc.string(), (name) => ITEM_KINDS.includes(itemKind(name))));
  });
});

describe('itemKind over the demo catalogue', () => {
  const catalogue = getCatalogue();

  it('gives the Spanish name of every item the kind of its English name', () => {
    const disagree = catalogue.filter((item) => itemKind(item.name) !== itemKind(item.name_es));
    expect(disagree.map((item) => [item.name, item.name_es])).toEqual([]);
  });

  it('leaves at most 15 % of the items a generic item', () => {
    const generic = catalogue.filter((item) => itemKind(item.name) === 'item');
    expect(generic.length / catalogue.length).toBeLessThanOrEqual(0.15);
  });

  it('draws every kind for some item of the catalogue', () => {
    const used = new Set(catalogue.map((item) => itemKind(item.name)));
    expect([...ITEM_KINDS].filter((kind) => !used.has(kind))).toEqual([]);
  });
});

describe('moveItemKind: a move item named by make and model is a vehicle', () => {
  it.each<[string, Parameters<typeof moveItemKind>[0], ItemKind]>([
    [
      'a car from the make and model lists',
      { name: 'Ford Focus', make_id: 1, make_name: 'Ford', model_id: 102 },
      'car',
    ],
    ['a car from the plate lookup, named like golf kit', { name: 'Volkswagen Golf', make_id: 3 }, 'car'],
    ['a custom car named like golf kit', { name: 'Volkswagen Golf', custom_make_name: 'Volkswagen' }, 'car'],
    ['a custom car', { name: 'Morris Minor', custom_make_name: 'Morris' }, 'car'],
    ['a custom piano (its name says piano)', { name: 'Yamaha U1 piano', custom_make_name: 'Yamaha' }, 'piano'],
    ['a sofa from the search', { name: '3-seat sofa' }, 'sofa'],
    ['an item no keyword matches, with no make', { name: 'Something odd' }, 'item'],
    ['an empty make is no make', { name: 'Something odd', make_name: '' }, 'item'],
  ])('%s', (_what, item, kind) => {
    expect(moveItemKind(item)).toBe(kind);
  });
});
