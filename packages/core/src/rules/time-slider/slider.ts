import { hasManyTimeOptions } from '../time-options/time-options.js';
import {
  COLLECTION_DEFAULT_START,
  DELIVERY_DEFAULT_START,
  DELIVERY_MIN_START,
  DELIVERY_WINDOW_EXTRA_HOURS,
  MANY_OPTIONS_MINIMUM_RANGE,
  SLIDER_DEFAULT_END,
  SLIDER_MAX_HOUR,
  SLIDER_MIN_HOUR,
  SLIDER_TICK_HOURS,
} from './constants.js';

/** The slider's mode: collection (pickup) or delivery (docs/behaviour/quote-flow.md §4). */
export type SliderMode = 'collection' | 'delivery';

/**
 * A window on the slider in hours of the day (12.5 is 12:30), start ≤ end. Windows set on the
 * slider are whole hours (clampSliderRange); a delivery window may end up between them.
 */
export interface SliderRange {
  start: number;
  end: number;
}

/** What the time slider holds: its mode, each side's window and the selected time option. */
export interface TimeSliderState {
  mode: SliderMode;
  /** pickup_time to pickup_time_end; null when not set. */
  pickup: SliderRange | null;
  /** delivery_time to delivery_time_end; null when not set. */
  delivery: SliderRange | null;
  /** selectedTimeOption; null when none. */
  selectedTimeOption: string | null;
  /** True when the long-distance rule leaves collection time only. */
  collectionOnly?: boolean;
}

/** The listing's selectedTimeOptionType for a slider mode ('pickup' for collection). */
export function timeOptionTypeOf(mode: SliderMode): 'pickup' | 'delivery' {
  return mode === 'delivery' ? 'delivery' : 'pickup';
}

/**
 * The starting window of a mode: collection 8 to 18, delivery 10 to 18 (§4, §9).
 * @example sliderDefaults('delivery') // { start: 10, end: 18 }
 */
export function sliderDefaults(mode: SliderMode): SliderRange {
  return { start: mode === 'delivery' ? DELIVERY_DEFAULT_START : COLLECTION_DEFAULT_START, end: SLIDER_DEFAULT_END };
}

/** The hours a mode's slider may take: 6 to 20, delivery starting no earlier than 10 (§9). */
export function sliderBounds(mode: SliderMode): SliderRange {
  return { start: mode === 'delivery' ? DELIVERY_MIN_START : SLIDER_MIN_HOUR, end: SLIDER_MAX_HOUR };
}

/** The slider's tick marks: every 2 hours from 6 to 20 (§9). */
export function sliderTicks(): number[] {
  const ticks: number[] = [];
  for (let hour = SLIDER_MIN_HOUR; hour <= SLIDER_MAX_HOUR; hour += SLIDER_TICK_HOURS) ticks.push(hour);
  return ticks;
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function hourOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The range inside the mode's bounds with its ends in order; non-numbers take the mode's default. */
function orderedWithinBounds(
  range: Partial<SliderRange> | null | undefined,
  mode: SliderMode,
  toHour: (hour: number) => number,
): SliderRange {
  const bounds = sliderBounds(mode);
  const defaults = sliderDefaults(mode);
  const a = clamp(toHour(hourOr(range?.start, defaults.start)), bounds.start, bounds.end);
  const b = clamp(toHour(hourOr(range?.end, defaults.end)), bounds.start, bounds.end);
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

const asIs = (hour: number) => hour;

/**
 * The delivery window: the pickup window plus trip and loading time in hours plus 1, capped at
 * 20 (docs/behaviour/quote-flow.md §9). Nothing is rounded: a 2.5-hour trip moves the window by
 * 2.5 hours, and the state carries the half hour (12.5 is 12:30, see formatSliderHour).
 * The pickup window is put in order and inside 6–20 first; missing, negative or non-numeric
 * trip and loading times count as 0.
 * @example deliveryWindow({ start: 8, end: 18 }, 2.5, 1) // { start: 12.5, end: 20 }
 */
export function deliveryWindow(pickup: SliderRange, tripHours: number, loadingHours: number): SliderRange {
  const pickupRange = orderedWithinBounds(pickup, 'collection', asIs);
  const offset = nonNegative(tripHours) + nonNegative(loadingHours) + DELIVERY_WINDOW_EXTRA_HOURS;
  return {
    start: Math.min(SLIDER_MAX_HOUR, pickupRange.start + offset),
    end: Math.min(SLIDER_MAX_HOUR, pickupRange.end + offset),
  };
}

/**
 * The slider's minimum range: 8 when many time options exist (more than 3, the same count that
 * groups the option list), otherwise sliderStep (§9). A sliderStep that is not a positive number
 * falls back to the 2-hour tick; it never exceeds the slider's 14-hour span.
 * @example minimumRange(5, 2) // 8
 * @example minimumRange(3, 4) // 4
 */
export function minimumRange(optionCount: number, sliderStep: number): number {
  if (hasManyTimeOptions(optionCount)) return MANY_OPTIONS_MINIMUM_RANGE;
  const step = Number.isFinite(sliderStep) && sliderStep > 0 ? sliderStep : SLIDER_TICK_HOURS;
  return Math.min(SLIDER_MAX_HOUR - SLIDER_MIN_HOUR, step);
}

/** Options of clampSliderRange. */
export interface ClampSliderOptions {
  /**
   * Smallest end − start, in hours (see minimumRange).
   * @default 0
   */
  minRange?: number;
}

/**
 * A valid window for a mode: whole hours within 6–20 (delivery from 10), start ≤ end, at least
 * `minRange` wide (widened to the right, or to the left at 20). Swapped ends are put in order;
 * non-numbers take the mode's default.
 * @example clampSliderRange({ start: 8, end: 12 }, 'delivery', { minRange: 8 }) // { start: 10, end: 18 }
 */
export function clampSliderRange(
  range: Partial<SliderRange> | null | undefined,
  mode: SliderMode,
  options: ClampSliderOptions = {},
): SliderRange {
  const bounds = sliderBounds(mode);
  const span = bounds.end - bounds.start;
  const minRange = clamp(Math.ceil(nonNegative(options.minRange ?? 0)), 0, span);
  const { start, end } = orderedWithinBounds(range, mode, Math.round);
  if (end - start >= minRange) return { start, end };
  const widenedEnd = Math.min(bounds.end, start + minRange);
  return { start: widenedEnd - minRange, end: widenedEnd };
}
