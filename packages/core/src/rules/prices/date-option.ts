/** The date option of a listing (back-office §3, §4): one date is fixed, several are ranged. */
export type DateOption =
  | { option: 'fixed'; start: string; end: string }
  | { option: 'ranged'; start: string; end: string }
  | { option: null };

/** A calendar date as YYYY-MM-DD, the key of prices by date. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date option of the chosen dates (back-office §4): one date makes a fixed option, several
 * a ranged option from the first to the last. Dates are YYYY-MM-DD; they are sorted and
 * de-duplicated so "first" is the earliest; anything else in the list is ignored. No date
 * gives `{ option: null }`.
 * @example dateOption(['2025-06-03', '2025-06-01']) // { option: 'ranged', start: '2025-06-01', end: '2025-06-03' }
 */
export function dateOption(dates: readonly unknown[] | null | undefined): DateOption {
  const valid = Array.isArray(dates) ? dates.filter((d): d is string => typeof d === 'string' && ISO_DATE.test(d)) : [];
  const sorted = [...new Set(valid)].sort();
  const start = sorted[0];
  const end = sorted[sorted.length - 1];
  if (start === undefined || end === undefined) return { option: null };
  return { option: sorted.length === 1 ? 'fixed' : 'ranged', start, end };
}
