import { describe, expect, it } from 'vitest';
import { NO_MODALS, packageOptionsView, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, lines, stateOf } from './fixtures.js';

/** A day priced at every level, as the demo and the server answer it (back-office §4 price keys). */
const levels = {
  standard: { fixed_1: 149, fixed_2: 189 },
  standard_plus: { fixed_1: 167, fixed_2: 212 },
  premium: { fixed_1: 191, fixed_2: 242 },
  flexible: 129,
};

const listing = (overrides = {}) =>
  furnitureListing({
    prices: { '2030-01-14': levels, '2030-01-15': { ...levels, premium: { fixed_1: 201 } }, '2030-01-16': 172.5 },
    listing_cart: [{ type: 'priceOption', amount: 149 }],
    ...overrides,
  });

const withModal = (overrides = {}, ui = {}) =>
  stateOf(listing(overrides), { modals: { ...NO_MODALS, priceOption: true }, ...ui });

describe('the chosen day’s service levels (docs/behaviour/quote-flow.md §2 price option modal; back-office §4)', () => {
  it('lists the levels the day has, cheapest first, with price, difference and the one chosen', () => {
    expect(packageOptionsView(withModal())).toEqual([
      { level: 'standard', price: 149, difference: 0, selected: true },
      { level: 'standard_plus', price: 167, difference: 18, selected: false },
      { level: 'premium', price: 191, difference: 42, selected: false },
    ]);
  });

  it.each([
    ['fixed_2', {}, [189, 212, 242]],
    ['fixed_1', { packageType: 'premium' }, [149, 167, 191]],
  ])('on tab %s (%j) the prices are the tab’s', (priceTab, overrides, prices) => {
    const view = packageOptionsView(withModal(overrides, { priceTab }));
    expect(view.map((option) => option.price)).toEqual(prices);
  });

  it('marks the listing’s package as chosen', () => {
    const view = packageOptionsView(withModal({ packageType: 'premium' }));
    expect(view.filter((option) => option.selected).map((option) => option.level)).toEqual(['premium']);
  });

  it.each([
    ['no day is chosen', { pickup_date: undefined }, {}],
    ['the flexible tab is shown', { saverOption: true }, { priceTab: 'flexible' }],
    ['the day has no price', { pickup_date: '2030-01-20' }, {}],
  ])('offers none when %s', (_label, overrides, ui) => {
    expect(packageOptionsView(withModal(overrides, ui))).toEqual([]);
  });

  it.each([
    ['a day with one amount', '2030-01-16', 'fixed_1', ['standard']],
    ['a level without the tab’s price', '2030-01-15', 'fixed_2', ['standard', 'standard_plus']],
  ])('%s offers only what it prices', (_label, pickup_date, priceTab, expected) => {
    const view = packageOptionsView(withModal({ pickup_date }, { priceTab }));
    expect(view.map((option) => option.level)).toEqual(expected);
  });
});

describe('choosing a service level (selectPackage)', () => {
  it.each([
    ['standard_plus', 167],
    ['premium', 191],
  ])('%s: packageType, the priceOption line at £%d, and the modal closes', (level, price) => {
    const next = t.selectPackage(withModal({}, {}), level, contextOf());
    expect(next.listing.packageType).toBe(level);
    expect(lines(next.listing)).toEqual([['priceOption', price]]);
    expect(next.ui.modals.priceOption).toBe(false);
  });

  it('keeps the other cart lines and re-adds the price option last', () => {
    const start = withModal({
      listing_cart: [
        { type: 'priceOption', amount: 149 },
        { type: 'packing_material', amount: 38 },
      ],
    });
    expect(lines(t.selectPackage(start, 'premium', contextOf()).listing)).toEqual([
      ['packing_material', 38],
      ['priceOption', 191],
    ]);
  });

  it('a later day is priced at the level chosen', () => {
    const premium = t.selectPackage(withModal(), 'premium', contextOf());
    expect(lines(t.selectDay(premium, '2030-01-15', contextOf()).listing)).toEqual([['priceOption', 201]]);
  });

  it('the level already chosen only closes the modal', () => {
    const start = withModal({ packageType: 'premium', listing_cart: [{ type: 'priceOption', amount: 191 }] });
    const next = t.selectPackage(start, 'premium', contextOf());
    expect(next.listing).toBe(start.listing);
    expect(next.ui.modals.priceOption).toBe(false);
  });

  it.each([
    ['not a level', 'gold', {}, {}],
    ['the saver key', 'flexible', {}, {}],
    ['a level the day lacks', 'premium', { pickup_date: '2030-01-16' }, {}],
    ['any level on the flexible tab', 'premium', { saverOption: true }, { priceTab: 'flexible' }],
  ])('%s changes nothing', (_label, level, overrides, ui) => {
    const start = withModal(overrides, ui);
    expect(t.selectPackage(start, level, contextOf())).toBe(start);
  });
});
