import { addYears } from 'date-fns';
import type { CustomerCallBack } from '../../model/admin.js';
import type { CallBackRequest } from '../../ports/admin-types.js';
import {
  anchorDate,
  compareLocalDates,
  formatDateLabel,
  fromAnchor,
  isDateError,
  keyOfLocalDate,
  type LocalDate,
  toLocalDate,
} from '../calendar/local-date.js';
import {
  CALL_BACK_TIME_PATTERN,
  CALL_BACK_WEEKDAYS,
  CALL_BACK_YEARS_AHEAD,
  DATE_LABEL_INPUT_PATTERN,
} from './constants.js';

/** A day a customer may be called back on. */
export type CallBackWeekday = (typeof CALL_BACK_WEEKDAYS)[number];

/**
 * The call-back form as typed (docs/behaviour/back-office.md §3 customer_call_back); kept as
 * typed, so nothing is lost on a refused or failed save.
 */
export interface CallBackDraft {
  /** DD/MM/YYYY as typed, or a YYYY-MM-DD key (a date input's value); '' for none. */
  readonly call_back_date: string;
  /** The days the customer may be called on. */
  readonly call_back_days: readonly string[];
  /** HH:mm; '' for any time. */
  readonly call_back_time: string;
  readonly can_we_call_back: boolean;
  /** Any text: the values are not specified (§3). */
  readonly status: string;
  readonly cancel_book_reason: string;
  readonly additional_comments: string;
}

/** An empty form: may be called back, no day chosen yet. */
export const EMPTY_CALL_BACK_DRAFT: CallBackDraft = {
  call_back_date: '',
  call_back_days: [],
  call_back_time: '',
  can_we_call_back: true,
  status: '',
  cancel_book_reason: '',
  additional_comments: '',
};

/** Why a field of the call-back form was refused; the words are the admin notes' (locale/admin-notes.ts). */
export type CallBackErrorCode =
  | 'callBackDateMissing'
  | 'callBackDateInvalid'
  | 'callBackDateBeforeToday'
  | 'callBackDateTooFar'
  | 'callBackDayUnknown'
  | 'callBackTimeInvalid';

/** One refused field of the call-back form; `last` is the latest day allowed, DD/MM/YYYY. */
export interface CallBackFieldError {
  readonly field: 'call_back_date' | 'call_back_days' | 'call_back_time';
  readonly code: CallBackErrorCode;
  readonly last?: string;
}

/** A checked form: the body to send, or every refused field in the form's order. */
export type CallBackCheck =
  | { readonly ok: true; readonly value: CallBackRequest }
  | { readonly ok: false; readonly errors: readonly CallBackFieldError[] };

/**
 * A typed date as a calendar date: DD/MM/YYYY (the label, back-office §5) or YYYY-MM-DD;
 * surrounding spaces dropped; anything else, or a day that does not exist, is undefined.
 * @example typedCallBackDate('5/3/2027') // { year: 2027, month: 3, day: 5 }
 */
export function typedCallBackDate(text: string): LocalDate | undefined {
  const trimmed = text.trim();
  const label = DATE_LABEL_INPUT_PATTERN.exec(trimmed);
  const date = label
    ? toLocalDate({ year: Number(label[3]), month: Number(label[2]), day: Number(label[1]) })
    : toLocalDate(trimmed);
  return isDateError(date) ? undefined : date;
}

/**
 * The days a call back may be arranged for: today to CALL_BACK_YEARS_AHEAD (1 year) ahead,
 * inclusive (not before today; the horizon is not specified: chosen, the date filter's reach).
 */
export function callBackDateRange(now: Date): { readonly first: LocalDate; readonly last: LocalDate } {
  const first = fromAnchor(now);
  return { first, last: fromAnchor(addYears(anchorDate(first), CALL_BACK_YEARS_AHEAD)) };
}

/**
 * Checks the call-back form (docs/behaviour/back-office.md §3, §5). When the customer may be
 * called back a date is needed (not specified: chosen, a call back without a day is never made);
 * a date given is a real day, not before today and at most 1 year ahead; the days are weekdays
 * of CALL_BACK_WEEKDAYS; a time is HH:mm. Nothing else is required (status, the cancel reason
 * and the comments are free text). The date is sent as YYYY-MM-DD, blanks are left out, the
 * draft itself never changes.
 * @example checkCallBack({ ...EMPTY_CALL_BACK_DRAFT, call_back_date: '12/03/2027' }, new Date(2027, 2, 10)).ok // true
 */
export function checkCallBack(draft: CallBackDraft, now: Date): CallBackCheck {
  const errors: CallBackFieldError[] = [];
  const range = callBackDateRange(now);
  const typed = draft.call_back_date.trim();
  let date: LocalDate | undefined;
  if (typed === '') {
    if (draft.can_we_call_back) errors.push({ field: 'call_back_date', code: 'callBackDateMissing' });
  } else {
    date = typedCallBackDate(typed);
    if (!date) errors.push({ field: 'call_back_date', code: 'callBackDateInvalid' });
    else if (compareLocalDates(date, range.first) < 0)
      errors.push({ field: 'call_back_date', code: 'callBackDateBeforeToday' });
    else if (compareLocalDates(date, range.last) > 0)
      errors.push({ field: 'call_back_date', code: 'callBackDateTooFar', last: String(formatDateLabel(range.last)) });
  }
  const days = draft.call_back_days.map((day) => day.trim().toLowerCase()).filter((day) => day !== '');
  if (days.some((day) => !(CALL_BACK_WEEKDAYS as readonly string[]).includes(day)))
    errors.push({ field: 'call_back_days', code: 'callBackDayUnknown' });
  const time = draft.call_back_time.trim();
  if (time !== '' && !CALL_BACK_TIME_PATTERN.test(time))
    errors.push({ field: 'call_back_time', code: 'callBackTimeInvalid' });
  if (errors.length > 0) return { ok: false, errors };
  const text = <K extends string>(key: K, value: string) => (value.trim() === '' ? {} : { [key]: value.trim() });
  const value: CallBackRequest = {
    ...(date ? { call_back_date: keyOfLocalDate(date) } : {}),
    // Monday first, each once, whatever order they were ticked in.
    ...(days.length > 0 ? { call_back_days: CALL_BACK_WEEKDAYS.filter((day) => days.includes(day)) } : {}),
    ...(time === '' ? {} : { call_back_time: time }),
    can_we_call_back: draft.can_we_call_back,
    ...text('status', draft.status),
    ...text('cancel_book_reason', draft.cancel_book_reason),
    ...text('additional_comments', draft.additional_comments),
  };
  return { ok: true, value };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time the server sent (an hour number such as 17.5, or text) as HH:mm text, or as it came. */
function timeText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 24) {
    const minutes = Math.round(value * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  return typeof value === 'string' ? value : '';
}

/**
 * The form of a saved call back (the admin info's customer_call_back), to change it: the date as
 * its DD/MM/YYYY label, an hour number as HH:mm, days as text (a single number the server may
 * send is kept as its text, which the check then refuses until a day is chosen).
 */
export function callBackDraftOf(saved: CustomerCallBack | null | undefined): CallBackDraft {
  if (!saved) return EMPTY_CALL_BACK_DRAFT;
  const label = saved.call_back_date ? formatDateLabel(saved.call_back_date.slice(0, 10)) : '';
  const days = saved.call_back_days;
  return {
    call_back_date: typeof label === 'string' ? label : '',
    call_back_days: Array.isArray(days) ? days.map(String) : days === undefined ? [] : [String(days)],
    call_back_time: timeText(saved.call_back_time),
    can_we_call_back: saved.can_we_call_back ?? true,
    status: saved.status ?? '',
    cancel_book_reason: saved.cancel_book_reason ?? '',
    additional_comments: saved.additional_comments ?? '',
  };
}
