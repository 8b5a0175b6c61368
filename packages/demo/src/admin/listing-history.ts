import type { ListingHistoryApi, ListingHistoryEntry } from '@haulkit/core';
import { BoundedMap } from '../bounded-map.js';
import { DEMO_STORE_LIMITS, type DemoContext } from '../context.js';
import { commonError, inputError } from '../errors/demo-error.js';
import { wait } from '../latency.js';

/** The provider a demo listing is booked with, and the one its pending provider change proposes. */
export const DEMO_LISTING_PROVIDERS = { booked: 'Swift Vans', proposed: 'Northern Removals' } as const;

const HOUR_MS = 3_600_000;

/** The id of a demo listing's provider change. */
export const demoProviderChangeId = (listingId: string) => `pc-${listingId}-1`;

/**
 * A demo listing's history as the marketplace might keep it (its shape is not shown in the spec):
 * booked two days ago, a provider assigned, then a provider change the provider asked for an
 * hour ago, waiting for an admin (docs/behaviour/back-office.md §4).
 */
function seededHistory(listingId: string, now: Date): ListingHistoryEntry[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  return [
    { event: 'listing_booked', at: ago(48), who: 'Customer' },
    { event: 'provider_assigned', at: ago(47), who: 'The system', provider: DEMO_LISTING_PROVIDERS.booked },
    {
      event: 'provider_change',
      id: demoProviderChangeId(listingId),
      at: ago(1),
      who: DEMO_LISTING_PROVIDERS.booked,
      from_provider: DEMO_LISTING_PROVIDERS.booked,
      to_provider: DEMO_LISTING_PROVIDERS.proposed,
      status: 'pending',
    },
  ];
}

/**
 * Listing histories in memory (back-office §4, §7): every listing id starts with the seeded
 * history and its pending provider change, so any booked listing shows one; an answer is kept on
 * the entry (its decision, reason and status). A decline without a reason is refused (`reason`
 * `missing`), an unknown change is 404 and one already decided 409.
 */
export function buildListingHistoryApi(context: DemoContext): ListingHistoryApi {
  const histories = new BoundedMap<string, ListingHistoryEntry[]>(context.bounds(DEMO_STORE_LIMITS.historyIds));
  const historyOf = (listingId: string) => {
    let history = histories.get(listingId);
    if (!history) {
      history = seededHistory(listingId, context.now());
      histories.set(listingId, history);
    }
    return history;
  };
  return {
    async getListingHistory(listingId, signal) {
      await wait(context.latencyMs, signal);
      return structuredClone(historyOf(String(listingId)));
    },
    async answerProviderChange(listingId, changeId, answer, signal) {
      await wait(context.latencyMs, signal);
      const method = 'answerProviderChange';
      if (answer.decision !== 'accept' && answer.decision !== 'decline')
        throw inputError(method, 'decision', 'missing');
      const reason = typeof answer.reason === 'string' ? answer.reason.trim() : '';
      if (answer.decision === 'decline' && reason === '') throw inputError(method, 'reason', 'missing');
      const history = historyOf(String(listingId));
      const index = history.findIndex((entry) => entry.event === 'provider_change' && entry.id === String(changeId));
      const entry = history[index];
      if (!entry) throw commonError(method, 404, 'not_found');
      if (entry.status !== 'pending') throw commonError(method, 409, 'already_decided');
      history[index] = {
        ...entry,
        status: answer.decision === 'accept' ? 'accepted' : 'declined',
        decision: answer.decision,
        ...(reason === '' ? {} : { reason }),
        decided_at: context.now().toISOString(),
      };
    },
  };
}
