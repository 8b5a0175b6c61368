import type { Listing } from '../../model/listing.js';
import { checkEmail } from '../../rules/email/email.js';
import { type QuoteContext, type QuoteState, setModal } from '../quote-state.js';
import { requestPrices } from './price-loading.js';

export { checkEmail, EMAIL_MAX_LENGTH, type EmailCheck, type EmailCheckCode } from '../../rules/email/email.js';

/**
 * Answers the email-ask modal (docs/behaviour/quote-flow.md §2, §4 Price loading; what submitting does
 * is not shown in the spec: this library's design). A valid address is kept on the listing's
 * user_info.email, exclude_prices becomes false, the modal closes and prices are fetched even
 * when some are cached (they were never shown): `pricesBlurred` goes and a load starts. An
 * address that is not valid changes nothing: the view shows its code next to the field.
 */
export function submitEmail(state: QuoteState, text: string, context: QuoteContext): QuoteState {
  const check = checkEmail(text);
  if (!check.ok) return state;
  const listing: Listing = {
    ...state.listing,
    user_info: { ...(state.listing.user_info ?? {}), email: check.email },
    exclude_prices: false,
  };
  const closed = setModal({ ...state, listing }, 'emailAsk', false);
  return requestPrices(closed, { force: true }, context);
}
