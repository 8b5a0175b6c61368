import type { CommunicationChannel, ListingCommunication, SimilarListing } from '../../model/similar-listing.js';
import type { ProviderCallRequest, ProviderContactResponse, ProviderMessageRequest } from '../../ports/admin-types.js';
import { SIMILAR_JOBS_COMMUNICATION_TYPE } from './constants.js';

/** Why a contact was refused; the words are locale/similar-listings.ts'. */
export type ProviderContactErrorCode = 'similarMessageMissing' | 'similarProviderMissing';

/** A checked contact: what to send on the channel, or why not. */
export type ProviderContactCheck =
  | { readonly ok: true; readonly channel: 'call'; readonly value: ProviderCallRequest }
  | { readonly ok: true; readonly channel: 'sms' | 'email'; readonly value: ProviderMessageRequest }
  | { readonly ok: false; readonly code: ProviderContactErrorCode };

/** True when the channel carries a message (SMS and e-mail, back-office §5, §7); a call carries none. */
export const channelNeedsMessage = (channel: CommunicationChannel): channel is 'sms' | 'email' => channel !== 'call';

/**
 * Checks a contact of a similar job's provider (docs/behaviour/back-office.md §5, §7): the job
 * has a provider (its tp_id is the user_id); an SMS or e-mail has a message that is not blank
 * (sent trimmed); a call sends no message.
 * @example checkProviderContact('sms', job, ' ').ok // false (similarMessageMissing)
 */
export function checkProviderContact(
  channel: CommunicationChannel,
  job: SimilarListing,
  message: string,
): ProviderContactCheck {
  const provider = job.provider;
  if (!provider || String(provider.tp_id).trim() === '') return { ok: false, code: 'similarProviderMissing' };
  const base = { user_id: provider.tp_id, listing_id: job.listing_id };
  if (!channelNeedsMessage(channel)) return { ok: true, channel, value: base };
  const text = message.trim();
  if (text === '') return { ok: false, code: 'similarMessageMissing' };
  return { ok: true, channel, value: { ...base, message: text } };
}

/**
 * The job's communications after a contact was made (back-office §7: the answer's
 * listing.listingCommunications): the answer's list when it sent one, else the job's own list
 * with the new contact appended (recipient the provider's tp_id).
 */
export function communicationsAfter(
  job: SimilarListing,
  channel: CommunicationChannel,
  answer: ProviderContactResponse | null | undefined,
): readonly ListingCommunication[] {
  const sent = answer?.listing?.listingCommunications;
  if (Array.isArray(sent)) return sent;
  const made: ListingCommunication = {
    recipient_id: job.provider?.tp_id ?? '',
    type: SIMILAR_JOBS_COMMUNICATION_TYPE,
    channel,
  };
  return [...(job.listingCommunications ?? []), made];
}

/** The job with its communications after a contact: a new object, so only its own row changes. */
export function withCommunications(
  job: SimilarListing,
  channel: CommunicationChannel,
  answer: ProviderContactResponse | null | undefined,
): SimilarListing {
  return { ...job, listingCommunications: [...communicationsAfter(job, channel, answer)] };
}

/** How many contacts of each channel a job's provider had (for the badges), channels in order call, sms, email; none left out. */
export function communicationCounts(
  job: SimilarListing,
): readonly { readonly channel: CommunicationChannel; readonly count: number }[] {
  const list = job.listingCommunications ?? [];
  return (['call', 'sms', 'email'] as const)
    .map((channel) => ({ channel, count: list.filter((entry) => entry.channel === channel).length }))
    .filter((entry) => entry.count > 0);
}
