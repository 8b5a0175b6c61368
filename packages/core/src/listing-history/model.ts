import { atom, type ReadableAtom } from 'nanostores';
import { isAbortError } from '../errors.js';
import type { Locale } from '../locale/locales.js';
import type { Listing } from '../model/listing.js';
import type { ListingHistoryApi } from '../ports/admin-api.js';
import type { ProviderChangeDecision } from '../ports/admin-types.js';
import { can } from '../rules/admin/permissions.js';
import {
  checkProviderChangeAnswer,
  type ProviderChange,
  type ProviderChangeErrorCode,
  providerChangeOf,
} from '../rules/listing-history/provider-change.js';
import { type HistoryLine, historyLines } from '../rules/prelisting-history/history.js';
import { type SaveOutcome, saveOutcome } from '../rules/price-adjustments/save-message.js';
import type { SessionCore } from '../session/core.js';

// A booked listing's history, with the provider changes an admin answers
// (docs/behaviour/back-office.md §4 "Provider change on listing history: accept or decline with
// a reason", §7 /ng/api/v3/listings/{id} history, §8 the save outcome). Framework-free: a React
// hook reads `$state` and calls the actions.

/** Where the listing's history stands: `none` while the job is no booked listing (no listing_id). */
export type ListingHistoryStatus = 'none' | 'noService' | 'loading' | 'ready' | 'failed';

/** A history line of the listing, with the provider change it is, if it is one. */
export interface ListingHistoryLine extends HistoryLine {
  readonly change: ProviderChange | null;
}

/** The answer being written to one provider change. */
export interface ProviderChangeForm {
  /** The reason as typed (kept when a save fails). */
  readonly reason: string;
  readonly error: ProviderChangeErrorCode | null;
  /** The decision being sent, while it is. */
  readonly busy: ProviderChangeDecision | null;
  /** How the last answer ended (§8): 'Save was successful' or the first error. */
  readonly outcome: SaveOutcome | null;
}

/** Everything the listing's part of the history dialog shows. */
export interface ListingHistoryState {
  readonly status: ListingHistoryStatus;
  readonly listingId: string | null;
  /** The entries, in the order sent (oldest first). */
  readonly lines: readonly ListingHistoryLine[];
  /** The answer being written per provider change id. */
  readonly forms: Readonly<Record<string, ProviderChangeForm>>;
  /** Whether the admin may answer a provider change (`can(admin, 'listings', 'providerChange')`). */
  readonly mayAnswer: boolean;
}

/** The model: its state and actions. */
export interface ListingHistory {
  readonly $state: ReadableAtom<ListingHistoryState>;
  /** Follows the session's listing_id and reads its history; returns the call that stops. */
  start(): () => void;
  /** Reads it again (after a failure). */
  reload(): void;
  changeReason(changeId: string, reason: string): void;
  /** Accepts or declines a pending provider change: a decline needs a reason (checkProviderChangeAnswer). */
  answer(changeId: string, decision: ProviderChangeDecision): Promise<void>;
}

/** Options of the listing history. */
export interface ListingHistoryOptions {
  /** The admin port with the listing history calls; undefined when none is configured. */
  readonly port: () => Promise<ListingHistoryApi | undefined>;
  readonly locale: Locale;
}

/** A form before anything is typed. */
export const EMPTY_PROVIDER_CHANGE_FORM: ProviderChangeForm = { reason: '', error: null, busy: null, outcome: null };

const listingIdOf = (listing: Listing) => {
  const id = listing.listing_id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
};

/** The lines of a listing's history, each with its provider change. */
export const listingHistoryLines = (entries: unknown): ListingHistoryLine[] =>
  historyLines(entries).map((line) => ({ ...line, change: providerChangeOf(line) }));

/**
 * A booked listing's history on a session (docs/behaviour/back-office.md §4, §7). It reads the
 * history of the session's listing (its listing_id), and again when that changes; an answer for
 * an earlier listing, or an earlier read, never lands. A pending provider change is accepted or
 * declined: a decline needs a reason (`providerChangeReasonMissing`, the reason typed kept); the
 * outcome is 'Save was successful' or the first error, and what was typed stays when it fails;
 * once saved, the entry shows the decision. Answering needs `can(admin, 'listings',
 * 'providerChange')`.
 */
export function createListingHistory(
  session: Pick<SessionCore, '$listing' | '$context'>,
  options: ListingHistoryOptions,
): ListingHistory {
  const { locale } = options;
  const mayAnswer = () => can(session.$context.get().admin, 'listings', 'providerChange');
  const $state = atom<ListingHistoryState>({
    status: 'none',
    listingId: null,
    lines: [],
    forms: {},
    mayAnswer: mayAnswer(),
  });
  const set = (patch: Partial<ListingHistoryState>) => $state.set({ ...$state.get(), ...patch });
  const formOf = (id: string) => $state.get().forms[id] ?? EMPTY_PROVIDER_CHANGE_FORM;
  const patchForm = (id: string, patch: Partial<ProviderChangeForm>) =>
    set({ forms: { ...$state.get().forms, [id]: { ...formOf(id), ...patch } } });
  let asked = 0;

  const port = async () => {
    try {
      return await options.port();
    } catch {
      return undefined;
    }
  };

  const load = async () => {
    const at = ++asked;
    const id = $state.get().listingId;
    if (id === null) return;
    set({ status: 'loading', mayAnswer: mayAnswer() });
    const api = await port();
    if (at !== asked) return;
    if (!api) return set({ status: 'noService' });
    try {
      const entries = await api.getListingHistory(id);
      if (at === asked) set({ status: 'ready', lines: listingHistoryLines(entries) });
    } catch (error) {
      if (at === asked && !isAbortError(error)) set({ status: 'failed' });
    }
  };

  let followed: string | null | undefined;
  const follow = (listing: Listing) => {
    const id = listingIdOf(listing);
    if (id === followed) return;
    followed = id;
    asked += 1;
    $state.set({
      status: id === null ? 'none' : 'loading',
      listingId: id,
      lines: [],
      forms: {},
      mayAnswer: mayAnswer(),
    });
    void load();
  };

  return {
    $state,
    start() {
      follow(session.$listing.get());
      const stops = [session.$listing.listen(follow), session.$context.listen(() => set({ mayAnswer: mayAnswer() }))];
      return () => {
        for (const stop of stops) stop();
        followed = undefined;
        asked += 1;
      };
    },
    reload() {
      void load();
    },
    changeReason(changeId, reason) {
      patchForm(changeId, { reason, error: null, outcome: null });
    },
    async answer(changeId, decision) {
      const state = $state.get();
      const listingId = state.listingId;
      const line = state.lines.find((entry) => entry.change?.id === changeId);
      const form = formOf(changeId);
      if (listingId === null || !line?.change || line.change.status !== 'pending' || form.busy !== null) return;
      if (!mayAnswer()) return;
      const check = checkProviderChangeAnswer(decision, form.reason);
      if (!check.ok) return patchForm(changeId, { error: check.code, outcome: null });
      const at = asked;
      patchForm(changeId, { busy: decision, error: null, outcome: null });
      try {
        const api = await port();
        if (!api) throw new Error('no admin service');
        await api.answerProviderChange(listingId, line.change.id, check.value);
        if (at !== asked) return;
        const status = decision === 'accept' ? 'accepted' : 'declined';
        const reason = check.value.reason ?? null;
        set({
          lines: $state
            .get()
            .lines.map((entry) =>
              entry.change?.id === changeId ? { ...entry, change: { ...entry.change, status, reason } } : entry,
            ),
        });
        patchForm(changeId, { busy: null, reason: '', outcome: saveOutcome(undefined, locale) });
      } catch (error) {
        if (at !== asked) return;
        patchForm(changeId, { busy: null, outcome: isAbortError(error) ? null : saveOutcome(error, locale) });
      }
    },
  };
}
