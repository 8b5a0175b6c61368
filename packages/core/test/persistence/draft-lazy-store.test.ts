import { afterEach, describe, expect, it, vi } from 'vitest';
import * as persistence from '../../src/session/persistence.js';
import { getSession, resetSessions } from '../../src/session/quote-session.js';
import { recordingStorage } from './storage-double.js';

/** How often the draft store was created: the persistence chunk (valibot's schemas) in use. */
const stores = vi.hoisted(() => ({ created: 0 }));
vi.mock('../../src/session/persistence.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/session/persistence.js')>();
  return {
    ...actual,
    createDraftStore: (options?: persistence.DraftStoreOptions) => {
      stores.created += 1;
      return actual.createDraftStore(options);
    },
  };
});

const sofa = {
  name: 'Sofa',
  item_set: [{ name: '3-seat sofa', width: 210, height: 85, depth: 95, weight: 50, qty: 1 }],
};

afterEach(() => {
  resetSessions();
  stores.created = 0;
  vi.unstubAllGlobals();
});

describe('a session loads the draft store only when it needs it', () => {
  it('no stored draft: one peek at the meta key, ready at once, no draft store until the first change', async () => {
    const { storage, reads, writes } = recordingStorage();
    const session = getSession('light', { storage });
    await session.ready;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toEqual(['haulkit:draft:light']);
    expect(writes).toEqual([]);
    expect(stores.created).toBe(0);
    session.addSearchResult(sofa);
    await vi.waitFor(() => expect(writes.map(([key]) => key)).toContain('haulkit:draft:light'));
    expect(stores.created).toBe(1);
  });

  it('the peek reads localStorage when no storage is given', async () => {
    const local = recordingStorage();
    vi.stubGlobal('localStorage', local.storage);
    await getSession('local').ready;
    expect(local.reads).toEqual(['haulkit:draft:local']);
    expect(stores.created).toBe(0);
  });

  it('a stored draft: the store is loaded at once and ready resolves once the draft is restored', async () => {
    const { storage } = recordingStorage();
    persistence.createDraftStore({ storage }).save('stored', { move_items: [], pre_listing_id: 'kept' });
    stores.created = 0;
    const session = getSession('stored', { storage });
    expect(stores.created).toBe(0);
    await session.ready;
    expect(stores.created).toBe(1);
    expect(session.$listing.get().pre_listing_id).toBe('kept');
  });

  it('a storage that throws on the peek: no crash, ready at once, drafts in memory from the first change', async () => {
    const warn = vi.fn();
    const broken: persistence.StorageLike = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem: () => {},
    };
    const session = getSession('broken', { storage: broken, warn });
    await session.ready;
    expect(() => session.addSearchResult(sofa)).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/memory only/)));
  });
});
