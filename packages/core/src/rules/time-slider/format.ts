import { HOURS_PER_DAY, MINUTES_PER_HOUR } from '../time-options/constants.js';
import { HOUR_MINUTE_LOCALE, SLIDER_MAX_HOUR, SLIDER_MIN_HOUR, TWELVE_HOURS } from './constants.js';

function normaliseLocale(locale: string | null | undefined): string {
  return String(locale ?? '')
    .trim()
    .toLowerCase()
    .replace('_', '-');
}

/**
 * A slider hour as text (docs/behaviour/quote-flow.md §9): h:mm for es-ES, read on a 24-hour clock as
 * Spanish users expect ('8:00', '18:00'); 'ha' everywhere else ('8am', '6pm', '12pm'), with
 * minutes only when not on the hour ('8:30am'). A non-number shows the slider's first hour; any
 * other hour is clamped to 0–24.
 * @example formatSliderHour(18, 'en-GB') // '6pm'
 * @example formatSliderHour(18, 'es-ES') // '18:00'
 */
export function formatSliderHour(hour: number, locale: string): string {
  const value = Number.isFinite(hour) ? Math.min(HOURS_PER_DAY, Math.max(0, hour)) : SLIDER_MIN_HOUR;
  const totalMinutes = Math.round(value * MINUTES_PER_HOUR);
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = String(totalMinutes % MINUTES_PER_HOUR).padStart(2, '0');
  if (normaliseLocale(locale) === HOUR_MINUTE_LOCALE) return `${hours}:${minutes}`;
  const suffix = hours % HOURS_PER_DAY < TWELVE_HOURS ? 'am' : 'pm';
  const clock = hours % TWELVE_HOURS === 0 ? TWELVE_HOURS : hours % TWELVE_HOURS;
  return minutes === '00' ? `${clock}${suffix}` : `${clock}:${minutes}${suffix}`;
}

/** The slider's hour labels in a locale, one per hour from 6 to 20. */
export function sliderHourLabels(locale: string): string[] {
  return Array.from({ length: SLIDER_MAX_HOUR - SLIDER_MIN_HOUR + 1 }, (_, i) =>
    formatSliderHour(SLIDER_MIN_HOUR + i, locale),
  );
}
