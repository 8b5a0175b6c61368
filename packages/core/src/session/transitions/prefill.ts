import type { MoveItem } from '../../model/item.js';
import { checkEmail } from '../../rules/email/email.js';
import { addItem } from '../../rules/items/items.js';
import { clearCachedPrices, type QuoteState } from '../quote-state.js';

/**
 * A partner's prefill gives the items (see `prefillSession`): they join an empty list as an item
 * set of the search joins it (§4 Item list: merged by fake_id, cached price options cleared). A
 * list that already has items (what the customer chose, or a restored draft) is kept as it is:
 * what the customer did wins over what the partner knew.
 * @example prefillItems(state, [toMoveItem({ name: 'Armchair', qty: 2 })]).listing.move_items.length // 1
 */
export function prefillItems(state: QuoteState, items: readonly MoveItem[]): QuoteState {
  if ((state.listing.move_items ?? []).length > 0 || items.length === 0) return state;
  const added = items.reduce<MoveItem[]>((list, item) => addItem(list, item), []);
  return clearCachedPrices({ ...state, listing: { ...state.listing, move_items: added } });
}

/** True when the listing has the customer's email address (user_info.email). */
export function hasEmail(state: QuoteState): boolean {
  const email = state.listing.user_info?.email;
  return typeof email === 'string' && email.trim() !== '';
}

/**
 * A partner's prefill gives the customer's email address: checked as the email ask checks a
 * typed one (`checkEmail`), it goes to user_info.email, where the email ask finds it. An address
 * the listing already has wins; one that is not valid changes nothing. Prices are not touched:
 * whether they are shown waits for the price answer (§4, Price loading).
 */
export function prefillEmail(state: QuoteState, text: string): QuoteState {
  const check = checkEmail(text);
  if (!check.ok || hasEmail(state)) return state;
  const user = state.listing.user_info ?? {};
  return { ...state, listing: { ...state.listing, user_info: { ...user, email: check.email } } };
}
