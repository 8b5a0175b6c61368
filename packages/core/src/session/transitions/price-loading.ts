import type { Listing, PriceResponse } from '../../model/listing.js';
import { PRICE_RESPONSE_FIELDS } from '../../model/price-response-fields.js';
import { clearWhenPriceMissing, hasPriceFor } from '../../rules/prices/prices.js';
import { withFlowCategoryId } from '../../rules/quote-flow/category-id.js';
import { dayPriceForTab, withPriceOption } from '../cart.js';
import { ADMIN_EMAIL_MODAL_DELAY_MS, EMAIL_MODAL_DELAY_MS, FLEXIBLE_TAB } from '../constants.js';
import { type QuoteContext, type QuoteState, setModal, withUi } from '../quote-state.js';
import { fixedTab } from '../slices/price-step-ui.js';
import type { PriceLoadError } from '../slices/pricing-ui.js';

/** The email modal's wait: 6000 ms, or 0 for admins (§4, §6, §9). */
export function emailModalDelay(isAdmin: boolean): number {
  return isAdmin ? ADMIN_EMAIL_MODAL_DELAY_MS : EMAIL_MODAL_DELAY_MS;
}

/** True when the listing holds prices fetched earlier ("prices are fetched if none are cached", §4). */
export function hasCachedPrices(listing: Listing): boolean {
  const prices = listing.prices;
  return typeof prices === 'object' && prices !== null && Object.keys(prices).length > 0;
}

/** Options of {@link requestPrices}. */
export interface PriceRequest {
  /** Fetch even when prices are cached (helpers changed, slider reset). @default false */
  force?: boolean;
}

/**
 * Asks for prices (§4, Price loading). Until experiments have been fetched nothing happens
 * (a forced load is remembered). Then, with exclude_prices, prices are blurred and the email
 * modal is asked for: at once for admins, after 6000 ms otherwise (the session's timer calls
 * {@link askForEmail}). Else prices are fetched when none are cached or `force` is set:
 * `priceStatus` becomes loading and `priceRequest` grows, which the session answers with a call;
 * a listing with no category_id gets the flow category's first (withFlowCategoryId).
 */
export function requestPrices(state: QuoteState, input: PriceRequest, context: QuoteContext): QuoteState {
  const { ui, listing } = state;
  if (!ui.experimentsFetched) {
    return input.force ? withUi(state, { priceLoadWaiting: true }) : state;
  }
  // The server said when to come back (Retry-After): asking again before then changes nothing.
  if (ui.priceStatus === 'error' && (ui.priceError?.retryAt ?? 0) > context.now.getTime()) return state;
  if (listing.exclude_prices === true) {
    const blurred = withUi(state, { pricesBlurred: true, priceLoadWaiting: false });
    if (ui.emailAsk !== 'idle') return blurred;
    if (emailModalDelay(context.isAdmin) === 0)
      return setModal(withUi(blurred, { emailAsk: 'asked' }), 'emailAsk', true);
    return withUi(blurred, { emailAsk: 'scheduled' });
  }
  if (!input.force && !ui.priceLoadWaiting && hasCachedPrices(listing)) {
    return withUi(state, { pricesBlurred: false, priceStatus: 'loaded', priceError: null });
  }
  // The price call sends the listing (§7): it carries its category's id, so a man-and-van job is
  // priced by the hour and a piano with two helpers.
  const typed = withFlowCategoryId(listing, context.category);
  return withUi(typed === listing ? state : { ...state, listing: typed }, {
    pricesBlurred: false,
    priceStatus: 'loading',
    priceError: null,
    priceRequest: ui.priceRequest + 1,
    priceLoadWaiting: false,
  });
}

/** Experiments have been fetched: prices are now blurred or fetched (§4). */
export function experimentsFetched(state: QuoteState, context: QuoteContext): QuoteState {
  const fetched = withUi(state, { experimentsFetched: true });
  return requestPrices(fetched, { force: state.ui.priceLoadWaiting }, context);
}

/**
 * Experiments were reported to the test lab (back-office §4): their keys (reportedKey) join
 * `reportedExperiments`, which the draft keeps, so they are not reported again.
 */
export function experimentsReported(state: QuoteState, keys: readonly string[]): QuoteState {
  const known = state.ui.reportedExperiments ?? [];
  const added = keys.filter((key, index) => !known.includes(key) && keys.indexOf(key) === index);
  return added.length === 0 ? state : withUi(state, { reportedExperiments: [...known, ...added] });
}

/** The email modal's wait is over: it opens, once (§4). */
export function askForEmail(state: QuoteState): QuoteState {
  if (state.ui.emailAsk !== 'scheduled') return state;
  return setModal(withUi(state, { emailAsk: 'asked' }), 'emailAsk', true);
}

/**
 * The listing with the price answer merged (§7): every field the answer has replaces the
 * listing's; fields it leaves out are kept. Then, when the chosen day lost its price, services,
 * dates and cart are cleared except on premium and standard_plus (back-office §4).
 */
export function mergePriceResponse(listing: Listing, response: PriceResponse): Listing {
  const next: Record<string, unknown> = { ...listing };
  for (const field of PRICE_RESPONSE_FIELDS) {
    if (response[field] !== undefined) next[field] = response[field];
  }
  return clearWhenPriceMissing(next as Listing & { additional_services?: readonly unknown[] | null });
}

/** An answer to price load number `request`. */
export interface PricesLoadedInput {
  request: number;
  response: PriceResponse;
}

/**
 * Prices arrived (§7): merged into the listing, the tab follows men_required, and the chosen
 * day's priceOption line takes the new price. An answer to an older load is ignored.
 */
export function pricesLoaded(state: QuoteState, input: PricesLoadedInput, _context: QuoteContext): QuoteState {
  if (input.request !== state.ui.priceRequest || state.ui.priceStatus !== 'loading') return state;
  let listing = mergePriceResponse(state.listing, input.response);
  const men = listing.men_required;
  const priceTab =
    state.ui.priceTab === FLEXIBLE_TAB || typeof men !== 'number' || men < 1 ? state.ui.priceTab : fixedTab(men);
  const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null;
  if (day !== null && hasPriceFor(listing.prices, day) && dayPriceForTab(listing, day, priceTab) !== null) {
    listing = withPriceOption(listing, priceTab);
  }
  return { listing, ui: { ...state.ui, priceTab, priceStatus: 'loaded', priceError: null } };
}

/** Price load number `request` failed with this error. */
export interface PricesFailedInput {
  request: number;
  error: PriceLoadError;
}

/** Prices failed (§8): loading stops and the error body is kept for the no-price message. */
export function pricesFailed(state: QuoteState, input: PricesFailedInput): QuoteState {
  if (input.request !== state.ui.priceRequest || state.ui.priceStatus !== 'loading') return state;
  return withUi(state, { priceStatus: 'error', priceError: input.error });
}
