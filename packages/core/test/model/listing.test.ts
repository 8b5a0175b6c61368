import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isEditQuote,
  type Listing,
  ListingSchema,
  PriceResponseSchema,
  SMALL_TRANSIT_ID,
} from '../../src/model/index.js';
import { listing, priceResponse } from './listing-samples.js';
import { sofa } from './samples-quote.js';

describe('ListingSchema: the pre-listing of both documents (§3)', () => {
  it('a realistic pre-listing with every field of both documents parses, numbers and flags read as numbers and booleans', () => {
    const result = v.safeParse(ListingSchema, listing);
    expect(result.issues).toBeUndefined();
    expect(result.success).toBe(true);
    const parsed = result.output as Listing;
    expect(parsed.pickup_address_data).toMatchObject({
      latitude: 51.5034,
      longitude: -0.1276,
      ISO_3166_1_Alpha_2: 'GB',
    });
    expect(parsed.delivery_address_data).toMatchObject({ latitude: 51.4816, longitude: -3.1791 });
    expect(parsed.total_price).toBe(204);
    expect(parsed.is_international).toBe(false);
    expect(parsed.prices?.['2030-01-15']).toEqual({ standard: { fixed_1: 159, fixed_2: 189 }, flexible: 139 });
    expect(parsed.prices?.['2030-01-16']).toBe(172.5);
    expect(parsed.move_items.map((item) => item.fake_id)).toEqual(['a1b2c3', 'p9']);
  });

  it('dates and times are kept as the date and time rules read them (back-office §3, §4)', () => {
    const parsed = v.parse(ListingSchema, listing);
    expect(parsed).toMatchObject({
      pickup_date: '2030-01-14',
      pickup_date_end: '2030-01-16',
      delivery_date: '2030-01-14 00:00:00',
      date_option: 'ranged',
      pickup_time: 8,
      pickup_time_end: 18,
      delivery_time: '10:00',
      selectedTimeOption: '0800-1200',
      selectedTimeOptionType: 'pickup',
    });
    expect(parsed.delivery_date_end).toBeUndefined();
    expect(parsed.selectedDayWindow).toBeUndefined();
  });

  it('the cart, time options and labels read with numbers and flags as the price rules need them', () => {
    const parsed = v.parse(ListingSchema, listing);
    expect(parsed.listing_cart?.map((entry) => [entry.type, entry.amount])).toEqual([
      ['delivery_base_price', 189],
      ['price_per_hour', 165],
      ['mileage_cost', 18.4],
      ['full_insurance_c_m', 32],
      ['full_cover_basic', 0],
      ['timeOption', 15],
    ]);
    expect(parsed.availableTimeOptions).toMatchObject({ '0800-1200': { price: 15, disabled: false, from: 8, to: 12 } });
    expect(parsed.calendarLabels).toEqual({
      '2030-01-14': 'BEST_PRICE',
      '2030-01-18': 'FILLING_FAST',
      '2030-01-19': 'LAST_FEW',
      '2030-01-20': null,
    });
    expect(parsed).toMatchObject({ packageType: 'standard_plus', saverOption: false, selected_van: 'large_transit' });
  });

  it('every field but move_items is optional: an empty draft reads as no items', () => {
    expect(v.parse(ListingSchema, {})).toEqual({ move_items: [] });
  });

  it('a cleared field (null) reads as absent', () => {
    const parsed = v.parse(ListingSchema, { selected_van: null, pickup_date: null, move_items: null, prices: null });
    expect(parsed.selected_van).toBeUndefined();
    expect(parsed.pickup_date).toBeUndefined();
    expect(parsed.prices).toBeUndefined();
    expect(parsed.move_items).toEqual([]);
  });

  it('unknown fields pass through, also inside addresses and items', () => {
    const parsed = v.parse(ListingSchema, {
      ...listing,
      brand_new_flag: 'kept',
      pickup_address_data: { ...listing.pickup_address_data, floor: 3 },
      move_items: [{ ...sofa, fragile: true }],
    });
    expect(parsed).toMatchObject({ brand_new_flag: 'kept', pickup_address_data: { floor: 3 } });
    expect(parsed.move_items[0]).toMatchObject({ fragile: true });
  });

  it.each([
    ['prices keyed by a date that is not YYYY-MM-DD', { prices: { '14/01/2030': 149 } }],
    ['prices keyed by a day that does not exist', { prices: { '2030-02-30': 149 } }],
    ['calendar label outside BEST_PRICE, FILLING_FAST, LAST_FEW', { calendarLabels: { '2030-01-14': 'HOT' } }],
    ['packageType outside premium and standard_plus (and standard)', { packageType: 'gold' }],
    ['selectedTimeOptionType other than delivery or pickup', { selectedTimeOptionType: 'both' }],
    ['a van type that does not exist', { selected_van: 'tipper_truck' }],
    ['a pickup date that is no date', { pickup_date: 'next Tuesday' }],
    ['an item with quantity 0', { move_items: [{ ...sofa, quantity: 0 }] }],
    ['a cart entry without type', { listing_cart: [{ amount: 10 }] }],
    ['a listing type that is not a whole number', { type: 'edit' }],
    ['a negative distance', { distance: -5 }],
    ['date option other than fixed or ranged', { date_option: 'flexible' }],
  ])('%s fails on that field', (_label, sample) => {
    const result = v.safeParse(ListingSchema, sample);
    expect(result.success).toBe(false);
    const [field] = Object.keys(sample);
    expect(result.issues?.map((issue) => v.getDotPath(issue)?.split('.')[0])).toContain(field);
  });

  it.each([
    ['a van key', 'luton_van'],
    ['a van id', SMALL_TRANSIT_ID],
    ['a van object', { type: 'large_transit', label: 'Large van', payload: 1400 }],
  ])('selected_van may be %s, kept as sent', (_label, selected_van) => {
    const result = v.safeParse(ListingSchema, { selected_van });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ selected_van, move_items: [] });
  });

  it.each([
    [{ type: 3 }, true],
    [{ type: '3' }, true],
    [{ type: 1 }, false],
    [{}, false],
  ])('isEditQuote(%o) is %s: listing type 3 means edit', (sample, expected) => {
    expect(isEditQuote(sample)).toBe(expected);
  });
});

describe('PriceResponseSchema: what POST /ng/prelisting/{id} answers (docs/behaviour/quote-flow.md §7)', () => {
  it('a realistic answer with every field §7 reads parses', () => {
    const result = v.safeParse(PriceResponseSchema, priceResponse);
    expect(result.issues).toBeUndefined();
    expect(result.output).toMatchObject({
      men_required: 1,
      men_option_available: [1, 2],
      is_international: false,
      is_london: true,
      lowest_price: 149,
      hours_selected: 3.5,
      sliderStep: 2,
      estimated_loading_time: 1.5,
      ranged_offset_future: 3,
      prices: { '2030-01-15': { standard: { fixed_1: 159, fixed_2: 189 }, flexible: 139 } },
      move_items: [{ fake_id: 'a1b2c3', quantity: 1 }],
    });
  });

  it('an answer of numbers per day, as the reference server sends, parses unchanged', () => {
    const answer = { prices: { '2030-01-01': 120 }, men_required: 2, has_ferry: false };
    expect(v.parse(PriceResponseSchema, answer)).toEqual(answer);
  });

  it('numeric strings read as numbers', () => {
    const parsed = v.parse(PriceResponseSchema, { lowest_price: '149.50', hours_selected: '2.5', men_required: '2' });
    expect(parsed).toMatchObject({ lowest_price: 149.5, hours_selected: 2.5, men_required: 2 });
  });

  it('unknown fields pass through', () => {
    expect(v.parse(PriceResponseSchema, { surge: { zone: 'BS1' } })).toEqual({ surge: { zone: 'BS1' } });
  });

  it.each([
    ['prices keyed by a non-date', { prices: { tomorrow: 120 } }],
    ['a price that is not a number', { prices: { '2030-01-01': 'call us' } }],
    ['men_required fractional', { men_required: 1.5 }],
    ['has_ferry not a flag', { has_ferry: 'perhaps' }],
  ])('%s fails', (_label, sample) => {
    expect(v.safeParse(PriceResponseSchema, sample).success).toBe(false);
  });
});
