import type { SimilarListingFilter } from '../../ports/admin-types.js';
import { typedCallBackDate } from '../admin-notes/call-back.js';
import { similarListingDateRange } from '../calendar/day-state.js';
import {
  compareLocalDates,
  formatDateLabel,
  isDateError,
  keyOfLocalDate,
  type LocalDate,
} from '../calendar/local-date.js';

/**
 * The similar-listing filter as typed (docs/behaviour/back-office.md §2, §5, §7); kept as typed,
 * so nothing is lost on a refusal or a failed search.
 */
export interface SimilarFilterDraft {
  /** The custom filter: a JSON object (its shape is not specified and is sent as given); '' for none. */
  readonly customFilter: string;
  /** First day, DD/MM/YYYY (or a YYYY-MM-DD key, a date input's value); '' for none. */
  readonly from: string;
  /** Last day, DD/MM/YYYY or YYYY-MM-DD; '' for none. */
  readonly to: string;
}

/** An empty filter: any day, no custom filter. */
export const EMPTY_SIMILAR_FILTER: SimilarFilterDraft = { customFilter: '', from: '', to: '' };

/** Why a field of the filter was refused; the words are locale/similar-listings.ts'. */
export type SimilarFilterErrorCode =
  | 'similarCustomFilterInvalid'
  | 'similarDateInvalid'
  | 'similarDateBeforeToday'
  | 'similarDateTooFar'
  | 'similarToBeforeFrom';

/** One refused field; `last` is the latest day allowed, DD/MM/YYYY. */
export interface SimilarFilterError {
  readonly field: keyof SimilarFilterDraft;
  readonly code: SimilarFilterErrorCode;
  readonly last?: string;
}

/** A checked filter: the body to send, or every refused field in the form's order. */
export type SimilarFilterCheck =
  | { readonly ok: true; readonly value: SimilarListingFilter }
  | { readonly ok: false; readonly errors: readonly SimilarFilterError[] };

/** The custom filter typed as an object, or undefined when it is not a JSON object. */
function customFilterOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks the filter (docs/behaviour/back-office.md §5, §7): each date given is a real day
 * (DD/MM/YYYY or YYYY-MM-DD), from today up to 1 month ahead; the last day is not before the
 * first; the custom filter, when given, is a JSON object. Dates are sent as YYYY-MM-DD (the
 * format is not specified: chosen), blanks left out; the draft never changes.
 * @example checkSimilarFilter({ customFilter: '', from: '05/03/2027', to: '' }, new Date(2027, 2, 1)).ok // true
 */
export function checkSimilarFilter(draft: SimilarFilterDraft, now: Date): SimilarFilterCheck {
  const errors: SimilarFilterError[] = [];
  // Today up to SIMILAR_LISTING_MONTHS_AHEAD (1 month) ahead, inclusive (the calendar's rule).
  const range = similarListingDateRange(now);
  const last = isDateError(range) ? '' : String(formatDateLabel(range.last));
  const custom = draft.customFilter.trim();
  const customFilter = custom === '' ? undefined : customFilterOf(custom);
  if (custom !== '' && !customFilter) errors.push({ field: 'customFilter', code: 'similarCustomFilterInvalid' });
  const day = (field: 'from' | 'to'): LocalDate | undefined => {
    const typed = draft[field].trim();
    if (typed === '') return undefined;
    const date = typedCallBackDate(typed);
    if (!date || isDateError(range)) errors.push({ field, code: 'similarDateInvalid' });
    else if (compareLocalDates(date, range.first) < 0) errors.push({ field, code: 'similarDateBeforeToday' });
    else if (compareLocalDates(date, range.last) > 0) errors.push({ field, code: 'similarDateTooFar', last });
    else return date;
    return undefined;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && compareLocalDates(to, from) < 0) errors.push({ field: 'to', code: 'similarToBeforeFrom' });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...(customFilter ? { customFilter } : {}),
      ...(from ? { dateFilterSelected: keyOfLocalDate(from) } : {}),
      ...(to ? { dateFilterEndSelected: keyOfLocalDate(to) } : {}),
    },
  };
}
