import type { Address } from '../../model/address.js';
import type { CartEntry } from '../../model/cart.js';
import type { Listing } from '../../model/listing.js';
import { VAN_TYPE_IDS, type VanTypeKey, vanTypeOf } from '../../model/van-keys.js';
import type { Directions } from '../../ports/maps-api.js';
import { isValidAddress } from '../../rules/address/address.js';
import { metresToMiles } from '../../rules/units/units.js';
import { cartOf, dropLines, withCart } from '../cart.js';
import { DEFAULT_INSURANCE_TYPE, PACKING_SERVICE_TYPE } from '../constants.js';
import { clearCachedPrices, omitFields, type QuoteState } from '../quote-state.js';

/** Which address of the route: pickup or delivery (§3: pickup_address_data, delivery_address_data). */
export type RouteSide = 'pickup' | 'delivery';

/** The listing field of a side. */
export const addressField = (side: RouteSide) => (side === 'pickup' ? 'pickup_address_data' : 'delivery_address_data');

/** Fields the directions give, cleared with any address change. */
const ROUTE_FIELDS = ['distance', 'duration'] as const;

/**
 * Sets the pickup or delivery address (§2 address autocomplete; §5: "an address counts as valid
 * only with coordinates"). An address without coordinates changes nothing (the view keeps what
 * was typed and says why); null clears the side. The distance and duration go until the new
 * directions arrive, and the cached prices with them (§4: a different job has other prices).
 */
export function setAddress(state: QuoteState, side: RouteSide, address: Address | null): QuoteState {
  if (address !== null && !isValidAddress(address)) return state;
  const field = addressField(side);
  const listing = omitFields(state.listing, address === null ? [field, ...ROUTE_FIELDS] : [...ROUTE_FIELDS]);
  if (address !== null) listing[field] = address;
  return clearCachedPrices({ ...state, listing });
}

/**
 * Directions arrived for the route (§7 maps service): distance in miles (metres / 1609.344,
 * back-office §9) and duration in seconds. An answer for a route that is no longer the listing's
 * (the person changed an address meanwhile) never lands: `route` names the two addresses it was
 * asked for.
 */
export function directionsLoaded(
  state: QuoteState,
  route: { pickup: unknown; delivery: unknown },
  directions: Pick<Directions, 'distanceMetres' | 'durationSeconds'>,
): QuoteState {
  const { listing } = state;
  if (listing.pickup_address_data !== route.pickup || listing.delivery_address_data !== route.delivery) return state;
  const miles = Math.round(metresToMiles(directions.distanceMetres) * 100) / 100;
  const seconds = Math.max(0, Math.round(directions.durationSeconds));
  if (listing.distance === miles && listing.duration === seconds) return state;
  return clearCachedPrices({ ...state, listing: { ...listing, distance: miles, duration: seconds } });
}

/**
 * Chooses a van type (§2 van selector: small_transit 30, large_transit 34, luton_van 40). The
 * listing keeps its id, as the server reads `selected_van`. An unknown van changes nothing.
 */
export function selectVan(state: QuoteState, van: VanTypeKey | number | string): QuoteState {
  const figures = vanTypeOf(van);
  if (figures === undefined) return state;
  const id = VAN_TYPE_IDS[figures.type];
  if (vanTypeOf(state.listing.selected_van)?.type === figures.type) return state;
  return clearCachedPrices({ ...state, listing: { ...state.listing, selected_van: id } });
}

/** An additional service the price answer offers (§3, service_prices), as the services list reads it. */
export type OfferedService = CartEntry & { type: string };

/** True for services with their own flow: packing (its modal) and insurance (Protection Plus). */
export function hasOwnFlow(type: string): boolean {
  return type === PACKING_SERVICE_TYPE || type.startsWith(DEFAULT_INSURANCE_TYPE) || type.startsWith('full_cover');
}

/** Service types that are part of the price and never toggled (mileage, price per hour). */
const PRICE_PART_TYPES: readonly string[] = ['mileage_cost', 'price_per_hour', 'delivery_base_price'];

/** True when the person can tick or untick a service on its own (not packing, insurance or a price part). */
export function isToggleableService(type: string): boolean {
  return !hasOwnFlow(type) && !PRICE_PART_TYPES.includes(type);
}

/** Two services (or a cart line and a service) alike: the same type, and the same id when either has one. */
export const sameService = (a: { type: string; service_id?: unknown }, b: { type: string; service_id?: unknown }) =>
  a.type === b.type && (a.service_id ?? null) === (b.service_id ?? null);

/**
 * Ticks or unticks an additional service (§2 additional services list): ticking adds its cart
 * line (checked, its amount), unticking removes it. Packing and insurance have their own
 * actions (modal, value area), and price parts (mileage, price per hour) cannot be toggled.
 */
export function toggleService(state: QuoteState, service: OfferedService): QuoteState {
  if (!isToggleableService(service.type)) return state;
  const cart = cartOf(state.listing);
  const present = cart.some((line) => sameService(line, service));
  const rest = dropLines(cart, (line) => sameService(line, service));
  const next: Listing = withCart(state.listing, present ? rest : [...rest, { ...service, checked: true }]);
  return { ...state, listing: next };
}

/** Shows the boxes as a list of their own (the removal inventory's boxes view, location 0). */
export function setBoxesListView(state: QuoteState, on: boolean): QuoteState {
  if ((state.listing.boxesListView === true) === on) return state;
  return { ...state, listing: { ...state.listing, boxesListView: on } };
}

/** The listing's pre-listing id, set when it has none or differs (the `pre-listing-id` attribute). */
export function setPrelistingId(state: QuoteState, id: string): QuoteState {
  const trimmed = id.trim();
  if (trimmed === '' || state.listing.pre_listing_id === trimmed) return state;
  return { ...state, listing: { ...state.listing, pre_listing_id: trimmed } };
}

/**
 * A saved pre-listing arrived (POST /ng/prelisting/{id}/get): it replaces the draft, keeping
 * the id asked for when the answer names none.
 */
export function prelistingLoaded(state: QuoteState, id: string, listing: Listing): QuoteState {
  const loaded: Listing = {
    ...listing,
    move_items: listing.move_items ?? [],
    pre_listing_id: listing.pre_listing_id || id,
  };
  return { ...state, listing: loaded };
}
