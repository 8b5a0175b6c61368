// What the admin bar does to a job (docs/behaviour/back-office.md §3, §6, §7): a module of its
// own, apart from the flow's admin transitions (admin-prices.ts), so that a customer's flow, which
// loads those, never carries these or the insurance rules they use.
import type { CartEntry } from '../../model/cart.js';
import type { Listing } from '../../model/listing.js';
import type { RecalculateResponse } from '../../ports/quote-types.js';
import { insuranceRouteOf, insuranceServiceOf } from '../../rules/insurance/offer.js';
import { type InsurancePremium, insurancePremium } from '../../rules/insurance/value-of-goods.js';
import { roundToPence } from '../../rules/prices/prices.js';
import { selectTimeOptionCart } from '../../rules/time-options/cart.js';
import { readMeasure } from '../../rules/units/units.js';
import {
  cartOf,
  dayPriceForTab,
  dropLines,
  type PriceOverride,
  priceOverrideOf,
  timeOptionCharge,
  withCart,
  withPriceOption,
} from '../cart.js';
import { PRICE_OPTION_CART_TYPE } from '../constants.js';
import type { QuoteState } from '../quote-state.js';
import type { InsuranceService, PriceTab } from '../slices/price-step-ui.js';
import { insuranceLineOf, insuranceLines, isInsuranceLine, settleInsurance } from './insurance.js';
import { mergePriceResponse } from './price-loading.js';
import { findTimeOption } from './price-tabs.js';

/** A priceOption line (the chosen day's price, or an admin's override of it). */
const isPriceOptionLine = (line: CartEntry) => line.type === PRICE_OPTION_CART_TYPE;

/**
 * The listing's priceOption line holding the override (back-office §3: `admin_amount` the
 * customer's price, `admin_tp_amount` the provider's), its `amount` the customer's price so the
 * cart total is what the customer sees. Without a priceOption line (no day chosen yet) the line
 * is made with the override alone (not shown in the spec: chosen, so an admin can price a job
 * before its day is known). A provider price of null leaves `admin_tp_amount` out.
 */
export function withPriceOverride(listing: Listing, override: PriceOverride): Listing {
  const cart = cartOf(listing);
  const current = cart.find(isPriceOptionLine);
  const { admin_tp_amount: _provider, ...kept } = current ?? { type: PRICE_OPTION_CART_TYPE };
  const line: CartEntry = {
    ...kept,
    type: PRICE_OPTION_CART_TYPE,
    amount: override.customerPrice,
    admin_amount: override.customerPrice,
    ...(override.providerPrice === null ? {} : { admin_tp_amount: override.providerPrice }),
  };
  return withCart(listing, [...dropLines(cart, isPriceOptionLine), line]);
}

/** The listing without an admin's price override: its priceOption line goes (the day's price comes back with `withPriceOption`). */
export function withoutPriceOverride(listing: Listing): Listing {
  if (priceOverrideOf(listing) === null) return listing;
  return withCart(listing, dropLines(cartOf(listing), isPriceOptionLine));
}

/** An admin's price for the job: the customer's price, and the provider's when the admin gives it. */
export interface PriceOverrideInput {
  customerPrice: number;
  providerPrice: number | null;
}

const isMoney = (value: unknown, least: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= least;

/**
 * The selected time option's charge worked out again for the cart as it is now: an override
 * takes it away (back-office §4: a time option price "is not added when an admin price
 * exists"), removing the override brings it back.
 */
function withTimeOptionCharge(listing: Listing, tab: PriceTab): Listing {
  const key = listing.selectedTimeOption;
  if (typeof key !== 'string' || key === '') return listing;
  const option = findTimeOption(listing, key);
  if (option === null) return listing;
  const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null;
  const price = timeOptionCharge(listing, day, key, readMeasure(option.price) ?? 0, tab);
  return withCart(listing, selectTimeOptionCart(cartOf(listing), { price }) as CartEntry[]);
}

/**
 * An admin overrides the job's price (docs/behaviour/back-office.md §3 Cart entry, §6): the
 * priceOption line holds `admin_amount` (the customer's price, also its `amount`, so the cart
 * total is what the customer sees) and `admin_tp_amount` (the provider's). A job with no day
 * chosen gets a priceOption line with the override alone (not shown in the spec: chosen). The
 * selected time option's charge goes while the override holds (back-office §4). A customer price
 * that is not money above 0, or a provider price below 0, changes nothing.
 */
export function priceOverridden(state: QuoteState, input: PriceOverrideInput): QuoteState {
  const provider = input.providerPrice;
  if (!isMoney(input.customerPrice, Number.MIN_VALUE) || (provider !== null && !isMoney(provider, 0))) return state;
  const customerPrice = roundToPence(input.customerPrice);
  const override = { customerPrice, providerPrice: provider === null ? null : roundToPence(provider) };
  const listing = withTimeOptionCharge(withPriceOverride(state.listing, override), state.ui.priceTab);
  return { ...state, listing };
}

/**
 * The admin takes the override off (back-office §6): the priceOption line is the chosen day's
 * price for the tab again (none without a day or a price), and the time option's charge comes back.
 * A job without an override is left as it is.
 */
export function priceOverrideRemoved(state: QuoteState): QuoteState {
  if (priceOverrideOf(state.listing) === null) return state;
  const tab = state.ui.priceTab;
  const listing = withTimeOptionCharge(withPriceOption(withoutPriceOverride(state.listing), tab), tab);
  return { ...state, listing };
}

/** What an admin's recalculation (POST recalculate) of prices number `request` answered. */
export interface AdminPricesRecalculatedInput {
  request: number;
  response: RecalculateResponse;
}

/**
 * An admin asked for the prices to be calculated anew (back-office §7 "pre-listing recalculate",
 * whatever the number of price options): the answer's `lowest_price` and `prices` replace the
 * job's, and the chosen day's priceOption line takes its new price (an override stays). An
 * answer for prices asked for again meanwhile is ignored, as is an empty one.
 */
export function adminPricesRecalculated(state: QuoteState, input: AdminPricesRecalculatedInput): QuoteState {
  if (input.request !== state.ui.priceRequest) return state;
  const { lowest_price, prices } = input.response;
  if (lowest_price === undefined && prices === undefined) return state;
  let listing = mergePriceResponse(state.listing, {
    ...(lowest_price === undefined ? {} : { lowest_price }),
    ...(prices === undefined ? {} : { prices }),
  });
  const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null;
  if (day !== null && dayPriceForTab(listing, day, state.ui.priceTab) !== null)
    listing = withTimeOptionCharge(withPriceOption(listing, state.ui.priceTab), state.ui.priceTab);
  return { ...state, listing };
}

/** The insurance an admin puts on the job: the value of goods as typed, and the admin's price or null. */
export interface AdminInsuranceInput {
  valueOfGoods: string;
  /** The admin's price of the insurance (`admin_amount`), or null for the service's own premium. */
  amount: number | null;
}

/**
 * The insurance service whose terms an admin's insurance follows: the one the price answer
 * offers, else the job's own insurance line, else none (the default terms).
 */
export function adminInsuranceService(listing: Listing): InsuranceService | null {
  return (
    (insuranceServiceOf(listing.service_prices) as InsuranceService | null) ??
    (insuranceLines(listing)[0] as InsuranceService | undefined) ??
    null
  );
}

/**
 * Checks an admin's value of goods with the insurance rules (docs/behaviour/quote-flow.md §4, §5:
 * the service's terms for the route): the premium, or the coded error (noAmount, highAmount, lowAmount).
 */
export function checkAdminInsurance(listing: Listing, valueOfGoods: string): InsurancePremium {
  return insurancePremium(valueOfGoods, adminInsuranceService(listing), insuranceRouteOf(listing));
}

/**
 * An admin puts the insurance service on the job (back-office §6, the insurance service dialog):
 * the insurance line with the value of goods checked by the insurance rules and the service's
 * premium, or the admin's price as `admin_amount` (and `amount`, so the cart total follows). A
 * value the rules refuse, or a price below 0, changes nothing (the dialog shows the check's
 * error). Removing it is `untickInsurance`.
 */
export function insuranceSetByAdmin(state: QuoteState, input: AdminInsuranceInput): QuoteState {
  const result = checkAdminInsurance(state.listing, input.valueOfGoods);
  if (!result.ok || (input.amount !== null && !isMoney(input.amount, 0))) return state;
  const service = adminInsuranceService(state.listing);
  const line = insuranceLineOf(service, result);
  const amount = input.amount === null ? null : roundToPence(input.amount);
  const priced: CartEntry = amount === null ? line : { ...line, amount, admin_amount: amount };
  const listing = withCart(state.listing, [...dropLines(cartOf(state.listing), isInsuranceLine), priced]);
  return settleInsurance({ ...state, listing });
}

/**
 * A change of the admin bar's that the server refused to save is undone (not shown in the spec:
 * chosen, so the price the job shows is the one the marketplace holds): the price override and
 * the insurance lines go back to what `before` held, every other line stays as it is now. The
 * bar keeps what the admin typed, so trying again is one press.
 */
export function adminChangeUndone(state: QuoteState, before: Listing): QuoteState {
  const override = priceOverrideOf(before);
  const next = override ? priceOverridden(state, override) : priceOverrideRemoved(state);
  const lines = insuranceLines(before);
  if (JSON.stringify(insuranceLines(next.listing)) === JSON.stringify(lines)) return next;
  const cart = [...dropLines(cartOf(next.listing), isInsuranceLine), ...lines];
  return { ...next, listing: withCart(next.listing, cart) };
}
