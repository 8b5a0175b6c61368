import { addHours } from 'date-fns';
import { compareLocalDates, type DateError, type DateInput, isDateError, toLocalDate } from '../calendar/local-date.js';
import { MINUTES_PER_HOUR } from '../time-options/constants.js';
import {
  HOURS_STEP,
  MAX_HOURS,
  SAME_DAY_LEAD_HOURS,
  SLOT_START_STEP_MINUTES,
  SLOTS_DAY_START_HOUR,
  SLOTS_END_BY_HOUR,
} from './constants.js';

/** One hourly-rate slot, as local wall-clock times 'HH:mm'. */
export interface HourlySlot {
  start: string;
  end: string;
}

/** Options of hourlySlots. */
export interface HourlySlotOptions {
  /**
   * First start hour of a day that is not today.
   * @default SLOTS_DAY_START_HOUR (8)
   */
  dayStartHour?: number;
}

const SECONDS_PER_MINUTE = 60;
const MS_PER_SECOND = 1000;

function clock(minutes: number): string {
  const hours = String(Math.floor(minutes / MINUTES_PER_HOUR)).padStart(2, '0');
  return `${hours}:${String(minutes % MINUTES_PER_HOUR).padStart(2, '0')}`;
}

/** True when `date` is today's local date at `now`. */
export function isHourlyToday(date: DateInput, now: Date): boolean {
  const day = toLocalDate(date);
  const today = toLocalDate(now);
  return !isDateError(day) && !isDateError(today) && compareLocalDates(day, today) === 0;
}

/**
 * The earliest same-day start, in minutes after local midnight: now plus 2 hours (§9), rounded
 * UP to the next half hour (10:05 → 12:30; 10:00 exactly → 12:00). Null when that is tomorrow.
 * The 2 hours are real elapsed time, so a DST change that night is counted correctly.
 */
export function earliestSameDayStart(now: Date): number | null {
  const today = toLocalDate(now);
  if (isDateError(today)) return null;
  const later = addHours(now, SAME_DAY_LEAD_HOURS);
  const laterDay = toLocalDate(later);
  if (isDateError(laterDay) || compareLocalDates(laterDay, today) !== 0) return null;
  const seconds = later.getSeconds() + later.getMilliseconds() / MS_PER_SECOND;
  const minutes = later.getHours() * MINUTES_PER_HOUR + later.getMinutes() + seconds / SECONDS_PER_MINUTE;
  return Math.ceil(minutes / SLOT_START_STEP_MINUTES) * SLOT_START_STEP_MINUTES;
}

function slotMinutes(hours: number): number | null {
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) return null;
  const onGrid = Math.max(HOURS_STEP, Math.round(hours / HOURS_STEP) * HOURS_STEP);
  return Math.min(MAX_HOURS, onGrid) * MINUTES_PER_HOUR;
}

/**
 * The hourly-rate slots of a day for `hours` hours: starts every half hour, each slot ending by
 * 20:00; today starts no earlier than now plus 2 hours, rounded up to the half hour (§4, §9).
 * Past days and non-positive hours give no slots; hours go to the 0.5 grid and at most 12.
 * @example hourlySlots('2027-06-01', 11, new Date(2027, 4, 1)) // [{ start: '08:00', end: '19:00' }, { start: '08:30', end: '19:30' }, { start: '09:00', end: '20:00' }]
 */
export function hourlySlots(
  date: DateInput,
  hours: number,
  now: Date,
  options: HourlySlotOptions = {},
): HourlySlot[] | DateError {
  const day = toLocalDate(date);
  if (isDateError(day)) return day;
  const today = toLocalDate(now);
  if (isDateError(today)) return today;
  const order = compareLocalDates(day, today);
  const length = slotMinutes(hours);
  if (order < 0 || length === null) return [];
  const dayStartHour = Number.isFinite(options.dayStartHour) ? Number(options.dayStartHour) : SLOTS_DAY_START_HOUR;
  const dayStart = Math.ceil((dayStartHour * MINUTES_PER_HOUR) / SLOT_START_STEP_MINUTES) * SLOT_START_STEP_MINUTES;
  let first = Math.max(0, dayStart);
  if (order === 0) {
    const earliest = earliestSameDayStart(now);
    if (earliest === null) return [];
    first = Math.max(first, earliest);
  }
  const slots: HourlySlot[] = [];
  for (let start = first; start + length <= SLOTS_END_BY_HOUR * MINUTES_PER_HOUR; start += SLOT_START_STEP_MINUTES) {
    slots.push({ start: clock(start), end: clock(start + length) });
  }
  return slots;
}

/**
 * True when the hourly modal closes: today is chosen and no slot is available (§4). Another day
 * without slots keeps the modal open (the person can pick fewer hours or another day).
 */
export function hourlyModalCloses(date: DateInput, hours: number, now: Date): boolean {
  if (!isHourlyToday(date, now)) return false;
  const slots = hourlySlots(date, hours, now);
  return Array.isArray(slots) && slots.length === 0;
}
