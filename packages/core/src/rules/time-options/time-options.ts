import {
  AFTERNOON_ENDS_AT_HOUR,
  IN_HOURS_WINDOW_LENGTHS,
  MORNING_ENDS_AT_HOUR,
  TIME_OPTION_GROUPING_ABOVE,
} from './constants.js';
import {
  isTimeOptionError,
  type TimeOptionError,
  type TimeOptionInput,
  type TimeWindow,
  timeOptionWindow,
  windowHours,
} from './parse.js';

/** Time-of-day group of the time option list (§9). */
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** The time-of-day groups, in display order. */
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['morning', 'afternoon', 'evening'];

/**
 * The group of a start hour: morning before 12, afternoon from 12 to before 18, evening after
 * (docs/behaviour/quote-flow.md §9). A start that is not a number counts as evening, the open group.
 */
export function timeOfDay(startHour: number): TimeOfDay {
  if (!Number.isFinite(startHour)) return 'evening';
  if (startHour < MORNING_ENDS_AT_HOUR) return 'morning';
  return startHour < AFTERNOON_ENDS_AT_HOUR ? 'afternoon' : 'evening';
}

/** True when a list this long is grouped: more than 3 options (§9). Also the slider's "many". */
export function hasManyTimeOptions(optionCount: number): boolean {
  return optionCount > TIME_OPTION_GROUPING_ABOVE;
}

/** A time option list, flat or grouped. */
export type TimeOptionList<T> =
  | { grouped: false; options: T[] }
  | { grouped: true; groups: { group: TimeOfDay; options: T[] }[] };

/**
 * Groups time options into morning, afternoon and evening by start, only when there are more
 * than 3 (docs/behaviour/quote-flow.md §9); empty groups are left out and the order is kept.
 * An option whose window cannot be read goes to evening.
 */
export function groupTimeOptions<T extends TimeOptionInput>(options: readonly T[]): TimeOptionList<T> {
  const list = Array.isArray(options) ? [...options] : [];
  if (!hasManyTimeOptions(list.length)) return { grouped: false, options: list };
  const groupOf = (option: T): TimeOfDay => {
    const window = timeOptionWindow(option);
    return timeOfDay(isTimeOptionError(window) ? Number.NaN : window.from);
  };
  const groups = TIMES_OF_DAY.map((group) => ({ group, options: list.filter((option) => groupOf(option) === group) }));
  return { grouped: true, groups: groups.filter((group) => group.options.length > 0) };
}

/** How a time option reads: 'in X hours' for 3- or 5-hour windows, otherwise from–to. */
export type TimeOptionDescription = { kind: 'inHours'; hours: number } | ({ kind: 'window' } & TimeWindow);

/**
 * Describes a time option: a 3- or 5-hour window is 'in X hours' (§9), others a from–to window.
 * Words come from the locale catalogue at the edge.
 * @example describeTimeOption({ option: '0900-1200' }) // { kind: 'inHours', hours: 3 }
 */
export function describeTimeOption(option: TimeOptionInput): TimeOptionDescription | TimeOptionError {
  const window = timeOptionWindow(option);
  if (isTimeOptionError(window)) return window;
  const hours = windowHours(window);
  return IN_HOURS_WINDOW_LENGTHS.includes(hours) ? { kind: 'inHours', hours } : { kind: 'window', ...window };
}

/** One entry of availableTimeOptions, with its key and window. */
export interface ListedTimeOption extends TimeWindow {
  option: string;
  title?: string;
  price?: number | string;
  disabled?: boolean;
}

/**
 * Lists availableTimeOptions (a map of keys like '0800-1800' to { from, to }, or a list with
 * `option` keys) sorted by start then end (§3). Entries without a key or a readable window
 * (from/to, start/end or the key itself) are skipped.
 */
export function listTimeOptions(available: unknown): ListedTimeOption[] {
  if (typeof available !== 'object' || available === null) return [];
  const entries: [string, unknown][] = Array.isArray(available)
    ? available.map((entry) => [String((entry as TimeOptionInput | null)?.option ?? ''), entry])
    : Object.entries(available);
  const list: ListedTimeOption[] = [];
  for (const [key, raw] of entries) {
    const entry: TimeOptionInput = typeof raw === 'object' && raw !== null ? (raw as TimeOptionInput) : {};
    const window = timeOptionWindow({ ...entry, option: key });
    if (key.trim() === '' || isTimeOptionError(window)) continue;
    const item: ListedTimeOption = { option: key, ...window };
    if (typeof entry.title === 'string') item.title = entry.title;
    if (typeof entry.price === 'number' || typeof entry.price === 'string') item.price = entry.price;
    if (typeof entry.disabled === 'boolean') item.disabled = entry.disabled;
    list.push(item);
  }
  return list.sort((a, b) => a.from - b.from || a.to - b.to);
}
