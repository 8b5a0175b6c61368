import { afterEach, describe, expect, it } from 'vitest';
import {
  checkEmail,
  getQuoteSession,
  type Listing,
  NO_MODALS,
  resetSessions,
  type SessionTimers,
  quoteTransitions as t,
} from '../../src/index.js';
import { contextOf, fakeApi, furnitureListing, NOW, priceResponse, stateOf } from './fixtures.js';

afterEach(() => resetSessions());

describe('checking the email address the email-ask modal asks for (docs/behaviour/quote-flow.md §5, §8)', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['  ana.lopez+quotes@mail.example.co.uk ', 'ana.lopez+quotes@mail.example.co.uk'],
    ['O’Brien@example.ie', 'O’Brien@example.ie'],
  ])('%j is an address: %j', (text, email) => {
    expect(checkEmail(text)).toEqual({ ok: true, email });
  });

  it.each([
    ['', 'emailMissing'],
    ['   ', 'emailMissing'],
    [undefined, 'emailMissing'],
    ['ana', 'emailInvalid'],
    ['ana@', 'emailInvalid'],
    ['ana@example', 'emailInvalid'],
    ['ana@example.c', 'emailInvalid'],
    ['ana @example.com', 'emailInvalid'],
    ['ana@@example.com', 'emailInvalid'],
    ['ana@example..com', 'emailInvalid'],
    [`${'a'.repeat(250)}@example.com`, 'emailInvalid'],
  ])('%j is refused with %s', (text, code) => {
    expect(checkEmail(text)).toEqual({ ok: false, code });
  });
});

/** Prices excluded, blurred, the modal asked for and open. */
const asked = (listing: Partial<Listing> = {}) =>
  stateOf(furnitureListing({ exclude_prices: true, ...listing }), {
    pricesBlurred: true,
    emailAsk: 'asked',
    modals: { ...NO_MODALS, emailAsk: true },
  });

describe('answering the email-ask modal (submitEmail; §4 Price loading)', () => {
  it('a valid address goes to user_info, prices are no longer excluded, the modal closes and prices load', () => {
    const next = t.submitEmail(asked({ user_info: { user_id: 7 } }), ' ana@example.com ', contextOf());
    expect(next.listing.user_info).toEqual({ user_id: 7, email: 'ana@example.com' });
    expect(next.listing.exclude_prices).toBe(false);
    expect(next.ui.modals.emailAsk).toBe(false);
    // Cached prices were never shown: they are fetched again.
    expect(next.ui).toMatchObject({ pricesBlurred: false, priceStatus: 'loading', priceRequest: 1 });
  });

  it.each(['', 'ana@example', 'not an email'])('%j changes nothing: the modal stays open', (text) => {
    const start = asked();
    expect(t.submitEmail(start, text, contextOf())).toBe(start);
  });

  it('before experiments are fetched the load waits for them', () => {
    const start = stateOf(asked().listing, { ...asked().ui, experimentsFetched: false });
    const next = t.submitEmail(start, 'ana@example.com', contextOf());
    expect(next.ui).toMatchObject({ priceStatus: 'idle', priceLoadWaiting: true });
    expect(next.listing.exclude_prices).toBe(false);
  });
});

/** Timers the test runs by hand. */
function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  const timers: SessionTimers = {
    setTimeout: (run, ms) => pending.push({ run, ms }),
    clearTimeout: () => {},
  };
  return { timers, pending };
}

describe('the email-ask modal through the session (§4, §6, §9)', () => {
  function blurredSession(isAdmin: boolean) {
    const { timers, pending } = manualTimers();
    const calls: Listing[] = [];
    const session = getQuoteSession('email', {
      drafts: false,
      timers,
      now: () => NOW.getTime(),
      context: { isAdmin, category: 'furniture' },
      api: fakeApi(async (_id, listing) => {
        calls.push(listing);
        return priceResponse;
      }),
    });
    session.update((state) => ({
      ...state,
      listing: furnitureListing({ exclude_prices: true, prices: undefined, listing_cart: [] }),
    }));
    session.experimentsFetched([]);
    return { session, pending, calls };
  }

  it('a customer: blurred, the modal after 6000 ms; closing keeps prices blurred; it opens again on asking', () => {
    const { session, pending, calls } = blurredSession(false);
    expect(session.$ui.get()).toMatchObject({ pricesBlurred: true, emailAsk: 'scheduled' });
    expect(pending.map((timer) => timer.ms)).toEqual([6000]);
    pending[0]?.run();
    expect(session.$ui.get().modals.emailAsk).toBe(true);
    session.closeModal('emailAsk');
    expect(session.$ui.get()).toMatchObject({ pricesBlurred: true, emailAsk: 'asked' });
    session.openModal('emailAsk');
    expect(session.$ui.get().modals.emailAsk).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('an admin gets the modal at once; a valid address fetches prices, which then show', async () => {
    const { session, calls } = blurredSession(true);
    expect(session.$ui.get().modals.emailAsk).toBe(true);
    session.submitEmail('nope');
    expect(session.$ui.get().modals.emailAsk).toBe(true);
    expect(calls).toHaveLength(0);
    session.submitEmail('ana@example.com');
    expect(session.$ui.get().priceStatus).toBe('loading');
    const state = await session.settled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ exclude_prices: false, user_info: { email: 'ana@example.com' } });
    expect(state.ui).toMatchObject({ pricesBlurred: false, priceStatus: 'loaded' });
    expect(state.ui.modals.emailAsk).toBe(false);
    expect(Object.keys(state.listing.prices ?? {})).toEqual(['2030-01-14']);
  });
});
