import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  getQuoteSession,
  HaulkitError,
  type Listing,
  omitFields,
  type PriceResponse,
  type QuoteSessionOptions,
  resetSessions,
} from '../../src/index.js';
import { deferred, fakeApi, furnitureListing, NOW, priceResponse } from './fixtures.js';

afterEach(() => {
  resetSessions();
  vi.useRealTimers();
});

/** A session that starts from `listing` (restored from a saved draft) at NOW. */
function sessionWith(listing: Listing, options: QuoteSessionOptions = {}, key = 'prices') {
  const storage = createMemoryStorage();
  const now = () => NOW.getTime();
  createDraftStore({ storage, now }).save(key, listing);
  return getQuoteSession(key, { storage, now, ...options });
}

const unpriced = () => omitFields(furnitureListing(), ['prices', 'lowest_price', 'calendarLabels']);

describe('price loading effects (docs/behaviour/quote-flow.md §4, §7)', () => {
  it('waits for experiments: no call before, one call after they are fetched', async () => {
    const save = vi.fn(async () => priceResponse);
    const session = sessionWith(unpriced(), { api: fakeApi(save) });
    await session.loadPrices();
    expect(save).not.toHaveBeenCalled();
    session.experimentsFetched();
    await session.settled();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(
      'a9f03c5e',
      expect.objectContaining({ pre_listing_id: 'a9f03c5e' }),
      expect.any(AbortSignal),
    );
  });

  it('a successful load merges the answer into the listing', async () => {
    const session = sessionWith(unpriced(), { api: fakeApi(async () => priceResponse) });
    session.experimentsFetched();
    expect(session.$ui.get().priceStatus).toBe('loading');
    const state = await session.settled();
    expect(state.listing).toMatchObject({ prices: priceResponse.prices, lowest_price: 135, sliderStep: 4 });
    expect(state.ui.priceStatus).toBe('loaded');
    expect(session.$cartTotal.get()).toBe(170);
  });

  it('a failed load stops loading and keeps the error body for the no-price message', async () => {
    const body = { errors: { common: ['No price options'] } };
    const failure = Object.assign(new HaulkitError('server', 'POST /ng/prelisting/a9f03c5e failed'), { data: body });
    const session = sessionWith(unpriced(), { api: fakeApi(async () => Promise.reject(failure)) });
    session.experimentsFetched();
    const state = await session.settled();
    expect(state.ui).toMatchObject({ priceStatus: 'error', priceError: { code: 'server', body } });
  });

  it('an adapter that throws at once is a failed load too, never a crash', async () => {
    const session = sessionWith(unpriced(), {
      api: fakeApi(() => {
        throw new Error('offline');
      }),
    });
    session.experimentsFetched();
    expect((await session.settled()).ui.priceError).toEqual({ code: 'noPrices', body: 'offline' });
  });

  it("keeps the answer's status and the server's Retry-After; Try again before then calls nothing", async () => {
    let now = NOW.getTime();
    const failure = Object.assign(new HaulkitError('server', 'POST /ng/prelisting/a9f03c5e failed'), {
      data: { errors: { common: ['server_error'] } },
      status: 503,
      retryAfterMs: 3000,
    });
    const save = vi.fn(async (): Promise<PriceResponse> => Promise.reject(failure));
    const session = sessionWith(unpriced(), { api: fakeApi(save), now: () => now });
    session.experimentsFetched();
    await session.settled();
    expect(session.$status.get().prices).toMatchObject({
      state: 'error',
      error: { code: 'server', status: 503, retryAt: NOW.getTime() + 3000 },
    });
    now += 2000;
    await session.loadPrices({ force: true });
    expect(save).toHaveBeenCalledTimes(1);
    expect(session.$ui.get().priceStatus).toBe('error');
    now += 1000;
    session.loadPrices({ force: true }).catch(() => undefined);
    await session.settled();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('without an adapter the load fails with noApi', async () => {
    const session = sessionWith(unpriced());
    session.experimentsFetched();
    await session.settled();
    expect(session.$ui.get()).toMatchObject({ priceStatus: 'error', priceError: { code: 'noApi' } });
    expect(session.$status.get().prices).toEqual({ state: 'error', error: { code: 'noApi', data: null } });
  });

  it('a second load aborts the first, whose late answer never lands', async () => {
    const answers = [deferred<PriceResponse>(), deferred<PriceResponse>()];
    const signals: AbortSignal[] = [];
    const save = vi.fn((_id: string, _listing: Listing, signal?: AbortSignal) => {
      if (signal) signals.push(signal);
      return answers[signals.length - 1]?.promise ?? Promise.reject(new Error('unexpected'));
    });
    const session = sessionWith(unpriced(), { api: fakeApi(save) });
    session.experimentsFetched();
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    session.setHelpers(2);
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[1]).toMatchObject({ men_required: 2 });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    answers[0]?.resolve({ lowest_price: 1, prices: { '2030-01-14': 1 } });
    answers[1]?.resolve(priceResponse);
    const state = await session.settled();
    expect(state.listing.lowest_price).toBe(135);
    expect(state.ui).toMatchObject({ priceStatus: 'loaded', priceRequest: 2 });
  });
});

describe('the email modal with excluded prices (§4, §9)', () => {
  it.each([
    [false, 6000],
    [true, 0],
  ])('admin %s: prices are blurred and the email modal opens after %i ms', (isAdmin, ms) => {
    vi.useFakeTimers();
    const session = sessionWith(furnitureListing({ exclude_prices: true }), { context: { isAdmin } });
    session.experimentsFetched();
    expect(session.$ui.get().pricesBlurred).toBe(true);
    if (ms > 0) {
      expect(session.$ui.get().modals.emailAsk).toBe(false);
      vi.advanceTimersByTime(ms - 1);
      expect(session.$ui.get().modals.emailAsk).toBe(false);
      vi.advanceTimersByTime(1);
    }
    expect(session.$ui.get().modals.emailAsk).toBe(true);
    expect(session.$ui.get().emailAsk).toBe('asked');
  });

  it('uses injected timers, and a disposed session never opens the modal', () => {
    const pending: [() => void, number][] = [];
    const timers = { setTimeout: (run: () => void, ms: number) => pending.push([run, ms]), clearTimeout: vi.fn() };
    const session = sessionWith(furnitureListing({ exclude_prices: true }), { timers });
    session.experimentsFetched();
    expect(pending.map(([, ms]) => ms)).toEqual([6000]);
    session.dispose();
    expect(timers.clearTimeout).toHaveBeenCalledTimes(1);
  });
});
