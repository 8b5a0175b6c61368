import type { ListingAction, ListingActionsApi, SimilarListingApi } from '@haulkit/core';
import { SimilarListingsResponseSchema } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import { seg } from '../hosts.js';
import { ProviderContactSchema } from '../schemas/admin.js';
import { joinUrl } from '../transport/call.js';

/** Listing actions served under /ng/api/v3/listings/{id}/ (the rest are under /ng/listings/{id}/). */
const V3_LISTING_ACTIONS: readonly ListingAction[] = ['cancel', 'pay'];

/** The similar-listing tool (back-office §7) on the marketplace. */
export function similarListingCalls({ call, hosts }: PortContext): SimilarListingApi {
  const url = (path: string) => joinUrl(hosts.api, path);
  return {
    findSimilarListings: (listingId, filter, signal) =>
      call({
        method: 'POST',
        url: url(`similar-listing/find-similar/any/${seg(listingId)}`),
        json: filter,
        schema: SimilarListingsResponseSchema,
        signal,
        latestKey: `findSimilarListings:${listingId}`,
      }),
    callProvider: ({ user_id, listing_id }, signal) =>
      call({
        method: 'POST',
        url: url('similar-listing/contact/call'),
        json: { user_id, listing_id },
        schema: ProviderContactSchema,
        signal,
      }),
    sendProviderSms: ({ user_id, listing_id, message }, signal) =>
      call({
        method: 'POST',
        url: url('similar-listing/contact/sms'),
        json: { user_id, listing_id, message },
        schema: ProviderContactSchema,
        signal,
      }),
    sendProviderEmail: ({ user_id, listing_id, message }, signal) =>
      call({
        method: 'POST',
        url: url('similar-listing/contact/email'),
        json: { user_id, listing_id, message },
        schema: ProviderContactSchema,
        signal,
      }),
  };
}

/** The listing-issuing actions (back-office §4, §7); each resolves to nothing. */
export function listingActionCalls({ call, hosts }: PortContext): ListingActionsApi {
  return {
    runListingAction: (listingId, action, payload, signal) =>
      call({
        method: 'POST',
        url: joinUrl(
          hosts.api,
          `${V3_LISTING_ACTIONS.includes(action) ? 'ng/api/v3/listings' : 'ng/listings'}/${seg(listingId)}/${seg(action)}`,
        ),
        json: payload,
        schema: undefined,
        signal,
      }),
  };
}
