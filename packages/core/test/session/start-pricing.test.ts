import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  type ExperimentApi,
  getQuoteSession,
  type Listing,
  omitFields,
  type QuoteSessionOptions,
  resetSessions,
  TEST_LAB_TIMEOUT_MS,
} from '../../src/index.js';
import { deferred, fakeApi, furnitureListing, NOW, priceResponse } from './fixtures.js';

afterEach(() => {
  resetSessions();
  vi.useRealTimers();
});

function sessionWith(listing: Listing, options: QuoteSessionOptions = {}, key = 'start-pricing') {
  const storage = createMemoryStorage();
  const now = () => NOW.getTime();
  createDraftStore({ storage, now }).save(key, listing);
  return getQuoteSession(key, { storage, now, ...options });
}

const unpriced = () => omitFields(furnitureListing(), ['prices', 'lowest_price', 'calendarLabels']);

/** A test lab whose getExperiments answers with `answer`. */
const testLab = (answer: ExperimentApi['getExperiments']) =>
  ({ getExperiments: vi.fn(answer), saveExperiment: vi.fn(async (e) => e) }) as Partial<ExperimentApi> as ExperimentApi;

const personTabs = { name: 'person-tabs', status: 'running', active: true, variant: 'fixed_2', tracked: true };

describe('startPricing: the test lab, then prices (§4 Price loading, back-office §7, §9)', () => {
  it('asks the test lab for the pre-listing, keeps the experiments, then fetches prices once', async () => {
    const lab = deferred<never[]>();
    const experiments = testLab(() => lab.promise);
    const save = vi.fn(async () => priceResponse);
    const session = sessionWith(unpriced(), { api: fakeApi(save), experiments });
    const done = session.startPricing();
    await vi.waitFor(() => expect(experiments.getExperiments).toHaveBeenCalled());
    expect(session.$status.get().prices).toEqual({ state: 'loading' });
    expect(save).not.toHaveBeenCalled();
    expect(experiments.getExperiments).toHaveBeenCalledWith(
      { entity: 'PRE_LISTING', entityId: 'a9f03c5e' },
      expect.any(AbortSignal),
    );
    lab.resolve([personTabs] as never[]);
    const state = await done;
    expect(session.$context.get().experiments).toEqual([personTabs]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(state.ui).toMatchObject({ experimentsFetched: true, priceStatus: 'loaded' });
    expect(state.listing.lowest_price).toBe(135);
    expect(session.$status.get().prices).toEqual({ state: 'ready' });
  });

  it('a test lab that does not answer within 2 s is not waited for: prices come anyway', async () => {
    vi.useFakeTimers();
    const experiments = testLab(() => new Promise(() => undefined));
    const save = vi.fn(async () => priceResponse);
    const session = sessionWith(unpriced(), { api: fakeApi(save), experiments });
    const done = session.startPricing();
    await vi.advanceTimersByTimeAsync(TEST_LAB_TIMEOUT_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const state = await done;
    expect(save).toHaveBeenCalledTimes(1);
    expect(state.ui.priceStatus).toBe('loaded');
    expect(session.$context.get().experiments).toEqual([]);
  });

  it.each([
    ['fails', () => Promise.reject(new Error('503'))],
    ['answers something that is not a list', async () => ({ nope: true }) as never],
  ])('a test lab that %s: prices come without experiments', async (_case, answer) => {
    const save = vi.fn(async () => priceResponse);
    const session = sessionWith(unpriced(), { api: fakeApi(save), experiments: testLab(answer) });
    const state = await session.startPricing();
    expect(save).toHaveBeenCalledTimes(1);
    expect(state.ui.priceStatus).toBe('loaded');
  });

  it('no test lab configured: prices come', async () => {
    const save = vi.fn(async () => priceResponse);
    const state = await sessionWith(unpriced(), { api: fakeApi(save) }).startPricing();
    expect(save).toHaveBeenCalledTimes(1);
    expect(state.ui.priceStatus).toBe('loaded');
  });

  it('cached prices are used, not fetched again, and a second start asks nobody', async () => {
    const save = vi.fn(async () => priceResponse);
    const experiments = testLab(async () => []);
    const session = sessionWith(furnitureListing(), { api: fakeApi(save), experiments });
    expect((await session.startPricing()).ui.priceStatus).toBe('loaded');
    await session.startPricing();
    expect(save).not.toHaveBeenCalled();
    expect(experiments.getExperiments).toHaveBeenCalledTimes(1);
  });

  it('after items change the next start fetches the new prices', async () => {
    const save = vi.fn(async () => priceResponse);
    const session = sessionWith(furnitureListing(), { api: fakeApi(save), experiments: testLab(async () => []) });
    await session.startPricing();
    const [first] = session.$listing.get().move_items ?? [];
    session.increaseItem(first?.fake_id ?? '');
    expect(session.$status.get().prices).toEqual({ state: 'idle' });
    await session.startPricing();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('exclude_prices: blurred, the email modal scheduled after 6 s, no price call', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => priceResponse);
    const session = sessionWith(
      { ...unpriced(), exclude_prices: true },
      { api: fakeApi(save), experiments: testLab(async () => []) },
    );
    await session.startPricing();
    expect(session.$ui.get()).toMatchObject({ pricesBlurred: true, emailAsk: 'scheduled' });
    expect(session.$ui.get().modals.emailAsk).toBe(false);
    await vi.advanceTimersByTimeAsync(6000);
    expect(session.$ui.get().modals.emailAsk).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });
});
