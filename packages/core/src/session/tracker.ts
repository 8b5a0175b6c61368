import { TRACKER_FLUSH_INTERVAL_MS } from '../ports/constants.js';
import { onPageHidden } from './page-hidden.js';
import type { QuoteSession } from './quote-session.js';
import { createTimer } from './session-effects.js';

/**
 * A search term the person settled on in the item search (docs/behaviour/quote-flow.md §9, "item
 * search tracking events are sent for the search term"): the trimmed text and the category it
 * was searched in. A blank term is not tracked.
 * @example { event: 'item_search', term: 'piano stool', category_id: 1 }
 */
export type ItemSearchEvent = {
  event: 'item_search';
  term: string;
  category_id: number;
};

/**
 * What happened to the missing-item dialog (§9, "… and for the missing-item modal"): opened from
 * a search that found nothing fitting, saved (an item was added) or cancelled (closed without
 * adding), with the search text it was opened with.
 * @example { event: 'missing_item', action: 'open', term: 'kayak' }
 */
export type MissingItemEvent = {
  event: 'missing_item';
  action: 'open' | 'save' | 'cancel';
  term: string;
};

/** An event the tracker sends in its batches (POST /ng/api/v3/tracking `{events}`). */
export type TrackerEvent = ItemSearchEvent | MissingItemEvent;

/** Batches a session's tracking events and sends them through its quote adapter. */
export interface Tracker {
  /**
   * Queues an event; the batch goes every 5 s (TRACKER_FLUSH_INTERVAL_MS), when the page is
   * hidden or left, and when the session is disposed. Never throws; after dispose it does nothing.
   */
  track(event: TrackerEvent): void;
  /** Sends what is queued now; resolves when the send has settled (never rejects). */
  flush(): Promise<void>;
}

const trackers = new WeakMap<QuoteSession, Tracker>();

/**
 * An event as sent: an admin's carry the admin's own `user_id` (docs/behaviour/quote-flow.md §6,
 * "has events logged under the admin's own id"); a customer's carry none, the server knows them.
 */
export type SentTrackerEvent = TrackerEvent & { user_id?: string };

/** An event as queued: whether its send already failed once. */
interface Queued {
  event: SentTrackerEvent;
  retried: boolean;
}

/** The event with the admin's id when an admin with an id uses the session. */
function loggedUnder(event: TrackerEvent, session: QuoteSession): SentTrackerEvent {
  const userId = session.$context.get().admin?.userId;
  return userId ? { ...event, user_id: userId } : event;
}

function createTracker(session: QuoteSession): Tracker {
  let queue: Queued[] = [];
  let disposed = false;
  const timer = createTimer(session.timers);
  let scheduled = false;

  const schedule = () => {
    if (scheduled || disposed || queue.length === 0) return;
    scheduled = true;
    timer.set(() => void flush(), TRACKER_FLUSH_INTERVAL_MS);
  };

  /** Sends the queue as one batch; a failed batch is tried once more on the next tick, then dropped. */
  const flush = async (): Promise<void> => {
    timer.clear();
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      const { api } = await session.adapters();
      if (!api) throw new Error('no quote adapter');
      await api.trackEvents(batch.map((queued) => queued.event));
    } catch {
      const again = batch.filter((queued) => !queued.retried).map((queued) => ({ ...queued, retried: true }));
      queue = [...again, ...queue];
    }
    schedule();
  };

  const stopWatchingPage = onPageHidden(() => void flush());
  session.addHooks({
    dispose: () => {
      if (disposed) return;
      void flush();
      disposed = true;
      timer.clear();
      stopWatchingPage();
    },
  });

  return {
    track(event) {
      if (disposed) return;
      if (event.event === 'item_search' && event.term.trim() === '') return;
      queue.push({
        event: loggedUnder(event.event === 'item_search' ? { ...event, term: event.term.trim() } : event, session),
        retried: false,
      });
      schedule();
    },
    flush,
  };
}

/**
 * The tracker of a session, created on first use (one per session): item search terms and the
 * missing-item dialog's open, save and cancel, sent in batches through the session's quote
 * adapter (`api.trackEvents`) every 5 s, when the page is hidden or left, and on dispose
 * (docs/behaviour/quote-flow.md §7, §9); an admin's events carry the admin's `user_id` (§6).
 * Sending never throws: a failed batch is tried once more on
 * the next tick, then dropped.
 * @example trackerFor(session).track({ event: 'missing_item', action: 'open', term: 'kayak' })
 */
export function trackerFor(session: QuoteSession): Tracker {
  let tracker = trackers.get(session);
  if (!tracker) {
    tracker = createTracker(session);
    trackers.set(session, tracker);
  }
  return tracker;
}
