/** A realistic priced furniture listing and the helpers the session tests share. */
import type { CartEntry, Listing, MoveItem, PriceResponse, QuoteApi } from '../../src/index.js';
import { createQuoteUi, type QuoteContext, type QuoteState, type QuoteUi } from '../../src/index.js';

/** Local noon of 10 January 2030: the calendar's "today" in these tests. */
export const NOW = new Date(2030, 0, 10, 12, 0, 0);

export const sofa: MoveItem = {
  item_id: 211,
  name: '2 seater sofa',
  quantity: 1,
  fake_id: 'sofa-1',
  width: 160,
  height: 85,
  depth: 90,
  weight: 42,
  dimension_unit: 'cm',
  weight_unit: 'kg',
};

export const wardrobe: MoveItem = {
  item_id: 305,
  name: 'Double wardrobe',
  quantity: 1,
  fake_id: 'wardrobe-1',
  width: 120,
  height: 190,
  depth: 60,
  weight: 90,
};

/** Prices of four days: per key and per tab, a single amount, and no price at all. */
export const prices = {
  '2030-01-14': { standard: { fixed_1: 149, fixed_2: 189, fixed_3: 229 }, flexible: 129, premium: 199 },
  '2030-01-15': { standard: { fixed_1: 159, fixed_2: 199 }, flexible: 139 },
  '2030-01-16': 172.5,
  '2030-01-08': { standard: { fixed_1: 99 } },
};

export const insuranceLine: CartEntry = {
  type: 'full_insurance',
  service_id: 115,
  amount: 32,
  parameters: { value_of_goods: 12000 },
  rate_price: 0.02,
  min_price: 25,
  excess: 100,
  cover: 50000,
};

/** The insurance service on offer for a UK route. */
export const insuranceService = {
  type: 'full_insurance',
  service_id: 115,
  rate_price: 0.02,
  min_price: 25,
  excess: 100,
  cover: 50000,
  international_rate_price: 0.04,
  international_cover: 25000,
};

/** A furniture listing from London to Cardiff, priced, one helper, 14 January chosen. */
export function furnitureListing(overrides: Partial<Listing> = {}): Listing {
  return {
    pre_listing_id: 'a9f03c5e',
    category_id: 1,
    pickup_address_data: { postcode: 'SW1A 2AA', latitude: 51.5034, longitude: -0.1276, ISO_3166_1_Alpha_2: 'GB' },
    delivery_address_data: { postcode: 'CF10 2BU', latitude: 51.4816, longitude: -3.1791, ISO_3166_1_Alpha_2: 'GB' },
    // Miles, as directionsLoaded stores them (212 km by road): under the 150-mile long-distance threshold.
    distance: 131.73,
    move_items: [sofa, wardrobe],
    men_required: 1,
    men_option_available: [1, 2, 3],
    prices,
    pricesKeys: { standard: 'fixed_1', flexible: 'flexible' },
    lowest_price: 129,
    calendarLabels: { '2030-01-14': 'BEST_PRICE' },
    availableWindow: { '2030-01-14': ['0800-1800'], '2030-01-15': ['0800-1200', '1200-1800'] },
    availableTimeOptions: {
      '0800-1800': { from: 8, to: 18, price: 0 },
      '0800-1200': { from: 8, to: 12, price: 15, pickup_date_mode: 'fixed', delivery_date_mode: 'same_day' },
      '0900-1300': { from: 9, to: 13, price: 30 },
      '1500-1800': { from: 15, to: 18, price: 5 },
      '1200-1800': { from: 12, to: 18, price: 10, disabled: true },
    },
    sliderStep: 2,
    pickup_date: '2030-01-14',
    listing_cart: [
      { type: 'priceOption', amount: 149 },
      { type: 'timeOption', amount: 15 },
    ],
    selectedTimeOption: '0800-1200',
    selectedTimeOptionType: 'pickup',
    pickup_date_mode: 'fixed',
    delivery_date_mode: 'same_day',
    ...overrides,
  };
}

/** A state of a listing with its starting UI, experiments fetched unless told otherwise. */
export function stateOf(listing: Listing, ui: Partial<QuoteUi> = {}): QuoteState {
  return { listing, ui: { ...createQuoteUi(listing), experimentsFetched: true, ...ui } };
}

/** A customer's context in the furniture flow, at NOW. */
export function contextOf(overrides: Partial<QuoteContext> = {}): QuoteContext {
  return { isAdmin: false, category: 'furniture', now: NOW, experiments: [], ...overrides };
}

/** The cart's lines as [type, amount] pairs. */
export function lines(listing: Listing): [string, unknown][] {
  return (listing.listing_cart ?? []).map((line) => [line.type, line.amount]);
}

/** A price answer of the server (docs/behaviour/quote-flow.md §7). */
export const priceResponse: PriceResponse = {
  prices: { '2030-01-14': { standard: { fixed_1: 155, fixed_2: 195 }, flexible: 135 } },
  lowest_price: 135,
  men_option_available: [1, 2],
  availableWindow: { '2030-01-14': ['0800-1800'] },
  calendarLabels: { '2030-01-14': 'FILLING_FAST' },
  sliderStep: 4,
  hours_selected: 3,
};

/** A quote adapter whose savePrelisting the test drives; other calls are not used by the session. */
export function fakeApi(savePrelisting: QuoteApi['savePrelisting']): QuoteApi {
  return { searchItems: async () => [], savePrelisting } as Partial<QuoteApi> as QuoteApi;
}

/** A promise with its resolve and reject, for answers the test releases by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
