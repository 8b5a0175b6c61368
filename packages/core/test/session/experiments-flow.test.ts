// Experiments in the quote session, end to end through the session's own actions: the test lab
// is asked before prices (2 s at most, every call together), the flow's experiment is allocated
// when the lab holds none for the pre-listing, each is reported once (also after the draft is
// reloaded), stopped or completed ones change nothing, and person-tabs drives the add-helper
// dialog at proceed (docs/behaviour/quote-flow.md §4 Price loading, Proceeding;
// docs/behaviour/back-office.md §4, §7, §9).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  type ExperimentApi,
  type ExperimentData,
  getQuoteSession,
  type Listing,
  omitFields,
  PERSON_TABS_EXPERIMENT,
  type QuoteSessionOptions,
  resetSessions,
  type StorageLike,
  TEST_LAB_TIMEOUT_MS,
} from '../../src/index.js';
import { fakeApi, furnitureListing, NOW, priceResponse } from './fixtures.js';

afterEach(() => {
  resetSessions();
  vi.useRealTimers();
});

const unpriced = (overrides: Partial<Listing> = {}) =>
  omitFields(furnitureListing(overrides), ['prices', 'lowest_price', 'calendarLabels']);

/** A session restored from `storage` (a draft of `listing` saved there first when given). */
function sessionWith(storage: StorageLike, listing: Listing | undefined, options: QuoteSessionOptions = {}) {
  const now = () => NOW.getTime();
  if (listing) createDraftStore({ storage, now }).save('experiments', listing);
  return getQuoteSession('experiments', {
    storage,
    now,
    context: { category: 'furniture' },
    api: fakeApi(async () => priceResponse),
    ...options,
  });
}

/** The person-tabs allocation a lab answers for the pre-listing. */
const allocation = (variant: string, more: Partial<ExperimentData> = {}): ExperimentData => ({
  name: PERSON_TABS_EXPERIMENT,
  status: 'running',
  active: true,
  variant,
  tracked: false,
  entity: 'PRE_LISTING',
  entityId: 'a9f03c5e',
  ...more,
});

/** A test lab: what it holds for the pre-listing, and what it allocates when asked. */
function lab(held: ExperimentData[], allocate: ExperimentApi['getPreAllocation'] = async () => allocation('fixed_2')) {
  return {
    getExperiments: vi.fn<ExperimentApi['getExperiments']>(async () => structuredClone(held)),
    getPreAllocation: vi.fn<ExperimentApi['getPreAllocation']>(allocate),
    saveExperiment: vi.fn<ExperimentApi['saveExperiment']>(async (experiment) => ({ ...experiment, tracked: true })),
    allocateExperiment: vi.fn<ExperimentApi['allocateExperiment']>(),
  } satisfies ExperimentApi;
}

describe('the flow’s experiment is allocated when the lab holds none for the pre-listing (back-office §7)', () => {
  it('asks for the pre-listing’s allocation to person-tabs, keeps it, reports it once, then prices', async () => {
    const experiments = lab([]);
    const session = sessionWith(createMemoryStorage(), unpriced(), { experiments });
    const state = await session.startPricing();
    expect(experiments.getPreAllocation).toHaveBeenCalledWith('a9f03c5e', 'person-tabs', expect.any(AbortSignal));
    expect(session.$context.get().experiments).toMatchObject([{ name: 'person-tabs', variant: 'fixed_2' }]);
    expect(state.ui.priceStatus).toBe('loaded');
    await vi.waitFor(() => expect(experiments.saveExperiment).toHaveBeenCalledTimes(1));
    expect(experiments.saveExperiment).toHaveBeenCalledWith({ ...allocation('fixed_2'), tracked: true });
  });

  it('an allocation the lab already holds is not asked for again', async () => {
    const experiments = lab([allocation('fixed_1')]);
    const session = sessionWith(createMemoryStorage(), unpriced(), { experiments });
    await session.startPricing();
    expect(experiments.getPreAllocation).not.toHaveBeenCalled();
    expect(session.$context.get().experiments).toMatchObject([{ variant: 'fixed_1', tracked: true }]);
  });

  it('a failed allocation is left out: prices come, nothing is reported', async () => {
    const experiments = lab([], () => Promise.reject(Object.assign(new Error('409'), { status: 409 })));
    const session = sessionWith(createMemoryStorage(), unpriced(), { experiments });
    expect((await session.startPricing()).ui.priceStatus).toBe('loaded');
    expect(session.$context.get().experiments).toEqual([]);
    expect(experiments.saveExperiment).not.toHaveBeenCalled();
  });
});

describe('price loading waits for the test lab at most 2 s, every call together (§4, back-office §7, §9)', () => {
  it.each([
    ['the list never answers', lab([]), 'getExperiments'],
    ['the allocation never answers', lab([], () => new Promise<never>(() => undefined)), 'getPreAllocation'],
  ] as const)('%s: no price call before 2 s, prices at 2 s, without experiments', async (_case, experiments, hung) => {
    vi.useFakeTimers();
    if (hung === 'getExperiments') experiments.getExperiments.mockImplementation(() => new Promise(() => undefined));
    const save = vi.fn(async () => priceResponse);
    const session = sessionWith(createMemoryStorage(), unpriced(), { experiments, api: fakeApi(save) });
    const done = session.startPricing();
    await vi.advanceTimersByTimeAsync(TEST_LAB_TIMEOUT_MS - 1);
    expect(experiments[hung]).toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(session.$status.get().prices).toEqual({ state: 'loading' });
    await vi.advanceTimersByTimeAsync(1);
    expect((await done).ui.priceStatus).toBe('loaded');
    expect(save).toHaveBeenCalledTimes(1);
    expect(session.$context.get().experiments).toEqual([]);
  });
});

describe('an experiment is tracked once reported (back-office §4)', () => {
  it('also across a reload of the draft, when the lab answers it untracked again', async () => {
    const storage = createMemoryStorage();
    const first = lab([]);
    const session = sessionWith(storage, unpriced(), { experiments: first });
    await session.startPricing();
    await vi.waitFor(() => expect(first.saveExperiment).toHaveBeenCalledTimes(1));
    expect(session.$ui.get().reportedExperiments).toEqual(['a9f03c5e:person-tabs']);
    session.flushDraft();
    resetSessions();

    // The page is loaded again: the draft comes back; this lab forgot the report.
    const again = lab([allocation('fixed_2')]);
    const reloaded = sessionWith(storage, undefined, { experiments: again });
    await reloaded.ready;
    expect(reloaded.$ui.get().reportedExperiments).toEqual(['a9f03c5e:person-tabs']);
    await reloaded.startPricing();
    expect(reloaded.$context.get().experiments).toMatchObject([{ name: 'person-tabs', tracked: true }]);
    await Promise.resolve();
    expect(again.saveExperiment).not.toHaveBeenCalled();
  });

  it('a report for another pre-listing does not count: the new one is reported', async () => {
    const storage = createMemoryStorage();
    const experiments = lab([allocation('fixed_2', { entityId: '77' })]);
    const session = sessionWith(storage, unpriced({ pre_listing_id: '77' }), { experiments });
    session.update((state) => ({ ...state, ui: { ...state.ui, reportedExperiments: ['a9f03c5e:person-tabs'] } }));
    await session.startPricing();
    await vi.waitFor(() => expect(experiments.saveExperiment).toHaveBeenCalledTimes(1));
    expect(session.$ui.get().reportedExperiments).toEqual(['a9f03c5e:person-tabs', '77:person-tabs']);
  });
});

describe('person-tabs at proceed: furniture, a chosen 2-helper default, 1 helper now (§4 Proceeding)', () => {
  it.each([
    // variant, status, category, helpers now, the add-helper dialog first
    ['fixed_2', 'running', 'furniture', 1, true],
    ['fixed_1', 'running', 'furniture', 1, false],
    ['fixed_2', 'running', 'furniture', 2, false],
    ['fixed_2', 'running', 'house-move', 1, false],
    ['fixed_2', 'stopped', 'furniture', 1, false],
    ['fixed_2', 'completed', 'furniture', 1, false],
    ['fixed_2', 'Completed ', 'furniture', 1, false],
  ])('%s, %s, %s with %i helper(s): dialog %s', async (variant, status, category, helpers, dialog) => {
    const experiments = lab([allocation(variant, { status, active: status === 'running' })]);
    const session = sessionWith(createMemoryStorage(), furnitureListing({ men_required: helpers }), {
      experiments,
      context: { category },
    });
    await session.startPricing();
    const next = session.proceed();
    expect(next.ui.modals.addHelper).toBe(dialog);
    expect(next.ui.save?.status).toBe(dialog ? undefined : 'saving');
    // Only a running experiment is reported.
    await Promise.resolve();
    expect(experiments.saveExperiment).toHaveBeenCalledTimes(status === 'running' ? 1 : 0);
  });
});

describe('the draft keeps the experiments reported (back-office §4)', () => {
  it.each([
    [['7:person-tabs'], ['7:person-tabs']],
    [[], undefined],
    [undefined, undefined],
  ])('saved %j, read back %j', (reported, expected) => {
    const store = createDraftStore({ storage: createMemoryStorage(), now: () => NOW.getTime() });
    store.save('kept', furnitureListing(), reported ? { reportedExperiments: reported } : undefined);
    expect(store.loadDraft?.('kept')?.reportedExperiments).toEqual(expected);
  });

  it.each([
    ['text', 'person-tabs', undefined],
    ['a list with other values', [1, '7:person-tabs', null], ['7:person-tabs']],
  ])('a stored value that is %s is read as the texts it holds', (_case, stored, expected) => {
    const storage = createMemoryStorage();
    const store = createDraftStore({ storage, now: () => NOW.getTime() });
    store.save('kept', furnitureListing(), { flowStep: 'listing-price-options' });
    const meta = JSON.parse(storage.getItem('haulkit:draft:kept') ?? '{}');
    storage.setItem('haulkit:draft:kept', JSON.stringify({ ...meta, reportedExperiments: stored }));
    const fresh = createDraftStore({ storage, now: () => NOW.getTime() });
    expect(fresh.loadDraft?.('kept')).toMatchObject({ flowStep: 'listing-price-options' });
    expect(fresh.loadDraft?.('kept')?.reportedExperiments).toEqual(expected);
  });
});
