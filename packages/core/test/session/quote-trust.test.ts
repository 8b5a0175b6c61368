import { createDemoAdapters } from '@haulkit/demo';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dayPriceForTab,
  getQuoteSession,
  insuranceServiceOf,
  type Listing,
  type QuoteFlowSession,
  resetSessions,
  type SummaryView,
  timeSliderView,
} from '../../src/index.js';
import { lines, NOW } from './fixtures.js';

afterEach(() => resetSessions());

/** A sofa from Leeds to York, as the first step leaves it. */
const job: Listing = {
  pickup_address_data: { postcode: 'LS1 4AP', latitude: 53.7961, longitude: -1.5475, ISO_3166_1_Alpha_2: 'GB' },
  delivery_address_data: { postcode: 'YO1 7HH', latitude: 53.96, longitude: -1.0873, ISO_3166_1_Alpha_2: 'GB' },
  distance: 26,
  move_items: [
    {
      item_id: 211,
      name: '3 seater sofa',
      quantity: 1,
      fake_id: 'sofa',
      width: 210,
      height: 85,
      depth: 95,
      weight: 55,
    },
  ],
};

const DAY = '2030-01-15';

/** A session priced by the demo adapter at NOW, every price call counted. */
async function pricedSession(category: string, listing: Listing = job) {
  const { quote } = createDemoAdapters({ now: () => NOW });
  const calls: Listing[] = [];
  const api = {
    ...quote,
    savePrelisting: (id: string, sent: Listing, signal?: AbortSignal) => {
      calls.push(sent);
      return quote.savePrelisting(id, sent, signal);
    },
  };
  const session = getQuoteSession(`trust-${category}`, {
    api,
    drafts: false,
    now: () => NOW.getTime(),
    context: { category },
  });
  session.update((state) => ({ ...state, listing: { ...state.listing, ...listing } }));
  session.experimentsFetched([]);
  await session.settled();
  return { session, calls };
}

/** The money lines the summary shows, in pounds: the day's price, the time window's charge, services, insurance. */
const shownLines = (summary: SummaryView) => [
  summary.price ?? 0,
  summary.timeCharge ?? 0,
  ...summary.services.map((service) => service.amount),
  summary.insurance?.amount ?? 0,
];
const sum = (amounts: number[]) => Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;

/** The day's price for the tab shown, as the listing's prices now say. */
const dayPrice = (session: QuoteFlowSession) => dayPriceForTab(session.$listing.get(), DAY, session.$ui.get().priceTab);

describe('man-and-van: the hours booked reprice the job (docs/behaviour/quote-flow.md §4, Hourly rate)', () => {
  it('changing the hours asks for prices, shows the total as updating, then the new hours’ price', async () => {
    const { session, calls } = await pricedSession('man-and-van');
    session.selectDay(DAY);
    const twoHours = session.$summary.get().total;
    expect(session.$listing.get().hours_selected).toBe(2);
    expect(twoHours).toBeGreaterThan(0);
    const before = calls.length;

    session.changeHourlyHours(6);
    expect(session.$status.get().prices.state).toBe('loading');
    expect(session.$summary.get().updating).toBe(true);

    await session.settled();
    expect(calls.length).toBe(before + 1);
    expect(calls.at(-1)?.hours_selected).toBe(6);
    const summary = session.$summary.get();
    expect(summary.updating).toBe(false);
    expect(summary.hours).toBe(6);
    expect(summary.price).toBe(dayPrice(session));
    expect(summary.total).toBeGreaterThan(twoHours);
    expect(session.$cartTotal.get()).toBe(summary.total);
  });

  it('a step of half an hour reprices too; staying at the minimum asks for nothing', async () => {
    const { session, calls } = await pricedSession('man-and-van');
    session.selectDay(DAY);
    const before = calls.length;
    session.changeHourlyHours('down');
    expect(calls.length).toBe(before);
    session.changeHourlyHours('up');
    await session.settled();
    expect(calls.at(-1)?.hours_selected).toBe(2.5);
    expect(session.$summary.get().price).toBe(dayPrice(session));
  });
});

describe('a premium listing’s Protection Plus (§4 Insurance, §9: not selected at 5000 or less)', () => {
  async function premiumSession() {
    const { session } = await pricedSession('furniture');
    session.selectDay(DAY);
    session.selectPackage('premium');
    expect(session.$listing.get().packageType).toBe('premium');
    const service = insuranceServiceOf(session.$listing.get().service_prices);
    expect(service).not.toBeNull();
    return { session, service };
  }

  it.each([
    ['5000', false],
    ['4000', false],
    ['8000', true],
  ])('at a value of goods of %s the panel, the cart and the total agree (selected: %s)', async (value, selected) => {
    const { session, service } = await premiumSession();
    const withoutInsurance = session.$summary.get().total;
    session.tickInsurance(service);
    session.submitInsurance(value);
    expect(session.$insuranceSelected.get()).toBe(selected);
    const summary = session.$summary.get();
    const charged = lines(session.$listing.get()).filter(
      ([type, amount]) => type.startsWith('full_') && Number(amount) > 0,
    );
    expect(charged.length > 0).toBe(selected);
    expect(summary.insurance !== null).toBe(selected);
    if (!selected) expect(summary.total).toBe(withoutInsurance);
    else expect(summary.total).toBeGreaterThan(withoutInsurance);
    expect(summary.total).toBe(sum(shownLines(summary)));
    expect(session.$cartTotal.get()).toBe(summary.total);
  });

  it('insured at 5000 on the standard level, then premium: the charge goes with the selection', async () => {
    const { session } = await pricedSession('furniture');
    session.selectDay(DAY);
    const service = insuranceServiceOf(session.$listing.get().service_prices);
    session.tickInsurance(service);
    session.submitInsurance('5000');
    expect(session.$insuranceSelected.get()).toBe(true);
    session.selectPackage('premium');
    expect(session.$insuranceSelected.get()).toBe(false);
    const summary = session.$summary.get();
    expect(summary.insurance).toBeNull();
    expect(summary.total).toBe(sum(shownLines(summary)));
    expect(session.$cartTotal.get()).toBe(summary.total);
  });
});

describe('one collection window: the time options and the slider (§4 Time slider, Price tabs)', () => {
  it('choosing a time option puts its window on the slider; moving the slider clears the option and its charge', async () => {
    const { session } = await pricedSession('furniture');
    session.selectDay(DAY);
    const base = session.$summary.get().total;
    session.selectTimeOption('0800-1200');
    expect(session.$timeSlider.get().pickup).toEqual({ start: 8, end: 12 });
    const shown = timeSliderView(session.$state.get(), { isAdmin: false, category: 'furniture', now: NOW });
    expect(shown.range).toEqual({ start: 8, end: 12 });
    expect(session.$summary.get().windows).toEqual([{ side: 'pickup', from: 8, to: 12 }]);
    expect(session.$summary.get().timeCharge).toBe(25);
    expect(session.$summary.get().total).toBe(base + 25);

    session.setSliderTimes({ start: 10, end: 18 });
    const listing = session.$listing.get();
    expect(listing.selectedTimeOption).toBeUndefined();
    expect(lines(listing).some(([type]) => type === 'timeOption')).toBe(false);
    expect(session.$summary.get().windows).toEqual([{ side: 'pickup', from: 10, to: 18 }]);
    expect(session.$summary.get().total).toBe(base);
  });

  it('a delivery option before the slider’s 10am: the slider shows its window as it is, the summary the same', async () => {
    const { session } = await pricedSession('house-move');
    session.selectDay(DAY);
    session.changeSliderMode('delivery');
    session.selectTimeOption('0800-1200');
    const shown = timeSliderView(session.$state.get(), { isAdmin: false, category: 'house-move', now: NOW });
    expect(shown.range).toEqual({ start: 8, end: 12 });
    expect(session.$summary.get().windows).toContainEqual({ side: 'delivery', from: 8, to: 12 });
    session.setSliderTimes({ start: 11, end: 19 });
    expect(session.$listing.get().selectedTimeOption).toBeUndefined();
    expect(session.$summary.get().windows).toContainEqual({ side: 'delivery', from: 11, to: 19 });
  });

  it('choosing another option after moving the slider: one window, one charge', async () => {
    const { session } = await pricedSession('furniture');
    session.selectDay(DAY);
    session.setSliderTimes({ start: 9, end: 17 });
    session.selectTimeOption('1200-1600');
    expect(session.$timeSlider.get().pickup).toEqual({ start: 12, end: 16 });
    expect(session.$summary.get().windows).toEqual([{ side: 'pickup', from: 12, to: 16 }]);
    expect(lines(session.$listing.get()).filter(([type]) => type === 'timeOption')).toEqual([['timeOption', 15]]);
  });
});

describe('the summary’s total is the sum of the lines it shows, less the lifetime discount (§6)', () => {
  it('shows the day’s price and the time window’s charge as lines, and the discount as an amount', async () => {
    const { session } = await pricedSession('furniture', {
      ...job,
      user_info: { user_id: 7, has_lifetime_discount: true },
    });
    session.selectDay(DAY);
    session.selectTimeOption('0800-1200');
    const summary = session.$summary.get();
    expect(summary.price).toBe(dayPrice(session));
    expect(summary.timeCharge).toBe(25);
    expect(summary.total).toBe(sum(shownLines(summary)));
    expect(summary.discount).toBe(Math.round(summary.total * 15) / 100);
    expect(summary.discountedTotal).toBe(sum([summary.total, -(summary.discount ?? 0)]));
  });

  it('an hourly-rate job gets no discount', async () => {
    const { session } = await pricedSession('man-and-van', {
      ...job,
      user_info: { user_id: 7, has_lifetime_discount: true },
    });
    session.selectDay(DAY);
    const summary = session.$summary.get();
    expect(summary.discount).toBeNull();
    expect(summary.discountedTotal).toBeNull();
  });
});
