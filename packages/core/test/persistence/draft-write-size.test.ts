import { afterEach, describe, expect, it } from 'vitest';
import { getQuoteSession, type ItemSearchResult, resetSessions } from '../../src/index.js';
import { NOW } from '../session/fixtures.js';
import { recordingStorage } from './storage-double.js';

afterEach(() => resetSessions());

/** A search result like the catalogue's: one item, its own name and size, so its own fake_id. */
const box = (n: number): ItemSearchResult => ({
  name: `Box ${n}`,
  item_set: [{ item_id: 800 + n, name: `Box ${n}`, width: 50, height: 40, depth: 40 + n, weight: 10, qty: 1 }],
});

/** A session with `count` items, flushed, and the storage recorder reset. */
function withItems(count: number) {
  const recorder = recordingStorage();
  const session = getQuoteSession(`size-${count}`, { storage: recorder.storage, now: () => NOW.getTime() });
  for (let n = 1; n <= count; n += 1) session.addSearchResult(box(n));
  session.flushDraft();
  recorder.reset();
  return { ...recorder, session };
}

/** Characters (keys and values; ASCII, so bytes) one change writes once flushed. */
function writtenBy(count: number, change: (session: ReturnType<typeof withItems>['session']) => void) {
  const draft = withItems(count);
  change(draft.session);
  draft.session.flushDraft();
  return draft;
}

const raiseFirst = (session: ReturnType<typeof withItems>['session']) =>
  session.increaseItem(session.$listing.get().move_items?.[0]?.fake_id ?? '');

// Measured (keys + values, in characters = bytes): one quantity change writes 356 with 200 items
// and 352 with 1 (the item's key and the meta key), where writing the whole listing under one
// key would write 48,106 with these 200 items. Adding the 200th item writes 3,305, of which 2,944
// is the order key (about 15 per fake_id): the order is the one part that grows with the list,
// so the brief's "< 3 kB" holds up to about 180 items.
describe('the bytes a save writes do not grow with the list, except the order (200 items)', () => {
  it('one quantity change writes under 1 kB, the same (±10 %) with 200 items as with 1', () => {
    const many = writtenBy(200, raiseFirst);
    const one = writtenBy(1, raiseFirst);
    expect(many.writes.map(([key]) => key.replace(/#item:.*/, '#item:…'))).toEqual([
      'haulkit:draft:size-200#item:…',
      'haulkit:draft:size-200',
    ]);
    expect(many.written()).toBeLessThan(1000);
    expect(many.written()).toBeLessThan(JSON.stringify(many.session.$listing.get()).length / 100);
    expect(Math.abs(many.written() - one.written()) / one.written()).toBeLessThanOrEqual(0.1);
  });

  it('adding the 200th item writes the item, the order and the meta key: under 1 kB besides the order', () => {
    const added = writtenBy(199, (session) => session.addSearchResult(box(200)));
    const keys = added.writes.map(([key]) => key.replace(/#item:.*/, '#item:…'));
    expect(keys).toEqual(['haulkit:draft:size-199#item:…', 'haulkit:draft:size-199#order', 'haulkit:draft:size-199']);
    const [order = ''] = added.writes.filter(([key]) => key.endsWith('#order')).map(([key, value]) => key + value);
    expect(JSON.parse(order.slice(order.indexOf('['))) as string[]).toHaveLength(200);
    expect(order.length).toBeLessThanOrEqual(200 * 15 + 30);
    expect(added.written() - order.length).toBeLessThan(1000);
    expect(added.written()).toBeLessThan(3500);
  });

  it('a save reads nothing back', () => {
    expect(writtenBy(200, raiseFirst).reads).toEqual([]);
  });
});
