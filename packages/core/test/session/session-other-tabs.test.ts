import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  DRAFT_NAMESPACE,
  DRAFT_SAVE_DELAY_MS,
  getQuoteSession,
  getSession,
  type Listing,
  type MoveItem,
  OTHER_TAB_SETTLE_MS,
  type QuoteFlowSession,
  resetSessions,
} from '../../src/index.js';
import { recordingStorage } from '../persistence/storage-double.js';
import { NOW, sofa, wardrobe } from './fixtures.js';

const sofaSet = {
  name: 'Sofa',
  item_set: [{ name: '3-seat sofa', width: 210, height: 85, depth: 95, weight: 50, qty: 1 }],
};

/**
 * One tab of a page whose other tab shares its localStorage: the session of this tab, and the
 * other tab as its own draft store on the same storage, whose writes arrive here as `storage`
 * events (the browser sends them to every other tab of the origin).
 */
function twoTabs({ light = false } = {}) {
  const recorded = recordingStorage(createMemoryStorage());
  const events = new EventTarget();
  const now = () => NOW.getTime();
  const warn = vi.fn();
  // The session's timers, counted: those set and not yet run or cleared.
  const pending = new Set<unknown>();
  const timers = {
    setTimeout: (run: () => void, ms: number) => {
      const handle: unknown = setTimeout(() => {
        pending.delete(handle);
        run();
      }, ms);
      pending.add(handle);
      return handle;
    },
    clearTimeout: (handle: unknown) => {
      pending.delete(handle);
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    },
  };
  const options = { storage: recorded.storage, storageEvents: events, now, warn, timers };
  const here = light ? getSession('job', options) : getQuoteSession('job', options);
  const otherStore = createDraftStore({ storage: recorded.inner, now });
  const other = {
    /** The other tab saves `listing` (and its step): every key it writes reaches this tab as an event. */
    save(listing: Listing, flowStep?: 'listing-items' | 'listing-price-options') {
      const before = new Map(keys(recorded.inner).map((key) => [key, recorded.inner.getItem(key)]));
      otherStore.save('job', listing, flowStep ? { flowStep } : undefined);
      for (const key of keys(recorded.inner))
        if (recorded.inner.getItem(key) !== before.get(key)) events.dispatchEvent(storageEvent(key));
    },
    load: () => otherStore.loadDraft?.('job'),
  };
  return { here, other, recorded, events, warn, pendingTimers: () => pending.size };
}

const keys = (storage: ReturnType<typeof createMemoryStorage>) =>
  Array.from({ length: storage.length ?? 0 }, (_, index) => storage.key?.(index) ?? '').filter((key) =>
    key.startsWith(DRAFT_NAMESPACE),
  );
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
const names = (listing: Listing) => (listing.move_items ?? []).map((item) => `${item.name} ×${item.quantity}`);
const withItems = (listing: Partial<Listing>, ...items: MoveItem[]): Listing => ({
  ...listing,
  move_items: [...(listing.move_items ?? []), ...items],
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resetSessions();
  vi.useRealTimers();
});

describe('the same job in two tabs: each takes the draft the other saved', () => {
  it('an item added in the other tab shows here once its writes have landed, and this tab writes nothing back', async () => {
    const tabs = twoTabs();
    tabs.here.addSearchResult(sofaSet);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    const changes: string[][] = [];
    tabs.here.$listing.listen((listing) => changes.push(names(listing)));
    tabs.recorded.reset();

    const seen = tabs.other.load();
    expect(seen && names(seen.listing)).toEqual(['3-seat sofa ×1']);
    tabs.other.save(withItems(seen?.listing ?? {}, { ...wardrobe, fake_id: 'wardrobe-1' }), 'listing-price-options');
    expect(names(tabs.here.$listing.get())).toEqual(['3-seat sofa ×1']);
    await vi.advanceTimersByTimeAsync(OTHER_TAB_SETTLE_MS);

    expect(names(tabs.here.$listing.get())).toEqual(['3-seat sofa ×1', 'Double wardrobe ×1']);
    expect(tabs.here.$ui.get().flowStep).toBe('listing-price-options');
    // One change for the host (one hk-change), and nothing written back over the other tab's draft.
    expect(changes).toEqual([['3-seat sofa ×1', 'Double wardrobe ×1']]);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 4);
    expect(tabs.recorded.writes).toEqual([]);

    // A change here afterwards is written on top of the taken draft: the other tab reads both.
    const wardrobeId = tabs.here.$listing.get().move_items?.[1]?.fake_id ?? '';
    tabs.here.increaseItem(wardrobeId);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    const after = tabs.other.load();
    expect(after && names(after.listing)).toEqual(['3-seat sofa ×1', 'Double wardrobe ×2']);
  });

  it('on the step this tab shows, an open dialog and what was typed in it stay as the other tab’s items arrive', async () => {
    const tabs = twoTabs();
    tabs.here.addSearchResult(sofaSet);
    tabs.here.update((state) => ({ ...state, ui: { ...state.ui, flowStep: 'listing-price-options' } }));
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    // Here: the Protection Plus value typed, and the loading info open.
    const here = tabs.here as QuoteFlowSession;
    here.tickInsurance();
    here.typeInsuranceValue('8000');
    here.openModal('loadingInfo');
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    const seen = tabs.other.load();
    expect(seen?.flowStep).toBe('listing-price-options');

    tabs.other.save(withItems(seen?.listing ?? {}, { ...wardrobe, fake_id: 'wardrobe-1' }), 'listing-price-options');
    await vi.advanceTimersByTimeAsync(OTHER_TAB_SETTLE_MS);

    expect(names(tabs.here.$listing.get())).toEqual(['3-seat sofa ×1', 'Double wardrobe ×1']);
    const ui = tabs.here.$ui.get();
    expect(ui.flowStep).toBe('listing-price-options');
    expect(ui.modals.loadingInfo).toBe(true);
    expect(ui.insurance).toMatchObject({ open: true, value: '8000' });

    // The other tab goes back to the items: this tab follows, and its dialogs close.
    tabs.other.save(tabs.other.load()?.listing ?? { move_items: [] }, 'listing-items');
    await vi.advanceTimersByTimeAsync(OTHER_TAB_SETTLE_MS);
    expect(tabs.here.$ui.get().flowStep).toBe('listing-items');
    expect(tabs.here.$ui.get().modals.loadingInfo).toBe(false);
    expect(tabs.here.$ui.get().insurance.open).toBe(false);
  });

  it('a change of this tab not yet written wins: the other tab’s draft is not taken, and this one is written', async () => {
    const tabs = twoTabs();
    tabs.here.addSearchResult(sofaSet);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    const sofaId = tabs.here.$listing.get().move_items?.[0]?.fake_id ?? '';
    tabs.here.increaseItem(sofaId);
    tabs.other.save(withItems({}, { ...sofa, fake_id: 'other-sofa', name: 'Armchair' }));
    await vi.advanceTimersByTimeAsync(OTHER_TAB_SETTLE_MS);
    expect(names(tabs.here.$listing.get())).toEqual(['3-seat sofa ×2']);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    const stored = tabs.other.load();
    expect(stored && names(stored.listing)).toEqual(['3-seat sofa ×2']);
  });

  it('a tab that has neither changed nor read a draft takes the other tab’s first one', async () => {
    const tabs = twoTabs({ light: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(tabs.here.$listing.get().move_items ?? []).toEqual([]);
    tabs.other.save(withItems({}, { ...sofa, fake_id: 'sofa-1' }));
    await vi.advanceTimersByTimeAsync(OTHER_TAB_SETTLE_MS);
    await vi.waitFor(() => expect(names(tabs.here.$listing.get())).toEqual([`${sofa.name} ×1`]));
  });

  it('the same draft again changes nothing here; writes to another key or a cleared storage are not this job’s', async () => {
    const tabs = twoTabs();
    tabs.here.addSearchResult(sofaSet);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    const listing = tabs.here.$listing.get();
    const changes = vi.fn();
    tabs.here.$listing.listen(changes);
    tabs.events.dispatchEvent(storageEvent(`${DRAFT_NAMESPACE}job`));
    tabs.events.dispatchEvent(storageEvent(`${DRAFT_NAMESPACE}job2`));
    tabs.events.dispatchEvent(storageEvent(`${DRAFT_NAMESPACE}jo`));
    tabs.events.dispatchEvent(storageEvent(null));
    tabs.events.dispatchEvent(storageEvent('unrelated'));
    await vi.advanceTimersByTimeAsync(OTHER_TAB_SETTLE_MS * 2);
    expect(changes).not.toHaveBeenCalled();
    expect(tabs.here.$listing.get()).toBe(listing);
  });

  it('after the session is disposed the other tab’s writes are not followed', async () => {
    const tabs = twoTabs();
    tabs.here.addSearchResult(sofaSet);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    tabs.here.dispose();
    const changes = vi.fn();
    tabs.here.$listing.listen(changes);
    const listing = tabs.here.$listing.get();
    tabs.other.save(withItems({}, { ...wardrobe, fake_id: 'w' }));
    await vi.advanceTimersByTimeAsync(OTHER_TAB_SETTLE_MS * 2);
    expect(changes).not.toHaveBeenCalled();
    expect(tabs.here.$listing.get()).toBe(listing);
    // None of the session's own timers is left (counted on its timers, not the worker's clock,
    // which files sharing this worker's modules may also use).
    expect(tabs.pendingTimers()).toBe(0);
  });
});
