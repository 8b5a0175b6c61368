import { isCoverType, isInsuranceType } from '../../model/cart-types.js';
import type { Listing } from '../../model/listing.js';
import { readMeasure } from '../units/units.js';
import { DEFAULT_VALUE_OF_GOODS } from './constants.js';
import { PREMIUM_PACKAGE } from './premium-package.js';
import {
  type InsuranceServiceData,
  type InsuranceTerms,
  isDomesticRoute,
  isProtectionDisabled,
  serviceTerms,
} from './terms.js';
import type { InsuranceRoute } from './value-of-goods.js';

/** An insurance service as the price answer offers it (docs/behaviour/quote-flow.md §3, Additional service). */
export type OfferedInsurance = InsuranceServiceData & {
  amount?: number | string | null;
  parameters?: { value_of_goods?: unknown } | null;
};

/**
 * Where Protection Plus stands on a listing, for the card that offers it:
 * - `unpriced`: the price answer offers no insurance service (yet);
 * - `disabled`: the service is a full_cover one below id 112, which disables the protection UI (back-office §9);
 * - `offered`: it can be added;
 * - `selected`: it is on the listing (premium listings: only above 5000, §4, §9).
 */
export type InsuranceOfferState = 'unpriced' | 'disabled' | 'offered' | 'selected';

/** What the Protection Plus card shows. */
export interface InsuranceOffer {
  state: InsuranceOfferState;
  /** The service to tick (from service_prices; once selected without one, the listing's own line). */
  service: OfferedInsurance | null;
  /** True when the route is not UK-only (or ES to ES): the international terms apply. */
  international: boolean;
  /** The service's terms for this route (cover, excess, rate, minimum price). */
  terms: InsuranceTerms;
  /** The least premium, shown as "from …"; null when the service names no minimum. */
  fromPrice: number | null;
  /** The value of goods insured, when selected. */
  value: number | null;
  /** The premium charged, when selected. */
  premium: number | null;
  /** A premium listing: its package includes goods up to 5000 without Protection Plus (§4, §9). */
  premiumPackage: boolean;
  /** The value a premium package includes (5000); null on other listings. */
  includedValue: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** True for a service or cart type of Protection Plus: full_insurance* or full_cover* (§3). */
export function isProtectionType(type: unknown): boolean {
  return typeof type === 'string' && (isInsuranceType(type) || isCoverType(type));
}

/**
 * The insurance service among the services a price answer offers (service_prices, §3): the first
 * entry of type full_insurance* or full_cover*. service_prices may be a list or a table of
 * entries; anything else offers none.
 * @example insuranceServiceOf([{ type: 'packing_material' }, { type: 'full_insurance', service_id: 115 }]) // the second
 */
export function insuranceServiceOf(servicePrices: unknown): OfferedInsurance | null {
  const entries = Array.isArray(servicePrices)
    ? servicePrices
    : isRecord(servicePrices)
      ? Object.values(servicePrices)
      : [];
  const found = entries.find((entry) => isRecord(entry) && isProtectionType(entry.type));
  return (found as OfferedInsurance | undefined) ?? null;
}

/** The route's two countries (ISO_3166_1_Alpha_2 of the pickup and delivery addresses). */
export function insuranceRouteOf(listing: Listing): InsuranceRoute {
  return {
    pickupCountry: listing.pickup_address_data?.ISO_3166_1_Alpha_2 ?? null,
    deliveryCountry: listing.delivery_address_data?.ISO_3166_1_Alpha_2 ?? null,
  };
}

/**
 * True when the international terms apply to the listing's route (not GB to GB, nor ES to ES).
 * An address without its country code (typed by hand, or from an old draft) does not make a
 * route international: the price answer's is_international decides then.
 */
export function isInternationalInsurance(listing: Listing): boolean {
  const route = insuranceRouteOf(listing);
  const known = (country: unknown) => typeof country === 'string' && country.trim() !== '';
  if (!known(route.pickupCountry) || !known(route.deliveryCountry)) return listing.is_international === true;
  return !isDomesticRoute(route.pickupCountry, route.deliveryCountry);
}

/**
 * What the Protection Plus card shows for a listing (docs/behaviour/quote-flow.md §4, §9; back-office
 * §9): the service offered and its terms for the route, and, once `selected` (the session's
 * `$insuranceSelected`), the value of goods and premium of the listing's insurance line. A
 * selected listing without an offered service (a restored draft) keeps its own line's terms.
 */
export function insuranceOffer(listing: Listing, selected: boolean): InsuranceOffer {
  const offered = insuranceServiceOf(listing.service_prices);
  const line = (listing.listing_cart ?? []).find((entry) => isInsuranceType(String(entry?.type ?? '')));
  const service = offered ?? (selected && line ? (line as OfferedInsurance) : null);
  const international = isInternationalInsurance(listing);
  const terms = serviceTerms(service, international);
  const premiumPackage = listing.packageType === PREMIUM_PACKAGE;
  const state: InsuranceOfferState =
    service === null ? 'unpriced' : isProtectionDisabled(offered) ? 'disabled' : selected ? 'selected' : 'offered';
  return {
    state,
    service,
    international,
    terms,
    fromPrice: terms.minPrice > 0 ? terms.minPrice : null,
    value: state === 'selected' ? (readMeasure(line?.parameters?.value_of_goods) ?? null) : null,
    premium: state === 'selected' ? (readMeasure(line?.amount) ?? null) : null,
    premiumPackage,
    includedValue: premiumPackage ? DEFAULT_VALUE_OF_GOODS : null,
  };
}
