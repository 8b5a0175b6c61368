/**
 * A partner's prefill (what it knows of the job) is read field by field with the rules a
 * customer's typing meets: quantities (docs/behaviour/quote-flow.md §5, §9), custom items (§5),
 * addresses with coordinates (§5), the email ask's check. A bad field is refused alone, with its
 * path, and the good ones are kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREFILL_FIELDS, PrefillSchema, readPrefill } from '../../src/model/index.js';
import * as v from '../../src/model/valibot.js';

const pickup = { formatted_address: '10 Downing Street, London', latitude: 51.5034, longitude: -0.1276 };

describe('readPrefill keeps what passes', () => {
  it.each([
    ['a category (trimmed, any case)', { category: ' House-Move ' }, { category: 'house-move' }],
    [
      'catalogue items by id and by name, quantity 1 when absent and numeric text read as a number',
      { items: [{ id: 102, quantity: 2 }, { name: '  3-seat sofa ' }, { id: '107', quantity: '3' }] },
      {
        items: [
          { id: 102, quantity: 2 },
          { name: '3-seat sofa', quantity: 1 },
          { id: '107', quantity: 3 },
        ],
      },
    ],
    [
      'a custom item with all four sizes and its units',
      {
        items: [
          { name: 'Desk', width: 4, height: 2.5, depth: 2, weight: 60, dimension_unit: 'ft', weight_unit: 'lbs' },
        ],
      },
      {
        items: [
          {
            name: 'Desk',
            quantity: 1,
            width: 4,
            height: 2.5,
            depth: 2,
            weight: 60,
            dimension_unit: 'ft',
            weight_unit: 'lbs',
          },
        ],
      },
    ],
    [
      'a custom item past the soft bounds only (a person would be asked to confirm; a partner cannot be)',
      { items: [{ name: 'Upright piano', width: 150, height: 130, depth: 65, weight: 260 }] },
      { items: [{ name: 'Upright piano', quantity: 1, width: 150, height: 130, depth: 65, weight: 260 }] },
    ],
    ['an address with coordinates, unknown keys of it dropped', { pickup: { ...pickup, place_id: 'x' } }, { pickup }],
    ['the text of an address, to look up', { delivery: ' LS1 1UR ' }, { delivery: { formatted_address: 'LS1 1UR' } }],
    [
      'an address without coordinates that has a postcode and town',
      { delivery: { postcode: 'LS1 1UR', town: 'Leeds' } },
      { delivery: { postcode: 'LS1 1UR', town: 'Leeds' } },
    ],
    ['an email address (trimmed)', { email: ' ana@example.com ' }, { email: 'ana@example.com' }],
    ['the highest quantity', { items: [{ id: 1, quantity: 99_999 }] }, { items: [{ id: 1, quantity: 99_999 }] }],
    ['an empty prefill', {}, {}],
  ])('%s', (_name, input, prefill) => {
    const read = readPrefill(input);
    expect(read).toMatchObject({ prefill, issues: [] });
    expect(read.prefill).toEqual(prefill);
  });
});

describe('readPrefill refuses a bad part alone, naming its field', () => {
  it.each([
    ['a category that is none', { category: 'sofas' }, 'category', /^"sofas" is not one of furniture, house-move/],
    [
      'a quantity of 0',
      { items: [{ id: 1, quantity: 0 }] },
      'items[0].quantity',
      /^0 is not a whole number from 1 to 99,999$/,
    ],
    ['a fractional quantity', { items: [{ id: 1, quantity: 1.5 }] }, 'items[0].quantity', /^1\.5 is not a whole/],
    [
      'a quantity over 99,999',
      { items: [{ id: 1, quantity: 100_000 }] },
      'items[0].quantity',
      /^100000 is not a whole/,
    ],
    ['a quantity as words', { items: [{ id: 1, quantity: 'two' }] }, 'items[0].quantity', /^"two" is not a whole/],
    [
      'a misspelt field of an item',
      { items: [{ name: 'Armchair', qty: 2 }] },
      'items[0].qty',
      /^is not a field of an item \(id, name, quantity/,
    ],
    ['an item with neither id nor name', { items: [{ quantity: 2 }] }, 'items[0]', /^has neither an id nor a name$/],
    ['a blank name', { items: [{ name: '  ' }] }, 'items[0].name', /^is blank$/],
    [
      'a name of 101 characters',
      { items: [{ name: 'x'.repeat(101) }] },
      'items[0].name',
      /^is longer than 100 characters$/,
    ],
    ['an item that is no object', { items: ['sofa'] }, 'items[0]', /^"sofa" is not an item/],
    ['items that are no list', { items: 'sofa' }, 'items', /^"sofa" is not a list of items$/],
    [
      'a custom item missing a size',
      { items: [{ name: 'Desk', width: 120, height: 75, weight: 30 }] },
      'items[0].depth',
      /^is missing: give all of width, height, depth and weight, or none$/,
    ],
    [
      'a custom item with a size of 0',
      { items: [{ name: 'Desk', width: 0, height: 75, depth: 60, weight: 30 }] },
      'items[0].width',
      /^0 is not a size above 0$/,
    ],
    [
      'a custom item past the hard bounds',
      { items: [{ name: 'Boat', width: 500, height: 75, depth: 60, weight: 30 }] },
      'items[0].width',
      /^500 cm is more than the 450 cm an item may measure$/,
    ],
    [
      'an unknown unit',
      { items: [{ name: 'Desk', width: 1, height: 1, depth: 1, weight: 1, dimension_unit: 'km' }] },
      'items[0].dimension_unit',
      /km/,
    ],
    [
      'a latitude out of range',
      { pickup: { latitude: 95, longitude: 0, formatted_address: 'x' } },
      'pickup.latitude',
      /./,
    ],
    [
      'an address with nothing to look up',
      { pickup: { types: ['route'] } },
      'pickup',
      /^has no latitude and longitude and no text to look up/,
    ],
    ['an address that is a number', { delivery: 42 }, 'delivery', /^42 is not an address/],
    ['an e-mail that is none', { email: 'ana@example' }, 'email', /^"ana@example" is not a valid email address$/],
    [
      'a field a prefill does not have',
      { phone: '0123' },
      'phone',
      /^is not a field of a prefill \(category, items, pickup, delivery, email\)$/,
    ],
  ])('%s', (_name, input, field, message) => {
    const { issues } = readPrefill(input);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.field).toBe(field);
    expect(issues[0]?.message).toMatch(message);
  });

  it('keeps the good parts of a partly bad prefill: the other fields and the other items', () => {
    const { prefill, issues, itemIndexes } = readPrefill({
      category: 'furniture',
      items: [{ id: 102, quantity: 1 }, { name: 'Armchair', quantity: -1 }, { name: 'Desk', qty: 1 }, { name: 'Lamp' }],
      pickup,
      delivery: { latitude: 'north' },
      email: 'not an address',
      notes: 'Ring twice',
    });
    expect(prefill).toEqual({
      category: 'furniture',
      items: [
        { id: 102, quantity: 1 },
        { name: 'Lamp', quantity: 1 },
      ],
      pickup,
    });
    expect(itemIndexes).toEqual([0, 3]);
    expect(issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['notes', 'unknownField'],
      ['items[1].quantity', 'invalid'],
      ['items[2].qty', 'unknownField'],
      ['delivery.latitude', 'invalid'],
      ['email', 'invalid'],
    ]);
  });

  it.each([null, 'text', 42, [1, 2], true])('refuses %o as a whole: it is not an object', (input) => {
    expect(readPrefill(input)).toEqual({
      prefill: {},
      issues: [{ field: '', code: 'notObject', message: 'is not an object' }],
      itemIndexes: [],
    });
  });

  it('reads own fields only: a page’s Object.prototype adds no field and no unknown key', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.quantity = 5;
    proto.extra = 'x';
    try {
      expect(readPrefill({ items: [{ id: 3 }] })).toEqual({
        prefill: { items: [{ id: 3, quantity: 1 }] },
        issues: [],
        itemIndexes: [0],
      });
    } finally {
      delete proto.quantity;
      delete proto.extra;
    }
  });

  it('any JSON gives a prefill of known fields and coded issues, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const { prefill, issues } = readPrefill(input);
        expect(Object.keys(prefill).every((key) => (PREFILL_FIELDS as readonly string[]).includes(key))).toBe(true);
        for (const issue of issues) expect(issue.message.length).toBeGreaterThan(0);
        // What passes is a valid prefill by the one schema.
        expect(v.safeParse(PrefillSchema, prefill).success).toBe(true);
      }),
    );
  });
});
