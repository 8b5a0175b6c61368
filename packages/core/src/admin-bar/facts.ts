import { isEditQuote, type Listing } from '../model/listing.js';
import { type AdminUser, can } from '../rules/admin/permissions.js';
import { cartOf, cartTotal } from '../session/cart.js';
import type { AdminBarState, AdminJobFacts } from './types.js';

// What the admin bar shows of a job and what it lets an admin do (docs/behaviour/back-office.md
// §3, §6): the job's facts, and one `can` check per action.

/** What a user who is not an admin may do: nothing. */
export const NO_PERMISSIONS = { override: false, recalculate: false, insurance: false, adjustments: false } as const;

/** An id as text (a number or non-empty text), or null. */
export const idText = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The job's facts as the bar shows them (type 3 is an edit of a booked listing, back-office §3). */
export function adminJobFacts(listing: Listing): AdminJobFacts {
  const preListingId = idText(listing.pre_listing_id);
  const listingId = idText(listing.listing_id);
  const state = isEditQuote(listing) ? 'editing' : listingId !== null ? 'listing' : preListingId ? 'quote' : 'draft';
  const day = listing.pickup_date;
  return {
    state,
    preListingId,
    listingId,
    categoryId: idText(listing.category_id),
    pickupDate: typeof day === 'string' && day.length >= 10 ? day.slice(0, 10) : null,
    total: cartTotal(cartOf(listing)),
  };
}

/** What an admin may do in the bar (back-office §6: each a `can` check). */
export function adminBarPermissions(admin: AdminUser | null): AdminBarState['may'] {
  if (!admin) return NO_PERMISSIONS;
  return {
    override: can(admin, 'price', 'override'),
    recalculate: can(admin, 'price', 'recalculate'),
    insurance: can(admin, 'insurance', 'service'),
    adjustments: can(admin, 'priceAdjustments', 'manage'),
  };
}
