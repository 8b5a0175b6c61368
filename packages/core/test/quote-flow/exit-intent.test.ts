import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  getQuoteSession,
  type Listing,
  type QuoteApi,
  type QuoteSessionOptions,
  resetSessions,
  type StepFlowSession,
  type TrackStageRequest,
  withStepFlow,
} from '../../src/index.js';
import {
  EXIT_INTENT_COOKIE_MAX_AGE_S,
  exitIntentCookie,
  exitIntentCookieName,
  exitIntentDue,
  exitIntentId,
  exitIntentLowestPrice,
  exitIntentNote,
  exitIntentTrackRequest,
} from '../../src/rules/quote-flow/exit-intent.js';
import { fakeApi, furnitureListing, NOW, priceResponse } from '../session/fixtures.js';

/** A quote session with the flow's steps (`withStepFlow`). */
const stepFlowSession = (...args: Parameters<typeof getQuoteSession>): StepFlowSession =>
  withStepFlow(getQuoteSession(...args));

afterEach(() => resetSessions());

describe('the exit-intent cookie, one per dialog id (docs/behaviour/quote-flow.md §2, §9)', () => {
  it.each<[id: string, name: string]>([
    ['spring', 'hk_exit_spring'],
    ['spring sale', 'hk_exit_spring%20sale'],
    ['a=b;c', 'hk_exit_a%3Db%3Bc'],
    ["it's (new)!*", 'hk_exit_it%27s%20%28new%29%21%2A'],
    ['  padded  ', 'hk_exit_padded'],
    ['ñ', 'hk_exit_%C3%B1'],
  ])('%j is named %j', (id, name) => {
    expect(exitIntentCookieName(id)).toBe(name);
  });

  it('any id gives a valid cookie name token (RFC 6265: no separators, no spaces, no controls)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        expect(exitIntentCookieName(id)).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
      }),
    );
  });

  it('two ids never share a cookie', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        fc.pre(a.trim() !== b.trim());
        expect(exitIntentCookieName(a)).not.toBe(exitIntentCookieName(b));
      }),
    );
  });

  it.each<[what: string, id: unknown, cookies: string, due: boolean]>([
    ['no cookies', 'spring', '', true],
    ['other cookies only', 'spring', 'theme=dark; hk_exit_summer=1', true],
    ['its cookie set', 'spring', 'theme=dark; hk_exit_spring=1', false],
    ['its cookie first, no spaces', 'spring', 'hk_exit_spring=1;theme=dark', false],
    ['a cookie whose name only starts like it', 'spring', 'hk_exit_springtime=1', true],
    ['a cookie whose value holds the name', 'spring', 'x=hk_exit_spring', true],
    ['an encoded id', 'spring sale', 'hk_exit_spring%20sale=1', false],
    ['no id', null, '', false],
    ['a blank id', '  ', '', false],
    ['an id that is not text', 12, '', false],
  ])('%s → due %s', (_what, id, cookies, due) => {
    expect(exitIntentDue(id, cookies)).toBe(due);
  });

  it('the cookie text: 30 days, the whole site, SameSite=Lax; Secure on https', () => {
    expect(EXIT_INTENT_COOKIE_MAX_AGE_S).toBe(2_592_000);
    expect(exitIntentCookie('spring')).toBe('hk_exit_spring=1; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(exitIntentCookie('spring', { secure: true })).toBe(
      'hk_exit_spring=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    );
    expect(exitIntentCookie('a b', { maxAgeSeconds: 60 })).toBe('hk_exit_a%20b=1; Max-Age=60; Path=/; SameSite=Lax');
  });

  it('once its cookie is set, the dialog is no longer due', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => id.trim() !== ''),
        (id) => {
          const pair = exitIntentCookie(id).split(';')[0] ?? '';
          expect(exitIntentDue(id, `a=1; ${pair}; b=2`)).toBe(false);
          expect(exitIntentDue(id, 'a=1; b=2')).toBe(true);
        },
      ),
    );
  });

  it('exitIntentId: a trimmed, non-blank text, else none', () => {
    expect(exitIntentId(' spring ')).toBe('spring');
    expect(exitIntentId('')).toBeNull();
    expect(exitIntentId(undefined)).toBeNull();
  });
});

describe('the ajax-track form sent on exit intent (§7: process, stage, step)', () => {
  const FURNITURE = ['listing-furniture', 'listing-price-options'];
  const PARTNER = ['partner-items', 'listing-price-options'];
  const HOUSE = ['listing-inventory', 'listing-price-options'];
  it.each<[what: string, steps: string[], step: string, index: number, form: Record<string, string>]>([
    [
      'furniture items',
      FURNITURE,
      'listing-furniture',
      0,
      { process: 'instant-prices', stage: 'listing-furniture', step: '1' },
    ],
    [
      'price options',
      FURNITURE,
      'listing-price-options',
      1,
      { process: 'instant-prices', stage: 'listing-price-options', step: '2' },
    ],
    [
      'a house move’s item list (a sub-step)',
      HOUSE,
      'listing-items',
      0,
      { process: 'instant-prices', stage: 'listing-items', step: '1' },
    ],
    ['the partner items', PARTNER, 'partner-items', 0, { process: 'instant-partner', stage: 'items', step: '1' }],
    [
      'the partner’s price options',
      PARTNER,
      'listing-price-options',
      1,
      { process: 'instant-partner', stage: 'listing-price-options', step: '2' },
    ],
    [
      'a step off the route (index -1)',
      FURNITURE,
      'listing-items',
      -1,
      { process: 'instant-prices', stage: 'listing-items', step: '1' },
    ],
  ])('%s', (_what, steps, step, index, form) => {
    expect(exitIntentTrackRequest({ steps, step, index })).toEqual(form);
  });
});

describe('session.trackExitIntent sends the form of where the flow is, through the quote port', () => {
  function sessionWith(listing: Listing, api: QuoteApi, options: QuoteSessionOptions = {}) {
    const storage = createMemoryStorage();
    const now = () => NOW.getTime();
    createDraftStore({ storage, now }).save('exit', listing);
    return stepFlowSession('exit', { storage, now, api, context: { category: 'furniture' }, ...options });
  }

  it('on the price options of a furniture quote: instant-prices, listing-price-options, 2', async () => {
    const trackStage = vi.fn(async (_request: TrackStageRequest) => undefined);
    const api = { ...fakeApi(async () => priceResponse), trackStage } as QuoteApi;
    const session = sessionWith(furnitureListing({ pickup_date: '2030-01-14' }), api);
    session.startFlow();
    session.goToFlowStep('listing-price-options');
    expect(session.$flow.get().step).toBe('listing-price-options');
    await session.trackExitIntent();
    expect(trackStage).toHaveBeenCalledTimes(1);
    expect(trackStage.mock.calls[0]?.[0]).toEqual({
      process: 'instant-prices',
      stage: 'listing-price-options',
      step: '2',
    });
  });

  it('on the partner route’s items: instant-partner, items, 1', async () => {
    const trackStage = vi.fn(async (_request: TrackStageRequest) => undefined);
    const api = { ...fakeApi(async () => priceResponse), trackStage } as QuoteApi;
    const session = sessionWith(furnitureListing({ partner: { id: 1, listing_id: '77' } } as Partial<Listing>), api);
    session.startFlow();
    await session.trackExitIntent();
    expect(trackStage.mock.calls[0]?.[0]).toEqual({ process: 'instant-partner', stage: 'items', step: '1' });
  });

  it('a failing track call, or no quote adapter, is dropped: it resolves and changes nothing', async () => {
    const api = { ...fakeApi(async () => priceResponse), trackStage: vi.fn().mockRejectedValue(new Error('offline')) };
    const session = sessionWith(furnitureListing(), api);
    const before = session.$listing.get();
    await expect(session.trackExitIntent()).resolves.toBeUndefined();
    expect(session.$listing.get()).toBe(before);
    resetSessions();
    const bare = stepFlowSession('bare', { storage: createMemoryStorage() });
    await expect(bare.trackExitIntent()).resolves.toBeUndefined();
  });
});

describe('exitIntentLowestPrice: the job’s lowest price, when prices are known', () => {
  it.each<[lowest: unknown, price: number | null]>([
    [129, 129],
    ['149.5', 149.5],
    [{ standard: 149, flexible: 129, premium: null }, 129],
    [{ standard: '99', flexible: 0 }, 99],
    [0, null],
    [-5, null],
    [undefined, null],
    [null, null],
    [{}, null],
    ['abc', null],
  ])('lowest_price %j → %j', (lowest, price) => {
    expect(exitIntentLowestPrice({ lowest_price: lowest })).toBe(price);
  });
});

describe('exitIntentNote: what the exit-intent dialog says to where the customer is', () => {
  const A = { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.79, longitude: -1.54 };
  const B = { formatted_address: 'York YO1 7HH, UK', latitude: 53.95, longitude: -1.08 };
  const ITEMS = [{ name: 'Sofa', quantity: 1 }];
  const JOB = { pickup_address_data: A, delivery_address_data: B, move_items: ITEMS };
  const ITEMS_STEP = 'listing-furniture';
  const PRICES_STEP = 'listing-price-options';
  it.each<[string, Record<string, unknown>, string, boolean, unknown]>([
    ['nothing filled in', {}, ITEMS_STEP, false, { kind: 'addJob', price: null }],
    [
      'addresses, no items',
      { pickup_address_data: A, delivery_address_data: B },
      ITEMS_STEP,
      false,
      { kind: 'addItems', price: null },
    ],
    ['items, no addresses', { move_items: ITEMS }, ITEMS_STEP, false, { kind: 'addAddresses', price: null }],
    [
      'one address and items',
      { pickup_address_data: A, move_items: ITEMS },
      ITEMS_STEP,
      false,
      { kind: 'addAddresses', price: null },
    ],
    ['the job filled in, on its first step', JOB, ITEMS_STEP, false, { kind: 'pricesNext', price: null }],
    [
      'the job filled in, prices still coming on the price step',
      JOB,
      PRICES_STEP,
      false,
      { kind: 'pricesComing', price: null },
    ],
    ['prices known', { ...JOB, lowest_price: 129 }, PRICES_STEP, false, { kind: 'lowest', price: 129 }],
    [
      'prices known, an address since cleared',
      { ...JOB, pickup_address_data: null, lowest_price: 129 },
      PRICES_STEP,
      false,
      { kind: 'lowest', price: 129 },
    ],
    [
      'prices hidden until the email is given (exclude_prices)',
      { ...JOB, exclude_prices: true, lowest_price: 129 },
      PRICES_STEP,
      false,
      { kind: 'pricesHidden', price: null },
    ],
    ['prices blurred', { ...JOB, lowest_price: 129 }, PRICES_STEP, true, { kind: 'pricesHidden', price: null }],
    ['prices hidden, job not filled in', { exclude_prices: true }, ITEMS_STEP, false, { kind: 'addJob', price: null }],
  ])('%s', (_, listing, step, pricesBlurred, note) => {
    expect(exitIntentNote(listing as Listing, { step, pricesBlurred })).toEqual(note);
  });
});
