import { configure, getQuoteSession, getSession, type Listing, type QuoteApi, withQuoteFlow } from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { furnitureListing, priceResponse } from '../../core/test/session/fixtures.js';
import { PRICING_DELAY_MS, usePricing } from '../src/index.js';

afterEach(() => vi.useRealTimers());

function Probe({ sessionKey }: { sessionKey: string }) {
  const { ready } = usePricing(withQuoteFlow(getSession(sessionKey)));
  return <p>{ready ? 'ready' : 'waiting'}</p>;
}

function setup(key: string, listing: Listing) {
  const save = vi.fn(async () => priceResponse);
  configure({ drafts: false, api: { searchItems: async () => [], savePrelisting: save } as unknown as QuoteApi }, key);
  const session = getQuoteSession(key);
  session.update((state) => ({ ...state, listing }));
  return { session, save };
}

const unpriced = (): Listing => {
  const { prices: _p, lowest_price: _l, calendarLabels: _c, ...rest } = furnitureListing();
  return rest;
};

describe('usePricing (docs/behaviour/quote-flow.md §4, Price loading)', () => {
  it('waits for addresses and items, then prices once, shared by two views', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { session, save } = setup('pricing-1', { ...unpriced(), move_items: [] });
    const { container } = mount(
      <>
        <Probe sessionKey="pricing-1" />
        <Probe sessionKey="pricing-1" />
      </>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('waitingwaiting'));
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
    session.update((state) => ({ ...state, listing: unpriced() }));
    await vi.waitFor(() => expect(container.textContent).toBe('readyready'));
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS);
    await vi.waitFor(() => expect(session.$ui.get().priceStatus).toBe('loaded'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a burst of item changes costs one price call after it, and a failed load is not retried by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { session, save } = setup('pricing-2', unpriced());
    mount(<Probe sessionKey="pricing-2" />);
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS);
    await vi.waitFor(() => expect(session.$ui.get().priceStatus).toBe('loaded'));
    const id = session.$listing.get().move_items?.[0]?.fake_id ?? '';
    for (let click = 0; click < 4; click += 1) {
      session.increaseItem(id);
      await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS / 3);
    }
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS);
    await vi.waitFor(() => expect(session.$ui.get().priceStatus).toBe('loaded'));
    expect(save).toHaveBeenCalledTimes(2);
    save.mockRejectedValueOnce(new Error('offline'));
    session.increaseItem(id);
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS);
    await vi.waitFor(() => expect(session.$ui.get().priceStatus).toBe('error'));
    await vi.advanceTimersByTimeAsync(PRICING_DELAY_MS * 5);
    expect(save).toHaveBeenCalledTimes(3);
  });
});
