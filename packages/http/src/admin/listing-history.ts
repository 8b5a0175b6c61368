import type { ListingHistoryApi } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import { seg } from '../hosts.js';
import { ListingHistoryAnswerSchema } from '../schemas/admin.js';
import { joinUrl } from '../transport/call.js';

/**
 * A booked listing's history and its provider changes (docs/behaviour/back-office.md §4, §7), on
 * the marketplace under /ng/api/v3/listings/{id}/ (paths proposed: not shown in the spec). The
 * history is read bare or as `{history}`, as the pre-listing's is.
 */
export function listingHistoryCalls({ call, hosts }: PortContext): ListingHistoryApi {
  const at = (id: string | number, rest: string) => joinUrl(hosts.api, `ng/api/v3/listings/${seg(id)}/${rest}`);
  return {
    getListingHistory: (listingId, signal) =>
      call({ method: 'GET', url: at(listingId, 'history'), schema: ListingHistoryAnswerSchema, signal }),
    answerProviderChange: (listingId, changeId, { decision, reason }, signal) =>
      call({
        method: 'POST',
        url: at(listingId, `history/provider-change/${seg(changeId)}`),
        json: reason === undefined ? { decision } : { decision, reason },
        schema: undefined,
        signal,
      }),
  };
}
