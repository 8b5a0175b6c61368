import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoveItem } from '../../src/model/item.js';
import { vanChoiceOf, vanTakesLoad } from '../../src/rules/services/index.js';
import { VAN_TYPES, vanFitOf } from '../../src/rules/vans/index.js';

const box = (quantity: number, side: number, weight: number): MoveItem =>
  ({
    fake_id: `box-${side}-${weight}`,
    name: 'Box',
    quantity,
    width: side,
    height: side,
    depth: side,
    weight,
  }) as MoveItem;

const choice = (items: MoveItem[], selected_van?: unknown) =>
  vanChoiceOf(vanFitOf(items), { move_items: items, selected_van });

describe('vanChoiceOf: the van selector’s hint (docs/behaviour/quote-flow.md §2, §3, §9)', () => {
  it('no items: nothing to fit, nothing marked', () => {
    expect(choice([])).toEqual({
      state: 'noItems',
      fits: null,
      taking: [],
      selected: null,
      selectedTooSmall: false,
      volumeM3: 0,
      weightKg: 0,
    });
  });

  it.each([
    // 20 boxes of 50 cm: 2.5 m³, 200 kg: every van takes them, the small one is the smallest.
    [[box(20, 50, 10)], 'small_transit', ['small_transit', 'large_transit', 'luton_van'], 2.5, 200],
    // 8 m³: more than a small van's 85 % of 6.4 m³.
    [[box(64, 50, 5)], 'large_transit', ['large_transit', 'luton_van'], 8, 320],
    // 1,300 kg in 2 m³: too heavy for the small van (1,200) and the Luton (1,000), the large van (1,400) takes it.
    [[box(16, 50, 81.25)], 'large_transit', ['large_transit'], 2, 1300],
    // 16 m³: only the Luton van.
    [[box(128, 50, 5)], 'luton_van', ['luton_van'], 16, 640],
  ])('%j → fits %s', (items, fits, taking, volume, weight) => {
    expect(choice(items)).toMatchObject({ state: 'fits', fits, taking, volumeM3: volume, weightKg: weight });
  });

  it('more than any van takes at once: none fits', () => {
    expect(choice([box(200, 50, 5)])).toMatchObject({ state: 'none', fits: null, taking: [], volumeM3: 25 });
  });

  it.each([
    ['by key', 'small_transit', 'small_transit'],
    ['by id', 34, 'large_transit'],
    ['as an object', { type: 'luton_van' }, 'luton_van'],
    ['unknown', 'bus', null],
  ])('reads selected_van %s', (_case, selected, expected) => {
    expect(choice([box(1, 50, 10)], selected).selected).toBe(expected);
  });

  it('says when the chosen van does not take the items, only when some van does', () => {
    expect(choice([box(64, 50, 5)], 30).selectedTooSmall).toBe(true);
    expect(choice([box(64, 50, 5)], 34).selectedTooSmall).toBe(false);
    expect(choice([box(16, 50, 81.25)], 40).selectedTooSmall).toBe(true);
    expect(choice([box(200, 50, 5)], 30).selectedTooSmall).toBe(false);
  });

  it('its first van taking the load is vanFitOf’s van, for any load (property-based)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 40, noNaN: true }), fc.integer({ min: 0, max: 3000 }), (volume, weight) => {
        const taking = (Object.keys(VAN_TYPES) as (keyof typeof VAN_TYPES)[]).filter((type) =>
          vanTakesLoad(type, volume, weight),
        );
        const side = Math.cbrt(volume) * 100;
        const fit = vanFitOf(volume > 0 ? [box(1, side, weight)] : []);
        return volume === 0 || (taking[0] ?? null) === fit.fits;
      }),
    );
  });
});
