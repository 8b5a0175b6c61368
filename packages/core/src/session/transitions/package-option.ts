import { withPriceOption } from '../cart.js';
import { type QuoteContext, type QuoteState, setModal } from '../quote-state.js';
import { isPackageLevel, packageOptionsView } from '../views/package-options.js';

/**
 * Chooses a service level in the price option modal (docs/behaviour/quote-flow.md §2; back-office §4
 * price keys): the listing's packageType becomes the level, the priceOption cart line takes the
 * chosen day's price at that level for the tab shown, and the modal closes. A level the chosen
 * day does not offer (or any level on the flexible tab, or before a day is chosen) changes
 * nothing; choosing the level the listing has already only closes the modal.
 */
export function selectPackage(state: QuoteState, key: string, _context: QuoteContext): QuoteState {
  if (!isPackageLevel(key)) return state;
  const option = packageOptionsView(state).find((candidate) => candidate.level === key);
  if (option === undefined) return state;
  if (option.selected && state.listing.packageType === key) return setModal(state, 'priceOption', false);
  const listing = withPriceOption({ ...state.listing, packageType: key }, state.ui.priceTab);
  return setModal({ ...state, listing }, 'priceOption', false);
}
