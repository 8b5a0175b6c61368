import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  createMemoryStorage,
  getQuoteSession,
  type Listing,
  type MapsApi,
  omitFields,
  resetSessions,
  quoteTransitions as t,
} from '../../src/index.js';
import { contextOf, fakeApi, furnitureListing, lines, NOW, priceResponse, stateOf } from './fixtures.js';

afterEach(() => resetSessions());

const times = (listing: Listing) => [
  listing.pickup_time,
  listing.pickup_time_end,
  listing.delivery_time,
  listing.delivery_time_end,
];
const blank = () =>
  omitFields(furnitureListing(), [
    'selectedTimeOption',
    'selectedTimeOptionType',
    'pickup_date_mode',
    'delivery_date_mode',
  ]);
const timed = () => furnitureListing({ pickup_time: 9, pickup_time_end: 17 });

describe('time slider modes (docs/behaviour/quote-flow.md §4, §9)', () => {
  it.each([
    ['collection', [8, 18, undefined, undefined]],
    ['delivery', [undefined, undefined, 10, 18]],
  ] as const)('%s mode starts at its defaults', (mode, expected) => {
    const start = stateOf(blank(), { sliderMode: mode === 'collection' ? 'delivery' : 'collection' });
    const next = t.changeSliderMode(start, mode, contextOf({ category: 'house-move' }));
    expect(next.ui.sliderMode).toBe(mode);
    expect(times(next.listing)).toEqual(expected);
  });

  it('furniture with times set asks for confirmation before switching', () => {
    const start = stateOf(timed());
    const next = t.changeSliderMode(start, 'delivery', contextOf());
    expect(next.listing).toBe(start.listing);
    expect(next.ui).toMatchObject({ sliderMode: 'collection', pending: { kind: 'sliderMode', mode: 'delivery' } });
    expect(next.ui.modals.sliderModeConfirm).toBe(true);
  });

  it('confirming clears the other side’s times and switches', () => {
    const asked = t.changeSliderMode(stateOf(timed()), 'delivery', contextOf());
    const next = t.confirmPending(asked, contextOf());
    expect(times(next.listing)).toEqual([undefined, undefined, 10, 18]);
    expect(next.ui).toMatchObject({ sliderMode: 'delivery', pending: null });
    expect(next.ui.modals.sliderModeConfirm).toBe(false);
  });

  it('declining keeps mode and times', () => {
    const asked = t.changeSliderMode(stateOf(timed()), 'delivery', contextOf());
    const next = t.dismissPending(asked, contextOf());
    expect(next.listing).toBe(asked.listing);
    expect(next.ui).toMatchObject({ sliderMode: 'collection', pending: null });
  });

  it('other categories switch at once and keep both sides', () => {
    const next = t.changeSliderMode(stateOf(timed()), 'delivery', contextOf({ category: 'house-move' }));
    expect(times(next.listing)).toEqual([9, 17, 10, 18]);
  });

  it.each([
    [{ start: 7, end: 12 }, 'collection', [7, 15]],
    [{ start: 6, end: 20 }, 'collection', [6, 20]],
    [{ start: 8, end: 12 }, 'delivery', [10, 18]],
  ] as const)('setting %j in %s mode keeps the minimum range of 8 (many options) → %j', (range, mode, expected) => {
    const next = t.setSliderTimes(stateOf(blank(), { sliderMode: mode }), range, contextOf());
    const [from, to] =
      mode === 'delivery' ? ['delivery_time', 'delivery_time_end'] : ['pickup_time', 'pickup_time_end'];
    expect([next.listing[from], next.listing[to]]).toEqual(expected);
  });

  it.each([
    ['collection', [8, 18, undefined, undefined]],
    ['delivery', [undefined, undefined, 10, 18]],
  ] as const)(
    'reset in %s mode restores the defaults, drops the time-option charge and refreshes prices',
    (mode, expected) => {
      const start = stateOf(
        furnitureListing({ pickup_time: 9, pickup_time_end: 13, delivery_time: 12, delivery_time_end: 20 }),
        {
          sliderMode: mode,
        },
      );
      const next = t.resetTimeSlider(start, contextOf());
      expect(times(next.listing)).toEqual(expected);
      expect(next.listing).not.toHaveProperty('selectedTimeOption');
      expect(lines(next.listing)).toEqual([['priceOption', 149]]);
      expect(next.ui).toMatchObject({ priceStatus: 'loading', priceRequest: 1 });
    },
  );
});

describe('the long-distance rule (§4, §6): listing.distance is in miles', () => {
  const far = () => furnitureListing({ distance: 212, delivery_time: 12, delivery_time_end: 20 });

  it('a non-admin over 150 miles gets collection time only: time option, its charge and delivery times cleared', () => {
    const next = t.applyLongDistance(stateOf(far(), { sliderMode: 'delivery' }), contextOf());
    expect(next.ui.sliderMode).toBe('collection');
    expect(times(next.listing)).toEqual([8, 18, undefined, undefined]);
    expect(next.listing).not.toHaveProperty('selectedTimeOption');
    expect(lines(next.listing)).toEqual([['priceOption', 149]]);
    expect(t.applyLongDistance(next, contextOf())).toBe(next);
    expect(t.changeSliderMode(next, 'delivery', contextOf())).toBe(next);
  });

  it.each([
    ['an admin far away (212 miles)', far(), true],
    ['a customer nearby (90 miles)', furnitureListing({ distance: 90 }), false],
    ['a customer at exactly 150 miles', furnitureListing({ distance: 150 }), false],
    ['a customer before the route is known', omitFields(furnitureListing(), ['distance']), false],
  ])('%s keeps time values and mode', (_label, listing, isAdmin) => {
    const start = stateOf(listing, { sliderMode: 'delivery' });
    expect(t.applyLongDistance(start, contextOf({ isAdmin }))).toBe(start);
  });
});

describe('directions give miles, and the slider reads miles (regression: it read them as metres)', () => {
  const CARDIFF = { formatted_address: 'Cardiff CF10 2BU, UK', latitude: 51.4816, longitude: -3.1791 };
  const PLYMOUTH = { formatted_address: 'Plymouth PL1 2AA, UK', latitude: 50.3714, longitude: -4.1422 };

  it.each([
    [340_000, 211.27, true],
    [145_000, 90.1, false],
  ])('directions of %i m are stored as %f miles; collection only for a non-admin: %s', (metres, miles, far) => {
    const start = stateOf(furnitureListing({ delivery_address_data: PLYMOUTH }));
    const route = { pickup: start.listing.pickup_address_data, delivery: PLYMOUTH };
    const next = t.directionsLoaded(start, route, { distanceMetres: metres, durationSeconds: 4 * 3600 });
    expect(next.listing.distance).toBe(miles);
    expect(t.sliderStateOf(next, contextOf()).collectionOnly).toBe(far);
    expect(t.sliderStateOf(next, contextOf({ isAdmin: true })).collectionOnly).toBe(false);
  });

  it.each([
    [false, true],
    [true, false],
  ])('a session whose directions say 340 km (admin: %s) offers collection only: %s', async (isAdmin, only) => {
    const storage = createMemoryStorage();
    const now = () => NOW.getTime();
    createDraftStore({ storage, now }).save('far', furnitureListing());
    const getDirections = vi.fn<MapsApi['getDirections']>(async () => ({
      geometry: [],
      distanceMetres: 340_000,
      durationSeconds: 4 * 3600,
    }));
    const session = getQuoteSession('far', {
      storage,
      now,
      context: { category: 'furniture', isAdmin },
      api: fakeApi(async () => priceResponse),
      maps: { getDirections } as Partial<MapsApi> as MapsApi,
    });
    session.changeSliderMode('delivery');
    session.confirmPending();
    expect(session.$timeSlider.get()).toMatchObject({ mode: 'delivery', collectionOnly: false });
    expect(session.setAddress('delivery', CARDIFF)).toBe(true);
    await vi.waitFor(() => expect(session.$listing.get().distance).toBe(211.27));
    expect(session.$timeSlider.get()).toMatchObject({
      mode: only ? 'collection' : 'delivery',
      collectionOnly: only,
    });
    const { delivery_time, delivery_time_end } = session.$listing.get();
    expect([delivery_time, delivery_time_end]).toEqual(only ? [undefined, undefined] : [10, 18]);
  });
});
