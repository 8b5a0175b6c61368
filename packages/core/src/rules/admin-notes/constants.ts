/**
 * How far ahead a call back may be arranged, in years (not specified: chosen, the reach of the
 * back office's date filter, docs/behaviour/back-office.md §5, so every call back can be found by it).
 */
export const CALL_BACK_YEARS_AHEAD = 1;

/** The days a customer may be called back on, Monday first (call_back_days, back-office §3; values not specified: chosen). */
export const CALL_BACK_WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** A call-back time as typed: HH:mm, 00:00 to 23:59 (back-office §3 call_back_time; format not specified: chosen). */
export const CALL_BACK_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A date typed as a label, DD/MM/YYYY (back-office §5); dates are also read as YYYY-MM-DD keys. */
export const DATE_LABEL_INPUT_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * The unit words a period may be written with in an SMS, in the locales Haulkit speaks (en, es),
 * for telling whether a text names the free cancellation (back-office §9; how it is told is not
 * specified: chosen). Read case-insensitively, after a number: "48 hours", "48h", "5 días".
 */
export const PERIOD_UNIT_WORDS = {
  hours: ['hours', 'hour', 'hrs', 'hr', 'h', 'horas', 'hora'],
  days: ['days', 'day', 'días', 'dias', 'día', 'dia'],
} as const;
