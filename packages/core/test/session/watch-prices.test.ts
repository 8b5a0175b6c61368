import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, omitFields, PRICING_DELAY_MS, resetSessions, withQuoteBase } from '../../src/index.js';
import { fakeApi, furnitureListing, NOW, priceResponse } from './fixtures.js';

afterEach(() => {
  resetSessions();
  vi.useRealTimers();
});

const unpriced = () => omitFields(furnitureListing(), ['prices', 'lowest_price', 'calendarLabels']);

/** A first-step session at NOW with the test lab already answered, so pricing goes straight to prices. */
function pricingSession(key: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const save = vi.fn(async () => priceResponse);
  const session = withQuoteBase(getSession(key, { drafts: false, now: () => NOW.getTime(), api: fakeApi(save) }));
  session.update((state) => ({ ...state, listing: unpriced(), ui: { ...state.ui, experimentsFetched: true } }));
  return { session, save };
}

describe('watchPrices: a price view on the page prices the job (§4, Price loading)', () => {
  it('prices nothing while no price view watches, however the items change', async () => {
    const { session, save } = pricingSession('unwatched');
    const id = session.$listing.get().move_items?.[0]?.fake_id ?? '';
    session.increaseItem(id);
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS * 5);
    expect(save).not.toHaveBeenCalled();
    expect(session.$status.get().prices.state).toBe('idle');
  });

  it('prices once PRICING_DELAY_MS after the last of a burst of changes, for any number of views', async () => {
    const { session, save } = pricingSession('burst');
    const stops = [session.watchPrices(), session.watchPrices()];
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await session.settled();
    expect(save).toHaveBeenCalledTimes(1);
    const id = session.$listing.get().move_items?.[0]?.fake_id ?? '';
    for (let click = 0; click < 4; click += 1) {
      session.increaseItem(id);
      await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS - 1);
    }
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await session.settled();
    expect(save).toHaveBeenCalledTimes(2);
    expect(session.$status.get().prices.state).toBe('ready');
    // The job is priced as it stands: the load went out with the four clicks in it.
    const sent = (save.mock.calls.at(-1) as unknown[] | undefined)?.[1] as { move_items?: { quantity: number }[] };
    expect(sent.move_items?.[0]?.quantity).toBe(session.$listing.get().move_items?.[0]?.quantity);
    for (const stop of stops) stop();
  });

  it('stops when the last view goes, and a failed load waits for "Try again"', async () => {
    const { session, save } = pricingSession('gone');
    const stop = session.watchPrices();
    const again = session.watchPrices();
    stop();
    stop();
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS);
    await session.settled();
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRejectedValueOnce(new Error('offline'));
    const id = session.$listing.get().move_items?.[0]?.fake_id ?? '';
    session.increaseItem(id);
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS);
    await session.settled();
    expect(session.$status.get().prices.state).toBe('error');
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS * 5);
    expect(save).toHaveBeenCalledTimes(2);
    again();
    session.increaseItem(id);
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS * 5);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
