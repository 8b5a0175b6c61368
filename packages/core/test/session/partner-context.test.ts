import { afterEach, describe, expect, it } from 'vitest';
import { getQuoteSession, type MoveItem, resetSessions, quoteTransitions as t } from '../../src/index.js';
import { furnitureListing, sofa, stateOf, wardrobe } from './fixtures.js';

const desk = {
  item_id: 601,
  name: 'Desk',
  width: 120,
  height: 75,
  depth: 60,
  weight: 30,
  dimension_unit: 'cm',
  weight_unit: 'kg',
  qty: 1,
} as const;

afterEach(() => resetSessions());

const rows = (items: readonly MoveItem[] | undefined) =>
  (items ?? []).map((item) => [item.name, item.quantity, item.default ?? false]);

describe('the partner reaches the listing (docs/behaviour/quote-flow.md §2 instant-partner.items, §3 partner)', () => {
  it('partner-id and partner-listing-id become listing.partner; the start screen follows it (§6)', () => {
    const start = stateOf(furnitureListing());
    const gumtree = t.setPartnerContext(start, { id: 2, listingId: ' gt-1042 ' });
    expect(gumtree.listing.partner).toEqual({ id: 2, listing_id: 'gt-1042' });
    expect(t.partnerViewOf(gumtree)).toBe('default-items');
    expect(t.partnerViewOf(t.setPartnerContext(start, { id: '6' }))).toBe('search');
    expect(t.setPartnerContext(start, { id: 7 }).listing.partner).toEqual({ id: 7 });
  });

  it('the same partner again changes nothing (no new listing, so no draft write)', () => {
    const once = t.setPartnerContext(stateOf(furnitureListing()), { id: 2, listingId: 42 });
    expect(t.setPartnerContext(once, { id: '2', listingId: '42' })).toBe(once);
  });

  it.each([undefined, null, 'abc', 0, -3, 2.5])('a malformed id (%j) changes nothing', (id) => {
    const start = stateOf(furnitureListing({ partner: { id: 3 } }));
    expect(t.setPartnerContext(start, { id })).toBe(start);
  });

  it('another partner starts its screens afresh; the same partner keeps the screen chosen', () => {
    const chosen = t.showPartnerView(stateOf(furnitureListing({ partner: { id: 2 } })), 'search');
    expect(t.setPartnerContext(chosen, { id: 2, listingId: 'x' }).ui.partner.view).toBe('search');
    const other = t.setPartnerContext(chosen, { id: 6 });
    expect(other.ui.partner.view).toBeNull();
    expect(t.partnerViewOf(other)).toBe('search');
  });
});

describe('adding a partner default item (§4 Partner item view, §5, §8)', () => {
  it('joins the list marked default, clears cached prices and leaves the other items as they were', () => {
    const start = stateOf(furnitureListing({ partner: { id: 2 } }));
    const next = t.addPartnerDefaultItem(start, desk);
    expect(rows(next.listing.move_items)).toEqual([
      ['2 seater sofa', 1, false],
      ['Double wardrobe', 1, false],
      ['Desk', 1, true],
    ]);
    expect(next.listing.move_items?.[0]).toBe(start.listing.move_items?.[0]);
    expect(next.listing).not.toHaveProperty('prices');
    expect(t.addPartnerDefaultItem(next, desk, 3).listing.move_items?.at(-1)?.quantity).toBe(4);
  });

  it('merges with the same item already in the list and marks it default', () => {
    const start = stateOf(furnitureListing({ move_items: [sofa, wardrobe] }));
    const asSearched = t.addPartnerDefaultItem(start, desk);
    const unmarked = {
      ...asSearched,
      listing: {
        ...asSearched.listing,
        move_items: asSearched.listing.move_items?.map(({ default: _, ...item }) => item),
      },
    };
    expect(rows(t.addPartnerDefaultItem(unmarked, desk).listing.move_items).at(-1)).toEqual(['Desk', 2, true]);
  });

  it('clears the missing-item error, which checkPartnerDefaultItems set with none chosen', () => {
    const missing = t.checkPartnerDefaultItems(stateOf(furnitureListing({ partner: { id: 2 } })));
    expect(missing.ui.partner.error).toBe('missingItem');
    const chosen = t.addPartnerDefaultItem(missing, desk);
    expect(chosen.ui.partner.error).toBeNull();
    expect(t.checkPartnerDefaultItems(chosen).ui.partner.error).toBeNull();
  });

  it.each([0, -1, Number.NaN])('a quantity of %d changes nothing', (quantity) => {
    const start = stateOf(furnitureListing());
    expect(t.addPartnerDefaultItem(start, desk, quantity)).toBe(start);
  });

  it('runs through a session: the listing the session holds', () => {
    const session = getQuoteSession('partner-context', { drafts: false });
    session.update((state) => t.setPartnerContext(state, { id: 4, listingId: '123456789012' }));
    session.update((state) => t.addPartnerDefaultItem(state, desk));
    expect(session.$listing.get().partner).toEqual({ id: 4, listing_id: '123456789012' });
    expect(rows(session.$listing.get().move_items)).toEqual([['Desk', 1, true]]);
    expect(session.$partnerView.get()).toBe('default-items');
  });
});
