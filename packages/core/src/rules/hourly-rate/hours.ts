import { DEFAULT_MIN_HOURS, HOURS_STEP, MAX_HOURS } from './constants.js';

/** Which way the hours buttons move. */
export type HoursDirection = 'up' | 'down';

function onGrid(hours: number, round: (value: number) => number): number {
  return round(hours / HOURS_STEP) * HOURS_STEP;
}

/**
 * The minimum hours: min_time_selectable_hours rounded up to the 0.5 grid, at most 12; a missing,
 * non-positive or non-numeric minimum gives DEFAULT_MIN_HOURS (§4).
 */
export function minimumHours(min: number | null | undefined): number {
  if (typeof min !== 'number' || !Number.isFinite(min) || min <= 0) return DEFAULT_MIN_HOURS;
  return Math.min(MAX_HOURS, onGrid(min, Math.ceil));
}

/**
 * hours_selected kept within the minimum and 12, on the 0.5 grid (§5: hours cannot go under the
 * minimum or over 12). A non-number gives the minimum.
 * @example clampHours(13, 2) // 12
 * @example clampHours(2.3, 2) // 2.5
 */
export function clampHours(hours: number, min: number | null | undefined): number {
  const floor = minimumHours(min);
  if (typeof hours !== 'number' || !Number.isFinite(hours)) return floor;
  return Math.min(MAX_HOURS, Math.max(floor, onGrid(hours, Math.round)));
}

/**
 * hours_selected after one press: 0.5 hours up or down, staying within the minimum and 12 (§4).
 * @example stepHours(3, 'up', 2) // 3.5
 * @example stepHours(2, 'down', 2) // 2
 */
export function stepHours(current: number, direction: HoursDirection, min: number | null | undefined): number {
  const step = direction === 'up' ? HOURS_STEP : -HOURS_STEP;
  return clampHours(clampHours(current, min) + step, min);
}

/** True when pressing that way would change hours_selected (the button is enabled). */
export function canStepHours(current: number, direction: HoursDirection, min: number | null | undefined): boolean {
  return stepHours(current, direction, min) !== clampHours(current, min);
}
