import { createDemoAdapters } from '@haulkit/demo';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dayPriceForTab,
  getQuoteSession,
  insuranceServiceOf,
  type Listing,
  type MoveItem,
  type QuoteFlowSession,
  resetSessions,
  type SummaryView,
  quoteTransitions as t,
  timeSliderView,
} from '../../src/index.js';
import { NOW } from './fixtures.js';

afterEach(() => resetSessions());

const sofa: MoveItem = {
  item_id: 211,
  name: '3 seater sofa',
  quantity: 1,
  fake_id: 'sofa',
  width: 210,
  height: 85,
  depth: 95,
  weight: 55,
};
const robe: MoveItem = {
  item_id: 305,
  name: 'Double wardrobe',
  quantity: 1,
  fake_id: 'robe',
  width: 120,
  height: 190,
  depth: 60,
  weight: 90,
};

/** Leeds to York with a sofa, as the first step leaves it; a customer with the lifetime discount. */
const job: Listing = {
  pickup_address_data: { postcode: 'LS1 4AP', latitude: 53.7961, longitude: -1.5475, ISO_3166_1_Alpha_2: 'GB' },
  delivery_address_data: { postcode: 'YO1 7HH', latitude: 53.96, longitude: -1.0873, ISO_3166_1_Alpha_2: 'GB' },
  distance: 26,
  duration: 2400,
  move_items: [sofa],
  user_info: { user_id: 7, has_lifetime_discount: true },
};

/** A customer's action on the quote, as the session offers it. */
type Action =
  | { kind: 'day'; day: string }
  | { kind: 'tab'; tab: string }
  | { kind: 'helpers'; helpers: number }
  | { kind: 'timeOption'; key: string }
  | { kind: 'slider'; start: number; end: number }
  | { kind: 'resetSlider' }
  | { kind: 'sliderMode'; mode: 'collection' | 'delivery' }
  | { kind: 'level'; level: string }
  | { kind: 'insure'; value: string }
  | { kind: 'uninsure' }
  | { kind: 'packing'; boxes: number }
  | { kind: 'hours'; hours: number | 'up' | 'down' }
  | { kind: 'item'; change: 'more' | 'less' | 'remove' | 'add'; item: 'sofa' | 'robe' }
  | { kind: 'prices' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('day'), day: fc.constantFrom('2030-01-11', '2030-01-15', '2030-01-19') }),
  fc.record({ kind: fc.constant('tab'), tab: fc.constantFrom('fixed_1', 'fixed_2', 'fixed_3', 'flexible') }),
  fc.record({ kind: fc.constant('helpers'), helpers: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('timeOption'),
    key: fc.constantFrom('0800-1800', '0800-1200', '1200-1600', '1600-2000', '0800-1100'),
  }),
  fc.record({
    kind: fc.constant('slider'),
    start: fc.integer({ min: 6, max: 20 }),
    end: fc.integer({ min: 6, max: 20 }),
  }),
  fc.record({ kind: fc.constant('resetSlider') }),
  fc.record({ kind: fc.constant('sliderMode'), mode: fc.constantFrom('collection', 'delivery') }),
  fc.record({ kind: fc.constant('level'), level: fc.constantFrom('standard', 'standard_plus', 'premium') }),
  fc.record({ kind: fc.constant('insure'), value: fc.constantFrom('3000', '5000', '5001', '8000') }),
  fc.record({ kind: fc.constant('uninsure') }),
  fc.record({ kind: fc.constant('packing'), boxes: fc.integer({ min: 0, max: 6 }) }),
  fc.record({
    kind: fc.constant('hours'),
    hours: fc.oneof(fc.constantFrom<'up' | 'down'>('up', 'down'), fc.integer({ min: 2, max: 12 })),
  }),
  fc.record({
    kind: fc.constant('item'),
    change: fc.constantFrom('more', 'less', 'remove', 'add'),
    item: fc.constantFrom('sofa', 'robe'),
  }),
  fc.record({ kind: fc.constant('prices') }),
);

/** Does what the customer did, through the session's own actions; `prices` lets the answers in flight land. */
async function perform(session: QuoteFlowSession, step: Action): Promise<void> {
  switch (step.kind) {
    case 'day':
      session.selectDay(step.day);
      break;
    case 'tab':
      session.selectPriceTab(step.tab);
      break;
    case 'helpers':
      session.setHelpers(step.helpers);
      break;
    case 'timeOption':
      session.selectTimeOption(step.key);
      break;
    case 'slider':
      session.setSliderTimes({ start: step.start, end: step.end });
      break;
    case 'resetSlider':
      session.resetTimeSlider();
      break;
    case 'sliderMode':
      session.changeSliderMode(step.mode);
      if (session.$ui.get().pending?.kind === 'sliderMode') session.confirmPending();
      break;
    case 'level':
      session.selectPackage(step.level);
      break;
    case 'insure':
      session.tickInsurance(insuranceServiceOf(session.$listing.get().service_prices));
      session.submitInsurance(step.value);
      session.cancelInsurance();
      break;
    case 'uninsure':
      session.untickInsurance();
      break;
    case 'packing':
      if (t.hasPacking(session.$listing.get())) session.togglePacking();
      else {
        session.togglePacking();
        session.confirmPacking({ counts: { small_boxes: step.boxes, bubble_wrap: 1 } });
      }
      break;
    case 'hours':
      session.changeHourlyHours(step.hours);
      break;
    case 'item': {
      const item = step.item === 'sofa' ? sofa : robe;
      if (step.change === 'more') session.increaseItem(item.fake_id);
      else if (step.change === 'less') session.decreaseItem(item.fake_id);
      else if (step.change === 'remove') session.removeItem(item.fake_id);
      else session.restoreItem(item, 0);
      break;
    }
    case 'prices':
      if (session.$ui.get().priceStatus === 'idle') await session.startPricing();
      else await session.settled();
      break;
  }
}

const pence = (amounts: readonly number[]) => Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;

/** The money lines the summary shows. */
const shownLines = (summary: SummaryView) => [
  summary.price ?? 0,
  summary.timeCharge ?? 0,
  ...summary.services.map((service) => service.amount),
  summary.insurance?.amount ?? 0,
];

const isProtection = (type: string) => type.startsWith('full_insurance') || type.startsWith('full_cover');

/** What a person can check on any quote: the summary adds up, and each line is for something chosen. */
function checkLines(session: QuoteFlowSession, category: string): void {
  const listing = session.$listing.get();
  const ui = session.$ui.get();
  const summary = session.$summary.get();
  const cart = listing.listing_cart ?? [];

  // The total shown is the sum of the lines shown, and the cart's total; the discount comes off it.
  expect(summary.total).toBe(pence(shownLines(summary)));
  expect(session.$cartTotal.get()).toBe(summary.total);
  if (summary.discountedTotal !== null)
    expect(summary.discountedTotal).toBe(pence([summary.total, -(summary.discount ?? 0)]));
  if (category === 'man-and-van') expect(summary.discount).toBeNull();

  // priceOption only with a chosen day priced for the tab; one at most.
  const day = typeof listing.pickup_date === 'string' ? listing.pickup_date.slice(0, 10) : null;
  const priceLines = cart.filter((line) => line.type === 'priceOption');
  expect(priceLines.length).toBeLessThanOrEqual(1);
  if (priceLines.length > 0) {
    expect(day).not.toBeNull();
    expect(priceLines[0]?.amount).toBe(dayPriceForTab(listing, day ?? '', ui.priceTab));
  }

  // timeOption only with a chosen option, whose window is its side's on the slider and in the summary.
  const timeLines = cart.filter((line) => line.type === 'timeOption');
  expect(timeLines.length).toBeLessThanOrEqual(1);
  if (timeLines.length > 0) expect(listing.selectedTimeOption).toBeDefined();
  const option = typeof listing.selectedTimeOption === 'string' ? listing.selectedTimeOption : null;
  if (option !== null) {
    const [from, to] = option.split('-').map((part) => Number(part) / 100);
    const side = listing.selectedTimeOptionType === 'delivery' ? 'delivery' : 'pickup';
    const slider = session.$timeSlider.get()[side];
    expect(slider).toEqual({ start: from, end: to });
    expect(summary.windows.filter((window) => window.side === side)).toEqual([{ side, from, to }]);
    const shown = timeSliderView(session.$state.get(), { ...session.$context.get(), now: NOW });
    if (shown.mode === (side === 'pickup' ? 'collection' : 'delivery')) expect(shown.range).toEqual(slider);
  }

  // Service lines only for checked services; insurance charged only when it counts as selected.
  for (const line of cart) {
    if (line.type === 'priceOption' || line.type === 'timeOption') continue;
    if (isProtection(line.type)) {
      if (Number(line.amount) > 0) expect(session.$insuranceSelected.get()).toBe(true);
    } else expect(line.checked).toBe(true);
  }
  expect(summary.insurance !== null).toBe(session.$insuranceSelected.get());
}

/**
 * The price shown is the price of the job as it stands, or it reads as updating: the demo
 * engine prices the current listing again and the chosen day's price must match the cart's.
 */
async function checkPriceIsCurrent(session: QuoteFlowSession, price: (listing: Listing) => Promise<Listing>) {
  const listing = session.$listing.get();
  const summary = session.$summary.get();
  const line = (listing.listing_cart ?? []).find((entry) => entry.type === 'priceOption');
  if (line === undefined || typeof listing.pickup_date !== 'string') return;
  const fresh = await price(listing);
  const current = dayPriceForTab(fresh, listing.pickup_date.slice(0, 10), session.$ui.get().priceTab);
  if (current !== line.amount) expect(summary.updating).toBe(true);
}

/** A session priced by the demo engine at NOW, on a day. */
async function startQuote(category: string, run: number) {
  const { quote } = createDemoAdapters({ now: () => NOW });
  const session = getQuoteSession(`invariants-${category}-${run}`, {
    api: quote,
    drafts: false,
    now: () => NOW.getTime(),
    context: { category },
  });
  session.update((state) => ({ ...state, listing: { ...state.listing, ...job } }));
  session.experimentsFetched([]);
  await session.settled();
  session.selectDay('2030-01-15');
  const price = async (listing: Listing) => {
    const response = await quote.savePrelisting(listing.pre_listing_id ?? '', listing);
    return { ...listing, prices: response.prices };
  };
  return { session, price };
}

describe('the quote can be trusted after any sequence of customer actions (invariants over the session)', () => {
  it.each(['furniture', 'man-and-van'])(
    '%s: totals add up, lines belong, the price is current or updating',
    async (category) => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
          resetSessions();
          run += 1;
          const { session, price } = await startQuote(category, run);
          for (const step of actions) {
            await perform(session, step);
            checkLines(session, category);
            await checkPriceIsCurrent(session, price);
          }
          await session.settled();
          checkLines(session, category);
          await checkPriceIsCurrent(session, price);
          expect(session.$summary.get().updating).toBe(false);
        }),
        { numRuns: 60 },
      );
    },
    120_000,
  );
});
