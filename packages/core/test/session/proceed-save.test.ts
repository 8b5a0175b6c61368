import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  getQuoteSession,
  HaulkitError,
  type Listing,
  listenSessionMoments,
  type PriceResponse,
  resetSessions,
  type SessionMoment,
} from '../../src/index.js';
import { deferred, fakeApi, furnitureListing, NOW, priceResponse } from './fixtures.js';

afterEach(() => resetSessions());

/** A priced session at NOW whose savePrelisting the test drives, and the moments it makes. */
function sessionSaving(save: (id: string, listing: Listing) => Promise<PriceResponse>) {
  const storage = createMemoryStorage();
  const now = () => NOW.getTime();
  const chosen = furnitureListing({ men_required: 2, pickup_time: '08:00', pickup_time_end: '12:00' });
  createDraftStore({ storage, now }).save('proceed', chosen);
  const spy = vi.fn(save);
  const session = getQuoteSession('proceed', { storage, now, api: fakeApi(spy) });
  const moments: SessionMoment[] = [];
  listenSessionMoments(session, (moment) => moments.push(moment));
  return { session, save: spy, moments, chosen };
}

const proceeds = (moments: SessionMoment[]) => moments.filter((moment) => moment.name === 'proceed');

describe('proceeding saves the final listing first', () => {
  it('saves the whole listing as chosen, then announces proceed with that same listing', async () => {
    const answer = deferred<PriceResponse>();
    const { session, save, moments, chosen } = sessionSaving(() => answer.promise);
    session.proceed();
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toBe('a9f03c5e');
    expect(save.mock.calls[0]?.[1]).toMatchObject({
      pickup_date: chosen.pickup_date,
      pickup_time: '08:00',
      pickup_time_end: '12:00',
      selectedTimeOption: '0800-1200',
      men_required: 2,
      listing_cart: chosen.listing_cart,
    });
    // Nothing is announced while the save is on its way.
    expect(session.$ui.get().step).toBe('quote');
    expect(proceeds(moments)).toEqual([]);
    answer.resolve(priceResponse);
    await session.settled();
    expect(session.$ui.get().step).toBe('listing-confirmation');
    expect(proceeds(moments)).toEqual([
      { name: 'proceed', detail: { listing: save.mock.calls[0]?.[1], pre_listing_id: 'a9f03c5e' } },
    ]);
  });

  it('a second proceed or a double click while saving makes no second save and one announcement', async () => {
    const answer = deferred<PriceResponse>();
    const { session, save, moments } = sessionSaving(() => answer.promise);
    session.proceed();
    session.proceed();
    answer.resolve(priceResponse);
    await session.settled();
    session.proceed();
    await session.settled();
    expect(save).toHaveBeenCalledTimes(1);
    expect(proceeds(moments)).toHaveLength(1);
  });

  it('a failed save says so, keeps everything chosen and does not proceed; Try again (proceed) saves and proceeds', async () => {
    const failure = Object.assign(new HaulkitError('server', 'POST failed'), { status: 503 });
    let fail = true;
    const { session, save, moments, chosen } = sessionSaving(async () => {
      if (fail) throw failure;
      return priceResponse;
    });
    const before = session.$listing.get();
    session.proceed();
    await session.settled();
    expect(session.$ui.get().step).toBe('quote');
    expect(session.$ui.get().save).toMatchObject({ status: 'error', error: { code: 'server', status: 503 } });
    expect(session.$listing.get()).toBe(before);
    expect(session.$listing.get()).toMatchObject({ men_required: 2, pickup_date: chosen.pickup_date });
    expect(proceeds(moments)).toEqual([]);
    fail = false;
    session.proceed();
    await session.settled();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[1]).toEqual(save.mock.calls[0]?.[1]);
    expect(session.$ui.get().step).toBe('listing-confirmation');
    expect(session.$ui.get().save).toBeUndefined();
    expect(proceeds(moments)).toHaveLength(1);
  });
});
