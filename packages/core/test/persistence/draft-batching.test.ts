// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, getQuoteSession, type ItemSearchResult, resetSessions } from '../../src/index.js';
import { NOW } from '../session/fixtures.js';
import { recordingStorage } from './storage-double.js';

const box = (n: number): ItemSearchResult => ({
  name: `Box ${n}`,
  item_set: [{ name: `Box ${n}`, width: 50, height: 40, depth: 40 + n, weight: 10, qty: 1 }],
});
const META = 'haulkit:draft:batch';

/** A session on a recording storage; what it read while opening (its draft) is not recorded. */
function open(key = 'batch') {
  const recorder = recordingStorage();
  const session = getQuoteSession(key, { storage: recorder.storage, now: () => Date.now(), warn: () => {} });
  recorder.reset();
  return { ...recorder, session };
}
const metaWrites = (writes: [string, string][]) => writes.filter(([key]) => key === META);
const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  resetSessions();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('drafts are saved in a batch, off the interaction path (docs/conventions.md performance habits)', () => {
  it('the batch is 250 ms', () => {
    expect(DRAFT_SAVE_DELAY_MS).toBe(250);
  });

  it('20 changes within 250 ms: nothing written before 250 ms after the first, then one write burst', () => {
    const { session, writes, reads, inner } = open();
    session.addSearchResult(box(1));
    const fakeId = session.$listing.get().move_items?.[0]?.fake_id ?? '';
    for (let change = 2; change <= 20; change += 1) {
      vi.advanceTimersByTime(10);
      session.setItemQuantity(fakeId, change);
    }
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 190 - 1);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(metaWrites(writes)).toHaveLength(1);
    expect(writes.map(([key]) => key)).toEqual([`${META}#item:${fakeId}`, `${META}#listing`, `${META}#order`, META]);
    expect(JSON.parse(inner.getItem(`${META}#item:${fakeId}`) ?? '')).toMatchObject({ quantity: 20 });
    expect(reads, 'never reads the draft back to write it').toEqual([]);
    vi.advanceTimersByTime(10 * DRAFT_SAVE_DELAY_MS);
    expect(metaWrites(writes)).toHaveLength(1);
  });

  it('a change after a write starts a new batch of 250 ms', () => {
    const { session, writes } = open();
    session.addSearchResult(box(1));
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    session.addSearchResult(box(2));
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(metaWrites(writes)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(metaWrites(writes)).toHaveLength(2);
  });

  it.each([
    ['the page is left (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'the page is hidden (visibilitychange to hidden)',
      () => {
        setVisibility('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
    ['the session is disposed', () => resetSessions()],
    ['flushDraft is called', (session: { flushDraft(): void }) => session.flushDraft()],
  ])('written at once when %s, and not again when the batch ends', (_when, leave) => {
    const { session, writes } = open();
    session.addSearchResult(box(1));
    leave(session);
    expect(metaWrites(writes)).toHaveLength(1);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(metaWrites(writes)).toHaveLength(1);
  });

  it('a page that becomes visible again writes nothing early', () => {
    const { session, writes } = open();
    session.addSearchResult(box(1));
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(writes).toEqual([]);
  });

  it('nothing typed is lost: a change right before a reload is written by the pagehide flush and restored', () => {
    const { session, storage } = open();
    session.addSearchResult(box(1));
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    session.addSearchResult(box(2));
    window.dispatchEvent(new Event('pagehide'));
    const orderAtPagehide = JSON.parse(storage.getItem(`${META}#order`) ?? '[]');
    resetSessions();
    expect(orderAtPagehide).toHaveLength(2);
    const reopened = getQuoteSession('batch', { storage, now: () => Date.now() });
    expect(reopened.$listing.get().move_items?.map((item) => item.name)).toEqual(['Box 1', 'Box 2']);
  });

  it('a flush without a change writes nothing; a disposed session stops listening to the page', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const docRemoved = vi.spyOn(document, 'removeEventListener');
    const { session, writes } = open();
    session.flushDraft();
    expect(writes).toEqual([]);
    const onPageHide = added.mock.calls.find(([type]) => type === 'pagehide')?.[1];
    session.dispose();
    expect(onPageHide).toBeTypeOf('function');
    expect(removed).toHaveBeenCalledWith('pagehide', onPageHide);
    expect(docRemoved).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    window.dispatchEvent(new Event('pagehide'));
    expect(writes).toEqual([]);
  });

  it('a restored draft is not written back (nothing changed)', () => {
    const { session, storage, writes, reset } = open();
    session.addSearchResult(box(1));
    session.flushDraft();
    resetSessions();
    reset();
    vi.advanceTimersByTime(60_000);
    const reopened = getQuoteSession('batch', { storage, now: () => Date.now() });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(reopened.$listing.get().move_items).toHaveLength(1);
    expect(writes).toEqual([]);
  });
});
