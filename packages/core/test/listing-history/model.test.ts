// A booked listing's history and its provider changes (docs/behaviour/back-office.md §4, §7, §8)
// against the demo ports: read for the session's listing_id, a decline refused without a reason
// (what was typed kept), then saved; the entry shows the decision.
import { createDemoAdapters } from '@haulkit/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminUser,
  allAdminPrivileges,
  createListingHistory,
  getQuoteSession,
  type ListingHistoryApi,
  resetSessions,
} from '../../src/index.js';

afterEach(() => resetSessions());

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
let sessions = 0;

function setUp(
  options: { listingId?: number | null; admin?: AdminUser; port?: (demo: ListingHistoryApi) => ListingHistoryApi } = {},
) {
  const demo = createDemoAdapters();
  const session = getQuoteSession(`listing-history-${++sessions}`, {
    api: demo.quote,
    drafts: false,
    context: { admin: options.admin ?? STAFF },
  });
  const listingId = options.listingId === undefined ? 4711 : options.listingId;
  session.update((state) => ({
    ...state,
    listing: { pre_listing_id: 'pl-1', ...(listingId === null ? {} : { listing_id: listingId }), move_items: [] },
  }));
  const port = options.port ? options.port(demo.admin) : demo.admin;
  const history = createListingHistory(session, { port: async () => port, locale: 'en-GB' });
  const stop = history.start();
  const state = () => history.$state.get();
  return { history, state, stop, session, demo };
}

const pendingId = (state: ReturnType<ReturnType<typeof setUp>['state']>) =>
  state.lines.find((line) => line.change?.status === 'pending')?.change?.id ?? '';

describe('createListingHistory', () => {
  it('reads nothing for a job that is no booked listing', () => {
    const { state } = setUp({ listingId: null });
    expect(state()).toMatchObject({ status: 'none', listingId: null, lines: [] });
  });

  it('reads the history of the session’s listing, its provider change pending', async () => {
    const { state } = setUp();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(state().listingId).toBe('4711');
    expect(state().lines.map((line) => line.what)).toEqual(['listing_booked', 'provider_assigned', 'provider_change']);
    expect(state().lines[2]?.change).toMatchObject({ id: 'pc-4711-1', status: 'pending', from: 'Swift Vans' });
  });

  it('a decline without a reason is refused, nothing sent; with one it is saved and the entry shows it', async () => {
    const { history, state, demo } = setUp();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    const id = pendingId(state());
    history.changeReason(id, '   ');
    await history.answer(id, 'decline');
    expect(state().forms[id]).toMatchObject({ error: 'providerChangeReasonMissing', reason: '   ', outcome: null });
    expect((await demo.admin.getListingHistory(4711))[2]).toMatchObject({ status: 'pending' });
    history.changeReason(id, 'Customer wants Swift');
    expect(state().forms[id]?.error).toBeNull();
    await history.answer(id, 'decline');
    expect(state().forms[id]).toMatchObject({ outcome: { ok: true, text: 'Save was successful' }, busy: null });
    expect(state().lines[2]?.change).toMatchObject({ status: 'declined', reason: 'Customer wants Swift' });
    expect((await demo.admin.getListingHistory(4711))[2]).toMatchObject({
      status: 'declined',
      reason: 'Customer wants Swift',
    });
  });

  it('an accept needs no reason', async () => {
    const { history, state } = setUp();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    await history.answer(pendingId(state()), 'accept');
    expect(state().lines[2]?.change).toMatchObject({ status: 'accepted', reason: null });
  });

  it('a refused answer shows the first error and keeps the reason typed', async () => {
    const { history, state } = setUp({
      port: (demo) => ({
        ...demo,
        answerProviderChange: async () => {
          throw Object.assign(new Error('refused'), { code: 'input', messages: ['This listing is being paid for.'] });
        },
      }),
    });
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    const id = pendingId(state());
    history.changeReason(id, 'Keep Swift');
    await history.answer(id, 'decline');
    expect(state().forms[id]).toMatchObject({
      reason: 'Keep Swift',
      outcome: { ok: false, text: 'This listing is being paid for.' },
    });
    expect(state().lines[2]?.change?.status).toBe('pending');
  });

  it('a failed read says so; reload reads again', async () => {
    let fail = true;
    const { history, state } = setUp({
      port: (demo) => ({
        ...demo,
        getListingHistory: async (id, signal) => {
          if (fail) throw new Error('down');
          return demo.getListingHistory(id, signal);
        },
      }),
    });
    await vi.waitFor(() => expect(state().status).toBe('failed'));
    fail = false;
    history.reload();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
  });

  it('without the providerChange privilege nothing is answered', async () => {
    const { history, state, demo } = setUp({ admin: { userId: '9', privileges: { notes: { write: true } } } });
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(state().mayAnswer).toBe(false);
    await history.answer(pendingId(state()), 'accept');
    expect((await demo.admin.getListingHistory(4711))[2]).toMatchObject({ status: 'pending' });
  });

  it('follows the session’s listing_id', async () => {
    const { state, session } = setUp();
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    session.update((s) => ({ ...s, listing: { ...s.listing, listing_id: 5000 } }));
    await vi.waitFor(() => expect(state().lines[2]?.change?.id).toBe('pc-5000-1'));
  });
});
