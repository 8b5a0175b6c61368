import type { ReadableAtom } from 'nanostores';
import type { Locale } from '../locale/locales.js';
import type { CommunicationChannel, SimilarListing } from '../model/similar-listing.js';
import type { SimilarListingApi } from '../ports/admin-api.js';
import type { SaveOutcome } from '../rules/price-adjustments/save-message.js';
import type { ProviderContactErrorCode } from '../rules/similar-listings/contact.js';
import type { SimilarFilterDraft, SimilarFilterError } from '../rules/similar-listings/filter.js';
import type { SessionCore } from '../session/core.js';

// The similar-listing tool's state (docs/behaviour/back-office.md §2, §3, §5, §7, §8); model.ts
// holds the actions.

/** Whether the tool can work, and why not. */
export type SimilarListingsAccess =
  /** Asking for the port. */
  | 'checking'
  /** No listing to match yet. */
  | 'noListing'
  /** No one is signed in as admin: nothing is asked. */
  | 'notAdmin'
  /** An admin without `similarListings.contact` (§6): jobs can be found, providers not contacted. */
  | 'noPermission'
  /** No similar-listing port is configured. */
  | 'noService'
  | 'ready';

/** Where a search stands: `empty` is a result without jobs (§8's warning). */
export type SimilarSearchStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'failed';

/** The last search: its jobs, and the server's messages when it failed (§8). */
export interface SimilarSearch {
  readonly status: SimilarSearchStatus;
  /** The listing matched, as the answer sent it. */
  readonly listing: SimilarListing | null;
  readonly listings: readonly SimilarListing[];
  /** The failure's words (the server's own messages, each once); empty unless failed. */
  readonly messages: readonly string[];
}

/** The contact form of the selected job's provider: one channel at a time, a confirm step (§2). */
export interface SimilarContact {
  /** The channel open, or null when no contact is being made. */
  readonly channel: CommunicationChannel | null;
  /** The job whose provider is contacted. */
  readonly listingId: string | null;
  /** The message typed per channel (a call has none); kept on a refusal, a failure or a close. */
  readonly messages: { readonly sms: string; readonly email: string };
  readonly error: ProviderContactErrorCode | null;
  /** Checked, waiting for the admin's confirmation. */
  readonly confirming: boolean;
  readonly busy: boolean;
  /** How the last contact ended: the success words, or the server's first message (§8). */
  readonly outcome: (SaveOutcome & { readonly channel: CommunicationChannel }) | null;
}

/** Everything the similar-listing tool shows. */
export interface SimilarListingsState {
  readonly access: SimilarListingsAccess;
  readonly listingId: string | null;
  /** The admin may call, text or e-mail providers (`can(admin, 'similarListings', 'contact')`). */
  readonly mayContact: boolean;
  readonly filter: { readonly draft: SimilarFilterDraft; readonly errors: readonly SimilarFilterError[] };
  readonly search: SimilarSearch;
  /** The job selected (its listing_id as text), or null. */
  readonly selectedId: string | null;
  readonly contact: SimilarContact;
}

/** What the tool needs of a session: who uses it (the admin) and its clock. */
export type SimilarListingsSession = Pick<SessionCore, '$context' | 'now'>;

/** Options of the similar-listing tool. */
export interface SimilarListingsOptions {
  /** Who uses the tool and the clock; without one no admin is known (access `notAdmin`). */
  readonly session?: SimilarListingsSession | undefined;
  /** The similar-listing port; undefined when none is configured. */
  readonly port: () => Promise<SimilarListingApi | undefined>;
  readonly locale: Locale;
  /** The listing to match; `setListingId` changes it. */
  readonly listingId?: string | number | null | undefined;
}

/** The similar-listing tool: its state and actions. */
export interface SimilarListings {
  readonly $state: ReadableAtom<SimilarListingsState>;
  /** Works out the access and follows who is signed in; returns the call that stops (pending answers and the first selection never land). */
  start(): () => void;
  /** Matches another listing: the results go, the filter typed stays. */
  setListingId(id: string | number | null | undefined): void;
  changeFilter(patch: Partial<SimilarFilterDraft>): void;
  /** Checks the filter, then searches; an earlier search's answer never lands. */
  find(): Promise<void>;
  /** Selects a job of the results (null: none). */
  select(id: string | number | null): void;
  /** Opens the contact form of the selected job's provider on a channel. */
  openContact(channel: CommunicationChannel): void;
  changeMessage(text: string): void;
  /** Checks the contact (a message for SMS and e-mail) and asks for the confirmation. */
  requestContact(): void;
  /** Leaves the confirmation for the form (the message stays). */
  backToForm(): void;
  /** Confirmed: sends the contact; on success the job's communications are the answer's. */
  confirmContact(): Promise<void>;
  /** Closes the contact form (what was typed stays). */
  closeContact(): void;
}
