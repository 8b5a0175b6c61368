// The similar-listing tool's model (docs/behaviour/back-office.md §2, §3, §5, §7, §8) on a fake port.
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminUser,
  allAdminPrivileges,
  createSimilarListings,
  FIRST_SIMILAR_JOB_DELAY_MS,
  type SimilarListing,
  type SimilarListingApi,
  type SimilarListingsSession,
} from '../../src/index.js';

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
const READER: AdminUser = { userId: '8', privileges: {} };
const NOW = new Date(2027, 0, 31, 15);

const job = (id: number, tp = 5000 + id): SimilarListing => ({
  listing_id: `L-${id}`,
  colour: '#e6194b',
  pickup_lat: 51.5,
  pickup_lng: -0.1,
  delivery_lat: 53.8,
  delivery_lng: -1.5,
  provider: { tp_id: tp, nickname: `Van ${id}` },
  listingCommunications: [],
});

function setUp(options: { admin?: AdminUser | null; port?: Partial<SimilarListingApi> } = {}) {
  const $context = atom({ admin: options.admin === undefined ? STAFF : options.admin, isAdmin: true });
  const session = { $context, now: () => NOW.getTime() } as unknown as SimilarListingsSession;
  const api: SimilarListingApi = {
    findSimilarListings: vi.fn(async () => ({ listing: job(0), listings: [job(1), job(2)] })),
    callProvider: vi.fn(async (request) => ({
      listing: {
        listingCommunications: [
          { recipient_id: request.user_id, type: 'provider-similar-jobs' as const, channel: 'call' as const },
        ],
      },
    })),
    sendProviderSms: vi.fn(async () => ({}) as never),
    sendProviderEmail: vi.fn(async () => ({}) as never),
    ...options.port,
  };
  const model = createSimilarListings({ session, port: async () => api, locale: 'en-GB', listingId: 'L-0' });
  const stop = model.start();
  return { model, api, state: () => model.$state.get(), stop, $context };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('access by can (§6)', () => {
  it.each([
    ['an admin with the contact privilege', STAFF, 'ready', true],
    ['an admin without it: jobs, no contact', READER, 'noPermission', false],
    ['no admin', null, 'notAdmin', false],
  ] as const)('%s', async (_name, admin, access, mayContact) => {
    const { state } = setUp({ admin });
    await settle();
    expect(state()).toMatchObject({ access, mayContact });
  });

  it('no listing to match, and no port', async () => {
    const noListing = createSimilarListings({
      port: async () => ({}) as never,
      locale: 'en-GB',
      session: { $context: atom({ admin: STAFF }), now: Date.now } as never,
    });
    noListing.start();
    await settle();
    expect(noListing.$state.get().access).toBe('noListing');
    const noPort = createSimilarListings({
      port: async () => undefined,
      locale: 'en-GB',
      listingId: 3,
      session: { $context: atom({ admin: STAFF }), now: Date.now } as never,
    });
    noPort.start();
    await settle();
    expect(noPort.$state.get().access).toBe('noService');
  });
});

describe('find and the first selection after 300 ms (§2)', () => {
  it('sends the checked filter, shows the jobs and selects the first 300 ms later', async () => {
    const { model, api, state } = setUp();
    await settle();
    model.changeFilter({ from: '01/02/2027', to: '05/02/2027', customFilter: '{"a":1}' });
    const found = model.find();
    expect(state().search.status).toBe('loading');
    await found;
    expect(api.findSimilarListings).toHaveBeenCalledWith(
      'L-0',
      { customFilter: { a: 1 }, dateFilterSelected: '2027-02-01', dateFilterEndSelected: '2027-02-05' },
      expect.any(AbortSignal),
    );
    expect(state().search.status).toBe('ready');
    expect(state().search.listings.map((entry) => entry.listing_id)).toEqual(['L-1', 'L-2']);
    await vi.advanceTimersByTimeAsync(FIRST_SIMILAR_JOB_DELAY_MS - 1);
    expect(state().selectedId).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(state().selectedId).toBe('L-1');
  });

  it('a job chosen within the 300 ms stays chosen', async () => {
    const { model, state } = setUp();
    await settle();
    await model.find();
    model.select('L-2');
    await vi.advanceTimersByTimeAsync(FIRST_SIMILAR_JOB_DELAY_MS);
    expect(state().selectedId).toBe('L-2');
  });

  it('a new search cancels the pending selection, and the earlier answer never lands', async () => {
    const answers: ((value: { listings: SimilarListing[] }) => void)[] = [];
    const { model, state } = setUp({
      port: { findSimilarListings: () => new Promise((resolve) => answers.push(resolve as never)) },
    });
    await settle();
    const first = model.find();
    await settle();
    answers[0]?.({ listings: [job(1)] });
    await first;
    await vi.advanceTimersByTimeAsync(FIRST_SIMILAR_JOB_DELAY_MS - 100);
    const second = model.find();
    const third = (async () => {
      await settle();
      return model.find();
    })();
    await settle();
    expect(answers).toHaveLength(3);
    answers[2]?.({ listings: [job(7)] });
    await third;
    answers[1]?.({ listings: [job(5)] });
    await second;
    expect(state().search.listings.map((entry) => entry.listing_id)).toEqual(['L-7']);
    await vi.advanceTimersByTimeAsync(100);
    // The first result's pending selection was cancelled; the last result's lands on time.
    expect(state().selectedId).toBeNull();
    await vi.advanceTimersByTimeAsync(FIRST_SIMILAR_JOB_DELAY_MS);
    expect(state().selectedId).toBe('L-7');
  });

  it('stopping cancels the pending selection', async () => {
    const { model, state, stop } = setUp();
    await settle();
    await model.find();
    stop();
    await vi.advanceTimersByTimeAsync(FIRST_SIMILAR_JOB_DELAY_MS * 2);
    expect(state().selectedId).toBeNull();
  });

  it('no jobs is empty: nothing selected', async () => {
    const { model, state } = setUp({ port: { findSimilarListings: async () => ({ listings: [] }) } });
    await settle();
    await model.find();
    await vi.advanceTimersByTimeAsync(FIRST_SIMILAR_JOB_DELAY_MS);
    expect(state().search.status).toBe('empty');
    expect(state().selectedId).toBeNull();
  });

  it('a failure keeps the server’s messages and what was typed', async () => {
    const { model, state } = setUp({
      port: {
        findSimilarListings: async () => {
          throw Object.assign(new Error('x'), { messages: ['Listing is archived', 'Ask support'] });
        },
      },
    });
    await settle();
    model.changeFilter({ customFilter: '{"b":2}', from: '02/02/2027' });
    await model.find();
    expect(state().search).toMatchObject({ status: 'failed', messages: ['Listing is archived', 'Ask support'] });
    expect(state().filter.draft).toEqual({ customFilter: '{"b":2}', from: '02/02/2027', to: '' });
  });

  it('a refused filter is not sent; changing a field drops its error', async () => {
    const { model, api, state } = setUp();
    await settle();
    model.changeFilter({ from: '01/01/2020', customFilter: 'x' });
    await model.find();
    expect(api.findSimilarListings).not.toHaveBeenCalled();
    expect(state().filter.errors.map((error) => error.code)).toEqual([
      'similarCustomFilterInvalid',
      'similarDateBeforeToday',
    ]);
    model.changeFilter({ from: '01/02/2027' });
    expect(state().filter.errors.map((error) => error.field)).toEqual(['customFilter']);
  });
});

describe('contacting a provider (§2, §5, §7)', () => {
  const ready = async (options?: Parameters<typeof setUp>[0]) => {
    const set = setUp(options);
    await settle();
    await set.model.find();
    set.model.select('L-2');
    return set;
  };

  it('an SMS is refused without a message, then confirmed, sent and recorded from the answer', async () => {
    const sent = { recipient_id: 5002, type: 'provider-similar-jobs' as const, channel: 'sms' as const };
    const { model, api, state } = await ready({
      port: { sendProviderSms: vi.fn(async () => ({ listing: { listingCommunications: [sent] } })) },
    });
    const before = state().search.listings;
    model.openContact('sms');
    model.requestContact();
    expect(state().contact).toMatchObject({ channel: 'sms', error: 'similarMessageMissing', confirming: false });
    model.changeMessage('Going to Leeds on Friday?');
    model.requestContact();
    expect(state().contact).toMatchObject({ error: null, confirming: true });
    expect(api.sendProviderSms).not.toHaveBeenCalled();
    await model.confirmContact();
    expect(api.sendProviderSms).toHaveBeenCalledWith({
      user_id: 5002,
      listing_id: 'L-2',
      message: 'Going to Leeds on Friday?',
    });
    expect(state().contact).toMatchObject({
      busy: false,
      confirming: false,
      outcome: { ok: true, text: 'Text sent and recorded.' },
    });
    expect(state().contact.messages.sms).toBe('');
    const after = state().search.listings;
    expect(after[1]?.listingCommunications).toEqual([sent]);
    // Only the contacted job is a new object: the other rows need not render again.
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('a call needs no message; an answer without a list appends the call', async () => {
    const { model, api, state } = await ready({ port: { callProvider: vi.fn(async () => ({}) as never) } });
    model.openContact('call');
    model.requestContact();
    await model.confirmContact();
    expect(api.callProvider).toHaveBeenCalledWith({ user_id: 5002, listing_id: 'L-2' });
    expect(state().search.listings[1]?.listingCommunications).toEqual([
      { recipient_id: 5002, type: 'provider-similar-jobs', channel: 'call' },
    ]);
  });

  it('a failed e-mail shows the first message and keeps the text typed', async () => {
    const { model, state } = await ready({
      port: {
        sendProviderEmail: async () => {
          throw Object.assign(new Error('x'), { messages: ['Provider has no e-mail'] });
        },
      },
    });
    model.openContact('email');
    model.changeMessage('Hello');
    model.requestContact();
    await model.confirmContact();
    expect(state().contact).toMatchObject({ outcome: { ok: false, text: 'Provider has no e-mail' }, busy: false });
    expect(state().contact.messages.email).toBe('Hello');
    expect(state().search.listings[1]?.listingCommunications).toEqual([]);
  });

  it('nothing is sent without the contact privilege', async () => {
    const { model, api, state } = await ready({ admin: READER });
    model.openContact('call');
    model.requestContact();
    await model.confirmContact();
    expect(state().contact.channel).toBeNull();
    expect(api.callProvider).not.toHaveBeenCalled();
  });

  it('choosing another job closes the form; what was typed stays', async () => {
    const { model, state } = await ready();
    model.openContact('sms');
    model.changeMessage('Draft');
    model.select('L-1');
    expect(state().contact.channel).toBeNull();
    model.openContact('sms');
    expect(state().contact).toMatchObject({ listingId: 'L-1', messages: { sms: 'Draft' } });
  });
});
