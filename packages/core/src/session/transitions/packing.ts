import type { CartEntry } from '../../model/cart.js';
import type { Listing } from '../../model/listing.js';
import { type PackingCounts, packingLines, packingPrice } from '../../rules/packing/packing.js';
import { cartOf, dropLines, withCart } from '../cart.js';
import { PACKING_SERVICE_TYPE } from '../constants.js';
import { type QuoteState, setModal } from '../quote-state.js';

const isPackingLine = (line: { type: string }) => line.type === PACKING_SERVICE_TYPE;

/** True when the packing service is in the cart. */
export function hasPacking(listing: Listing): boolean {
  return cartOf(listing).some(isPackingLine);
}

/** The listing's additional services with packing checked or unchecked, when it lists them (§3). */
function markPacking(listing: Listing, checked: boolean, amount: number): Listing {
  const services: unknown = listing.additional_services;
  if (!Array.isArray(services)) return listing;
  const marked = services.map((service: unknown) =>
    typeof service === 'object' && service !== null && isPackingLine(service as { type: string })
      ? { ...service, checked, finalAmount: amount }
      : service,
  );
  return { ...listing, additional_services: marked };
}

/**
 * Toggles the packing service (docs/behaviour/quote-flow.md §4): when it is not in the cart the
 * packing modal opens; when it is, toggling again removes it.
 */
export function togglePacking(state: QuoteState): QuoteState {
  if (!hasPacking(state.listing)) return setModal(state, 'packing', true);
  const listing = markPacking(withCart(state.listing, dropLines(cartOf(state.listing), isPackingLine)), false, 0);
  return setModal({ ...state, listing }, 'packing', false);
}

/** What the packing modal confirms: the counts, and the service offered (its id and type). */
export interface PackingConfirmation {
  counts: PackingCounts;
  service?: { service_id?: string | number | null } | null;
}

/**
 * Confirms the packing modal (§4, §5): the service joins the cart, checked, with the packing
 * price (each count times its unit price) and the counts as parameters; the modal closes.
 * Counts that add up to nothing leave packing out of the cart.
 */
export function confirmPacking(state: QuoteState, input: PackingConfirmation): QuoteState {
  const amount = packingPrice(input.counts);
  const rest = dropLines(cartOf(state.listing), isPackingLine);
  const parameters = Object.fromEntries(packingLines(input.counts).map((line) => [line.material, line.count]));
  const line: CartEntry = { type: PACKING_SERVICE_TYPE, amount, parameters, checked: true };
  const serviceId = input.service?.service_id;
  if (serviceId !== undefined && serviceId !== null) line.service_id = serviceId;
  const cart = amount > 0 ? [...rest, line] : rest;
  const listing = markPacking(withCart(state.listing, cart), amount > 0, amount);
  return setModal({ ...state, listing }, 'packing', false);
}
