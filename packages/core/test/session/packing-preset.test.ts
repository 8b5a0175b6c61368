import { describe, expect, it } from 'vitest';
import { quoteTransitions as t } from '../../src/index.js';
import { furnitureListing, lines, sofa, stateOf, wardrobe } from './fixtures.js';

const base = [{ type: 'priceOption', amount: 149 }];
const packingService = { type: 'packing_material', service_id: 7, checked: false };

describe('the packing service toggle (docs/behaviour/quote-flow.md §4, §5, §9)', () => {
  it('toggling opens the packing modal and changes nothing else', () => {
    const start = stateOf(furnitureListing({ listing_cart: base }));
    const next = t.togglePacking(start);
    expect(next.listing).toBe(start.listing);
    expect(next.ui.modals.packing).toBe(true);
  });

  it.each([
    [{ small_boxes: 10, bubble_wrap: 2 }, 34],
    [{ small_boxes: 1, large_boxes: 1, wardrobe_boxes: 1, bubble_wrap: 1 }, 14],
    [{ large_boxes: '5' }, 20],
  ])('confirming %j adds the service to the cart, checked, at £%d', (counts, amount) => {
    const open = t.togglePacking(
      stateOf(furnitureListing({ listing_cart: base, additional_services: [packingService] })),
    );
    const next = t.confirmPacking(open, { counts, service: packingService });
    expect(lines(next.listing)).toEqual([
      ['priceOption', 149],
      ['packing_material', amount],
    ]);
    expect(next.listing.listing_cart?.[1]).toMatchObject({ checked: true, service_id: 7 });
    expect(next.listing.additional_services).toEqual([{ ...packingService, checked: true, finalAmount: amount }]);
    expect(next.ui.modals.packing).toBe(false);
  });

  it('toggling again removes it and unchecks the service', () => {
    const open = t.togglePacking(
      stateOf(furnitureListing({ listing_cart: base, additional_services: [packingService] })),
    );
    const added = t.confirmPacking(open, { counts: { small_boxes: 4 } });
    const next = t.togglePacking(added);
    expect(lines(next.listing)).toEqual([['priceOption', 149]]);
    expect(next.listing.additional_services).toEqual([{ ...packingService, checked: false, finalAmount: 0 }]);
    expect(next.ui.modals.packing).toBe(false);
  });

  it('confirming no materials leaves packing out of the cart', () => {
    const next = t.confirmPacking(t.togglePacking(stateOf(furnitureListing({ listing_cart: base }))), { counts: {} });
    expect(lines(next.listing)).toEqual([['priceOption', 149]]);
  });
});

describe('removal presets (§4, Removal inventory)', () => {
  const preset = { id: 'two-bed', items: [wardrobe, { ...wardrobe }, sofa] };

  it('with no items a preset applies at once, merging by fake_id and clearing cached prices', () => {
    const next = t.applyPreset(stateOf(furnitureListing({ move_items: [] })), preset);
    expect(next.listing.move_items?.map((item) => [item.name, item.quantity])).toEqual([
      ['Double wardrobe', 2],
      ['2 seater sofa', 1],
    ]);
    expect(next.listing.presetItemsSet).toBe('two-bed');
    expect(next.listing).not.toHaveProperty('prices');
    expect(next.ui.pending).toBeNull();
  });

  it('with items it asks first; confirming replaces them', () => {
    const asked = t.applyPreset(stateOf(furnitureListing()), preset);
    expect(asked.listing.move_items).toHaveLength(2);
    expect(asked.ui.modals.presetConfirm).toBe(true);
    const next = t.confirmPending(asked, { isAdmin: false, now: new Date() });
    expect(next.listing.presetItemsSet).toBe('two-bed');
    expect(next.ui).toMatchObject({ pending: null, modals: { presetConfirm: false } });
  });

  it('an item in two rooms stays in both, merged only within a room', () => {
    const bed = { ...wardrobe, location_id: 4 };
    const rooms = { id: '2-bed-flat', items: [bed, { ...bed, location_id: 5 }, { ...bed, quantity: 2 }] };
    const next = t.applyPreset(stateOf(furnitureListing({ move_items: [] })), rooms);
    expect(next.listing.move_items?.map((item) => [item.location_id, item.quantity])).toEqual([
      [4, bed.quantity + 2],
      [5, bed.quantity],
    ]);
  });

  it('clearing with items asks first; confirming removes the preset and the items', () => {
    const asked = t.clearPreset(stateOf(furnitureListing({ presetItemsSet: 'two-bed' })));
    expect(asked.ui.pending).toEqual({ kind: 'clearPreset' });
    const next = t.confirmPending(asked, { isAdmin: false, now: new Date() });
    expect(next.listing.move_items).toEqual([]);
    expect(next.listing).not.toHaveProperty('presetItemsSet');
  });

  it('closing the confirmation keeps everything', () => {
    const asked = t.applyPreset(stateOf(furnitureListing()), preset);
    const next = t.closeModal(asked, 'presetConfirm');
    expect(next.listing).toBe(asked.listing);
    expect(next.ui.pending).toBeNull();
  });

  it('clearing with no items clears the preset at once', () => {
    const next = t.clearPreset(stateOf(furnitureListing({ move_items: [], presetItemsSet: 4 })));
    expect(next.listing).not.toHaveProperty('presetItemsSet');
    expect(next.ui.modals.presetConfirm).toBe(false);
  });
});
