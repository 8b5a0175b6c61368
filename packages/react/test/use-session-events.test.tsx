import { configure, getQuoteSession, type Listing } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { fakeApi, furnitureListing, priceResponse } from '../../core/test/session/fixtures.js';
import { AnnouncerProvider, JobSummary, type SessionEventHandlers, useSessionEvents } from '../src/index.js';

/** A page of the main site: the job summary and the page's own routing on the session's moments. */
function Page({ session, handlers }: { session: string; handlers: SessionEventHandlers }) {
  useSessionEvents(session, handlers);
  return (
    <AnnouncerProvider>
      <JobSummary session={session} />
    </AnnouncerProvider>
  );
}

/** Two listeners on one session, one of them with no handler: each moment is heard once. */
function Listener({ session, onGoToStep, label }: { session: string; label: string } & SessionEventHandlers) {
  useSessionEvents(session, { onGoToStep });
  useSessionEvents(session, {});
  return <p>{label}</p>;
}

/** A route, items, a day and a crew, without prices yet: what the price step starts from. */
function unpriced(): Listing {
  const { prices: _prices, lowest_price: _lowest, calendarLabels: _labels, ...listing } = furnitureListing();
  return { ...listing, pickup_date: '2030-01-14', pre_listing_id: 'PL-5521' };
}

let keys = 0;
function setup() {
  const key = `session-events-${++keys}`;
  const save = vi.fn(async () => priceResponse);
  configure({ drafts: false, api: fakeApi(save) }, key);
  const session = getQuoteSession(key);
  session.update((state) => ({ ...state, listing: unpriced() }));
  const handlers = { onChange: vi.fn(), onPriceLoaded: vi.fn(), onGoToStep: vi.fn(), onProceed: vi.fn() };
  return { key, session, save, handlers };
}

const changeButton = (container: Element, name: string) =>
  [...container.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === name);

describe('useSessionEvents: the elements’ hk-* events for a React page, told by the session', () => {
  it('prices arrive, a summary “Change” asks for a step, and proceeding gives the pre-listing id: each heard once', async () => {
    const { key, session, save, handlers } = setup();
    const { container, unmount } = mount(<Page session={key} handlers={handlers} />);
    await vi.waitFor(() => expect(changeButton(container, 'Change van')).toBeDefined());

    // The test lab answered with no experiment: prices are fetched (§4, Price loading).
    session.experimentsFetched([]);
    await session.loadPrices();
    expect(save).toHaveBeenCalledTimes(1);
    expect(handlers.onPriceLoaded).toHaveBeenCalledTimes(1);
    expect(handlers.onPriceLoaded).toHaveBeenCalledWith({
      lowest_price: 135,
      dates: { first: '2030-01-14', last: '2030-01-14' },
    });
    // The price answer changed the listing: the page heard the listing as it is now.
    expect(handlers.onChange).toHaveBeenLastCalledWith(session.$listing.get());
    expect(session.$listing.get().lowest_price).toBe(135);

    changeButton(container, 'Change van')?.click();
    changeButton(container, 'Change van')?.click();
    changeButton(container, 'Change date and time')?.click();
    expect(handlers.onGoToStep.mock.calls).toEqual([
      [{ step: 'listing-items', section: 'van' }],
      [{ step: 'listing-items', section: 'van' }],
      [{ step: 'listing-price-options', section: 'date' }],
    ]);

    session.proceed();
    session.proceed();
    await session.settled();
    expect(handlers.onProceed).toHaveBeenCalledTimes(1);
    expect(handlers.onProceed).toHaveBeenCalledWith({ listing: session.$listing.get(), pre_listing_id: 'PL-5521' });
    expect(handlers.onPriceLoaded).toHaveBeenCalledTimes(1);

    // Unmounted, the page hears nothing more.
    unmount();
    const heard = handlers.onChange.mock.calls.length;
    session.update((state) => ({ ...state, listing: { ...state.listing, men_required: 2 }, ui: { ...state.ui } }));
    changeButton(container, 'Change van')?.click();
    expect(handlers.onChange).toHaveBeenCalledTimes(heard);
    expect(handlers.onGoToStep).toHaveBeenCalledTimes(3);
  });

  it('new handlers on a re-render are the ones called, without hearing a moment twice', async () => {
    const { key, session } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const { container, rerender } = mount(<Listener session={key} onGoToStep={first} label="first" />);
    await vi.waitFor(() => expect(container.textContent).toBe('first'));
    session.goToStep('van');
    expect(first).toHaveBeenCalledTimes(1);
    rerender(<Listener session={key} onGoToStep={second} label="second" />);
    await vi.waitFor(() => expect(container.textContent).toBe('second'));
    session.goToStep('date');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith({ step: 'listing-price-options', section: 'date' });
  });
});
