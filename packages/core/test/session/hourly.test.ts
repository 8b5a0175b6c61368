import { describe, expect, it } from 'vitest';
import { MAX_HOURS, quoteTransitions as t } from '../../src/index.js';
import { contextOf, furnitureListing, NOW, stateOf } from './fixtures.js';

const hourly = (hours: number | undefined, pickup_date = '2030-01-14') =>
  stateOf(furnitureListing({ hours_selected: hours, min_time_selectable_hours: 2, pickup_date }));

describe('hourly rate hours (docs/behaviour/quote-flow.md §4, §5, §9)', () => {
  it.each([
    [3, 'up', 3.5],
    [3, 'down', 2.5],
    [2, 'down', 2],
    [11.5, 'up', 12],
    [12, 'up', MAX_HOURS],
    [undefined, 'up', 2.5],
  ] as const)('%s hours, %s → %d (0.5 steps between the minimum 2 and 12)', (hours, direction, next) => {
    expect(t.changeHours(hourly(hours), direction, contextOf()).listing.hours_selected).toBe(next);
  });

  it.each([
    [13, 12],
    [1, 2],
    [4.3, 4.5],
  ])('a typed %d becomes %d', (typed, hours) => {
    expect(t.changeHours(hourly(3), typed, contextOf()).listing.hours_selected).toBe(hours);
  });

  it('the chosen day’s slots refresh: 11 hours leave 08:00, 08:30 and 09:00 starts ending by 20:00', () => {
    const next = t.changeHours(hourly(10.5), 'up', contextOf());
    expect(next.listing.available_slots).toEqual([
      { start: '08:00', end: '19:00' },
      { start: '08:30', end: '19:30' },
      { start: '09:00', end: '20:00' },
    ]);
  });

  it('today with no slot left closes the time-option modal', () => {
    const today = hourly(6, '2030-01-10');
    const open = { ...today, ui: { ...today.ui, modals: { ...today.ui.modals, timeOption: true } } };
    // At noon the earliest start is 14:00, so 6 hours still fit (14:00–20:00); 6.5 do not.
    expect(t.changeHours(open, 6, contextOf()).ui.modals.timeOption).toBe(true);
    const next = t.changeHours(open, 'up', contextOf({ now: NOW }));
    expect(next.listing.available_slots).toEqual([]);
    expect(next.ui.modals.timeOption).toBe(false);
  });

  it('another day without slots keeps the modal open', () => {
    const start = hourly(12);
    const open = { ...start, ui: { ...start.ui, modals: { ...start.ui.modals, timeOption: true } } };
    expect(t.changeHours(open, 'up', contextOf()).ui.modals.timeOption).toBe(true);
  });
});
