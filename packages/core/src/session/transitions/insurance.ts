import type { CartEntry } from '../../model/cart.js';
import { isCoverType, isInsuranceType } from '../../model/cart-types.js';
import type { Listing } from '../../model/listing.js';
import {
  PREMIUM_PACKAGE,
  premiumInsuranceSelected,
  valueOfGoodsAfterRemoval,
} from '../../rules/insurance/premium-package.js';
import { type InsurancePremium, insurancePremium } from '../../rules/insurance/value-of-goods.js';
import { cartOf, dropLines, withCart } from '../cart.js';
import { DEFAULT_INSURANCE_TYPE } from '../constants.js';
import { type QuoteContext, type QuoteState, setModal, withUi } from '../quote-state.js';
import type { InsuranceService, InsuranceUi } from '../slices/price-step-ui.js';

/** Protection Plus's cart or service types: full_insurance* or full_cover* (§3). */
const isProtectionType = (type: string) => isInsuranceType(type) || isCoverType(type);
/** True for an insurance cart line (full_insurance* or full_cover*). */
export const isInsuranceLine = (line: CartEntry) => isProtectionType(line.type);

/** The listing's insurance cart lines (full_insurance* or full_cover*). */
export function insuranceLines(listing: Listing): CartEntry[] {
  return cartOf(listing).filter(isInsuranceLine);
}

/** The value of goods of the listing's insurance line as text, or '' when there is none. */
function valueText(lines: readonly CartEntry[]): string {
  const value = lines[0]?.parameters?.value_of_goods;
  return typeof value === 'number' ? String(value) : '';
}

/**
 * True when Protection Plus counts as selected (§4): on a premium listing only above a value of
 * goods of 5000; on any other listing when it has an insurance line.
 */
export function insuranceSelected(listing: Listing): boolean {
  const lines = insuranceLines(listing);
  if (listing.packageType === PREMIUM_PACKAGE) return premiumInsuranceSelected(lines[0]?.parameters?.value_of_goods);
  return lines.length > 0;
}

/**
 * The cart agrees with what Protection Plus counts as (§4, §9): on a premium listing a value of
 * goods of 5000 or less is included in the package, so its insurance line charges nothing; on
 * any other level that no-charge line of the package's (the default value) means nothing and
 * goes. Other carts come back as they are. The session settles every change with it, so a
 * change of level, a submitted value or a restored draft never leaves a charge the panel says is
 * not there.
 */
export function settleInsurance(state: QuoteState): QuoteState {
  const cart = cartOf(state.listing);
  const premium = state.listing.packageType === PREMIUM_PACKAGE;
  let changed = false;
  const settled: CartEntry[] = [];
  for (const line of cart) {
    const value = line.parameters?.value_of_goods;
    if (
      !isInsuranceLine(line) ||
      (premium ? premiumInsuranceSelected(value) || line.amount === 0 : !isFallback(line))
    ) {
      settled.push(line);
      continue;
    }
    changed = true;
    if (premium) settled.push({ ...line, amount: 0 });
  }
  return changed ? { ...state, listing: withCart(state.listing, settled) } : state;
}

/** The line a premium listing keeps when insurance is removed: no charge, the default value of goods. */
const isFallback = (line: CartEntry) =>
  line.amount === 0 && line.parameters?.value_of_goods === valueOfGoodsAfterRemoval(PREMIUM_PACKAGE);

const closedArea = (insurance: InsuranceUi, value: string): InsuranceUi => ({
  ...insurance,
  open: false,
  value,
  error: null,
  snapshot: null,
  service: null,
});

/**
 * Ticks Protection Plus (§4): opens the value area and the insurance modal, keeping a snapshot
 * of the insurance lines and value so cancel restores them. `service` is the insurance service
 * offered; without one the listing's current insurance line gives the terms.
 */
export function tickInsurance(state: QuoteState, service: InsuranceService | null, _context: QuoteContext): QuoteState {
  const lines = insuranceLines(state.listing);
  const value = valueText(lines);
  const current = lines[0] as InsuranceService | undefined;
  const insurance: InsuranceUi = {
    open: true,
    value,
    error: null,
    snapshot: { lines, value },
    service: service ?? current ?? null,
  };
  return setModal(withUi(state, { insurance }), 'insurance', true);
}

/** The value of goods as the person types it; a shown error goes away. */
export function typeInsuranceValue(state: QuoteState, value: string): QuoteState {
  return withUi(state, { insurance: { ...state.ui.insurance, value: String(value), error: null } });
}

/**
 * Unticks Protection Plus (§4): the insurance line goes; a premium listing keeps its line at
 * the default value of goods of 5000 with no charge, which counts as not selected.
 */
export function untickInsurance(state: QuoteState, _context: QuoteContext): QuoteState {
  const lines = insuranceLines(state.listing);
  const rest = dropLines(cartOf(state.listing), isInsuranceLine);
  const fallback = valueOfGoodsAfterRemoval(state.listing.packageType);
  const kept: CartEntry[] =
    fallback === null || lines.length === 0
      ? []
      : [
          {
            ...lines[0],
            type: lines[0]?.type ?? DEFAULT_INSURANCE_TYPE,
            amount: 0,
            parameters: { value_of_goods: fallback },
          },
        ];
  const listing = withCart(state.listing, [...rest, ...kept]);
  const insurance = closedArea(state.ui.insurance, fallback === null ? '' : String(fallback));
  return setModal({ listing, ui: { ...state.ui, insurance } }, 'insurance', false);
}

/**
 * The insurance cart line of a checked value of goods (§4): the service's type (the default
 * insurance type otherwise), the premium, the value of goods and the terms it was priced on.
 */
export function insuranceLineOf(
  service: InsuranceService | null | undefined,
  result: Extract<InsurancePremium, { ok: true }>,
): CartEntry {
  const line: CartEntry = {
    type: typeof service?.type === 'string' && isProtectionType(service.type) ? service.type : DEFAULT_INSURANCE_TYPE,
    amount: result.premium,
    parameters: { value_of_goods: result.value },
    rate_price: result.terms.rate,
    min_price: result.terms.minPrice,
    excess: result.terms.excess,
  };
  if (service?.service_id !== undefined && service.service_id !== null) line.service_id = service.service_id;
  if (result.terms.cover !== null) line.cover = result.terms.cover;
  return line;
}

/**
 * Submits the value of goods (§4, §5): checked against the service's terms for the route (UK
 * or international), then the insurance line is replaced by one with the premium and the value
 * (no charge on a premium listing at 5000 or less, which its package includes: settleInsurance).
 * On failure the coded error stays in the UI with the typed value (a value below the excess is
 * cleared, §5); nothing else changes.
 */
export function submitInsurance(state: QuoteState, value: string | undefined, _context: QuoteContext): QuoteState {
  const typed = value ?? state.ui.insurance.value;
  const service = state.ui.insurance.service;
  const result = insurancePremium(typed, service, {
    pickupCountry: state.listing.pickup_address_data?.ISO_3166_1_Alpha_2 ?? null,
    deliveryCountry: state.listing.delivery_address_data?.ISO_3166_1_Alpha_2 ?? null,
  });
  if (!result.ok) {
    const shown = result.code === 'lowAmount' ? '' : String(typed);
    return withUi(state, { insurance: { ...state.ui.insurance, value: shown, error: result } });
  }
  const line = insuranceLineOf(service, result);
  const listing = withCart(state.listing, [...dropLines(cartOf(state.listing), isInsuranceLine), line]);
  const insurance = closedArea(state.ui.insurance, String(result.value));
  return setModal(settleInsurance({ listing, ui: { ...state.ui, insurance } }), 'insurance', false);
}

/** Cancels the value area (§4): the insurance lines and value of goods are as they were at tick time. */
export function cancelInsurance(state: QuoteState): QuoteState {
  const snapshot = state.ui.insurance.snapshot;
  if (snapshot === null)
    return setModal(withUi(state, { insurance: closedArea(state.ui.insurance, '') }), 'insurance', false);
  const rest = dropLines(cartOf(state.listing), isInsuranceLine);
  const listing = withCart(state.listing, [...rest, ...snapshot.lines]);
  const insurance = closedArea(state.ui.insurance, snapshot.value);
  return setModal({ listing, ui: { ...state.ui, insurance } }, 'insurance', false);
}
