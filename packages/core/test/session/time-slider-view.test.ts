import { describe, expect, it } from 'vitest';
import { type Listing, omitFields, timeSliderView } from '../../src/index.js';
import { contextOf, furnitureListing, stateOf } from './fixtures.js';

/** A furniture listing without times, priced with many time options (minimum range 8). */
const blank = (overrides: Partial<Listing> = {}) =>
  omitFields(furnitureListing(overrides), ['selectedTimeOption', 'selectedTimeOptionType']);

describe('the time slider view (docs/behaviour/quote-flow.md §4, §6, §9)', () => {
  it('collection mode with nothing set: the defaults 8–18, bounds 6–20, minimum 8, 2-hour ticks', () => {
    const view = timeSliderView(stateOf(blank()), contextOf());
    expect(view).toMatchObject({
      mode: 'collection',
      modes: ['collection', 'delivery'],
      collectionOnly: false,
      longDistanceExempt: false,
      range: { start: 8, end: 18 },
      isSet: false,
      bounds: { start: 6, end: 20 },
      track: { start: 6, end: 20 },
      minRange: 8,
      pendingMode: null,
      loading: false,
    });
    expect(view.ticks).toEqual([6, 8, 10, 12, 14, 16, 18, 20]);
  });

  it('delivery mode: the defaults 10–18 and a start from 10', () => {
    const view = timeSliderView(stateOf(blank(), { sliderMode: 'delivery' }), contextOf());
    expect(view).toMatchObject({ mode: 'delivery', range: { start: 10, end: 18 }, bounds: { start: 10, end: 20 } });
  });

  it('times set show as they are; a window narrower than the minimum shows widened', () => {
    expect(timeSliderView(stateOf(blank({ pickup_time: 7, pickup_time_end: 19 })), contextOf()).range).toEqual({
      start: 7,
      end: 19,
    });
    const narrow = timeSliderView(stateOf(blank({ pickup_time: 9, pickup_time_end: 13 })), contextOf());
    expect(narrow).toMatchObject({ range: { start: 9, end: 17 }, isSet: true });
  });

  it.each([
    ['few options: sliderStep', { availableTimeOptions: { '0800-1800': { from: 8, to: 18 } }, sliderStep: 4 }, 4],
    ['no options and no step: the 2-hour tick', { availableTimeOptions: undefined, sliderStep: undefined }, 2],
    ['many options', {}, 8],
  ])('minimum range with %s → %s', (_name, overrides, minRange) => {
    expect(timeSliderView(stateOf(blank(overrides as Partial<Listing>)), contextOf()).minRange).toBe(minRange);
  });

  it('a non-admin on a 212-mile route: collection only, whatever the mode was', () => {
    const view = timeSliderView(stateOf(blank({ distance: 212 }), { sliderMode: 'delivery' }), contextOf());
    expect(view).toMatchObject({ mode: 'collection', modes: ['collection'], collectionOnly: true });
  });

  it('an admin on a 212-mile route is exempt, and told so', () => {
    const view = timeSliderView(
      stateOf(blank({ distance: 212 }), { sliderMode: 'delivery' }),
      contextOf({ isAdmin: true }),
    );
    expect(view).toMatchObject({
      mode: 'delivery',
      modes: ['collection', 'delivery'],
      collectionOnly: false,
      longDistanceExempt: true,
    });
  });

  it('the delivery window: pickup + trip (rounded up to the quarter hour) + loading + 1, capped at 20', () => {
    // 2 h 50 min of driving → 3 h; 1.5 h loading; + 1 h: 6–14 becomes 11:30–19:30.
    const listing = blank({ pickup_time: 6, pickup_time_end: 14, duration: 10_200, estimated_loading_time: 1.5 });
    expect(timeSliderView(stateOf(listing), contextOf()).delivery).toEqual({
      from: { start: 6, end: 14 },
      window: { start: 11.5, end: 19.5 },
      tripHours: 3,
      loadingHours: 1.5,
      capped: false,
    });
    const late = timeSliderView(stateOf({ ...listing, pickup_time_end: 18 }), contextOf()).delivery;
    expect(late).toMatchObject({ window: { start: 11.5, end: 20 }, capped: true });
  });

  it.each([
    ['before the directions', { estimated_loading_time: 1 }],
    ['before the loading time', { duration: 3600 }],
  ])('no delivery window %s', (_name, overrides) => {
    expect(timeSliderView(stateOf(blank(overrides)), contextOf()).delivery).toBeNull();
  });

  it('in delivery mode customers see no derived window; admins see it from the collection window (§6)', () => {
    const listing = blank({ duration: 7200, estimated_loading_time: 1, delivery_time: 12, delivery_time_end: 20 });
    const state = stateOf(listing, { sliderMode: 'delivery' });
    expect(timeSliderView(state, contextOf()).delivery).toBeNull();
    expect(timeSliderView(state, contextOf({ isAdmin: true })).delivery).toMatchObject({
      from: { start: 8, end: 18 },
      window: { start: 12, end: 20 },
    });
  });

  it('a furniture switch waiting for confirmation names the mode asked for', () => {
    const state = stateOf(blank({ pickup_time: 9, pickup_time_end: 17 }), {
      pending: { kind: 'sliderMode', mode: 'delivery' },
      modals: { ...stateOf(blank()).ui.modals, sliderModeConfirm: true },
    });
    expect(timeSliderView(state, contextOf()).pendingMode).toBe('delivery');
  });

  it('loading while the first price answer is on its way; not once it gave a step, not when idle', () => {
    const unpriced = blank({ availableTimeOptions: undefined, sliderStep: undefined });
    expect(timeSliderView(stateOf(unpriced, { priceStatus: 'loading' }), contextOf()).loading).toBe(true);
    expect(timeSliderView(stateOf(unpriced), contextOf()).loading).toBe(false);
    expect(timeSliderView(stateOf(blank(), { priceStatus: 'loading' }), contextOf()).loading).toBe(false);
  });
});
