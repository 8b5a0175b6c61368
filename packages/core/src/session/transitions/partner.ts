import { canSaveCustomItem, checkCustomItem } from '../../rules/custom-item/custom-item.js';
import { addItem } from '../../rules/items/items.js';
import { partnerStartsWithSearch } from '../../rules/partners/partners.js';
import { clearCachedPrices, type QuoteState, setModal, withUi } from '../quote-state.js';
import type { PartnerItemView } from '../slices/job-ui.js';
import type { CustomItemSubmission } from './custom-item-submission.js';
import { customMoveItem } from './custom-items.js';

export type { CustomItemSubmission } from './custom-item-submission.js';

/**
 * The partner item screen shown: the one the person chose, else the partner's start screen:
 * search for partners 6 and 7, default-items for the others (docs/behaviour/quote-flow.md §6).
 */
export function partnerViewOf(state: QuoteState): PartnerItemView {
  return state.ui.partner.view ?? (partnerStartsWithSearch(state.listing.partner?.id) ? 'search' : 'default-items');
}

/** Shows a partner item screen: default-items, custom-item or search (docs/behaviour/quote-flow.md §2, §4). */
export function showPartnerView(state: QuoteState, view: PartnerItemView): QuoteState {
  return withUi(state, { partner: { view, error: null, customItem: null } });
}

/**
 * Saves a custom item (§4, §5): checked by the custom-item rules; when it may be saved it joins
 * the items (merging by fake_id, cached price options cleared) and the view returns to
 * default-items. Otherwise the check (dimensionsError, warning to confirm, or blocked) is kept
 * for the view and nothing else changes.
 */
export function saveCustomItem(state: QuoteState, submission: CustomItemSubmission): QuoteState {
  const check = checkCustomItem(submission.item);
  if (check.status === 'invalid' || !canSaveCustomItem(check, submission.confirmed === true)) {
    return withUi(state, { partner: { ...state.ui.partner, customItem: check } });
  }
  const moveItem = customMoveItem(check);
  const cleared = clearCachedPrices({
    ...state,
    listing: { ...state.listing, move_items: addItem(state.listing.move_items ?? [], moveItem) },
  });
  const next = withUi(cleared, { partner: { view: 'default-items', error: null, customItem: null } });
  return setModal(next, 'customItem', false);
}

/**
 * Leaves the default-items view (§5): at least one default item with a quantity is required,
 * otherwise the missing-item error is shown (§8). The error is cleared once one is chosen.
 */
export function checkPartnerDefaultItems(state: QuoteState): QuoteState {
  const chosen = (state.listing.move_items ?? []).some((item) => item.default === true && item.quantity > 0);
  return withUi(state, { partner: { ...state.ui.partner, error: chosen ? null : 'missingItem' } });
}
