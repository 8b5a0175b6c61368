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

/** The listing fields withChosenDates writes (back-office §3: pickup_date, pickup_date_end, date option). */
export interface DatedListing {
  pickup_date?: string | null;
  pickup_date_end?: string | null;
  date_option?: 'fixed' | 'ranged' | null;
}

const DATE_FIELDS = ['pickup_date', 'pickup_date_end', 'date_option'] as const;

/**
 * The listing with the chosen dates written on it (back-office §4: one date makes a fixed date
 * option; several dates make a ranged option, first to last). One date sets pickup_date and
 * date_option 'fixed' and removes pickup_date_end; several set pickup_date to the first,
 * pickup_date_end to the last and date_option 'ranged'; none removes all three. Dates are read
 * as dateOption reads them (YYYY-MM-DD, sorted, repeats and anything else ignored). Other fields
 * are kept; the input is never changed.
 * @example withChosenDates({}, ['2025-06-05', '2025-06-03']) // { pickup_date: '2025-06-03', pickup_date_end: '2025-06-05', date_option: 'ranged' }
 */
export function withChosenDates<T extends DatedListing>(listing: T, dates: readonly unknown[] | null | undefined): T {
  const option = dateOption(dates);
  const next: Record<string, unknown> = { ...(listing as object) };
  for (const field of DATE_FIELDS) delete next[field];
  if (option.option === 'fixed') Object.assign(next, { pickup_date: option.start, date_option: 'fixed' });
  if (option.option === 'ranged') {
    Object.assign(next, { pickup_date: option.start, pickup_date_end: option.end, date_option: 'ranged' });
  }
  return next as T;
}
