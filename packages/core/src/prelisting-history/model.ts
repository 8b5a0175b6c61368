import { atom, type ReadableAtom } from 'nanostores';
import { adminNotesMessage, historyEventKey } from '../locale/admin-notes.js';
import type { Locale } from '../locale/locales.js';
import type { Listing } from '../model/listing.js';
import { type HistoryLine, historyLines } from '../rules/prelisting-history/history.js';
import type { SessionCore } from '../session/core.js';

// The history dialog's model (docs/behaviour/back-office.md §2 "history", §7 POST
// /ng/prelisting/{id}/history). Framework-free: a React hook reads `$state`.

/** Where the history stands. */
export type HistoryStatus = 'noRecord' | 'loading' | 'ready' | 'failed';

/** Everything the dialog shows. */
export interface HistoryState {
  readonly status: HistoryStatus;
  readonly preListingId: string | null;
  /** The entries ready to show, in the order sent (oldest first). */
  readonly lines: readonly HistoryLine[];
}

/** The model: its state and actions. */
export interface PrelistingHistory {
  readonly $state: ReadableAtom<HistoryState>;
  /** Follows the session's pre-listing and reads its history; returns the call that stops. */
  start(): () => void;
  /** Reads it again (after a failure, or to see what happened since). */
  reload(): void;
}

/**
 * What a history line says happened, in the locale: the catalogue's words for an event it names
 * ('Quote emailed'), else the event as sent (the history is for admin staff, who read codes as
 * they come, back-office §8).
 */
export function historyEventText(line: HistoryLine, locale: Locale): string {
  if (line.what === null) return '';
  const key = historyEventKey(line.what);
  return key ? adminNotesMessage(locale, key) : line.what;
}

/**
 * A pre-listing's history on a session (docs/behaviour/back-office.md §2, §7). It reads the
 * history of the session's pre-listing, and again when that changes; an answer for an earlier
 * pre-listing, or an earlier read, never lands.
 */
export function createPrelistingHistory(session: Pick<SessionCore, '$listing' | 'adapters'>): PrelistingHistory {
  const $state = atom<HistoryState>({ status: 'noRecord', preListingId: null, lines: [] });
  let asked = 0;

  const load = async () => {
    const at = ++asked;
    const id = $state.get().preListingId;
    if (id === null) return;
    $state.set({ ...$state.get(), status: 'loading' });
    try {
      const { api } = await session.adapters('api');
      if (!api) throw new Error('no quote adapter');
      const entries = await api.getPrelistingHistory(id);
      if (at === asked) $state.set({ status: 'ready', preListingId: id, lines: historyLines(entries) });
    } catch {
      if (at === asked) $state.set({ ...$state.get(), status: 'failed' });
    }
  };

  let followed: string | null | undefined;
  const follow = (listing: Listing) => {
    const raw = listing.pre_listing_id;
    const id = typeof raw === 'string' && raw.trim() !== '' ? raw : null;
    if (id === followed) return;
    followed = id;
    asked += 1;
    $state.set({ status: id === null ? 'noRecord' : 'loading', preListingId: id, lines: [] });
    void load();
  };

  return {
    $state,
    start() {
      follow(session.$listing.get());
      const stop = session.$listing.listen(follow);
      return () => {
        stop();
        followed = undefined;
        asked += 1;
      };
    },
    reload() {
      void load();
    },
  };
}
