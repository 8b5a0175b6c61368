import type { Locale } from '../../locale/messages.js';
import { type Currency, currencyForLocale } from '../../locale/money.js';
import type { Listing } from '../../model/listing.js';
import type { TelephonyCallInfo } from '../../ports/admin-types.js';
import { cartOf, cartTotal } from '../../session/cart.js';

/**
 * Detail of `hk-take-card-payment`: the operator asks to take a card payment on the call they are
 * on, for the quote they have open (docs/behaviour/back-office.md "Admin notes": from a call to
 * `<hk-card-by-phone>`). The fields are `<hk-card-by-phone>`'s attributes.
 */
export interface CardPaymentRequestDetail {
  /** The telephony call (`call-id`). */
  callId: string;
  /** The job's total as the customer sees it, in pounds or euros (`amount`); absent before prices. */
  amount?: number;
  /** The locale's currency (`currency`). */
  currency: Currency;
  /** The booked listing's id, else the quote's pre-listing id (`reference`). */
  reference: string;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

/**
 * What a card payment on the operator's call would take: the call's id, the job's total and its
 * reference; null without a call in progress or a saved quote (nothing to pay for yet).
 * @example cardPaymentRequest({ callId: 'CA1' }, { pre_listing_id: 'p1', listing_cart: [{ type: 'priceOption', amount: 149 }] }, 'en-GB') // { callId: 'CA1', amount: 149, currency: 'GBP', reference: 'p1' }
 */
export function cardPaymentRequest(
  call: TelephonyCallInfo | null,
  listing: Listing,
  locale: Locale,
): CardPaymentRequestDetail | null {
  const callId = text(call?.callId);
  const reference = text(listing.listing_id) ?? text(listing.pre_listing_id);
  if (callId === null || reference === null) return null;
  const total = cartTotal(cartOf(listing));
  return { callId, reference, currency: currencyForLocale(locale), ...(total > 0 ? { amount: total } : {}) };
}
