import type { CatalogueItem } from '../../ports/quote-types.js';
import { addItem, toMoveItem } from '../../rules/items/items.js';
import { readPartnerId } from '../../rules/partners/partners.js';
import { clearCachedPrices, type QuoteState, withUi } from '../quote-state.js';

/** The partner a quote comes through, as the page says it (`partner-id`, `partner-listing-id`). */
export interface PartnerContext {
  /** The partner id: 1 ebay, 2 gumtree, 3 freeads, 4 ebay_{product}, 6, 7 … */
  id: number | string | null | undefined;
  /** The partner's own listing id. */
  listingId?: string | number | null | undefined;
}

const listingIdOf = (value: PartnerContext['listingId']): string | undefined => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
};

/**
 * Records the partner on the listing (`partner: { id, listing_id }`, docs/behaviour/quote-flow.md §3),
 * which decides the partner's start screen (§6: partners 6 and 7 start in search) and goes to the
 * server with the listing. A malformed or missing id changes nothing; the same partner again
 * leaves the state as it is. Another partner than before starts the partner screens afresh.
 * @example setPartnerContext(state, { id: 2, listingId: 'gt-1042' }).listing.partner // { id: 2, listing_id: 'gt-1042' }
 */
export function setPartnerContext(state: QuoteState, context: PartnerContext): QuoteState {
  const id = readPartnerId(context.id);
  if (id === undefined) return state;
  const listingId = listingIdOf(context.listingId);
  const current = state.listing.partner;
  if (current?.id === id && listingIdOf(current.listing_id) === listingId) return state;
  const partner = listingId === undefined ? { id } : { id, listing_id: listingId };
  const next = { ...state, listing: { ...state.listing, partner } };
  return current?.id === id ? next : withUi(next, { partner: { view: null, error: null, customItem: null } });
}

/**
 * Adds a partner default item (§4, Partner item view): a catalogue item of the default-items
 * screen joins the list as a move item marked `default: true` (merging by fake_id, so an item
 * already there is raised and marked), cached price options are cleared, and the missing-item
 * error goes, since an item is now chosen (§5, §8). A quantity below 1 changes nothing.
 * @example addPartnerDefaultItem(state, { name: 'Wardrobe', width: 100, height: 190, depth: 60, weight: 70 })
 */
export function addPartnerDefaultItem(state: QuoteState, item: CatalogueItem, quantity = 1): QuoteState {
  if (!(quantity >= 1)) return state;
  const added = { ...toMoveItem({ ...item, qty: quantity }), default: true };
  const items = addItem(state.listing.move_items ?? [], added).map((existing) =>
    existing.fake_id === added.fake_id && existing.default !== true ? { ...existing, default: true } : existing,
  );
  const next = clearCachedPrices({ ...state, listing: { ...state.listing, move_items: items } });
  return next.ui.partner.error === null ? next : withUi(next, { partner: { ...next.ui.partner, error: null } });
}
