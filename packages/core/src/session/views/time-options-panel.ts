import type { Listing } from '../../model/listing.js';
import { isHourlyToday } from '../../rules/hourly-rate/slots.js';
import { isHourlyRateCategory, MAN_AND_VAN_FLOW_CATEGORY } from '../../rules/quote-flow/constants.js';
import {
  isTimeOptionError,
  parseHour,
  type TimeOptionInput,
  type TimeWindow,
  timeOptionWindow,
} from '../../rules/time-options/parse.js';
import { groupTimeOptions, listTimeOptions, type TimeOptionList } from '../../rules/time-options/time-options.js';
import type { QuoteContext, QuoteState } from '../quote-state.js';
import { hourlyView } from './price-views.js';

/** The category attribute of hourly-rate jobs: MAN_AND_VAN_FLOW_CATEGORY under its older name. */
export const HOURLY_RATE_CATEGORY = MAN_AND_VAN_FLOW_CATEGORY;

export { isHourlyRateCategory };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The delivery window of each offered time option that has one (§3 Time option: delivery_start,
 * delivery_end), by option key. Options without a readable delivery window are left out.
 * @example timeOptionDeliveryWindows({ availableTimeOptions: { '0800-1200': { delivery_start: 14, delivery_end: 18 } } }) // { '0800-1200': { from: 14, to: 18 } }
 */
export function timeOptionDeliveryWindows(listing: Listing): Record<string, TimeWindow> {
  const available: unknown = listing.availableTimeOptions;
  const windows: Record<string, TimeWindow> = {};
  if (!isRecord(available)) return windows;
  const raw = new Map<string, unknown>(
    Array.isArray(available)
      ? available.map((entry) => [String(isRecord(entry) ? (entry.option ?? '') : ''), entry])
      : Object.entries(available),
  );
  for (const option of listTimeOptions(available)) {
    const entry = raw.get(option.option);
    if (!isRecord(entry) || (entry.delivery_start === undefined && entry.delivery_end === undefined)) continue;
    const window = timeOptionWindow({
      start: entry.delivery_start as TimeOptionInput['start'],
      end: entry.delivery_end as TimeOptionInput['end'],
    });
    if (!isTimeOptionError(window)) windows[option.option] = window;
  }
  return windows;
}

/** One hourly-rate start time as the list shows it: its window and whether it is the chosen one. */
export interface HourlySlotView extends TimeWindow {
  /** 'HH:mm-HH:mm', unique in the day's list. */
  option: string;
  /** 'HH:mm' */
  start: string;
  /** 'HH:mm' */
  end: string;
  selected: boolean;
}

/** The hourly-rate start times of the chosen day (§4, §9), grouped like time options. */
export interface HourlySlotsView {
  /** The chosen day, YYYY-MM-DD, or null before one is chosen. */
  day: string | null;
  /** True when the chosen day is today (the earliest start is now plus 2 hours, §9). */
  today: boolean;
  /** The hours booked (hours_selected, at least the minimum). */
  hours: number;
  /** How many start times there are. */
  count: number;
  /** The start times, grouped morning / afternoon / evening when more than 3 (§9). */
  slots: TimeOptionList<HourlySlotView>;
  /** The chosen start time, when it is one of the day's (pickup_time to pickup_time_end). */
  selected: HourlySlotView | null;
}

/** The chosen hourly window: pickup_time to pickup_time_end, in hours of the day. */
export function chosenHourlyWindow(listing: Listing): TimeWindow | null {
  const from = parseHour(listing.pickup_time);
  const to = parseHour(listing.pickup_time_end);
  return from !== null && to !== null && from < to ? { from, to } : null;
}

/**
 * The hourly-rate start times of the chosen day for the hours booked (the session's hourly view:
 * starts every half hour, ending by 20:00, today from now plus 2 hours), each marked when it is
 * the chosen pickup_time to pickup_time_end, grouped by time of day when more than 3 (§9).
 */
export function hourlySlotsView(state: QuoteState, context: QuoteContext): HourlySlotsView {
  const hourly = hourlyView(state, context);
  const day = typeof state.listing.pickup_date === 'string' ? state.listing.pickup_date.slice(0, 10) : null;
  const chosen = chosenHourlyWindow(state.listing);
  const list = hourly.slots.flatMap((slot): HourlySlotView[] => {
    const from = parseHour(slot.start);
    const to = parseHour(slot.end);
    if (from === null || to === null) return [];
    const selected = chosen !== null && chosen.from === from && chosen.to === to;
    return [{ option: `${slot.start}-${slot.end}`, start: slot.start, end: slot.end, from, to, selected }];
  });
  return {
    day,
    today: day !== null && isHourlyToday(day, context.now),
    hours: hourly.hours,
    count: list.length,
    slots: groupTimeOptions(list),
    selected: list.find((slot) => slot.selected) ?? null,
  };
}
