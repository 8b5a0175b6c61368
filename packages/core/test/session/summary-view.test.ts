import { describe, expect, it } from 'vitest';
import { type Listing, offersVan, omitFields, type SummaryView, summaryView } from '../../src/index.js';
import { furnitureListing, insuranceLine, stateOf } from './fixtures.js';

const view = (listing: Listing, isHourlyRate = false) => summaryView(stateOf(listing), { isHourlyRate });

describe('the job summary view (docs/behaviour/quote-flow.md §2 job summary, §3, §6)', () => {
  it('nothing chosen: every section empty, no windows, a total of 0 and no discount', () => {
    expect(view({ move_items: [] })).toEqual({
      route: null,
      routeSeconds: null,
      items: null,
      van: null,
      vanOffered: true,
      date: null,
      time: null,
      windows: [],
      hourly: false,
      hours: null,
      helpers: null,
      price: null,
      timeCharge: null,
      services: [],
      insurance: null,
      loadingHours: null,
      total: 0,
      discount: null,
      discountedTotal: null,
      updating: false,
      lifetimeDiscount: null,
    } satisfies SummaryView);
  });

  it('a priced furniture listing: route, items, a fixed date, the time option’s window on its side, helpers, total', () => {
    const summary = view(furnitureListing({ distance: 150.4, duration: 9000, estimated_loading_time: 1.5 }));
    expect(summary).toMatchObject({
      route: { from: 'SW1A 2AA', to: 'CF10 2BU', miles: 150.4 },
      routeSeconds: 9000,
      items: { count: 2, vehicles: false },
      date: { day: '2030-01-14', end: null, option: 'fixed' },
      time: '0800-1200',
      windows: [{ side: 'pickup', from: 8, to: 12 }],
      helpers: 1,
      services: [],
      insurance: null,
      loadingHours: 1.5,
      total: 164,
      discountedTotal: null,
      lifetimeDiscount: null,
    });
    expect(summary.items?.volumeM3).toBeCloseTo(1.224 + 1.368, 6);
  });

  it('the car flow: its items are vehicles (no volume is said for them); elsewhere they are not', () => {
    const car: Listing = {
      move_items: [
        {
          name: 'Ford Focus',
          quantity: 1,
          fake_id: 'focus',
          make_id: 1,
          make_name: 'Ford',
          width: 182,
          height: 147,
          depth: 437,
        },
        { name: 'Seat Ibiza', quantity: 1, fake_id: 'ibiza', custom_make_name: 'Seat', custom_model_name: 'Ibiza' },
      ],
    };
    expect(summaryView(stateOf(car), { vehicles: true }).items).toMatchObject({ count: 2, vehicles: true });
    expect(summaryView(stateOf(car), {}).items).toMatchObject({ count: 2, vehicles: false });
  });

  it.each([
    ['furniture', true],
    ['house-move', true],
    ['man-and-van', true],
    ['piano', false],
    ['car', false],
    [' Car ', false],
    [null, true],
  ] as const)('a van to choose in the %s flow: %s', (category, offered) => {
    expect(offersVan(category)).toBe(offered);
    expect(summaryView(stateOf({ move_items: [] }), { vanOffered: offersVan(category) }).vanOffered).toBe(offered);
  });

  it.each<[string, Partial<Listing>, SummaryView['date']]>([
    ['one day is fixed', { pickup_date: '2030-01-14' }, { day: '2030-01-14', end: null, option: 'fixed' }],
    [
      'a first and a last day make a range',
      { pickup_date: '2030-01-14', pickup_date_end: '2030-01-17T00:00:00Z' },
      { day: '2030-01-14', end: '2030-01-17', option: 'ranged' },
    ],
    [
      'an end on the same day is still fixed',
      { pickup_date: '2030-01-14', pickup_date_end: '2030-01-14' },
      { day: '2030-01-14', end: null, option: 'fixed' },
    ],
    ['no day is no date', { pickup_date: undefined }, null],
  ])('dates (back-office §4): %s', (_, dates, expected) => {
    expect(view(furnitureListing(dates)).date).toEqual(expected);
  });

  it.each<[string, Partial<Listing>, SummaryView['windows']]>([
    ['the offered option’s window', {}, [{ side: 'pickup', from: 8, to: 12 }]],
    [
      'a delivery option on the delivery side',
      { selectedTimeOption: '1500-1800', selectedTimeOptionType: 'delivery' },
      [{ side: 'delivery', from: 15, to: 18 }],
    ],
    [
      'an option no longer offered reads its key',
      { selectedTimeOption: '1000-1400', availableTimeOptions: {} },
      [{ side: 'pickup', from: 10, to: 14 }],
    ],
    [
      'an option object reads its own window',
      { selectedTimeOption: { option: 'custom', from: 7, to: 9 }, availableTimeOptions: {} },
      [{ side: 'pickup', from: 7, to: 9 }],
    ],
    [
      'no option: the slider’s windows, collection first',
      {
        selectedTimeOption: undefined,
        pickup_time: 8,
        pickup_time_end: 18,
        delivery_time: '10:30',
        delivery_time_end: 20,
      },
      [
        { side: 'pickup', from: 8, to: 18 },
        { side: 'delivery', from: 10.5, to: 20 },
      ],
    ],
    [
      'a window that ends before it starts is none',
      { selectedTimeOption: undefined, pickup_time: 18, pickup_time_end: 8 },
      [],
    ],
  ])('time windows (§3, §4): %s', (_, fields, expected) => {
    expect(view(furnitureListing(fields)).windows).toEqual(expected);
  });

  it('services and Protection Plus: each service with its price, the insurance with its value of goods and premium', () => {
    const summary = view(
      furnitureListing({
        listing_cart: [
          { type: 'priceOption', amount: 149 },
          { type: 'packing_material', amount: 38, parameters: { small_boxes: 6 } },
          { type: 'dismantling', amount: 35 },
          insuranceLine,
        ],
      }),
    );
    expect(summary.services).toEqual([
      { type: 'packing_material', amount: 38 },
      { type: 'dismantling', amount: 35 },
    ]);
    expect(summary.insurance).toEqual({ amount: 32, value: 12000 });
    expect(summary.total).toBe(254);
  });

  it.each<[string, boolean, boolean, number | null, SummaryView['lifetimeDiscount']]>([
    ['a lifetime customer gets 15 % off', true, false, 139.4, { percent: 15, applies: true }],
    ['never on hourly rate (§6)', true, true, null, { percent: 15, applies: false }],
    ['no lifetime discount, nothing off', false, false, null, null],
  ])('the lifetime discount: %s', (_, lifetime, hourly, discounted, discount) => {
    const summary = view(furnitureListing({ user_info: { has_lifetime_discount: lifetime } }), hourly);
    expect(summary.total).toBe(164);
    expect(summary.discountedTotal).toBe(discounted);
    expect(summary.lifetimeDiscount).toEqual(discount);
    expect(summary.hourly).toBe(hourly);
  });

  it('hourly rate: the hours booked; none before hours_selected; never on a job by the day', () => {
    expect(view(furnitureListing({ hours_selected: 3.5 }), true).hours).toBe(3.5);
    expect(view(omitFields(furnitureListing(), ['hours_selected']), true).hours).toBeNull();
    expect(view(furnitureListing({ hours_selected: 3.5 }), false).hours).toBeNull();
  });

  it('one address: the route with the other side empty and no driving time; no loading time of 0', () => {
    const summary = view(
      omitFields(furnitureListing({ duration: 9000, estimated_loading_time: 0 }), ['delivery_address_data']),
    );
    expect(summary.route).toEqual({ from: 'SW1A 2AA', to: null, miles: 131.73 });
    expect(summary.routeSeconds).toBeNull();
    expect(summary.loadingHours).toBeNull();
  });

  it('the van by key, id or object', () => {
    expect(view(furnitureListing({ selected_van: 'luton_van' })).van).toBe('luton_van');
    expect(view(furnitureListing({ selected_van: 30 })).van).toBe('small_transit');
    expect(view(furnitureListing({ selected_van: { type: 'large_transit' } })).van).toBe('large_transit');
  });
});
