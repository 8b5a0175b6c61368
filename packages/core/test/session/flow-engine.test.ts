/**
 * The session every view needs (issue: flow engine): actions for the route, van, services,
 * inventory, vehicles and saved pre-listings; derived stores; statuses per asynchronous area;
 * shared requests; the §8 price-failure reports. Each starts from a realistic listing and checks
 * what a person and the host would see change.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CatalogueItem,
  configure,
  createDraftStore,
  createMemoryStorage,
  type Directions,
  getQuoteSession,
  type Listing,
  type MapsApi,
  omitFields,
  type QuoteApi,
  type QuoteSessionOptions,
  type ReportEntry,
  resetSessions,
} from '../../src/index.js';
import { deferred, furnitureListing, insuranceLine, lines, NOW, priceResponse } from './fixtures.js';

afterEach(() => resetSessions());

function sessionWith(listing: Listing, options: QuoteSessionOptions = {}, key = 'flow') {
  const storage = createMemoryStorage();
  const now = () => NOW.getTime();
  createDraftStore({ storage, now }).save(key, listing);
  return getQuoteSession(key, { storage, now, ...options });
}

const api = (methods: Partial<QuoteApi>): QuoteApi => ({ searchItems: async () => [], ...methods }) as QuoteApi;

describe('changing the items clears every cached price (§4)', () => {
  it('prices, the priceOption and timeOption lines and the price status go; insurance stays', async () => {
    const listing = furnitureListing({
      listing_cart: [{ type: 'priceOption', amount: 149 }, { type: 'timeOption', amount: 15 }, insuranceLine],
    });
    const session = sessionWith(listing, { api: api({ savePrelisting: async () => priceResponse }) });
    session.experimentsFetched();
    await session.loadPrices({ force: true });
    expect(session.$ui.get().priceStatus).toBe('loaded');
    expect(session.$cartTotal.get()).toBe(155 + 15 + 32);

    session.increaseItem('sofa-1');

    const after = session.$listing.get();
    expect(after.move_items?.find((item) => item.fake_id === 'sofa-1')?.quantity).toBe(2);
    expect(lines(after)).toEqual([['full_insurance', 32]]);
    expect(after.prices).toBeUndefined();
    expect(after.lowest_price).toBeUndefined();
    expect(session.$cartTotal.get()).toBe(32);
    expect(session.$ui.get().priceStatus).toBe('idle');
    expect(session.$status.get().prices).toEqual({ state: 'idle' });
  });
});

describe('a day is selectable only with a price for the current tab (§5)', () => {
  it.each([
    ['a day priced for fixed_1 but not fixed_3', 'fixed_3', '2030-01-15'],
    ['a day whose entry is empty', 'fixed_1', '2030-01-17'],
    ['a day in the past', 'fixed_1', '2030-01-08'],
  ])('%s cannot be chosen, and the cart keeps its price', (_label, tab, day) => {
    const session = sessionWith(
      furnitureListing({
        prices: { ...furnitureListing().prices, '2030-01-17': {} },
        men_required: tab === 'fixed_3' ? 3 : 1,
      }),
    );
    const before = session.$listing.get();
    session.selectDay(day);
    expect(session.$listing.get()).toBe(before);
    const cell = session.$calendar.get().days.find((candidate) => candidate.key === day);
    expect(cell).toMatchObject({ disabled: true, price: null });
  });

  it('a priced day is chosen with its price for the tab', () => {
    const session = sessionWith(furnitureListing());
    session.selectDay('2030-01-15');
    expect(lines(session.$listing.get())).toEqual([['priceOption', 159]]);
    expect(session.$cartTotal.get()).toBe(159);
  });
});

describe('a time option costs the difference to the base price (back-office §4)', () => {
  const withOptionPrices = (day: Record<string, unknown>) =>
    furnitureListing({
      // The day keeps its time-option prices under pricesKeys.options ('options' by default).
      prices: {
        ...furnitureListing().prices,
        '2030-01-14': { standard: { fixed_1: 149 }, options: { '0900-1300': { fixed_1: 179 } }, ...day } as never,
      },
      listing_cart: [{ type: 'priceOption', amount: 149 }],
      selectedTimeOption: undefined,
    });

  it('the day lists the price with the option: the line is the difference (179 − 149)', () => {
    const session = sessionWith(withOptionPrices({}));
    session.selectTimeOption('0900-1300');
    expect(lines(session.$listing.get())).toEqual([
      ['priceOption', 149],
      ['timeOption', 30],
    ]);
    expect(session.$cartTotal.get()).toBe(179);
  });

  it('with an admin price no time-option charge is added', () => {
    const session = sessionWith(withOptionPrices({ admin_price: 140 }));
    session.selectTimeOption('0900-1300');
    expect(lines(session.$listing.get())).toEqual([['priceOption', 149]]);
  });

  it('on the flexible (saver) tab no time-option charge is added', () => {
    const session = sessionWith(withOptionPrices({}));
    session.selectPriceTab('flexible');
    session.selectTimeOption('0900-1300');
    expect(lines(session.$listing.get()).filter(([type]) => type === 'timeOption')).toEqual([]);
  });

  it('the time-option view shows each charge, grouped when more than 3, the rush window disabled', () => {
    const session = sessionWith(withOptionPrices({}));
    const view = session.$timeOptions.get();
    expect(view.grouped).toBe(true);
    const options = view.grouped ? view.groups.flatMap((group) => group.options) : view.options;
    expect(options.find((option) => option.option === '0900-1300')).toMatchObject({ charge: 30, disabled: false });
    expect(options.find((option) => option.option === '1500-1800')).toMatchObject({
      disabled: true,
      disabledReason: 'rush',
    });
    expect(view.grouped && view.groups.map((group) => group.group)).toEqual(['morning', 'afternoon']);
  });
});

describe('route: addresses with coordinates, directions in miles (§5, back-office §9)', () => {
  const directions: Directions = { geometry: [], distanceMetres: 321_868.8, durationSeconds: 12_600 };
  const manchester = { formatted_address: 'Manchester M1 1AE, UK', latitude: 53.4794, longitude: -2.2453 };

  it('an address without coordinates is refused and nothing changes', () => {
    const session = sessionWith(furnitureListing());
    const before = session.$listing.get();
    expect(session.setAddress('delivery', { formatted_address: 'Somewhere', latitude: 0, longitude: 0 })).toBe(false);
    expect(session.$listing.get()).toBe(before);
  });

  it('a new delivery address clears prices, then the directions set distance and duration and are logged', async () => {
    const getDirections = vi.fn<MapsApi['getDirections']>(async () => directions);
    const logDirections = vi.fn(async () => undefined);
    const session = sessionWith(furnitureListing(), {
      api: api({ logDirections }),
      maps: { getDirections } as Partial<MapsApi> as MapsApi,
    });
    expect(session.setAddress('delivery', manchester)).toBe(true);
    expect(session.$listing.get()).toMatchObject({ delivery_address_data: manchester });
    expect(session.$listing.get().distance).toBeUndefined();
    expect(session.$listing.get().prices).toBeUndefined();
    expect(session.$status.get().directions.state).toBe('loading');
    await vi.waitFor(() => expect(session.$listing.get().distance).toBe(200));
    expect(session.$listing.get().duration).toBe(12_600);
    expect(session.$status.get().directions).toEqual({ state: 'ready' });
    expect(getDirections).toHaveBeenCalledWith(
      {
        origin: { lat: 51.5034, lng: -0.1276 },
        destination: { lat: 53.4794, lng: -2.2453 },
        units: 'imperial',
        mode: 'driving',
      },
      expect.any(AbortSignal),
    );
    await vi.waitFor(() => expect(logDirections).toHaveBeenCalledTimes(1));
    expect(session.$summary.get().route).toEqual({ from: 'SW1A 2AA', to: 'Manchester M1 1AE, UK', miles: 200 });
  });

  it('a second ask for the same route while the first is on its way joins it: one request, one log (§7)', async () => {
    let answer: (value: Directions) => void = () => {};
    const getDirections = vi.fn<MapsApi['getDirections']>(() => new Promise((resolve) => (answer = resolve)));
    const logDirections = vi.fn(async () => undefined);
    const session = sessionWith(furnitureListing(), {
      api: api({ logDirections }),
      maps: { getDirections } as Partial<MapsApi> as MapsApi,
    });
    session.setAddress('delivery', manchester);
    await vi.waitFor(() => expect(getDirections).toHaveBeenCalledTimes(1));
    const again = session.loadDirections();
    answer(directions);
    await again;
    await vi.waitFor(() => expect(session.$listing.get().distance).toBe(200));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getDirections).toHaveBeenCalledTimes(1);
    expect(logDirections).toHaveBeenCalledTimes(1);
  });

  it('a route asked for and failing was still asked for: logged once, as it went out (§7)', async () => {
    const getDirections = vi.fn<MapsApi['getDirections']>(async () => {
      throw Object.assign(new Error('maps 503'), { code: 'server' });
    });
    const logDirections = vi.fn(async () => undefined);
    const session = sessionWith(furnitureListing(), {
      api: api({ logDirections }),
      maps: { getDirections } as Partial<MapsApi> as MapsApi,
    });
    session.setAddress('delivery', manchester);
    await vi.waitFor(() => expect(session.$status.get().directions.state).toBe('error'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logDirections).toHaveBeenCalledTimes(1);
    expect(logDirections).toHaveBeenCalledWith({
      origin: { lat: 51.5034, lng: -0.1276 },
      destination: { lat: 53.4794, lng: -2.2453 },
      units: 'imperial',
      mode: 'driving',
    });
  });

  it('directions that fail keep the addresses and show a coded error status', async () => {
    const failure = Object.assign(new Error('maps 503'), { code: 'server' });
    const session = sessionWith(furnitureListing(), {
      maps: { getDirections: async () => Promise.reject(failure) } as Partial<MapsApi> as MapsApi,
    });
    session.setAddress('delivery', manchester);
    await vi.waitFor(() => expect(session.$status.get().directions.state).toBe('error'));
    expect(session.$status.get().directions).toMatchObject({ error: { code: 'server' } });
    expect(session.$listing.get().delivery_address_data).toEqual(manchester);
  });
});

describe('requests are shared and have a status per area', () => {
  it('two elements asking for the makes while they load share one call', async () => {
    const answer = deferred<{ make_id: number; make_name: string }[]>();
    const getMakes = vi.fn(() => answer.promise);
    const session = sessionWith(furnitureListing(), { api: api({ getMakes }) });
    const first = session.searchMakes(4);
    const second = session.searchMakes(4);
    await vi.waitFor(() => expect(getMakes).toHaveBeenCalledTimes(1));
    expect(session.$status.get().lookups.state).toBe('loading');
    answer.resolve([{ make_id: 7, make_name: 'Ford' }]);
    expect(await first).toEqual(await second);
    expect(getMakes).toHaveBeenCalledTimes(1);
    expect(session.$status.get().lookups).toEqual({ state: 'ready' });
    expect(session.$requests.get()['makes:4']).toMatchObject({ state: 'ready', data: [{ make_name: 'Ford' }] });
  });
});

describe('the pre-listing id exists before the first price call', () => {
  it('a listing without an id gets one, and prices are never POSTed to an empty id', async () => {
    const save = vi.fn<QuoteApi['savePrelisting']>(async () => priceResponse);
    const session = sessionWith(omitFields(furnitureListing(), ['pre_listing_id', 'prices']), {
      api: api({ savePrelisting: save }),
    });
    session.experimentsFetched();
    await session.settled();
    const id = save.mock.calls[0]?.[0] ?? '';
    expect(id).toMatch(/^[1-9]\d{0,8}$/);
    expect(session.$listing.get().pre_listing_id).toBe(id);
  });

  it('the pre-listing-id attribute wins, and a saved pre-listing loads into the session', async () => {
    const saved = furnitureListing({ pre_listing_id: '812345', move_items: [] });
    const loadPrelisting = vi.fn(async () => saved);
    const session = sessionWith(furnitureListing(), { api: api({ loadPrelisting }) });
    session.setPrelistingId('812345');
    expect(session.ensurePrelistingId()).toBe('812345');
    await session.loadPrelisting('812345');
    expect(loadPrelisting).toHaveBeenCalledWith('812345', expect.any(AbortSignal));
    expect(session.$listing.get()).toMatchObject({ pre_listing_id: '812345', move_items: [] });
    expect(session.$status.get().prelisting).toEqual({ state: 'ready' });
  });
});

describe('the §8 price-failure path reports through the session', () => {
  it("loading stops, the error body is kept, 'No price options' and the price-error page view are reported", async () => {
    const body = { errors: { common: ['Route not served'] } };
    const report = vi.fn<(entry: ReportEntry) => void>();
    const failure = Object.assign(new Error('POST failed'), { code: 'server', data: body });
    const session = sessionWith(omitFields(furnitureListing(), ['prices']), {
      api: api({ savePrelisting: async () => Promise.reject(failure) }),
      report,
    });
    session.experimentsFetched();
    await session.settled();
    expect(session.$ui.get()).toMatchObject({ priceStatus: 'error', priceError: { code: 'server', body } });
    expect(report.mock.calls.map(([entry]) => entry)).toEqual([
      { kind: 'info', severity: 'info', code: 'server', message: 'No price options', data: body },
      { kind: 'pageView', page: 'price-error' },
    ]);
  });
});

describe('experiments are tracked once when reported (back-office §4)', () => {
  it('an active experiment with a variant is saved once, then marked tracked', async () => {
    const saveExperiment = vi.fn(async (experiment: unknown) => experiment as never);
    const session = sessionWith(furnitureListing(), { experiments: { saveExperiment } as never });
    const experiment = { name: 'person-tabs', status: 'running', variant: 'fixed_2' };
    session.experimentsFetched([experiment]);
    await vi.waitFor(() => expect(saveExperiment).toHaveBeenCalledTimes(1));
    expect(saveExperiment).toHaveBeenCalledWith({ ...experiment, tracked: true });
    session.experimentsFetched();
    session.experimentsFetched(session.$context.get().experiments);
    await Promise.resolve();
    expect(saveExperiment).toHaveBeenCalledTimes(1);
    expect(session.$context.get().experiments[0]).toMatchObject({ tracked: true });
  });
});

describe('removal inventory by room, boxes, van fit', () => {
  const boxItems: CatalogueItem[] = [
    { item_id: 1020, name: 'Small box', width: 45, height: 45, depth: 45, weight: 6, qty: 1 },
    { item_id: 845, name: 'Large box', width: 55, height: 55, depth: 55, weight: 10, qty: 1 },
  ];
  const wardrobeEntry: CatalogueItem = {
    item_id: 305,
    name: 'Double wardrobe',
    width: 120,
    height: 190,
    depth: 60,
    weight: 90,
    qty: 1,
  };

  it('the same item in two rooms stays two lines; quantities and removal per room', () => {
    const session = sessionWith(furnitureListing({ move_items: [] }));
    session.addInventoryItem(wardrobeEntry, 3);
    session.addInventoryItem(wardrobeEntry, 3);
    session.addInventoryItem(wardrobeEntry, 5);
    const items = session.$listing.get().move_items ?? [];
    expect(items.map((item) => [item.location_id, item.quantity])).toEqual([
      [3, 2],
      [5, 1],
    ]);
    const fakeId = items[0]?.fake_id ?? '';
    session.setInventoryQuantity({ fakeId, locationId: 3 }, 0);
    expect((session.$listing.get().move_items ?? []).map((item) => item.location_id)).toEqual([5]);
  });

  it('from 5 m³ the box estimate shows and applies as items 1020 and 845 in the boxes room', async () => {
    const getItem = vi.fn(
      async (id: string | number) => boxItems.find((item) => item.item_id === Number(id)) as CatalogueItem,
    );
    const session = sessionWith(furnitureListing({ move_items: [] }), { api: api({ getItem }) });
    for (let i = 0; i < 4; i++) session.addInventoryItem(wardrobeEntry, 2); // 4 × 1.368 m³ = 5.47 m³
    expect(session.$boxEstimate.get()).toMatchObject({ shown: true, small: 5, large: 10 });
    await session.applyBoxEstimate();
    const boxes = (session.$listing.get().move_items ?? []).filter((item) => item.location_id === 0);
    expect(boxes.map((item) => [item.item_id, item.quantity])).toEqual([
      [1020, 5],
      [845, 10],
    ]);
    expect(session.$boxEstimate.get()).toMatchObject({ shown: true, small: 5, large: 10 });
    // 5.47 m³ of wardrobes and 2.1 m³ of boxes: more than a small van's usable 5.4 m³.
    expect(session.$vanFit.get()).toMatchObject({ fits: 'large_transit' });
  });

  it('the van the items fit grows with the items, and choosing a van clears cached prices', () => {
    const session = sessionWith(furnitureListing({ move_items: [] }));
    expect(session.$vanFit.get()).toEqual({ volumeM3: 0, weightKg: 0, fits: 'small_transit' });
    for (let i = 0; i < 9; i++) session.addInventoryItem(wardrobeEntry, 1);
    expect(session.$vanFit.get()).toMatchObject({ volumeM3: 12.312, weightKg: 810, fits: 'luton_van' });
    session.selectVan('large_transit');
    expect(session.$listing.get().selected_van).toBe(34);
    expect(session.$summary.get().van).toBe('large_transit');
  });
});

describe('services, calendar, tabs, booking steps and summary stores', () => {
  it('a plain service toggles its cart line; packing and price parts are not toggled here', () => {
    const session = sessionWith(furnitureListing());
    const dismantling = { type: 'dismantling', service_id: 21, amount: 35 };
    session.toggleService(dismantling);
    expect(lines(session.$listing.get())).toContainEqual(['dismantling', 35]);
    expect(session.$summary.get().services).toContainEqual({ type: 'dismantling', amount: 35 });
    session.toggleService(dismantling);
    expect(lines(session.$listing.get())).not.toContainEqual(['dismantling', 35]);
    const before = session.$listing.get();
    session.toggleService({ type: 'mileage_cost', service_id: 12, amount: 40 });
    session.toggleService({ type: 'packing_material', amount: 20 });
    expect(session.$listing.get()).toBe(before);
  });

  it('the calendar shows January 2030 in 42 days with prices for the tab, labels and navigation', () => {
    const session = sessionWith(furnitureListing());
    const calendar = session.$calendar.get();
    expect(calendar.month).toBe('2030-01-01');
    expect(calendar.days).toHaveLength(42);
    expect(calendar.days[0]?.key).toBe('2029-12-31');
    const day = (key: string) => calendar.days.find((candidate) => candidate.key === key);
    expect(day('2030-01-14')).toMatchObject({ price: 149, label: 'BEST_PRICE', selected: true, disabled: false });
    expect(day('2030-01-16')).toMatchObject({ price: 172.5, disabled: false });
    expect(day('2030-01-08')).toMatchObject({ disabled: true, reason: 'past' });
    expect(day('2030-01-20')).toMatchObject({ disabled: true, reason: 'noPrice' });
    expect(calendar).toMatchObject({ canGoBack: false, canGoForward: true, lowest: 149, highest: 172.5 });
    session.showMonth('next');
    expect(session.$calendar.get().month).toBe('2030-02-01');
    session.showMonth('previous');
    session.showMonth('previous');
    expect(session.$calendar.get().month).toBe('2030-01-01');
  });

  it('the price tabs on offer follow men_option_available and saver prices', () => {
    const session = sessionWith(furnitureListing());
    expect(session.$priceTabs.get()).toEqual([
      { tab: 'fixed_1', helpers: 1, selected: true, price: 149 },
      { tab: 'fixed_2', helpers: 2, selected: false, price: 189 },
      { tab: 'fixed_3', helpers: 3, selected: false, price: 229 },
      { tab: 'flexible', helpers: null, selected: false, price: 129 },
    ]);
  });

  it('booking steps: canEnterStep is wired and names the first failing step', () => {
    const session = sessionWith(omitFields(furnitureListing(), ['pickup_date']), {
      context: { fieldRules: { pickup_date: { required: true } } },
    });
    expect(session.$bookingSteps.get()).toMatchObject({
      canEnter: { 2: { ok: true }, 4: { ok: false, step: 2, field: 'pickup_date', code: 'missing' } },
      firstFailing: { step: 2, field: 'pickup_date' },
    });
  });

  it('the summary gives the lifetime discount except on hourly rate (§6)', () => {
    const listing = furnitureListing({ user_info: { has_lifetime_discount: true } });
    const session = sessionWith(listing);
    expect(session.$summary.get()).toMatchObject({
      total: 164,
      discountedTotal: 139.4,
      helpers: 1,
      items: { count: 2 },
    });
    session.setContext({ category: 'man-and-van' });
    expect(session.$summary.get().discountedTotal).toBeNull();
  });
});

describe('the car flow', () => {
  it('a make and model become a move item; a failed plate lookup sets the plate error and is reported', async () => {
    const report = vi.fn();
    const session = sessionWith(furnitureListing({ move_items: [], category_id: 4 }), {
      api: api({ getVehicleByPlate: async () => Promise.reject(Object.assign(new Error('404'), { code: 'http' })) }),
      report,
    });
    session.chooseVehicle({ make_id: 7, make_name: 'Ford' }, { model_id: 71, model_name: 'Focus' });
    expect(session.$listing.get().move_items).toMatchObject([
      { name: 'Ford Focus', make_id: 7, model_id: 71, quantity: 1, category_id: 4 },
    ]);
    await expect(session.lookupPlate('ab12 cde')).rejects.toMatchObject({ code: 'http' });
    expect(session.$ui.get().vehicle?.plateError).toBe(true);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'failure', code: 'plateLookup' }));
    session.addCustomVehicle({ make: '?', model: 'Model T' });
    expect(session.$ui.get().vehicle?.customError).toMatchObject({ code: 'makeModelError', fields: ['make'] });
    expect(session.$listing.get().move_items).toHaveLength(1);
  });
});

describe('adapters are chosen in one place', () => {
  it('a lazy loader runs once, on first need; a configured adapter wins over a loaded one', async () => {
    const loadedApi = api({ savePrelisting: async () => priceResponse });
    const load = vi.fn(async () => ({ api: loadedApi }));
    const session = sessionWith(furnitureListing(), { load });
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([session.adapters(), session.adapters()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a.api).toBe(loadedApi);
    expect(b.api).toBe(loadedApi);
    const mine = api({});
    configure({ api: mine }, 'flow');
    expect((await session.adapters()).api).toBe(mine);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('dates: one is fixed, several are ranged (back-office §4)', () => {
  it('several priced days set pickup_date_end and a ranged option; the cart takes the first day', () => {
    const session = sessionWith(furnitureListing());
    session.selectDates(['2030-01-16', '2030-01-14', '2030-01-15']);
    expect(session.$listing.get()).toMatchObject({
      pickup_date: '2030-01-14',
      pickup_date_end: '2030-01-16',
      date_option: 'ranged',
    });
    expect(session.$dateOption.get()).toEqual({ option: 'ranged', start: '2030-01-14', end: '2030-01-16' });
    expect(lines(session.$listing.get())).toEqual([['priceOption', 149]]);
    session.selectDay('2030-01-15');
    expect(session.$listing.get()).toMatchObject({ pickup_date: '2030-01-15', date_option: 'fixed' });
    expect(session.$listing.get().pickup_date_end).toBeUndefined();
  });

  it('a range with an unpriced day is refused whole', () => {
    const session = sessionWith(furnitureListing());
    const before = session.$listing.get();
    session.selectDates(['2030-01-14', '2030-01-20']);
    expect(session.$listing.get()).toBe(before);
  });
});
