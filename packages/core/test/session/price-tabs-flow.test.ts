import { createDemoAdapters } from '@haulkit/demo';
import { afterEach, describe, expect, it } from 'vitest';
import { getQuoteSession, type Listing, type QuoteFlowSession, resetSessions } from '../../src/index.js';
import { lines, NOW } from './fixtures.js';

afterEach(() => resetSessions());

/** A sofa and a wardrobe from London to Cardiff, as the first step leaves them. */
const job: Listing = {
  category_id: 1,
  pickup_address_data: { postcode: 'SW1A 2AA', latitude: 51.5034, longitude: -0.1276, ISO_3166_1_Alpha_2: 'GB' },
  delivery_address_data: { postcode: 'CF10 2BU', latitude: 51.4816, longitude: -3.1791, ISO_3166_1_Alpha_2: 'GB' },
  move_items: [
    {
      item_id: 211,
      name: '3 seater sofa',
      quantity: 3,
      fake_id: 'sofa',
      width: 210,
      height: 85,
      depth: 95,
      weight: 55,
    },
    {
      item_id: 305,
      name: 'Double wardrobe',
      quantity: 1,
      fake_id: 'robe',
      width: 120,
      height: 190,
      depth: 60,
      weight: 90,
    },
  ],
};

type DayPrices = {
  standard: Record<string, number>;
  standard_plus: Record<string, number>;
  premium: Record<string, number>;
  flexible: number;
};

/** A session priced by the demo adapter at NOW, with every call it made counted. */
async function pricedSession(category = 'furniture', listing: Listing = job) {
  const { quote } = createDemoAdapters({ now: () => NOW });
  const calls: Listing[] = [];
  const api = {
    ...quote,
    savePrelisting: (id: string, sent: Listing, signal?: AbortSignal) => {
      calls.push(sent);
      return quote.savePrelisting(id, sent, signal);
    },
  };
  const session = getQuoteSession(`tabs-${category}`, {
    api,
    drafts: false,
    now: () => NOW.getTime(),
    context: { category },
  });
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  session.experimentsFetched([]);
  await session.settled();
  const day = (key: string) => session.$listing.get().prices?.[key] as unknown as DayPrices;
  return { session, calls, day };
}

/** What the person sees of the price tabs: each tab, whether it is chosen, and its price. */
const tabs = (session: QuoteFlowSession) =>
  session.$priceTabs.get().map((tab) => [tab.tab, tab.selected, tab.price] as const);

const DAY = '2030-01-15';
const OTHER_DAY = '2030-01-19';

describe('the price tabs on a realistic priced listing (docs/behaviour/quote-flow.md §4, Price tabs)', () => {
  it('before a day is chosen each tab shows its lowest price; fixed_1 is chosen and the cart is empty', async () => {
    const { session } = await pricedSession();
    const prices = Object.values(session.$listing.get().prices ?? {}) as unknown as DayPrices[];
    const lowest = (read: (day: DayPrices) => number) => Math.min(...prices.map(read));
    expect(tabs(session)).toEqual([
      ['fixed_1', true, lowest((day) => day.standard.fixed_1 as number)],
      ['fixed_2', false, lowest((day) => day.standard.fixed_2 as number)],
      ['fixed_3', false, lowest((day) => day.standard.fixed_3 as number)],
      ['flexible', false, lowest((day) => day.flexible)],
    ]);
    expect(session.$listing.get().listing_cart ?? []).toEqual([]);
    expect(session.$cartTotal.get()).toBe(0);
  });

  it('choosing a day shows that day’s price on every tab and puts it in the cart', async () => {
    const { session, day } = await pricedSession();
    session.selectDay(DAY);
    const prices = day(DAY);
    expect(tabs(session)).toEqual([
      ['fixed_1', true, prices.standard.fixed_1],
      ['fixed_2', false, prices.standard.fixed_2],
      ['fixed_3', false, prices.standard.fixed_3],
      ['flexible', false, prices.flexible],
    ]);
    expect(lines(session.$listing.get())).toEqual([['priceOption', prices.standard.fixed_1]]);
    expect(session.$cartTotal.get()).toBe(prices.standard.fixed_1);
  });

  it.each([
    ['fixed_2', 2],
    ['fixed_3', 3],
  ])('a fixed tab %s sets %i helpers, its day price in the cart and the total', async (tab, helpers) => {
    const { session, day } = await pricedSession();
    session.selectDay(DAY);
    session.selectPriceTab(tab);
    const price = day(DAY).standard[tab];
    expect(session.$listing.get().men_required).toBe(helpers);
    expect(tabs(session).find(([candidate]) => candidate === tab)?.[1]).toBe(true);
    expect(tabs(session).filter(([, selected]) => selected)).toHaveLength(1);
    expect(lines(session.$listing.get())).toEqual([['priceOption', price]]);
    expect(session.$cartTotal.get()).toBe(price);
  });

  it.each([
    ['furniture', job, 1],
    ['piano', { ...job, category_id: 3, men_required: 3 }, 2],
  ])(
    'flexible in the %s flow: saverOption, %i helper(s), the only window selected, the saver price and no time charge',
    async (category, listing, helpers) => {
      const { session, day } = await pricedSession(category, listing);
      session.selectDay(DAY);
      session.selectTimeOption('0800-1200');
      expect(lines(session.$listing.get()).map(([type]) => type)).toEqual(['priceOption', 'timeOption']);
      session.selectPriceTab('flexible');
      const after = session.$listing.get();
      expect(after.saverOption).toBe(true);
      expect(after.men_required).toBe(helpers);
      // The demo offers one window per day: the day and the three after it.
      expect(after.selectedDayWindow).toEqual({ from: DAY, to: '2030-01-18' });
      expect(lines(after)).toEqual([['priceOption', day(DAY).flexible]]);
      expect(session.$cartTotal.get()).toBe(day(DAY).flexible);
      expect(session.$ui.get().priceTab).toBe('flexible');
    },
  );

  it('flexible clears a day window chosen before when the day has several', async () => {
    const { session } = await pricedSession();
    session.update((state) => ({
      ...state,
      listing: {
        ...state.listing,
        availableWindow: {
          [DAY]: [
            { from: DAY, to: '2030-01-16' },
            { from: DAY, to: '2030-01-18' },
          ],
        },
        selectedDayWindow: { from: DAY, to: '2030-01-16' },
      },
    }));
    session.selectDay(DAY);
    session.selectPriceTab('flexible');
    expect(session.$listing.get()).not.toHaveProperty('selectedDayWindow');
  });

  it('back on a fixed tab the saver and the time option go and the fixed price comes back to the cart', async () => {
    const { session, day } = await pricedSession();
    session.selectDay(DAY);
    session.selectPriceTab('flexible');
    session.selectTimeOption('1200-1600');
    session.selectPriceTab('fixed_2');
    const after = session.$listing.get();
    for (const field of ['saverOption', 'selectedTimeOption', 'selectedTimeOptionType']) {
      expect(after).not.toHaveProperty(field);
    }
    expect(lines(after)).toEqual([['priceOption', day(DAY).standard.fixed_2]]);
    expect(session.$cartTotal.get()).toBe(day(DAY).standard.fixed_2);
    expect(
      tabs(session)
        .filter(([, selected]) => selected)
        .map(([tab]) => tab),
    ).toEqual(['fixed_2']);
  });

  it('a different day clears the time option and date modes and sets that day’s price', async () => {
    const { session, day } = await pricedSession();
    session.selectDay(DAY);
    session.selectPriceTab('fixed_2');
    session.selectTimeOption('0800-1200');
    session.update((state) => ({
      ...state,
      listing: { ...state.listing, pickup_date_mode: 'fixed', delivery_date_mode: 'same_day' },
    }));
    expect(session.$cartTotal.get()).toBeGreaterThan(day(DAY).standard.fixed_2 as number);
    session.selectDay(OTHER_DAY);
    const after = session.$listing.get();
    for (const field of ['selectedTimeOption', 'selectedTimeOptionType', 'pickup_date_mode', 'delivery_date_mode']) {
      expect(after).not.toHaveProperty(field);
    }
    expect(lines(after)).toEqual([['priceOption', day(OTHER_DAY).standard.fixed_2]]);
    expect(session.$cartTotal.get()).toBe(day(OTHER_DAY).standard.fixed_2);
    expect(tabs(session).find(([tab]) => tab === 'fixed_2')?.[2]).toBe(day(OTHER_DAY).standard.fixed_2);
  });

  it('changing the helpers reprices: a request with the new count, and its answer lands in the cart', async () => {
    const { session, calls, day } = await pricedSession();
    session.selectDay(DAY);
    const before = { calls: calls.length, loading: session.$listing.get().estimated_loading_time };
    session.setHelpers(2);
    expect(session.$ui.get().priceStatus).toBe('loading');
    await session.settled();
    expect(calls).toHaveLength(before.calls + 1);
    expect(calls.at(-1)?.men_required).toBe(2);
    const after = session.$listing.get();
    expect(session.$ui.get()).toMatchObject({ priceStatus: 'loaded', priceTab: 'fixed_2' });
    // Two people load faster: the server's estimate follows the helpers.
    expect(after.estimated_loading_time).toBeLessThan(before.loading as number);
    const price = day(DAY).standard.fixed_2;
    expect(lines(after)).toEqual([['priceOption', price]]);
    expect(session.$cartTotal.get()).toBe(price);
  });
});

describe('proceeding with the person-tabs experiment (§4, Proceeding)', () => {
  const personTabs = [{ name: 'person-tabs', variant: 'fixed_2', status: 'running' }];

  it('furniture with 1 helper: the add-helper modal first; adding sets 2 helpers, their price, then proceeds', async () => {
    const { session, day } = await pricedSession();
    session.setContext({ experiments: personTabs });
    session.selectDay(DAY);
    session.proceed();
    expect(session.$ui.get()).toMatchObject({ step: 'quote', pending: { kind: 'addHelper', helpers: 2 } });
    expect(session.$ui.get().modals.addHelper).toBe(true);
    session.confirmPending();
    await session.settled();
    expect(session.$ui.get()).toMatchObject({ step: 'listing-confirmation', priceTab: 'fixed_2', pending: null });
    expect(session.$ui.get().modals.addHelper).toBe(false);
    expect(session.$listing.get().men_required).toBe(2);
    expect(session.$cartTotal.get()).toBe(day(DAY).standard.fixed_2);
  });

  it('“No thanks” keeps 1 helper and its price, and proceeds', async () => {
    const { session, day } = await pricedSession();
    session.setContext({ experiments: personTabs });
    session.selectDay(DAY);
    session.proceed();
    session.dismissPending();
    await session.settled();
    expect(session.$ui.get()).toMatchObject({ step: 'listing-confirmation', priceTab: 'fixed_1' });
    expect(session.$cartTotal.get()).toBe(day(DAY).standard.fixed_1);
  });

  it.each([
    ['a house move', 'house-move', personTabs],
    ['no experiment', 'furniture', []],
  ])('with %s it proceeds at once', async (_label, category, experiments) => {
    const { session } = await pricedSession(category, { ...job, category_id: category === 'furniture' ? 1 : 2 });
    session.setContext({ experiments });
    session.selectDay(DAY);
    session.proceed();
    await session.settled();
    expect(session.$ui.get().step).toBe('listing-confirmation');
    expect(session.$ui.get().modals.addHelper).toBe(false);
  });
});
