// The admin's price override on the cart and the insurance an admin puts on the job
// (docs/behaviour/back-office.md §3 Cart entry, §4, §6, §7).
import { describe, expect, it } from 'vitest';
import {
  cartOf,
  cartTotal,
  type Listing,
  priceOverrideOf,
  quoteTransitions as t,
  timeOptionCharge,
  withPriceOption,
} from '../../src/index.js';
import { contextOf, furnitureListing, insuranceService, lines, stateOf } from './fixtures.js';

const overridden = (listing: Listing = furnitureListing(), customerPrice = 120, providerPrice: number | null = 90) =>
  t.priceOverridden(stateOf(listing), { customerPrice, providerPrice });

const totalIsSumOfAmounts = (listing: Listing) =>
  expect(cartTotal(cartOf(listing))).toBe(cartOf(listing).reduce((sum, line) => sum + Number(line.amount ?? 0), 0));

describe('priceOverrideOf reads the priceOption line', () => {
  it.each<[string, Listing['listing_cart'], ReturnType<typeof priceOverrideOf>]>([
    ['no cart', undefined, null],
    ['a day price only', [{ type: 'priceOption', amount: 149 }], null],
    [
      'customer and provider price',
      [{ type: 'priceOption', amount: 120, admin_amount: 120, admin_tp_amount: 90 }],
      { customerPrice: 120, providerPrice: 90 },
    ],
    [
      'customer price only',
      [{ type: 'priceOption', amount: 99, admin_amount: 99 }],
      { customerPrice: 99, providerPrice: null },
    ],
    [
      'numeric text',
      [{ type: 'priceOption', amount: 99, admin_amount: '99.5' as never }],
      { customerPrice: 99.5, providerPrice: null },
    ],
    ['zero is no override', [{ type: 'priceOption', amount: 0, admin_amount: 0 }], null],
    ['on another line it is not the price', [{ type: 'full_insurance', amount: 30, admin_amount: 30 }], null],
  ])('%s', (_name, cart, expected) => {
    expect(priceOverrideOf({ move_items: [], ...(cart ? { listing_cart: cart } : {}) })).toEqual(expected);
  });
});

describe('priceOverridden', () => {
  it('puts admin_amount and admin_tp_amount on the priceOption line; amount is the customer price', () => {
    const { listing } = overridden();
    expect(cartOf(listing).find((line) => line.type === 'priceOption')).toEqual({
      type: 'priceOption',
      amount: 120,
      admin_amount: 120,
      admin_tp_amount: 90,
    });
    // The time option adds nothing under an admin price (back-office §4): its line goes.
    expect(lines(listing)).toEqual([['priceOption', 120]]);
    expect(cartTotal(cartOf(listing))).toBe(120);
  });

  it('without a day chosen the line is made with the override alone', () => {
    const { listing } = overridden(furnitureListing({ pickup_date: undefined, listing_cart: [] }), 80, null);
    expect(cartOf(listing)).toEqual([{ type: 'priceOption', amount: 80, admin_amount: 80 }]);
  });

  it.each([
    ['zero', 0, 10],
    ['negative', -5, null],
    ['not a number', Number.NaN, null],
    ['a negative provider price', 100, -1],
  ])('a customer price that is %s changes nothing', (_name, customer, provider) => {
    const state = stateOf(furnitureListing());
    expect(t.priceOverridden(state, { customerPrice: customer, providerPrice: provider })).toBe(state);
  });

  it('a new day, tab or price answer keeps the override (withPriceOption)', () => {
    const state = overridden();
    const day = t.selectDay(state, '2030-01-15', contextOf());
    expect(priceOverrideOf(day.listing)).toEqual({ customerPrice: 120, providerPrice: 90 });
    expect(day.listing.pickup_date).toBe('2030-01-15');
    const tab = t.selectPriceTab(day, 'fixed_2', contextOf());
    expect(lines(tab.listing)).toEqual([['priceOption', 120]]);
    expect(withPriceOption(tab.listing, 'fixed_3')).toBe(tab.listing);
    totalIsSumOfAmounts(tab.listing);
  });

  it('a time option adds nothing while the override holds', () => {
    const { listing } = overridden();
    expect(timeOptionCharge(listing, '2030-01-14', '0800-1200', 15, 'fixed_1')).toBe(0);
    expect(timeOptionCharge(listing, null, '0800-1200', 15, 'fixed_1')).toBe(0);
    expect(timeOptionCharge(furnitureListing(), '2030-01-14', '0800-1200', 15, 'fixed_1')).toBe(15);
  });
});

describe('priceOverrideRemoved', () => {
  it('brings back the day price for the tab and the time option charge', () => {
    const removed = t.priceOverrideRemoved(overridden());
    expect(lines(removed.listing)).toEqual([
      ['priceOption', 149],
      ['timeOption', 15],
    ]);
    expect(priceOverrideOf(removed.listing)).toBeNull();
  });

  it('after a day change, the new day price', () => {
    const day = t.selectDay(overridden(), '2030-01-15', contextOf());
    expect(lines(t.priceOverrideRemoved(day).listing)).toEqual([['priceOption', 159]]);
  });

  it('a job without an override is left as it is', () => {
    const state = stateOf(furnitureListing());
    expect(t.priceOverrideRemoved(state)).toBe(state);
  });
});

describe('adminPricesRecalculated', () => {
  const response = { lowest_price: 111, prices: { '2030-01-14': { standard: { fixed_1: 140 } } } };

  it('replaces the prices and the chosen day price', () => {
    const state = stateOf(furnitureListing());
    const next = t.adminPricesRecalculated(state, { request: state.ui.priceRequest, response });
    expect(next.listing.lowest_price).toBe(111);
    expect(lines(next.listing)).toEqual([
      ['priceOption', 140],
      ['timeOption', 15],
    ]);
  });

  it('keeps an override', () => {
    const state = overridden();
    const next = t.adminPricesRecalculated(state, { request: state.ui.priceRequest, response });
    expect(next.listing.prices).toEqual(response.prices);
    expect(lines(next.listing)).toEqual([['priceOption', 120]]);
  });

  it('an answer for prices asked for again meanwhile is ignored', () => {
    const state = stateOf(furnitureListing());
    expect(t.adminPricesRecalculated(state, { request: state.ui.priceRequest + 1, response })).toBe(state);
  });
});

describe('insuranceSetByAdmin', () => {
  const offered = () => furnitureListing({ service_prices: [insuranceService] });

  it('puts the insurance line with the premium of the checked value of goods', () => {
    const { listing } = t.insuranceSetByAdmin(stateOf(offered()), { valueOfGoods: '10000', amount: null });
    const line = t.insuranceLines(listing)[0];
    expect(line).toMatchObject({ type: 'full_insurance', amount: 200, parameters: { value_of_goods: 10000 } });
    expect(line?.admin_amount).toBeUndefined();
    totalIsSumOfAmounts(listing);
  });

  it("with the admin's price as admin_amount and amount", () => {
    const { listing } = t.insuranceSetByAdmin(stateOf(offered()), { valueOfGoods: '10000', amount: 45 });
    expect(t.insuranceLines(listing)[0]).toMatchObject({ amount: 45, admin_amount: 45 });
    expect(cartTotal(cartOf(listing))).toBe(149 + 15 + 45);
  });

  it.each([
    ['no value', '', 'noAmount'],
    ['above the cover', '60000', 'highAmount'],
    ['below the excess', '50', 'lowAmount'],
  ])('a value the insurance rules refuse (%s) changes nothing', (_name, value, code) => {
    const state = stateOf(offered());
    expect(t.checkAdminInsurance(state.listing, value)).toMatchObject({ ok: false, code });
    expect(t.insuranceSetByAdmin(state, { valueOfGoods: value, amount: null })).toBe(state);
  });

  it('removal is untickInsurance', () => {
    const set = t.insuranceSetByAdmin(stateOf(offered()), { valueOfGoods: '10000', amount: 45 });
    expect(t.insuranceLines(t.untickInsurance(set, contextOf()).listing)).toEqual([]);
  });
});
