import { describe, expect, it } from 'vitest';
import { jsonText } from '../src/json-text.js';
import type { Listing } from '../src/model/index.js';
import { createDraftStore, createMemoryStorage } from '../src/session/persistence.js';

// Prototype.js 1.6 gave arrays a toJSON of their own, so `JSON.stringify([1])` gives '"[1]"' on
// a page that still loads it: every list in a request body or a saved draft became a string.

/** Runs `write` with Array.prototype.toJSON as Prototype.js 1.6 defined it, then cleans up. */
function onPrototypeJsPage<T>(write: () => T): T {
  const arrays = Array.prototype as unknown as { toJSON?: () => string };
  arrays.toJSON = function toJSON(this: unknown[]) {
    return `[${this.map((value) => JSON.stringify(value)).join(', ')}]`;
  };
  try {
    return write();
  } finally {
    delete arrays.toJSON;
  }
}

const listing: Listing = {
  pre_listing_id: 'p1',
  men_required: 2,
  listing_cart: [{ type: 'van', amount: 10 }],
  move_items: [
    { name: '3-seat sofa', quantity: 1, fake_id: 'a', width: 210 },
    { name: 'Large box', quantity: 12, fake_id: 'b' },
  ],
};

const values: [string, unknown][] = [
  ['a listing with its lists', listing],
  ['a list at the top', [1, 'two', { three: [3] }]],
  ['lists in lists', { grid: [[1, 2], [], [[3]]] }],
  ['holes and undefined in a list read as null', { list: [undefined, () => 1, 2] }],
  ['a date keeps its own toJSON', { at: new Date(Date.UTC(2026, 10, 24, 9)) }],
  ['an object with its own toJSON', { money: { toJSON: () => '£12.50' } }],
  ['an empty list and an empty object', { list: [], object: {} }],
  ['plain values', { text: 'a "quoted" word', number: 1.5, flag: false, none: null }],
];

describe('jsonText', () => {
  it('the pollution is real: JSON.stringify turns a list into a string there', () => {
    expect(onPrototypeJsPage(() => JSON.stringify({ list: [1] }))).toBe('{"list":"[1]"}');
  });

  it.each(values)('%s: the same text as JSON.stringify on a clean page', (_name, value) => {
    expect(jsonText(value)).toBe(JSON.stringify(value));
  });

  it.each(values)('%s: the same text on a page whose Array.prototype has a toJSON', (_name, value) => {
    const clean = JSON.stringify(value);
    expect(onPrototypeJsPage(() => jsonText(value))).toBe(clean);
  });

  it('a draft saved on such a page is read back whole after a reload', () => {
    const storage = createMemoryStorage();
    onPrototypeJsPage(() => createDraftStore({ storage }).save('job', listing));
    expect(createDraftStore({ storage }).load('job')).toEqual(listing);
  });
});
