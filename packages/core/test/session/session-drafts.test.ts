import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configure,
  createDraftStore,
  createMemoryStorage,
  DRAFT_MAX_AGE_MS,
  DRAFT_NAMESPACE,
  getQuoteSession,
  getSession,
  resetSessions,
  type StorageLike,
} from '../../src/index.js';
import { furnitureListing, NOW } from './fixtures.js';

const sofaSet = {
  name: 'Sofa',
  item_set: [{ name: '3-seat sofa', width: 210, height: 85, depth: 95, weight: 50, qty: 1 }],
};
const MINUTE = 60_000;

afterEach(() => {
  resetSessions();
  vi.unstubAllGlobals();
});

/** A page that can be reloaded: the storage survives, the sessions do not. */
function page(storage: StorageLike = createMemoryStorage()) {
  let time = NOW.getTime();
  const warn = vi.fn();
  return {
    storage,
    warn,
    open: (key = 'draft') => getQuoteSession(key, { storage, now: () => time, warn }),
    openLight: (key = 'draft') => getSession(key, { storage, now: () => time, warn }),
    reloadAfter(ms: number) {
      resetSessions();
      time += ms;
    },
  };
}

describe('draft persistence of a session (docs/behaviour/back-office.md §9: 30 min maximum age)', () => {
  it.each([
    [0, 1],
    [29 * MINUTE, 1],
    [DRAFT_MAX_AGE_MS, 1],
    [DRAFT_MAX_AGE_MS + 1, 0],
    [2 * 60 * MINUTE, 0],
  ])('a reload %i ms after the last change restores %i item(s)', (after, count) => {
    const tab = page();
    tab.open().addSearchResult(sofaSet);
    tab.reloadAfter(after);
    expect(tab.open().$listing.get().move_items).toHaveLength(count);
  });

  it('every listing change is saved (in a batch, written at the latest when the page goes); the UI state is not', () => {
    const tab = page();
    const session = tab.open();
    session.addSearchResult(sofaSet);
    session.openModal('loadingInfo');
    session.setItemQuantity(session.$listing.get().move_items?.[0]?.fake_id ?? '', 4);
    tab.reloadAfter(MINUTE);
    const restored = tab.open();
    expect(restored.$listing.get().move_items?.[0]?.quantity).toBe(4);
    expect(restored.$ui.get().modals.loadingInfo).toBe(false);
  });

  it('a restored listing starts on its own tab and slider side', () => {
    const storage = createMemoryStorage();
    createDraftStore({ storage, now: () => NOW.getTime() }).save(
      'draft',
      furnitureListing({ men_required: 2, selectedTimeOptionType: 'delivery' }),
    );
    const session = page(storage).open();
    expect(session.$ui.get()).toMatchObject({ priceTab: 'fixed_2', sliderMode: 'delivery' });
  });

  it.each<[string, string, Record<string, string>?]>([
    ['not JSON', '{"v":1,'],
    ['another version', JSON.stringify({ v: 9, savedAt: NOW.getTime(), listing: { move_items: [] } })],
    [
      'an invalid listing',
      JSON.stringify({ v: 2, savedAt: NOW.getTime(), createdAt: NOW.getTime() }),
      { '#listing': '{}', '#items': JSON.stringify([{ name: ' ', quantity: 1 }]) },
    ],
  ])('a draft that is %s is dropped with a warning, never a crash', (_label, raw, parts = {}) => {
    const tab = page();
    tab.storage.setItem(`${DRAFT_NAMESPACE}draft`, raw);
    for (const [part, text] of Object.entries(parts)) tab.storage.setItem(`${DRAFT_NAMESPACE}draft${part}`, text);
    const session = tab.open();
    expect(session.$listing.get()).toEqual({ move_items: [] });
    expect(tab.warn).toHaveBeenCalled();
    expect(tab.storage.getItem(`${DRAFT_NAMESPACE}draft`)).toBeNull();
  });

  it('a storage that throws keeps drafts in memory, never a crash', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const tab = page(broken);
    expect(() => tab.open().addSearchResult(sofaSet)).not.toThrow();
    expect(tab.warn).toHaveBeenCalled();
  });

  it('sessions with different keys keep different drafts', () => {
    const tab = page();
    tab.open('a').addSearchResult(sofaSet);
    tab.reloadAfter(MINUTE);
    expect(tab.open('a').$listing.get().move_items).toHaveLength(1);
    expect(tab.open('b').$listing.get().move_items).toHaveLength(0);
  });

  it('uses localStorage by default', async () => {
    const storage = createMemoryStorage();
    vi.stubGlobal('localStorage', storage);
    const session = getSession('local');
    await session.ready;
    session.addSearchResult(sofaSet);
    const fakeId = session.$listing.get().move_items?.[0]?.fake_id;
    await vi.waitFor(() => expect(storage.getItem(`${DRAFT_NAMESPACE}local#item:${fakeId}`)).toContain('3-seat sofa'));
    expect(JSON.parse(storage.getItem(`${DRAFT_NAMESPACE}local`) ?? '')).toMatchObject({ v: 2 });
  });

  it('drafts: false keeps nothing; a disposed session stops saving', () => {
    const storage = createMemoryStorage();
    vi.stubGlobal('localStorage', storage);
    getSession('none', { drafts: false }).addSearchResult(sofaSet);
    const saved = getQuoteSession('stopped');
    saved.dispose();
    saved.addSearchResult(sofaSet);
    expect(storage.length).toBe(0);
  });

  it('configure({ storage }) before the first use restores from that storage', async () => {
    const tab = page();
    tab.open('shop').addSearchResult(sofaSet);
    tab.reloadAfter(MINUTE);
    const session = configure({ storage: tab.storage, now: () => NOW.getTime() + MINUTE }, 'shop');
    await session.ready;
    expect(session.$listing.get().move_items).toHaveLength(1);
  });

  it('configure({ storage }) on an untouched session switches to it and restores its draft', () => {
    const tab = page();
    tab.open('late').addSearchResult(sofaSet);
    tab.reloadAfter(MINUTE);
    const session = getSession('late', { drafts: false });
    configure({ drafts: createDraftStore({ storage: tab.storage, now: () => NOW.getTime() + MINUTE }) }, 'late');
    expect(session.$listing.get().move_items).toHaveLength(1);
  });

  it('the item picker’s light session restores its draft once the draft store has loaded', async () => {
    const tab = page();
    tab.open().addSearchResult(sofaSet);
    tab.reloadAfter(MINUTE);
    const session = tab.openLight();
    await session.ready;
    expect(session.$listing.get().move_items).toHaveLength(1);
  });

  it('edits made before the draft store loads win over the stored draft, and are saved', async () => {
    const tab = page();
    tab.open().addSearchResult(sofaSet);
    tab.reloadAfter(MINUTE);
    const session = tab.openLight();
    session.addSearchResult({
      name: 'Desk',
      item_set: [{ name: 'Desk', width: 120, height: 75, depth: 60, weight: 30, qty: 1 }],
    });
    await session.ready;
    expect(session.$listing.get().move_items?.map((item) => item.name)).toEqual(['Desk']);
    tab.reloadAfter(MINUTE);
    expect(
      tab
        .open()
        .$listing.get()
        .move_items?.map((item) => item.name),
    ).toEqual(['Desk']);
  });

  it('getQuoteSession on a light session adds the actions to the same object', () => {
    const light = getSession('same', { drafts: false });
    const flow = getQuoteSession('same');
    expect(flow).toBe(light);
    expect(typeof flow.selectPriceTab).toBe('function');
    expect(getQuoteSession('same')).toBe(flow);
  });
});
