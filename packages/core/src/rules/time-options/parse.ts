import { HOURS_PER_DAY, MINUTES_PER_HOUR } from './constants.js';

/** A time option as the server sends it (docs/behaviour/quote-flow.md §3, Time option); all optional. */
export interface TimeOptionInput {
  /** The option key, like '0800-1800'. */
  option?: string;
  title?: string;
  from?: number | string;
  to?: number | string;
  start?: number | string;
  end?: number | string;
  delivery_start?: number | string;
  delivery_end?: number | string;
  price?: number | string;
  selected?: boolean;
  disabled?: boolean;
  pickup_date_mode?: unknown;
  delivery_date_mode?: unknown;
}

/** A time option's window in hours of the day (8.5 is 08:30). */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The coded error for a key or option whose window cannot be read. */
export interface TimeOptionError {
  code: 'invalidTimeOption';
}

const INVALID: TimeOptionError = Object.freeze({ code: 'invalidTimeOption' });

/** True when a time-option rule answered with a coded error. */
export function isTimeOptionError(value: unknown): value is TimeOptionError {
  return typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 'invalidTimeOption';
}

const HOUR_TEXT = /^(\d{1,2})(?::?(\d{2}))?$/;

/**
 * Reads an hour of the day: a number 0–24, or text 'H', 'HH', 'HHMM' or 'HH:MM'. Null otherwise.
 * @example parseHour('08:30') // 8.5
 */
export function parseHour(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value <= HOURS_PER_DAY ? value : null;
  if (typeof value !== 'string') return null;
  const match = HOUR_TEXT.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (minutes >= MINUTES_PER_HOUR) return null;
  const hour = hours + minutes / MINUTES_PER_HOUR;
  return hour <= HOURS_PER_DAY ? hour : null;
}

function window(from: unknown, to: unknown): TimeWindow | TimeOptionError {
  const start = parseHour(from);
  const end = parseHour(to);
  return start !== null && end !== null && start < end ? { from: start, to: end } : INVALID;
}

/**
 * Reads a time-option key 'HHMM-HHMM' (docs/behaviour/quote-flow.md §3: keys like 0800-1800).
 * The end must be after the start.
 * @example parseTimeOptionKey('0800-1800') // { from: 8, to: 18 }
 */
export function parseTimeOptionKey(key: string): TimeWindow | TimeOptionError {
  if (typeof key !== 'string') return INVALID;
  const parts = key.trim().split('-');
  if (parts.length !== 2 || parts.some((part) => !/^\d{4}$/.test(part))) return INVALID;
  return window(parts[0], parts[1]);
}

/**
 * A time option's window: its from/to, else start/end, else its key (§3).
 * @example timeOptionWindow({ option: '1200-1500' }) // { from: 12, to: 15 }
 */
export function timeOptionWindow(option: TimeOptionInput): TimeWindow | TimeOptionError {
  if (typeof option !== 'object' || option === null) return INVALID;
  if (option.from !== undefined || option.to !== undefined) {
    const fromTo = window(option.from, option.to);
    if (!isTimeOptionError(fromTo)) return fromTo;
  }
  if (option.start !== undefined || option.end !== undefined) {
    const startEnd = window(option.start, option.end);
    if (!isTimeOptionError(startEnd)) return startEnd;
  }
  return typeof option.option === 'string' ? parseTimeOptionKey(option.option) : INVALID;
}

/** The length of a window in hours. */
export function windowHours(window: TimeWindow): number {
  return window.to - window.from;
}
