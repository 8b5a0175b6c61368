import { describe, expect, it } from 'vitest';
import {
  canStepHours,
  clampHours,
  earliestSameDayStart,
  HOURLY_OPTIONS_REFRESH_MS,
  type HourlySlot,
  hourlyModalCloses,
  hourlySlots,
  MAX_HOURS,
  minimumHours,
  stepHours,
} from '../../src/rules/hourly-rate/index.js';

describe('hours_selected moves in 0.5 steps from the minimum to 12 (spec §4, §5, §9)', () => {
  it.each([
    [3, 'up', 2, 3.5],
    [3, 'down', 2, 2.5],
    [2, 'down', 2, 2],
    [12, 'up', 2, 12],
    [11.5, 'up', 2, 12],
    [Number.NaN, 'up', 2, 2.5],
    [20, 'down', 2, 11.5],
    [1, 'up', 3, 3.5],
  ] as const)('%d %s with minimum %d gives %d', (current, direction, min, next) => {
    expect(stepHours(current, direction, min)).toBe(next);
  });
  it.each([
    [13, 2, MAX_HOURS],
    [1, 2, 2],
    [2.3, 2, 2.5],
    [2.2, 2, 2],
    [Number.NaN, 2, 2],
    [5, 1.25, 5],
    [1, 1.25, 1.5],
    [4, undefined, 4],
    [0, Number.NaN, 1],
    [13, 15, 12],
  ])('clampHours(%d, minimum %d) is %d', (hours, min, clamped) => {
    expect(clampHours(hours, min)).toBe(clamped);
  });
  it.each([
    [2, 'down', 2, false],
    [2, 'up', 2, true],
    [12, 'up', 2, false],
    [12, 'down', 2, true],
  ] as const)('at %d, %s is enabled (minimum %d): %s', (hours, direction, min, enabled) => {
    expect(canStepHours(hours, direction, min)).toBe(enabled);
  });
  it('a missing minimum falls back to 1 hour; a fractional one rounds up to the half hour', () => {
    expect(minimumHours(undefined)).toBe(1);
    expect(minimumHours(2.1)).toBe(2.5);
  });
});

describe('earliest same-day start: now + 2 h, rounded up to the next half hour (spec §9)', () => {
  it.each([
    [new Date(2027, 5, 1, 10, 0), 12 * 60],
    [new Date(2027, 5, 1, 10, 5), 12 * 60 + 30],
    [new Date(2027, 5, 1, 10, 30), 12 * 60 + 30],
    [new Date(2027, 5, 1, 10, 30, 1), 13 * 60],
    [new Date(2027, 5, 1, 21, 45), 24 * 60],
    [new Date(2027, 5, 1, 22, 0), null],
  ])('at %s it is %s minutes after midnight', (now, minutes) => {
    expect(earliestSameDayStart(now)).toBe(minutes);
  });
});

const starts = (slots: HourlySlot[] | { code: string }) =>
  Array.isArray(slots) ? slots.map((slot) => slot.start) : slots;

describe('hourly slots end by 20:00; today starts no earlier than now + 2 h (spec §4, §9)', () => {
  const morning = new Date(2027, 5, 1, 7, 0);
  it('a later day offers half-hourly starts from 08:00 whose slot ends by 20:00', () => {
    expect(hourlySlots('2027-06-02', 11, morning)).toEqual([
      { start: '08:00', end: '19:00' },
      { start: '08:30', end: '19:30' },
      { start: '09:00', end: '20:00' },
    ]);
  });
  it.each([
    [new Date(2027, 5, 1, 14, 10), 3, ['16:30', '17:00']],
    [new Date(2027, 5, 1, 14, 0), 4, ['16:00']],
    [new Date(2027, 5, 1, 15, 0), 4, []],
    [new Date(2027, 5, 1, 5, 0), 12, ['08:00']],
  ])('today at %s, %d hours: starts %o', (now, hours, expected) => {
    expect(starts(hourlySlots('2027-06-01', hours, now))).toEqual(expected);
  });
  it('a 2.5-hour slot ends on the half hour', () => {
    expect(hourlySlots('2027-06-02', 2.5, morning)).toContainEqual({ start: '17:30', end: '20:00' });
  });
  it.each([
    ['a past day', '2027-05-31', 2],
    ['zero hours', '2027-06-02', 0],
    ['NaN hours', '2027-06-02', Number.NaN],
  ])('%s gives no slots', (_case, date, hours) => {
    expect(hourlySlots(date, hours, morning)).toEqual([]);
  });
  it('an invalid date is invalidDate', () => {
    expect(hourlySlots('2027-06-31', 2, morning)).toEqual({ code: 'invalidDate' });
  });
});

describe('if today is chosen and no slot is available, the modal closes (spec §4)', () => {
  it.each([
    ['today, slots left', '2027-06-01', new Date(2027, 5, 1, 10, 0), false],
    ['today, too late for 4 hours', '2027-06-01', new Date(2027, 5, 1, 15, 0), true],
    ['today, after 22:00', '2027-06-01', new Date(2027, 5, 1, 22, 30), true],
    ['tomorrow', '2027-06-02', new Date(2027, 5, 1, 22, 30), false],
  ])('%s: closes %s', (_case, date, now, closes) => {
    expect(hourlyModalCloses(date, 4, now)).toBe(closes);
  });
});

describe('hourly time options refresh every 1,800,000 ms (spec §9)', () => {
  it('is 30 minutes', () => {
    expect(HOURLY_OPTIONS_REFRESH_MS).toBe(1_800_000);
  });
});
