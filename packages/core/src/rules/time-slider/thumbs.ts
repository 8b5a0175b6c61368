import { SLIDER_MAX_HOUR, SLIDER_MIN_HOUR, SLIDER_TICK_HOURS } from './constants.js';
import type { SliderRange } from './slider.js';

/** A thumb of the time slider: the window's start or its end. */
export type SliderThumb = 'start' | 'end';

/** Hours an arrow key moves a thumb: one hour, as windows set on the slider are whole hours (clampSliderRange). */
export const SLIDER_KEY_STEP_HOURS = 1;

/** Hours PageUp and PageDown move a thumb: one tick (docs/behaviour/quote-flow.md §9: 2-hour ticks). */
export const SLIDER_PAGE_STEP_HOURS = SLIDER_TICK_HOURS;

/** The hours the slider's track shows, 6 to 20 (§9), whatever the mode allows. */
export const SLIDER_TRACK: Readonly<SliderRange> = Object.freeze({ start: SLIDER_MIN_HOUR, end: SLIDER_MAX_HOUR });

/** The values a thumb may take: its aria-valuemin and aria-valuemax. */
export interface ThumbLimits {
  min: number;
  max: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A minimum range the bounds can hold: a non-number or a negative one is 0. */
function gapWithin(bounds: SliderRange, minRange: number): number {
  return clamp(Number.isFinite(minRange) ? minRange : 0, 0, Math.max(0, bounds.end - bounds.start));
}

/**
 * The values a thumb may take with the other thumb where it is (APG multi-thumb slider): within
 * the mode's bounds, never past the other thumb, and always leaving the minimum range between them
 * (a window already narrower, a time option's, may keep its thumbs where they are).
 * @example thumbLimits({ start: 8, end: 18 }, 'start', { start: 6, end: 20 }, 8) // { min: 6, max: 10 }
 */
export function thumbLimits(
  range: SliderRange,
  thumb: SliderThumb,
  bounds: SliderRange,
  minRange: number,
): ThumbLimits {
  const gap = gapWithin(bounds, minRange);
  // A window narrower than the minimum (a time option's) keeps each thumb where it is allowed.
  if (thumb === 'start') {
    const end = clamp(range.end, bounds.start, bounds.end);
    return { min: bounds.start, max: Math.max(bounds.start, end - gap, Math.min(range.start, end)) };
  }
  const start = clamp(range.start, bounds.start, bounds.end);
  return { min: Math.min(bounds.end, start + gap, Math.max(range.end, start)), max: bounds.end };
}

/**
 * The window with one thumb moved towards `hour`: to the nearest whole hour, held within the
 * thumb's limits (so the thumbs never cross and the minimum range holds). A non-number moves nothing.
 * @example moveThumb({ start: 8, end: 18 }, 'end', 12.4, { start: 6, end: 20 }, 8) // { start: 8, end: 16 }
 */
export function moveThumb(
  range: SliderRange,
  thumb: SliderThumb,
  hour: number,
  bounds: SliderRange,
  minRange: number,
): SliderRange {
  if (!Number.isFinite(hour)) return range;
  const limits = thumbLimits(range, thumb, bounds, minRange);
  const value = clamp(Math.round(hour), limits.min, limits.max);
  if (value === (thumb === 'start' ? range.start : range.end)) return range;
  return thumb === 'start' ? { start: value, end: range.end } : { start: range.start, end: value };
}

/**
 * Where a key sends a thumb (APG slider keys): Right and Up one hour later, Left and Down one
 * hour earlier, PageUp and PageDown two hours, Home and End to the thumb's limits. Null for any
 * other key, which the slider leaves alone. The caller holds the result within the limits
 * (moveThumb).
 * @example thumbKeyTarget('PageUp', 8, { min: 6, max: 10 }) // 10
 */
export function thumbKeyTarget(key: string, value: number, limits: ThumbLimits): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return value + SLIDER_KEY_STEP_HOURS;
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - SLIDER_KEY_STEP_HOURS;
    case 'PageUp':
      return value + SLIDER_PAGE_STEP_HOURS;
    case 'PageDown':
      return value - SLIDER_PAGE_STEP_HOURS;
    case 'Home':
      return limits.min;
    case 'End':
      return limits.max;
    default:
      return null;
  }
}

/**
 * Where an hour sits along the track, from 0 at its start to 1 at its end (clamped), for drawing.
 * @example hourFraction(13) // 0.5
 */
export function hourFraction(hour: number, track: SliderRange = SLIDER_TRACK): number {
  const span = track.end - track.start;
  if (!Number.isFinite(hour) || span <= 0) return 0;
  return clamp((hour - track.start) / span, 0, 1);
}

/**
 * The hour at a point along the track (0 at its start, 1 at its end; outside is held to the
 * ends), not rounded: a drag follows the pointer and moveThumb rounds.
 * @example hourAtFraction(0.5) // 13
 */
export function hourAtFraction(fraction: number, track: SliderRange = SLIDER_TRACK): number {
  const at = Number.isFinite(fraction) ? clamp(fraction, 0, 1) : 0;
  return track.start + at * (track.end - track.start);
}

/**
 * The thumb a press on the track moves: the nearer one; before the start or after the end, that
 * thumb; halfway between, the end when the press is past the middle.
 * @example nearestThumb({ start: 8, end: 18 }, 15) // 'end'
 */
export function nearestThumb(range: SliderRange, hour: number): SliderThumb {
  if (!Number.isFinite(hour) || hour <= range.start) return 'start';
  if (hour >= range.end) return 'end';
  return hour - range.start < range.end - hour ? 'start' : 'end';
}
