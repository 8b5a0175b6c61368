import { describe, expect, it, vi } from 'vitest';
import {
  configure,
  getQuoteSession,
  listenSessionMoments,
  priceDateRange,
  type QuoteUi,
  sessionMoments,
  quoteTransitions as t,
} from '../../src/index.js';
import { contextOf, fakeApi, furnitureListing, stateOf } from './fixtures.js';

/** A furniture job on the price step, prices loading, a pre-listing saved. */
const loading = () => {
  const state = stateOf({ ...furnitureListing(), pre_listing_id: 'PL-5521' });
  return { ...state, ui: { ...state.ui, priceStatus: 'loading' } as QuoteUi };
};

describe('sessionMoments: what a host hears of a UI change (the hk-* events)', () => {
  it('prices loaded: the lowest price and the first and last priced day', () => {
    const before = loading();
    const ui: QuoteUi = { ...before.ui, priceStatus: 'loaded' };
    expect(sessionMoments(before.ui, ui, before.listing)).toEqual([
      {
        name: 'price-loaded',
        detail: { lowest_price: before.listing.lowest_price, dates: { first: '2030-01-08', last: '2030-01-16' } },
      },
    ]);
    // Written again while loaded (a tab change, a modal): nothing new.
    expect(sessionMoments(ui, { ...ui, priceTab: 'fixed_2' }, before.listing)).toEqual([]);
  });

  it('each go-to-step request is heard, the same section twice included; the same request once', () => {
    const start = loading();
    const context = contextOf();
    const first = t.goToStep(start, 'van', context);
    const again = t.goToStep(first, 'van', context);
    expect(sessionMoments(start.ui, first.ui, first.listing)).toEqual([
      { name: 'go-to-step', detail: { step: 'listing-items', section: 'van' } },
    ]);
    expect(sessionMoments(first.ui, again.ui, again.listing)).toEqual([
      { name: 'go-to-step', detail: { step: 'listing-items', section: 'van' } },
    ]);
    expect(sessionMoments(again.ui, { ...again.ui, priceStatus: 'idle' }, again.listing)).toEqual([]);
  });

  it('proceeding: the listing and its pre-listing id, once; the add-helper question first is no proceeding', () => {
    const start = loading();
    const saving = t.proceed(start, contextOf());
    // Saving the final listing is no proceeding yet; its success is.
    expect(sessionMoments(start.ui, saving.ui, saving.listing)).toEqual([]);
    const proceeded = t.listingSaved(saving, saving.ui.save?.request ?? 0);
    expect(sessionMoments(saving.ui, proceeded.ui, proceeded.listing)).toEqual([
      { name: 'proceed', detail: { listing: proceeded.listing, pre_listing_id: 'PL-5521' } },
    ]);
    expect(sessionMoments(proceeded.ui, { ...proceeded.ui }, proceeded.listing)).toEqual([]);
    const asked = t.proceed(
      start,
      contextOf({ experiments: [{ name: 'person-tabs', variant: 'fixed_2', status: 'running' }] }),
    );
    expect(asked.ui.step).toBe('quote');
    expect(sessionMoments(start.ui, asked.ui, asked.listing)).toEqual([]);
    // Without a pre-listing the id is null, never undefined.
    const { pre_listing_id: _id, ...listing } = proceeded.listing;
    expect(sessionMoments(start.ui, proceeded.ui, listing)[0]?.detail).toEqual({ listing, pre_listing_id: null });
  });

  it('several at once come in order: prices, go-to-step, proceed', () => {
    const start = loading();
    const ui: QuoteUi = {
      ...start.ui,
      priceStatus: 'loaded',
      goTo: { step: 'listing-price-options', section: 'date', request: 1 },
      step: 'listing-confirmation',
    };
    expect(sessionMoments(start.ui, ui, start.listing).map((moment) => moment.name)).toEqual([
      'price-loaded',
      'go-to-step',
      'proceed',
    ]);
  });

  it('listenSessionMoments: a session’s moments from now on, each once, until unsubscribed', async () => {
    configure({ drafts: false, api: fakeApi(async () => ({})) }, 'moments-listen');
    const session = getQuoteSession('moments-listen');
    session.update((state) => ({ ...state, listing: { ...furnitureListing(), pre_listing_id: 'PL-77' } }));
    const heard = vi.fn();
    const stop = listenSessionMoments(session, heard);
    session.goToStep('van');
    session.openModal('loadingInfo');
    session.proceed();
    await session.settled();
    expect(heard.mock.calls).toEqual([
      [{ name: 'go-to-step', detail: { step: 'listing-items', section: 'van' } }],
      [{ name: 'proceed', detail: { listing: session.$listing.get(), pre_listing_id: 'PL-77' } }],
    ]);
    stop();
    session.goToStep('date');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it.each([
    [undefined, null],
    [{}, null],
    [{ '2030-01-14': 120 }, { first: '2030-01-14', last: '2030-01-14' }],
    [
      { '2030-02-01': 1, '2030-01-09': 2, '2030-01-31': 3 },
      { first: '2030-01-09', last: '2030-02-01' },
    ],
  ])('priceDateRange(%j) → %j', (prices, range) => {
    expect(priceDateRange(prices)).toEqual(range);
  });
});
