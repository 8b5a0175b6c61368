import { describe, expect, it } from 'vitest';
import { quoteTransitions as t } from '../../src/index.js';
import { furnitureListing, sofa, stateOf } from './fixtures.js';

const partnerListing = (id: number, items = [sofa]) => furnitureListing({ partner: { id }, move_items: items });
const desk = { name: 'Desk', width: 120, height: 75, depth: 60, weight: 30 };

describe('partner item views (docs/behaviour/quote-flow.md §4, §5, §6)', () => {
  it.each([
    [1, 'default-items'],
    [2, 'default-items'],
    [6, 'search'],
    [7, 'search'],
  ])('partner %i starts on %s', (id, view) => {
    expect(t.partnerViewOf(stateOf(partnerListing(id)))).toBe(view);
  });

  it('a view the person chose wins over the start screen', () => {
    expect(t.partnerViewOf(t.showPartnerView(stateOf(partnerListing(6)), 'default-items'))).toBe('default-items');
  });

  it('shows another view and forgets an earlier error', () => {
    const start = stateOf(partnerListing(2), {
      partner: { view: 'default-items', error: 'missingItem', customItem: null },
    });
    expect(t.showPartnerView(start, 'custom-item').ui.partner).toEqual({
      view: 'custom-item',
      error: null,
      customItem: null,
    });
  });

  it('saving a custom item adds it, clears cached prices and returns to default-items', () => {
    const start = t.showPartnerView(stateOf(partnerListing(2)), 'custom-item');
    const next = t.saveCustomItem(start, { item: desk });
    expect(next.ui.partner.view).toBe('default-items');
    expect(next.listing.move_items?.map((item) => [item.name, item.quantity, item.customerItem])).toEqual([
      ['2 seater sofa', 1, undefined],
      ['Desk', 1, true],
    ]);
    expect(next.listing).not.toHaveProperty('prices');
  });

  it.each([
    ['an incomplete item', { ...desk, weight: '' }, false, 'invalid'],
    ['a size warning not confirmed', { ...desk, width: 350 }, false, 'warning'],
    ['a blocked size', { ...desk, width: 500 }, true, 'blocked'],
  ])('%s is not saved: the view stays and keeps the check', (_label, item, confirmed, status) => {
    const start = t.showPartnerView(stateOf(partnerListing(2)), 'custom-item');
    const next = t.saveCustomItem(start, { item, confirmed });
    expect(next.listing).toBe(start.listing);
    expect(next.ui.partner.view).toBe('custom-item');
    expect(next.ui.partner.customItem?.status).toBe(status);
  });

  it('a confirmed size warning is saved', () => {
    const start = t.showPartnerView(stateOf(partnerListing(2)), 'custom-item');
    expect(t.saveCustomItem(start, { item: { ...desk, width: 350 }, confirmed: true }).ui.partner.view).toBe(
      'default-items',
    );
  });

  it.each([
    ['no default item', [sofa], 'missingItem'],
    ['a default item', [sofa, { ...sofa, fake_id: 'd1', name: 'Chair', default: true, quantity: 2 }], null],
  ])('default-items with %s → error %s (§5, §8)', (_label, items, error) => {
    expect(t.checkPartnerDefaultItems(stateOf(partnerListing(2, items))).ui.partner.error).toBe(error);
  });
});
