import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  DRAFT_NAMESPACE,
  type DraftStore,
  getQuoteSession,
  getSession,
  type Listing,
  resetSessions,
  type SessionContext,
  type StepFlowSession,
  type StorageLike,
  withQuoteFlow,
  withStepFlow,
} from '../../src/index.js';
import { furnitureListing, NOW } from '../session/fixtures.js';

/** The step flow of a session. */
const flowOf = (session: Parameters<typeof withQuoteFlow>[0]): StepFlowSession => withStepFlow(withQuoteFlow(session));

/** A quote session with the flow's steps (`withStepFlow`). */
const stepFlowSession = (...args: Parameters<typeof getQuoteSession>): StepFlowSession =>
  withStepFlow(getQuoteSession(...args));

afterEach(() => resetSessions());

const MINUTE = 60_000;

/** A page that can be reloaded: the storage survives, the sessions do not. */
function page(storage: StorageLike = createMemoryStorage()) {
  let time = NOW.getTime();
  return {
    storage,
    now: () => time,
    open: (context: Partial<SessionContext> = { category: 'furniture' }) =>
      stepFlowSession('flow', { storage, now: () => time, warn: vi.fn(), context }),
    reloadAfter(ms: number) {
      resetSessions();
      time += ms;
    },
  };
}

/** Puts a listing into a session as a person's change would (so it is saved). */
const fill = (session: ReturnType<ReturnType<typeof page>['open']>, listing: Listing) =>
  session.update((state) => ({ ...state, listing }));

describe('the flow step is kept with the draft (on restore the flow returns to its step)', () => {
  it('is restored after a reload', () => {
    const tab = page();
    const session = tab.open();
    fill(session, furnitureListing());
    session.goToFlowStep('listing-price-options');
    tab.reloadAfter(MINUTE);
    const restored = tab.open();
    expect(restored.$ui.get().flowStep).toBe('listing-price-options');
    restored.startFlow();
    expect(restored.$flow.get()).toMatchObject({ step: 'listing-price-options', index: 1 });
  });

  it('a step change alone is saved (the meta key holds it)', () => {
    const tab = page();
    const session = tab.open();
    fill(session, furnitureListing());
    session.flushDraft();
    session.goToFlowStep('listing-price-options');
    session.flushDraft();
    expect(JSON.parse(tab.storage.getItem(`${DRAFT_NAMESPACE}flow`) ?? '{}').flowStep).toBe('listing-price-options');
    session.previousFlowStep();
    session.flushDraft();
    expect(JSON.parse(tab.storage.getItem(`${DRAFT_NAMESPACE}flow`) ?? '{}').flowStep).toBe('listing-furniture');
  });

  it('an untouched session’s step makes no draft', () => {
    const tab = page();
    const session = tab.open();
    session.startFlow();
    session.flushDraft();
    expect(tab.storage.getItem(`${DRAFT_NAMESPACE}flow`)).toBeNull();
  });

  it('an old draft without a step starts at the first step', () => {
    const tab = page();
    createDraftStore({ storage: tab.storage, now: tab.now }).save('flow', furnitureListing());
    const session = tab.open();
    expect(session.$listing.get().move_items).toHaveLength(2);
    expect(session.$ui.get().flowStep).toBeUndefined();
    session.startFlow();
    expect(session.$flow.get().step).toBe('listing-furniture');
  });

  it('a stored step not on this category’s route gives the first step', () => {
    const tab = page();
    createDraftStore({ storage: tab.storage, now: tab.now }).save('flow', furnitureListing(), {
      flowStep: 'listing-furniture',
    });
    const session = tab.open({ category: 'piano' });
    session.startFlow();
    expect(session.$flow.get().step).toBe('listing-items');
  });

  it.each([['listing-confirmation'], [42], [null], ['']])('a stored step %j is ignored; the listing is kept', (bad) => {
    const tab = page();
    createDraftStore({ storage: tab.storage, now: tab.now }).save('flow', furnitureListing(), {
      flowStep: 'listing-price-options',
    });
    const key = `${DRAFT_NAMESPACE}flow`;
    tab.storage.setItem(key, JSON.stringify({ ...JSON.parse(tab.storage.getItem(key) ?? '{}'), flowStep: bad }));
    const loaded = createDraftStore({ storage: tab.storage, now: tab.now }).loadDraft?.('flow');
    expect(loaded?.listing.move_items).toHaveLength(2);
    expect(loaded && 'flowStep' in loaded).toBe(false);
  });

  it('a converted furniture listing restored with no step goes to the inventory', () => {
    const tab = page();
    const listing = furnitureListing({ isConvertedFromHouseMoveToFurniture: true, parentHash: 'b41c9e' });
    createDraftStore({ storage: tab.storage, now: tab.now }).save('flow', listing);
    const session = tab.open();
    session.startFlow();
    expect(session.$flow.get().step).toBe('listing-inventory');
    expect(session.$listing.get().parentHash).toBe('b41c9e');
  });

  it('a restore is one change: the listing and the step land together (hk-change once)', async () => {
    const storage = createMemoryStorage();
    createDraftStore({ storage, now: () => NOW.getTime() }).save('flow', furnitureListing(), {
      flowStep: 'listing-price-options',
    });
    const timers = { setTimeout: (run: () => void) => queueMicrotask(run), clearTimeout: () => {} };
    const light = getSession('flow', { storage, now: () => NOW.getTime(), timers, warn: vi.fn() });
    const session = flowOf(light);
    session.startFlow();
    const listings: unknown[] = [];
    const uis: unknown[] = [];
    const stopListing = session.$listing.listen((listing) => listings.push(listing));
    const stopUi = session.$ui.listen((ui) => uis.push(ui));
    await session.ready;
    expect(listings).toHaveLength(1);
    expect(uis).toHaveLength(1);
    expect(session.$flow.get().step).toBe('listing-price-options');
    session.startFlow();
    expect(uis).toHaveLength(1);
    stopListing();
    stopUi();
  });

  it('a store without loadDraft still restores the listing', () => {
    const inner = createDraftStore({ storage: createMemoryStorage(), now: () => NOW.getTime() });
    inner.save('flow', furnitureListing(), { flowStep: 'listing-price-options' });
    const plain: DraftStore = {
      load: (key) => inner.load(key),
      save: (key, listing) => inner.save(key, listing),
      clear: (key) => inner.clear(key),
      sweep: () => inner.sweep(),
      kind: 'memory',
    };
    const session = stepFlowSession('flow', {
      drafts: plain,
      now: () => NOW.getTime(),
      context: { category: 'furniture' },
    });
    expect(session.$listing.get().move_items).toHaveLength(2);
    expect(session.$flow.get().step).toBe('listing-furniture');
  });
});
