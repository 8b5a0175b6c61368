import { describe, expect, it } from 'vitest';
import { quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, lines, stateOf } from './fixtures.js';

describe('selecting a price tab (docs/behaviour/quote-flow.md §4, Price tabs)', () => {
  it.each([
    ['furniture', 1],
    ['piano', 2],
    ['house-move', 1],
    ['PIANO', 2],
  ])('flexible in the %s flow sets saverOption and %i helper(s)', (category, helpers) => {
    const next = t.selectPriceTab(stateOf(furnitureListing({ men_required: 3 })), 'flexible', contextOf({ category }));
    expect(next.listing.saverOption).toBe(true);
    expect(next.listing.men_required).toBe(helpers);
    expect(next.ui.priceTab).toBe('flexible');
  });

  it('flexible clears the day window and selects the only window of the chosen day', () => {
    const start = stateOf(furnitureListing({ selectedDayWindow: '1200-1800' }));
    const next = t.selectPriceTab(start, 'flexible', contextOf());
    expect(next.listing.selectedDayWindow).toBe('0800-1800');
  });

  it('flexible leaves no day window when the day has several', () => {
    const start = stateOf(furnitureListing({ pickup_date: '2030-01-15', selectedDayWindow: '0800-1200' }));
    const next = t.selectPriceTab(start, 'flexible', contextOf());
    expect(next.listing).not.toHaveProperty('selectedDayWindow');
  });

  it('flexible puts the flexible price on the priceOption line and drops the time-option charge', () => {
    const next = t.selectPriceTab(stateOf(furnitureListing()), 'flexible', contextOf());
    expect(lines(next.listing)).toEqual([['priceOption', 129]]);
  });

  it('a fixed tab drops the saver option and the time option and re-adds the price option', () => {
    const start = stateOf(furnitureListing({ saverOption: true, listing_cart: [{ type: 'timeOption', amount: 15 }] }), {
      priceTab: 'flexible',
    });
    const next = t.selectPriceTab(start, 'fixed_2', contextOf());
    expect(next.listing).not.toHaveProperty('saverOption');
    expect(next.listing).not.toHaveProperty('selectedTimeOption');
    expect(next.listing).not.toHaveProperty('selectedTimeOptionType');
    expect(lines(next.listing)).toEqual([['priceOption', 189]]);
    expect(next.ui.priceTab).toBe('fixed_2');
  });

  it.each([
    ['fixed_1', 1, 149],
    ['fixed_2', 2, 189],
    ['fixed_3', 3, 229],
  ])('men_required follows the tab: %s → %i helpers at £%d', (tab, helpers, price) => {
    const next = t.selectPriceTab(stateOf(furnitureListing()), tab, contextOf());
    expect(next.listing.men_required).toBe(helpers);
    expect(lines(next.listing)).toEqual([['priceOption', price]]);
  });

  it.each(['fixed_0', 'fixed_x', 'saver', '', 'fixed_4'])(
    'tab %j (malformed or not on offer) changes nothing',
    (tab) => {
      const start = stateOf(furnitureListing());
      expect(t.selectPriceTab(start, tab, contextOf())).toBe(start);
    },
  );
});

describe('selecting a day (§4)', () => {
  it('clears the time option and date modes and sets the price option for the tab', () => {
    const start = stateOf(furnitureListing(), { priceTab: 'fixed_2' });
    const next = t.selectDay(start, '2030-01-15', contextOf());
    expect(next.listing.pickup_date).toBe('2030-01-15');
    expect(next.listing.date_option).toBe('fixed');
    for (const field of ['selectedTimeOption', 'selectedTimeOptionType', 'pickup_date_mode', 'delivery_date_mode']) {
      expect(next.listing).not.toHaveProperty(field);
    }
    expect(lines(next.listing)).toEqual([['priceOption', 199]]);
    expect(next.ui).toBe(start.ui);
  });

  it.each([
    ['fixed_1', '2030-01-16', 172.5],
    ['flexible', '2030-01-15', 139],
    ['fixed_1', '2030-01-14', 149],
  ])('on tab %s, %s costs £%d', (priceTab, day, price) => {
    const start = stateOf(furnitureListing({ saverOption: priceTab === 'flexible' }), {
      priceTab: priceTab as 'fixed_1',
    });
    expect(lines(t.selectDay(start, day, contextOf()).listing)).toEqual([['priceOption', price]]);
  });

  it.each([
    ['a past day', '2030-01-08'],
    ['a day without a price', '2030-01-20'],
    ['not a date', '14/01/2030'],
  ])('%s cannot be selected (§5)', (_label, day) => {
    const start = stateOf(furnitureListing());
    expect(t.selectDay(start, day, contextOf())).toBe(start);
  });
});

describe('selecting a time option (§4)', () => {
  it('adds a timeOption cart line with its price and keeps its date modes', () => {
    const start = stateOf(furnitureListing({ listing_cart: [{ type: 'priceOption', amount: 149 }] }), {
      modals: { ...stateOf(furnitureListing()).ui.modals, timeOption: true },
    });
    const next = t.selectTimeOption(start, '0900-1300', contextOf());
    expect(next.listing.selectedTimeOption).toBe('0900-1300');
    expect(next.listing.selectedTimeOptionType).toBe('pickup');
    expect(lines(next.listing)).toEqual([
      ['priceOption', 149],
      ['timeOption', 30],
    ]);
    expect(next.ui.modals.timeOption).toBe(false);
  });

  it('removes the timeOption line when the option costs 0', () => {
    const next = t.selectTimeOption(stateOf(furnitureListing()), '0800-1800', contextOf());
    expect(lines(next.listing)).toEqual([['priceOption', 149]]);
  });

  it('adds no charge on the saver option (back-office §4)', () => {
    const next = t.selectTimeOption(stateOf(furnitureListing({ saverOption: true })), '0900-1300', contextOf());
    expect(lines(next.listing)).toEqual([['priceOption', 149]]);
  });

  it('is for the delivery side in delivery mode', () => {
    const next = t.selectTimeOption(stateOf(furnitureListing(), { sliderMode: 'delivery' }), '0900-1300', contextOf());
    expect(next.listing.selectedTimeOptionType).toBe('delivery');
  });

  it.each([
    ['a disabled option', '1200-1800'],
    ['an unknown option', '0600-0700'],
    ['the 3-hour rush option (§9)', '1500-1800'],
  ])('%s cannot be selected', (_label, key) => {
    const start = stateOf(furnitureListing());
    expect(t.selectTimeOption(start, key, contextOf())).toBe(start);
  });
});

describe('changing the number of helpers (§4: reprices)', () => {
  it('sets men_required, moves the fixed tab and flags a forced price reload', () => {
    const next = t.setHelpers(stateOf(furnitureListing()), 2, contextOf());
    expect(next.listing.men_required).toBe(2);
    expect(next.ui.priceTab).toBe('fixed_2');
    expect(lines(next.listing)).toEqual([
      ['timeOption', 15],
      ['priceOption', 189],
    ]);
    expect(next.ui).toMatchObject({ priceStatus: 'loading', priceRequest: 1 });
  });

  it('stays on the flexible tab', () => {
    const start = stateOf(furnitureListing({ saverOption: true }), { priceTab: 'flexible' });
    expect(t.setHelpers(start, 2, contextOf()).ui.priceTab).toBe('flexible');
  });

  it('before experiments are fetched, remembers the reload instead', () => {
    const next = t.setHelpers(stateOf(furnitureListing(), { experimentsFetched: false }), 2, contextOf());
    expect(next.ui).toMatchObject({ priceStatus: 'idle', priceRequest: 0, priceLoadWaiting: true });
  });

  it.each([0, -1, 1.5, Number.NaN, 4, 1])(
    '%d helpers (invalid, not on offer or unchanged) changes nothing',
    (helpers) => {
      const start = stateOf(furnitureListing());
      expect(t.setHelpers(start, helpers, contextOf())).toBe(start);
    },
  );
});
