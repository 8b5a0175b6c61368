import { describe, expect, it } from 'vitest';
import { type Listing, omitFields, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, lines, stateOf } from './fixtures.js';

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

describe('time slider modes (customer-quote-flow.md §4, §9)', () => {
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

describe('the long-distance rule (§4, §6)', () => {
  const far = () => furnitureListing({ distance: 300_000, delivery_time: 12, delivery_time_end: 20 });

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
    ['an admin far away', far(), true],
    ['a customer nearby', furnitureListing(), false],
  ])('%s keeps time values and mode', (_label, listing, isAdmin) => {
    const start = stateOf(listing, { sliderMode: 'delivery' });
    expect(t.applyLongDistance(start, contextOf({ isAdmin }))).toBe(start);
  });
});
