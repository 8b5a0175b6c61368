import fc from 'fast-check';
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Listing, ListingSchema, type QuoteState, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, insuranceService, stateOf } from './fixtures.js';

const text = fc.oneof(fc.string(), fc.constantFrom('flexible', 'fixed_2', '2030-01-15', '0900-1300', '10000', ''));
const number = fc.oneof(
  fc.double(),
  fc.integer({ min: -5, max: 20 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity),
);

/** Amounts and hours are finite numbers, and the listing is still a valid listing. */
function sound(state: QuoteState): boolean {
  const amounts = (state.listing.listing_cart ?? []).map((line) => line.amount);
  const hours = state.listing.hours_selected;
  return (
    amounts.every((amount) => amount === undefined || Number.isFinite(amount)) &&
    (hours === undefined || Number.isFinite(hours)) &&
    safeParse(ListingSchema, JSON.parse(JSON.stringify(state.listing)) as Listing).success
  );
}

describe('transitions never throw and never make NaN (house rules)', () => {
  const start = () => stateOf(furnitureListing({ min_time_selectable_hours: 2 }));

  it('for any tab, day, time-option key and insurance value', () => {
    fc.assert(
      fc.property(text, text, text, text, (tab, day, key, value) => {
        let state = t.selectPriceTab(start(), tab, contextOf());
        state = t.selectDay(state, day, contextOf());
        state = t.selectTimeOption(state, key, contextOf());
        state = t.submitInsurance(t.tickInsurance(state, insuranceService, contextOf()), value, contextOf());
        expect(sound(state)).toBe(true);
      }),
    );
  });

  it('for any helper count, hours and slider window', () => {
    fc.assert(
      fc.property(number, number, number, number, (helpers, hours, from, to) => {
        let state = t.setHelpers(start(), helpers, contextOf());
        state = t.changeHours(state, hours, contextOf());
        state = t.setSliderTimes(state, { start: from, end: to }, contextOf());
        expect(sound(state)).toBe(true);
        expect(state.listing.hours_selected).toBeGreaterThanOrEqual(2);
        expect(state.listing.hours_selected).toBeLessThanOrEqual(12);
      }),
    );
  });

  it('for any packing counts and custom item', () => {
    const value = fc.oneof(text, number);
    fc.assert(
      fc.property(value, value, value, value, (small, width, weight, name) => {
        let state = t.confirmPacking(t.togglePacking(start()), { counts: { small_boxes: small, bubble_wrap: width } });
        state = t.saveCustomItem(state, { item: { name, width, height: 50, depth: 50, weight } });
        expect(sound(state)).toBe(true);
      }),
    );
  });
});
