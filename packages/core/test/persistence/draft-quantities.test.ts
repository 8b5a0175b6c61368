import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  getQuoteSession,
  MAX_QUANTITY,
  resetSessions,
} from '../../src/index.js';
import { furnitureListing, NOW, sofa, wardrobe } from '../session/fixtures.js';

afterEach(() => resetSessions());

/** A draft saved just now whose sofa holds `quantity` (saving does not validate: reading does). */
function savedWith(quantity: unknown) {
  const storage = createMemoryStorage();
  const listing = furnitureListing({ move_items: [{ ...sofa, quantity } as typeof sofa, wardrobe] });
  createDraftStore({ storage, now: () => NOW.getTime() }).save('draft', listing);
  return storage;
}

/**
 * A restored draft is read as strictly as a typed quantity: each line keeps a whole number from 1
 * to 99,999, so the customer sees the line and can fix it, and prices are never asked for with a
 * quantity the marketplace refuses. The rest of the draft is kept.
 */
describe('a restored draft keeps every line, with a quantity from 1 to 99,999', () => {
  it.each([
    ['1e15', MAX_QUANTITY, 1e15],
    ['100000', MAX_QUANTITY, 100_000],
    ['0', 1, 0],
    ['-3', 1, -3],
    ['2.5', 2, 2.5],
    ['NaN (stored as null)', 1, Number.NaN],
    ['"abc"', 1, 'abc'],
    ['"4" (a numeric string)', 4, '4'],
    ['99999', MAX_QUANTITY, 99_999],
  ])('a stored quantity of %s is restored as %i, the other lines untouched', (_label, restored, stored) => {
    const warn = vi.fn();
    const session = getQuoteSession('draft', { storage: savedWith(stored), now: () => NOW.getTime(), warn });
    const items = session.$listing.get().move_items ?? [];
    expect(items.map((item) => [item.name, item.quantity])).toEqual([
      [sofa.name, restored],
      [wardrobe.name, wardrobe.quantity],
    ]);
    expect(session.$listing.get().pre_listing_id).toBe('a9f03c5e');
  });
});
