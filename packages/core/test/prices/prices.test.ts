import { describe, expect, it } from 'vitest';
import {
  applyLifetimeDiscount,
  clearWhenPriceMissing,
  dateOption,
  LIFETIME_DISCOUNT_PERCENT,
  PRICE_KEYS,
  priceKeyFor,
  timeOptionPrice,
  withChosenDates,
} from '../../src/rules/prices/index.js';

describe(`lifetime discount of ${LIFETIME_DISCOUNT_PERCENT} %, except on hourly-rate (quote flow §6, §9)`, () => {
  it.each([
    [100, true, false, 85],
    [120, true, false, 102],
    [19.99, true, false, 16.99],
    [0.01, true, false, 0.01],
    [0.1, true, false, 0.09],
    [100, true, true, 100],
    [100, false, false, 100],
    [100, false, true, 100],
    [0, true, false, 0],
  ])(
    'price %d with lifetime discount %s and hourly-rate %s costs %d',
    (price, hasLifetimeDiscount, isHourlyRate, result) => {
      expect(applyLifetimeDiscount(price, { hasLifetimeDiscount, isHourlyRate })).toBe(result);
    },
  );
  it('a price that is not a number reads as 0', () => {
    expect(applyLifetimeDiscount(Number.NaN, { hasLifetimeDiscount: true })).toBe(0);
  });
});

describe('price keys: standard, standard_plus, premium, flexible (saver) (back-office §4)', () => {
  it('lists the four keys', () => {
    expect(PRICE_KEYS).toEqual(['standard', 'standard_plus', 'premium', 'flexible']);
  });
  it.each([
    [{ saverOption: true, packageType: 'premium' }, 'flexible'],
    [{ packageType: 'premium' }, 'premium'],
    [{ packageType: 'standard_plus' }, 'standard_plus'],
    [{ packageType: 'flexible' }, 'standard'],
    [{ packageType: 'other' }, 'standard'],
    [{}, 'standard'],
  ])('%j reads the %s price', (listing, key) => {
    expect(priceKeyFor(listing)).toBe(key);
  });
});

describe('prices missing for the chosen date clear services, dates and cart, except premium and standard plus (back-office §4)', () => {
  const listing = {
    pickup_date: '2025-06-03',
    pickup_date_end: '2025-06-05',
    delivery_date: '2025-06-04',
    delivery_date_end: null,
    listing_cart: [{ type: 'priceOption', amount: 120 }],
    additional_services: [{ type: 'packing_material' }],
    packageType: 'standard',
    prices: { '2025-06-01': { standard: 120 } },
    move_items: [{ name: 'Sofa' }],
  };
  it('clears services, all four dates and the cart, keeping everything else', () => {
    expect(clearWhenPriceMissing(listing)).toEqual({
      ...listing,
      pickup_date: null,
      pickup_date_end: null,
      delivery_date: null,
      delivery_date_end: null,
      listing_cart: [],
      additional_services: [],
    });
  });
  it.each([
    ['no prices at all', { prices: undefined }],
    ['a null entry', { prices: { '2025-06-03': null } }],
    ['an empty entry', { prices: { '2025-06-03': {} } }],
  ])('counts %s as missing', (_case, change) => {
    expect(clearWhenPriceMissing({ ...listing, ...change }).listing_cart).toEqual([]);
  });
  it.each([['premium'], ['standard_plus']])('keeps everything on a %s listing', (packageType) => {
    const premium = { ...listing, packageType };
    expect(clearWhenPriceMissing(premium)).toBe(premium);
  });
  it('keeps everything when the chosen date has a price', () => {
    const priced = { ...listing, prices: { '2025-06-03': { standard: 130 } } };
    expect(clearWhenPriceMissing(priced)).toBe(priced);
  });
  it.each([
    ['an ISO date-time', '2025-06-01T00:00:00Z'],
    ['an ISO date-time with an offset', '2025-06-01T09:30:00+01:00'],
    ["the server's date and time", '2025-06-01 00:00:00'],
  ])('compares the chosen date by day: %s on a priced day keeps the cart', (_case, pickupDate) => {
    const dated = { ...listing, pickup_date: pickupDate, prices: { '2025-06-01': { standard: 120 } } };
    expect(clearWhenPriceMissing(dated)).toBe(dated);
  });
  it('a date-time on a day without a price still clears', () => {
    const dated = { ...listing, pickup_date: '2025-06-03T00:00:00Z' };
    expect(clearWhenPriceMissing(dated)).toMatchObject({
      pickup_date: null,
      listing_cart: [],
      additional_services: [],
    });
  });
  it('keeps everything when no date is chosen', () => {
    const undated = { ...listing, pickup_date: null };
    expect(clearWhenPriceMissing(undated)).toBe(undated);
  });
  it('does not change the listing it was given', () => {
    clearWhenPriceMissing(listing);
    expect(listing.listing_cart).toHaveLength(1);
  });
});

describe('one date is a fixed date option, several a ranged one from first to last (back-office §4)', () => {
  it.each([
    [['2025-06-03'], { option: 'fixed', start: '2025-06-03', end: '2025-06-03' }],
    [['2025-06-03', '2025-06-03'], { option: 'fixed', start: '2025-06-03', end: '2025-06-03' }],
    [['2025-06-03', '2025-06-04'], { option: 'ranged', start: '2025-06-03', end: '2025-06-04' }],
    [['2025-06-09', '2025-06-03', '2025-06-05'], { option: 'ranged', start: '2025-06-03', end: '2025-06-09' }],
    [['2025-06-03', 'tomorrow', 7], { option: 'fixed', start: '2025-06-03', end: '2025-06-03' }],
    [[], { option: null }],
    [null, { option: null }],
  ])('%j gives %j', (dates, option) => {
    expect(dateOption(dates)).toEqual(option);
  });
});

describe('writing the chosen dates: one date is fixed, several ranged from first to last (back-office §4)', () => {
  const listing = {
    pickup_date: '2025-05-01',
    pickup_date_end: '2025-05-09',
    date_option: 'ranged' as const,
    men_required: 2,
  };
  it.each([
    [['2025-06-03'], { pickup_date: '2025-06-03', date_option: 'fixed' }],
    [['2025-06-03', '2025-06-03'], { pickup_date: '2025-06-03', date_option: 'fixed' }],
    [['2025-06-03', '2025-06-04'], { pickup_date: '2025-06-03', pickup_date_end: '2025-06-04', date_option: 'ranged' }],
    [
      ['2025-06-09', '2025-06-03', '2025-06-05'],
      { pickup_date: '2025-06-03', pickup_date_end: '2025-06-09', date_option: 'ranged' },
    ],
    [['2025-06-03', 'tomorrow', 7], { pickup_date: '2025-06-03', date_option: 'fixed' }],
    [[], {}],
    [null, {}],
    [['tomorrow'], {}],
  ])('%j writes %j, other fields kept', (dates, written) => {
    expect(withChosenDates(listing, dates)).toEqual({ men_required: 2, ...written });
  });
  it('one date removes pickup_date_end rather than leaving the old end behind', () => {
    expect(withChosenDates(listing, ['2025-06-03'])).not.toHaveProperty('pickup_date_end');
  });
  it('does not change the listing it was given', () => {
    withChosenDates(listing, []);
    expect(listing).toEqual({
      pickup_date: '2025-05-01',
      pickup_date_end: '2025-05-09',
      date_option: 'ranged',
      men_required: 2,
    });
  });
});

describe('time option price: the difference to the base price, not added with an admin price or saver (back-office §4)', () => {
  it.each([
    [{ optionPrice: 145, basePrice: 120 }, 25],
    [{ optionPrice: 120.1, basePrice: 100.05 }, 20.05],
    [{ optionPrice: 120, basePrice: 120 }, 0],
    [{ optionPrice: 110, basePrice: 120 }, 0],
    [{ optionPrice: 145, basePrice: 120, adminPrice: 99 }, 0],
    [{ optionPrice: 145, basePrice: 120, adminPrice: null }, 25],
    [{ optionPrice: 145, basePrice: 120, adminPrice: 0 }, 25],
    [{ optionPrice: 145, basePrice: 120, saverOption: true }, 0],
    [{ optionPrice: Number.NaN, basePrice: 120 }, 0],
    [{ optionPrice: 0.1 + 0.2, basePrice: 0 }, 0.3],
    [{ optionPrice: 145.5, basePrice: 120 }, 25.5],
    [{ optionPrice: Number.POSITIVE_INFINITY, basePrice: 120 }, 0],
  ])('%j adds %d', (input, price) => {
    expect(timeOptionPrice(input)).toBe(price);
  });
});
