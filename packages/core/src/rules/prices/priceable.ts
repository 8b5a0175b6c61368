import type { Address } from '../../model/address.js';
import type { Listing } from '../../model/listing.js';
import { readCoordinates } from '../address/address.js';

/**
 * True when the job can be priced (docs/behaviour/quote-flow.md §4, §7: the price call sends the whole
 * listing and the answer is by route and load): a pickup and a delivery address that each have
 * coordinates, and at least one item with a quantity. Until then a price view asks for them
 * instead of calling the marketplace with half a job.
 * @example isPriceable({ move_items: [] }) // false
 */
export function isPriceable(listing: Listing): boolean {
  return hasBothAddresses(listing) && hasItems(listing);
}

/** True when the pickup and the delivery address each have coordinates. */
export function hasBothAddresses(listing: Listing): boolean {
  const located = (address: unknown) => readCoordinates(address as Address) !== undefined;
  return located(listing.pickup_address_data) && located(listing.delivery_address_data);
}

/** True when the job has at least one item with a quantity. */
export function hasItems(listing: Listing): boolean {
  const items = Array.isArray(listing.move_items) ? listing.move_items : [];
  return items.some((item) => typeof item?.quantity === 'number' && item.quantity > 0);
}
