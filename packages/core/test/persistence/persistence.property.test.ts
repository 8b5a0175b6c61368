import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Listing, MoveItem } from '../../src/model/index.js';
import {
  createDraftStore,
  createMemoryStorage,
  DRAFT_VERSION,
  type DraftStore,
} from '../../src/session/persistence.js';

const now = Date.UTC(2025, 0, 6, 9);

/** JSON text of a value, or '' for one that has none. */
const text = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
};
/** Any text, any JSON, or a value like the one a key of a draft holds. */
const anyText = (like: fc.Arbitrary<unknown>) => fc.oneof(fc.string(), fc.json(), like.map(text));

const stored = fc.record(
  {
    meta: anyText(
      fc.record(
        {
          v: fc.oneof(fc.constant(DRAFT_VERSION), fc.anything()),
          savedAt: fc.oneof(fc.integer({ min: now - 40 * 60_000, max: now + 60_000 }), fc.double(), fc.anything()),
          createdAt: fc.oneof(fc.integer({ min: now - 13 * 3_600_000, max: now }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    ),
    listing: anyText(fc.oneof(fc.object(), fc.anything())),
    items: anyText(fc.oneof(fc.array(fc.object()), fc.anything())),
  },
  { requiredKeys: ['meta'] },
);

describe('draft store, for any stored value (property-based)', () => {
  it('any string stored under the key and its parts: load gives undefined or a listing, never throws', () => {
    fc.assert(
      fc.property(stored, ({ meta, listing: rest, items }) => {
        const storage = createMemoryStorage();
        storage.setItem('haulkit:draft:default', meta);
        if (rest !== undefined) storage.setItem('haulkit:draft:default#listing', rest);
        if (items !== undefined) storage.setItem('haulkit:draft:default#items', items);
        const warnings: string[] = [];
        const store = createDraftStore({ storage, now: () => now, warn: (text) => warnings.push(text) });
        const listing = store.load('default');
        if (listing === undefined) {
          expect(storage.getItem('haulkit:draft:default')).toBeNull();
          expect(warnings).toHaveLength(1);
        } else {
          expect(Array.isArray(listing.move_items)).toBe(true);
          expect(warnings).toEqual([]);
        }
      }),
    );
  });

  it('any saved listing within 30 minutes loads back equal', () => {
    const item = fc.record({
      name: fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && s.trim() === s),
      quantity: fc.integer({ min: 1, max: 99_999 }),
      fake_id: fc.string(),
    });
    fc.assert(
      fc.property(
        fc.record({ pre_listing_id: fc.string(), move_items: fc.array(item) }),
        fc.integer({ min: 0, max: 30 * 60_000 }),
        (listing, later) => {
          let time = now;
          const store = createDraftStore({ storage: createMemoryStorage(), now: () => time, warn: () => {} });
          store.save('k', listing);
          time += later;
          expect(store.load('k')).toEqual(listing);
        },
      ),
    );
  });

  it('any sequence of edits, each saved (only changed parts written), loads back as the last listing', () => {
    const item = fc.record({
      name: fc.constantFrom('Sofa', 'Box', 'Desk'),
      quantity: fc.integer({ min: 1, max: 99 }),
      fake_id: fc.constantFrom('a', 'b', 'c', 'd', '', 'e#item:x'),
    });
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), item }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(9) }),
      fc.record({
        kind: fc.constant('quantity' as const),
        index: fc.nat(9),
        quantity: fc.integer({ min: 1, max: 99 }),
      }),
      fc.record({ kind: fc.constant('field' as const), value: fc.string() }),
      fc.record({ kind: fc.constant('reverse' as const) }),
      fc.record({ kind: fc.constant('same' as const) }),
      fc.record({ kind: fc.constant('reload' as const) }),
    );
    type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;
    const apply = (listing: Listing, change: Edit): Listing => {
      const items: MoveItem[] = listing.move_items ?? [];
      switch (change.kind) {
        case 'add':
          return { ...listing, move_items: [...items, change.item] };
        case 'remove':
          return { ...listing, move_items: items.filter((_, index) => index !== change.index) };
        case 'quantity':
          return {
            ...listing,
            move_items: items.map((entry, index) =>
              index === change.index ? { ...entry, quantity: change.quantity } : entry,
            ),
          };
        case 'field':
          return { ...listing, pre_listing_id: change.value };
        case 'reverse':
          return { ...listing, move_items: [...items].reverse() };
        default:
          return listing;
      }
    };
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25 }), (edits) => {
        const storage = createMemoryStorage();
        const open = (): DraftStore => createDraftStore({ storage, now: () => now, warn: () => {} });
        let store = open();
        let listing: Listing = { move_items: [] };
        store.save('k', listing);
        for (const change of edits) {
          if (change.kind === 'reload') {
            store = open();
            listing = store.load('k') ?? listing;
          } else {
            listing = apply(listing, change);
          }
          store.save('k', listing);
        }
        const warnings: string[] = [];
        expect(createDraftStore({ storage, now: () => now, warn: (text) => warnings.push(text) }).load('k')).toEqual(
          listing,
        );
        expect(warnings).toEqual([]);
      }),
    );
  });
});
