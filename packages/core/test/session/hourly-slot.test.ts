import { afterEach, describe, expect, it } from 'vitest';
import {
  getQuoteSession,
  hourlySlotsView,
  isHourlyRateCategory,
  type Listing,
  resetSessions,
  timeOptionDeliveryWindows,
} from '../../src/index.js';
import type { QuoteState } from '../../src/session/quote-state.js';
import { changeHourlyHours, refreshHourlySlots, selectHourlySlot } from '../../src/session/transitions/hourly-slot.js';
import { contextOf, furnitureListing, NOW, stateOf } from './fixtures.js';

afterEach(() => resetSessions());

/** An hourly-rate job (minimum 2 hours) on a day (today is 2030-01-10, noon), with a chosen window. */
function hourly(hours: number, pickup_date = '2030-01-14', window?: [string, string], modalOpen = true): QuoteState {
  const listing: Listing = furnitureListing({ hours_selected: hours, min_time_selectable_hours: 2, pickup_date });
  if (window) Object.assign(listing, { pickup_time: window[0], pickup_time_end: window[1] });
  const state = stateOf(listing);
  return { ...state, ui: { ...state.ui, modals: { ...state.ui.modals, timeOption: modalOpen } } };
}

/** The fixture's listing without a chosen day. */
const noDay = (): QuoteState => {
  const { pickup_date: _, ...listing } = furnitureListing({ hours_selected: 3 });
  return stateOf(listing);
};

const manAndVan = (now = NOW) => contextOf({ category: 'man-and-van', now });
const at = (hours: number, minutes = 0) => new Date(2030, 0, 10, hours, minutes);
const windowOf = (state: QuoteState) => [state.listing.pickup_time ?? null, state.listing.pickup_time_end ?? null];

describe('the hourly-rate category (docs/behaviour/quote-flow.md §1, §6)', () => {
  it.each([
    ['man-and-van', true],
    ['Man-And-Van', true],
    ['furniture', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (category, hourlyRate) => {
    expect(isHourlyRateCategory(category)).toBe(hourlyRate);
  });
});

describe('choosing an hourly start time (§2 hourly-rate variant, §3 pickup_time, §9)', () => {
  it.each([
    ['a day ahead, 3 hours from 10:00', hourly(3), '10:00', ['10:00', '13:00']],
    ['a day ahead, 3 hours from 17:00: ends at 20:00', hourly(3), '17:00', ['17:00', '20:00']],
    ['a day ahead, 3.5 hours from 09:30', hourly(3.5), '09:30', ['09:30', '13:00']],
    ['today at noon, from 14:00 (now plus 2 hours)', hourly(3, '2030-01-10'), '14:00', ['14:00', '17:00']],
  ])('%s: the collection window is that slot and the modal closes', (_, state, start, window) => {
    const next = selectHourlySlot(state, start, manAndVan());
    expect(windowOf(next)).toEqual(window);
    expect(next.ui.modals.timeOption).toBe(false);
  });

  it.each([
    ['ending after 20:00', hourly(3), '17:30'],
    ['too near today (before now plus 2 hours)', hourly(3, '2030-01-10'), '13:30'],
    ['not on the half-hour grid', hourly(3), '10:15'],
    ['not a time', hourly(3), 'soon'],
    ['no day chosen', noDay(), '10:00'],
  ])('a start %s changes nothing', (_, state, start) => {
    expect(selectHourlySlot(state, start, manAndVan())).toBe(state);
  });
});

describe('changing the hours keeps the chosen start when it still fits (§4, §5)', () => {
  it.each([
    ['up: the end moves', 3, 'up', ['10:00', '13:00'], 3.5, ['10:00', '13:30']],
    ['down: the end moves', 3, 'down', ['10:00', '13:00'], 2.5, ['10:00', '12:30']],
    ['up past 20:00: the start goes', 3, 'up', ['17:00', '20:00'], 3.5, [null, null]],
    ['typed 12 from 09:00: the start goes', 3, 12, ['09:00', '12:00'], 12, [null, null]],
    ['typed 12 from 08:00: 08:00 to 20:00', 3, 12, ['08:00', '11:00'], 12, ['08:00', '20:00']],
    ['nothing chosen stays so', 3, 'up', undefined, 3.5, [null, null]],
  ] as const)('%s', (_, hours, change, window, nextHours, nextWindow) => {
    const next = changeHourlyHours(hourly(hours, '2030-01-14', window ? [...window] : undefined), change, manAndVan());
    expect(next.listing.hours_selected).toBe(nextHours);
    expect(windowOf(next)).toEqual(nextWindow);
  });

  it('another category keeps its collection window: the time slider owns it', () => {
    const state = hourly(3, '2030-01-14', ['17:00', '20:00']);
    expect(windowOf(changeHourlyHours(state, 'up', contextOf()))).toEqual(['17:00', '20:00']);
  });

  it('today with no slot left for the new hours closes the modal (changeHours)', () => {
    const next = changeHourlyHours(hourly(6, '2030-01-10', ['14:00', '20:00']), 'up', manAndVan());
    expect(next.ui.modals.timeOption).toBe(false);
    expect(windowOf(next)).toEqual([null, null]);
  });
});

describe('the 30-minute refresh (§9: 1,800,000 ms) and the modal closing when today has no slot (§4)', () => {
  it('at noon nothing has moved: the same state, so no hk-change', () => {
    const state = refreshHourlySlots(hourly(3, '2030-01-10'), manAndVan());
    expect(refreshHourlySlots(state, manAndVan())).toBe(state);
  });

  it.each([
    ['12:10: the earliest start is 14:30, so a chosen 14:00 goes', at(12, 10), ['14:00', '17:00'], [null, null], true],
    ['12:10: a chosen 15:00 stays', at(12, 10), ['15:00', '18:00'], ['15:00', '18:00'], true],
    ['16:30: nothing left for 3 hours today, the modal closes', at(16, 30), ['18:30', '20:00'], [null, null], false],
    ['14:55: 17:00 is the last start for 3 hours', at(14, 55), ['17:00', '20:00'], ['17:00', '20:00'], true],
  ] as const)('%s', (_, now, window, nextWindow, open) => {
    const next = refreshHourlySlots(hourly(3, '2030-01-10', [...window]), manAndVan(now));
    expect(windowOf(next)).toEqual(nextWindow);
    expect(next.ui.modals.timeOption).toBe(open);
  });

  it('the day’s slots (available_slots) follow the clock', () => {
    const next = refreshHourlySlots(hourly(5, '2030-01-10'), manAndVan(at(14, 55)));
    expect(next.listing.available_slots).toEqual([]);
    const earlier = refreshHourlySlots(hourly(5, '2030-01-10'), manAndVan(at(12, 40)));
    expect(earlier.listing.available_slots).toEqual([{ start: '15:00', end: '20:00' }]);
  });

  it('another day without the modal open, or no day chosen: nothing to close', () => {
    const ahead = hourly(3, '2030-01-14', undefined, false);
    expect(refreshHourlySlots(ahead, manAndVan(at(19))).ui.modals.timeOption).toBe(false);
    const none = noDay();
    expect(refreshHourlySlots(none, manAndVan())).toBe(none);
  });
});

describe('hourlySlotsView: the start times as the list shows them (§9 grouping)', () => {
  it('a day ahead with 10 hours: 08:00 to 10:00 starts, all morning, grouped since more than 3, the chosen one marked', () => {
    const view = hourlySlotsView(hourly(10, '2030-01-14', ['09:00', '19:00']), manAndVan());
    expect(view).toMatchObject({ day: '2030-01-14', today: false, hours: 10, count: 5 });
    expect(view.slots.grouped).toBe(true);
    if (!view.slots.grouped) return;
    expect(view.slots.groups.map((g) => [g.group, g.options.map((o) => o.option)])).toEqual([
      ['morning', ['08:00-18:00', '08:30-18:30', '09:00-19:00', '09:30-19:30', '10:00-20:00']],
    ]);
    expect(view.selected).toMatchObject({ start: '09:00', end: '19:00', from: 9, to: 19, selected: true });
  });

  it('today at noon with 5 hours: 14:00 and later, afternoon then evening… and 3 or fewer are not grouped', () => {
    const today = hourlySlotsView(hourly(5, '2030-01-10'), manAndVan());
    expect(today).toMatchObject({ today: true, count: 3, selected: null });
    expect(today.slots).toEqual({
      grouped: false,
      options: [
        { option: '14:00-19:00', start: '14:00', end: '19:00', from: 14, to: 19, selected: false },
        { option: '14:30-19:30', start: '14:30', end: '19:30', from: 14.5, to: 19.5, selected: false },
        { option: '15:00-20:00', start: '15:00', end: '20:00', from: 15, to: 20, selected: false },
      ],
    });
    const later = hourlySlotsView(hourly(2, '2030-01-10'), manAndVan(at(13)));
    expect(later.slots.grouped && later.slots.groups.map((g) => g.group)).toEqual(['afternoon', 'evening']);
  });

  it('no day chosen: no start times', () => {
    expect(hourlySlotsView(noDay(), manAndVan())).toMatchObject({ day: null, count: 0 });
  });
});

describe('timeOptionDeliveryWindows (§3 Time option: delivery_start, delivery_end)', () => {
  it('by key, from a map or a list, leaving out options without a readable delivery window', () => {
    const map = {
      '0800-1200': { from: 8, to: 12, delivery_start: 14, delivery_end: 18 },
      '1200-1600': { from: 12, to: 16, delivery_start: '16:00', delivery_end: '20:00' },
      '0800-1800': { from: 8, to: 18 },
      '1600-2000': { from: 16, to: 20, delivery_start: 20, delivery_end: 18 },
    };
    expect(timeOptionDeliveryWindows(furnitureListing({ availableTimeOptions: map }))).toEqual({
      '0800-1200': { from: 14, to: 18 },
      '1200-1600': { from: 16, to: 20 },
    });
    const list = [{ option: '0900-1300', delivery_start: '15:30', delivery_end: '19:00' }];
    expect(timeOptionDeliveryWindows(furnitureListing({ availableTimeOptions: list }))).toEqual({
      '0900-1300': { from: 15.5, to: 19 },
    });
    expect(timeOptionDeliveryWindows(furnitureListing({ availableTimeOptions: undefined }))).toEqual({});
  });
});

describe('the session’s hourly actions and store', () => {
  it('$hourlySlots follows the clock after refreshHourlySlots; hours and start chosen through the actions', () => {
    let now = at(12);
    const session = getQuoteSession('hourly-slots', {
      drafts: false,
      now: () => now.getTime(),
      context: { category: 'man-and-van' },
    });
    session.update((state) => ({
      ...state,
      listing: { ...state.listing, pickup_date: '2030-01-10', min_time_selectable_hours: 2, hours_selected: 3 },
    }));
    expect(session.$hourlySlots.get().slots).toMatchObject({ grouped: true });
    const first = () => {
      const { slots } = session.$hourlySlots.get();
      return slots.grouped ? slots.groups[0]?.options[0]?.start : slots.options[0]?.start;
    };
    expect(first()).toBe('14:00');
    session.selectHourlySlot('14:00');
    expect(session.$hourlySlots.get().selected?.start).toBe('14:00');
    session.changeHourlyHours('up');
    expect([session.$listing.get().pickup_time, session.$listing.get().pickup_time_end]).toEqual(['14:00', '17:30']);
    now = at(12, 40);
    session.refreshHourlySlots();
    expect(first()).toBe('15:00');
    expect(session.$hourlySlots.get().selected).toBeNull();
    session.openModal('timeOption');
    now = at(17);
    session.refreshHourlySlots();
    expect(session.$hourlySlots.get().count).toBe(0);
    expect(session.$ui.get().modals.timeOption).toBe(false);
  });
});
