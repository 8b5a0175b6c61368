import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSession,
  type QuoteApi,
  resetSessions,
  TRACKER_FLUSH_INTERVAL_MS,
  type TrackerEvent,
  trackerFor,
} from '../src/index.js';

/** A quote adapter whose trackEvents records each batch; `fail` makes the next sends reject. */
function fakeApi() {
  const batches: unknown[][] = [];
  let failures = 0;
  const trackEvents = vi.fn(async (events: readonly unknown[]) => {
    if (failures > 0) {
      failures--;
      throw new Error('offline');
    }
    batches.push([...events]);
  });
  const api = { trackEvents } as Partial<QuoteApi> as QuoteApi;
  const fail = (times: number) => {
    failures = times;
  };
  return { api, batches, trackEvents, fail };
}

const search = (term: string): TrackerEvent => ({ event: 'item_search', term, category_id: 1 });
const missing = (action: 'open' | 'save' | 'cancel', term = 'kayak'): TrackerEvent => ({
  event: 'missing_item',
  action,
  term,
});

let key = 0;
/** A fresh session (drafts off) with the fake adapter, and its tracker. */
function setup(options: { api?: QuoteApi | undefined } = {}) {
  const fake = fakeApi();
  const api = 'api' in options ? options.api : fake.api;
  const session = getSession(`tracker-${++key}`, { drafts: false, ...(api ? { api } : {}) });
  return { ...fake, session, tracker: trackerFor(session) };
}

/** Runs the timers up to `ms` ahead, and the sends they start. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resetSessions();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('trackerFor (docs/behaviour/quote-flow.md §7, §9: a tracker batch every 5000 ms)', () => {
  it('is one tracker per session', () => {
    const { session, tracker } = setup();
    expect(trackerFor(session)).toBe(tracker);
    expect(trackerFor(setup().session)).not.toBe(tracker);
  });

  it('sends the events of 5 seconds as one batch, in the order they happened', async () => {
    const { tracker, batches, trackEvents } = setup();
    tracker.track(search('piano stool'));
    await wait(2_000);
    tracker.track(missing('open'));
    tracker.track(missing('save'));
    await wait(TRACKER_FLUSH_INTERVAL_MS - 2_000 - 1);
    expect(trackEvents).not.toHaveBeenCalled();
    await wait(1);
    expect(batches).toEqual([
      [
        { event: 'item_search', term: 'piano stool', category_id: 1 },
        { event: 'missing_item', action: 'open', term: 'kayak' },
        { event: 'missing_item', action: 'save', term: 'kayak' },
      ],
    ]);
  });

  it('sends nothing when nothing was tracked, and starts a new batch after each send', async () => {
    const { tracker, batches, trackEvents } = setup();
    await wait(TRACKER_FLUSH_INTERVAL_MS * 3);
    expect(trackEvents).not.toHaveBeenCalled();
    tracker.track(missing('open'));
    await wait(TRACKER_FLUSH_INTERVAL_MS);
    tracker.track(missing('cancel'));
    await wait(TRACKER_FLUSH_INTERVAL_MS);
    expect(batches).toEqual([[missing('open')], [missing('cancel')]]);
  });

  it('trims a search term and drops a blank one', async () => {
    const { tracker, batches } = setup();
    tracker.track(search('  sofa  '));
    tracker.track(search('   '));
    await wait(TRACKER_FLUSH_INTERVAL_MS);
    expect(batches).toEqual([[search('sofa')]]);
  });

  it('a failed send is tried once more on the next tick, with the events tracked meanwhile', async () => {
    const { tracker, batches, trackEvents, fail } = setup();
    fail(1);
    tracker.track(missing('open'));
    await wait(TRACKER_FLUSH_INTERVAL_MS);
    expect(trackEvents).toHaveBeenCalledTimes(1);
    tracker.track(missing('save'));
    await wait(TRACKER_FLUSH_INTERVAL_MS);
    expect(batches).toEqual([[missing('open'), missing('save')]]);
  });

  it('a send that fails twice is dropped: no throw, no loop', async () => {
    const { tracker, trackEvents, fail } = setup();
    fail(2);
    tracker.track(missing('open'));
    await wait(TRACKER_FLUSH_INTERVAL_MS * 10);
    expect(trackEvents).toHaveBeenCalledTimes(2);
    expect(trackEvents.mock.calls.map(([events]) => events)).toEqual([[missing('open')], [missing('open')]]);
  });

  it('without a quote adapter the events are dropped quietly after one retry', async () => {
    const { tracker, session } = setup({ api: undefined });
    const adapters = vi.spyOn(session, 'adapters');
    tracker.track(missing('open'));
    await wait(TRACKER_FLUSH_INTERVAL_MS * 10);
    expect(adapters).toHaveBeenCalledTimes(2);
  });

  it('sends at once when the session is disposed, and tracks nothing afterwards', async () => {
    const { tracker, session, batches, trackEvents } = setup();
    tracker.track(missing('open'));
    session.dispose();
    await wait(0);
    expect(batches).toEqual([[missing('open')]]);
    tracker.track(missing('cancel'));
    await wait(TRACKER_FLUSH_INTERVAL_MS * 3);
    expect(trackEvents).toHaveBeenCalledTimes(1);
  });

  it('a send that fails on dispose is not retried', async () => {
    const { tracker, session, trackEvents, fail } = setup();
    fail(1);
    tracker.track(missing('open'));
    session.dispose();
    await wait(TRACKER_FLUSH_INTERVAL_MS * 3);
    expect(trackEvents).toHaveBeenCalledTimes(1);
  });
});

describe('the tracker in a page: sends when the page is hidden or left', () => {
  /** A window and document to listen on; the node environment has neither. */
  function stubPage() {
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    vi.stubGlobal('document', doc);
    return {
      leave: () => page.dispatchEvent(new Event('pagehide')),
      show: (state: DocumentVisibilityState) => {
        doc.visibilityState = state;
        doc.dispatchEvent(new Event('visibilitychange'));
      },
    };
  }

  it('pagehide sends what is queued at once', async () => {
    const page = stubPage();
    const { tracker, batches } = setup();
    tracker.track(missing('open'));
    page.leave();
    await wait(0);
    expect(batches).toEqual([[missing('open')]]);
  });

  it('a hidden page sends at once; a page shown again does not', async () => {
    const page = stubPage();
    const { tracker, batches } = setup();
    tracker.track(missing('open'));
    page.show('visible');
    await wait(0);
    expect(batches).toEqual([]);
    page.show('hidden');
    await wait(0);
    expect(batches).toEqual([[missing('open')]]);
  });

  it('stops listening once the session is disposed', async () => {
    const page = stubPage();
    const { tracker, session, trackEvents } = setup();
    session.dispose();
    tracker.track(missing('open'));
    page.leave();
    await wait(0);
    expect(trackEvents).not.toHaveBeenCalled();
  });
});
