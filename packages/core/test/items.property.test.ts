import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addSearchResult,
  MAX_QUANTITY,
  nextQuantity,
  parseTypedQuantity,
  previousQuantity,
  QUANTITY_RANGE_ITEM_IDS,
} from '../src/index.js';

const itemId = fc.oneof(fc.constantFrom(...QUANTITY_RANGE_ITEM_IDS), fc.integer({ min: 1, max: 50_000 }));
const quantity = fc.integer({ min: 1, max: MAX_QUANTITY });

describe('item rules, for any input (property-based)', () => {
  it('a typed quantity is always a whole number 1–99,999: the typed one, or the previous with a code; typing never removes', () => {
    fc.assert(
      fc.property(fc.string(), quantity, (text, previous) => {
        const outcome = parseTypedQuantity(text, previous);
        expect(Number.isInteger(outcome.quantity)).toBe(true);
        expect(outcome.quantity).toBeGreaterThanOrEqual(1);
        expect(outcome.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
        if (outcome.error) expect(outcome.quantity).toBe(previous);
        else expect(outcome.quantity).toBe(Number(text.trim()));
      }),
    );
  });

  it('plus never lowers and never passes 99,999; minus never raises and never goes below 0', () => {
    fc.assert(
      fc.property(itemId, quantity, (item_id, q) => {
        const up = nextQuantity({ item_id, quantity: q });
        const down = previousQuantity({ item_id, quantity: q });
        expect(up).toBeGreaterThanOrEqual(q);
        expect(up).toBeLessThanOrEqual(MAX_QUANTITY);
        expect(up === q).toBe(q === MAX_QUANTITY);
        expect(down).toBeLessThan(q);
        expect(down).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('plus then minus comes back for quantities already on the step grid', () => {
    const onGrid = fc.oneof(
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 1, max: 6 }).map((n) => n * 5),
      fc.integer({ min: 3, max: 9_998 }).map((n) => n * 10),
    );
    fc.assert(
      fc.property(fc.constantFrom(...QUANTITY_RANGE_ITEM_IDS), onGrid, (item_id, q) => {
        expect(previousQuantity({ item_id, quantity: nextQuantity({ item_id, quantity: q }) })).toBe(q);
      }),
    );
  });

  it('adding the same result twice never adds lines and doubles every quantity (capped)', () => {
    const entry = fc.record({
      name: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
      width: fc.integer({ min: 1, max: 450 }),
      qty: fc.integer({ min: 1, max: 60_000 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 6 }), (set) => {
        const result = { name: 'set', item_set: set };
        const once = addSearchResult([], result);
        const twice = addSearchResult(once, result);
        expect(twice).toHaveLength(once.length);
        twice.forEach((item, i) => {
          expect(item.quantity).toBe(Math.min(MAX_QUANTITY, 2 * (once[i]?.quantity ?? 0)));
        });
      }),
    );
  });
});
