import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  getSession,
  isQuoteFlowSession,
  omitFields,
  resetSessions,
  withQuoteBase,
  withQuoteFlow,
  withStepFlow,
} from '../../src/index.js';
import { fakeApi, furnitureListing, NOW, priceResponse } from './fixtures.js';

afterEach(() => resetSessions());

/** A plain session restored from an unpriced furniture draft (addresses and two items), at NOW. */
function plainSession(save = vi.fn(async () => priceResponse), key = 'base') {
  const storage = createMemoryStorage();
  const now = () => NOW.getTime();
  createDraftStore({ storage, now }).save(key, omitFields(furnitureListing(), ['prices', 'lowest_price']));
  const drafts = createDraftStore({ storage, now });
  return { session: getSession(key, { drafts, now, api: fakeApi(save) }), save };
}

describe('withQuoteBase and withQuoteFlow: the first step alone, then the rest on the same session', () => {
  it('the base has the first step, summary and pricing, not the later steps; withQuoteFlow adds them to the same object', async () => {
    const { session, save } = plainSession();
    await session.ready;
    const base = withQuoteBase(session);
    expect(base).toBe(session);
    expect(isQuoteFlowSession(base)).toBe(false);
    for (const name of ['setAddress', 'selectVan', 'lookupEbayItem', 'loadPrices', 'proceed', 'goToStep', '$summary'])
      expect(name in base, name).toBe(true);
    for (const name of ['selectDay', '$calendar', 'selectPriceTab', 'tickInsurance', 'changeSliderMode', 'setHelpers'])
      expect(name in base, name).toBe(false);

    // Prices load through the base's hook, once.
    base.experimentsFetched([]);
    await base.settled();
    expect(save).toHaveBeenCalledTimes(1);
    // The job summary reads from the base alone: the furniture job's two items and its day.
    expect(base.$summary.get()).toMatchObject({ items: { count: 2 }, date: { day: '2030-01-14', option: 'fixed' } });

    const flow = withQuoteFlow(session);
    expect(flow).toBe(session);
    expect(isQuoteFlowSession(flow)).toBe(true);
    expect(withQuoteBase(flow)).toBe(flow);
    expect(flow.$calendar.get().month).toBe('2030-01-01');

    // The rest's actions run through the base's hooks: choosing a day prices the cart, and no
    // second hook asks for prices again.
    const chosen = flow.selectDay('2030-01-14');
    expect(chosen.listing.pickup_date?.slice(0, 10)).toBe('2030-01-14');
    expect(flow.$cartTotal.get()).toBeGreaterThan(0);
    await flow.settled();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('withQuoteFlow on a plain session installs the base once; withStepFlow takes either', async () => {
    const { session, save } = plainSession(undefined, 'full');
    await session.ready;
    const flow = withStepFlow(withQuoteFlow(session));
    expect(withQuoteBase(session)).toBe(flow);
    expect(withQuoteFlow(session)).toBe(flow);
    flow.experimentsFetched([]);
    await flow.settled();
    expect(save).toHaveBeenCalledTimes(1);
    flow.startFlow();
    expect(flow.$flow.get().step).toBe('listing-items');
    expect(typeof flow.setHelpers).toBe('function');
  });

  it('a session another bundle gave every action keeps its hooks: the base is not installed twice', async () => {
    const { session, save } = plainSession(undefined, 'older');
    await session.ready;
    withQuoteFlow(session);
    // What an older bundle leaves: the whole-flow mark without the base's own.
    delete (session as unknown as Record<symbol, unknown>)[Symbol.for('haulkit.quote-flow-base@1')];
    const again = withQuoteBase(session);
    expect(again).toBe(session);
    again.experimentsFetched([]);
    await again.settled();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
