/**
 * A change the host page made itself (an attribute or property set: the partner, a prefill) runs
 * as a host change: the listing it leaves is marked as the host's (`isHostListing`), so the
 * elements' `hk-change` and `useSessionEvents` say nothing of it. What the customer does, or a
 * service answers, stays unmarked and is told as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getSession,
  type MapsApi,
  prefillSession,
  type QuoteApi,
  quoteTransitions,
  resetSessions,
  withQuoteBase,
} from '../../src/index.js';

afterEach(() => resetSessions());

const SOFA = { item_id: 102, name: '3-seat sofa', width: 210, height: 85, depth: 82, weight: 55, qty: 1 };
const sofaResult = { name: '3-seat sofa', item_set: [SOFA] };

describe('host changes', () => {
  it('marks the listing a host change leaves, and no other; returns what the change returns', () => {
    const session = getSession('host-mark', { drafts: false });
    const seen: boolean[] = [];
    session.$listing.listen((listing) => seen.push(session.isHostListing(listing)));
    const partnered = session.hostChange(() =>
      session.update((state) => quoteTransitions.setPartnerContext(state, { id: 2, listingId: 'gt-1' })),
    );
    expect(partnered.listing.partner).toEqual({ id: 2, listing_id: 'gt-1' });
    expect(session.isHostListing(session.$listing.get())).toBe(true);
    const added = session.addSearchResult(sofaResult);
    expect(session.isHostListing(added)).toBe(false);
    expect(added.partner).toEqual({ id: 2, listing_id: 'gt-1' });
    // Listeners tell them apart as the stores change: the host's first, then the customer's.
    expect(seen).toEqual([true, false]);
  });

  it('a host change nested in another, or one that changes nothing, marks nothing more; after it, updates are the customer’s', () => {
    const session = getSession('host-nested', { drafts: false });
    const before = session.$listing.get();
    session.hostChange(() => session.hostChange(() => session.update((state) => state)));
    expect(session.$listing.get()).toBe(before);
    expect(session.isHostListing(before)).toBe(false);
    expect(() =>
      session.hostChange(() => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(session.isHostListing(session.addSearchResult(sofaResult))).toBe(false);
  });

  it('a prefill is the host’s: each field it sets (items, an address, the e-mail) leaves a host listing', async () => {
    const api = {
      getItem: vi.fn(async () => SOFA),
      searchItems: vi.fn(async () => [sofaResult]),
      logDirections: async () => undefined,
    } as unknown as QuoteApi;
    const maps = {
      geocode: vi.fn(async () => []),
      getDirections: vi.fn(async () => ({ geometry: [], distanceMetres: 40_000, durationSeconds: 2_400 })),
    } as unknown as MapsApi;
    const session = withQuoteBase(getSession('host-prefill', { drafts: false, api, maps }));
    const marks: { host: boolean; fields: string[] }[] = [];
    session.$listing.listen((listing) =>
      marks.push({ host: session.isHostListing(listing), fields: Object.keys(listing).sort() }),
    );
    const outcome = await prefillSession(session, {
      items: [{ id: 102 }],
      email: 'ana@example.com',
      pickup: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
    });
    expect(outcome.applied).toEqual(['items', 'pickup', 'email']);
    expect(marks.length).toBeGreaterThanOrEqual(3);
    expect(marks.every((mark) => mark.host)).toBe(true);
    expect(session.isHostListing(session.$listing.get())).toBe(true);
  });
});
