import type { AdjustmentType } from '../../model/price-adjustment.js';
import {
  ADJUSTMENT_TYPES,
  MAX_ADJUSTMENT_PERCENT,
  MIN_ADJUSTMENT_PERCENT_EXCLUSIVE,
  MINOR_UNITS_PER_MAJOR,
  MONEY_DECIMALS,
  PERCENT_DECIMALS,
} from './constants.js';

/** By percent or by an amount of money. */
export type AdjustmentMode = 'percent' | 'amount';

/** What the admin typed in the adjustment form, kept as typed (nothing is lost on a failed save). */
export interface AdjustmentDraft {
  readonly adjustmentType: AdjustmentType;
  readonly mode: AdjustmentMode;
  /** The percent or the amount in pounds or euros, as typed ("10", "12.50", "12,50", "£12.50"). */
  readonly value: string;
  /** The chosen reason's id as text; '' for none. */
  readonly reasonId: string;
}

/** A new draft: a discount offer by percent, nothing typed. */
export const EMPTY_ADJUSTMENT_DRAFT: AdjustmentDraft = {
  adjustmentType: ADJUSTMENT_TYPES[0] ?? 'DISCOUNT_OFFER',
  mode: 'percent',
  value: '',
  reasonId: '',
};

/** Why a field of the form was refused; the words are the locale's (locale/price-adjustments.ts). */
export type AdjustmentErrorCode =
  | 'adjustmentPercentMissing'
  | 'adjustmentAmountMissing'
  | 'adjustmentPercentNotNumber'
  | 'adjustmentPercentRange'
  | 'adjustmentAmountNotMoney'
  | 'adjustmentAmountPositive'
  | 'adjustmentReasonMissing';

/** One refused field of the form. */
export interface AdjustmentFieldError {
  readonly field: 'value' | 'reasonId';
  readonly code: AdjustmentErrorCode;
}

/** A checked draft, ready to send: the percent, or the amount in minor units. */
export type CheckedAdjustment =
  | {
      readonly adjustmentType: AdjustmentType;
      readonly mode: 'percent';
      readonly percent: number;
      readonly reasonId?: string;
    }
  | {
      readonly adjustmentType: AdjustmentType;
      readonly mode: 'amount';
      readonly minor: number;
      readonly reasonId?: string;
    };

/** What checking a draft gives: the adjustment to send, or every refused field. */
export type AdjustmentCheck =
  | { readonly ok: true; readonly value: CheckedAdjustment }
  | { readonly ok: false; readonly errors: readonly AdjustmentFieldError[] };

/** What a check needs to know beyond the draft. */
export interface AdjustmentCheckOptions {
  /**
   * The reasons offered for the draft's type. A reason is required when the list is not empty
   * (not specified: chosen, so each adjustment says why when the service has reasons for it);
   * with none offered, or while they load or failed, none is asked for.
   */
  readonly reasonCount: number;
  /** An edit changes the percent or amount only (PATCH carries no reason), so no reason is asked for. */
  readonly editing?: boolean;
}

const DECIMAL = /^(\d+)(?:[.,](\d*))?$/;

/** A typed number with at most `decimals` decimals ("12", "12.5", "12,50", ".5" is not), or undefined. */
function readDecimal(text: string, decimals: number): { whole: string; fraction: string } | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return { whole: match[1] ?? '0', fraction };
}

/**
 * Typed money in pounds or euros to minor units (pence, cents), or undefined when it is not an
 * amount: spaces, a leading £ or €, and thousands commas before three digits are allowed; a
 * comma or a point marks the decimals; at most two decimals. Exact: no floating point.
 * @example moneyToMinor('£12.50') // 1250
 * @example moneyToMinor('1,234.5') // 123450
 * @example moneyToMinor('12,5') // 1250
 * @example moneyToMinor('12.345') // undefined
 */
export function moneyToMinor(text: string): number | undefined {
  let cleaned = text.replace(/\s+/g, '').replace(/^[£€]/, '').replace(/[£€]$/, '');
  // 1,234 or 1,234.50: the commas group thousands.
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(cleaned)) cleaned = cleaned.replace(/,/g, '');
  const read = readDecimal(cleaned, MONEY_DECIMALS);
  if (!read) return undefined;
  const minor = Number(read.whole) * MINOR_UNITS_PER_MAJOR + Number(read.fraction.padEnd(MONEY_DECIMALS, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/**
 * A typed percent, or undefined when it is not a number with at most two decimals (a trailing
 * % is allowed).
 * @example typedPercent('12,5 %') // 12.5
 */
export function typedPercent(text: string): number | undefined {
  const read = readDecimal(text.replace(/\s+/g, '').replace(/%$/, ''), PERCENT_DECIMALS);
  if (!read) return undefined;
  const value = Number(`${read.whole}.${read.fraction || '0'}`);
  return Number.isFinite(value) ? value : undefined;
}

/** Minor units as the text a person types in the form ("12.50"), to edit an amount. */
export function minorToTyped(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const fraction = String(abs % MINOR_UNITS_PER_MAJOR).padStart(MONEY_DECIMALS, '0');
  return `${sign}${Math.floor(abs / MINOR_UNITS_PER_MAJOR)}.${fraction}`;
}

/**
 * Checks a draft (docs/behaviour/back-office.md §3, §5): a percent above 0 and at most 100, an
 * amount of money above 0 with at most two decimals, and a reason when the type has any. Every
 * refused field is returned, in the form's order; the draft itself is never changed.
 * @example checkAdjustment({ ...EMPTY_ADJUSTMENT_DRAFT, value: '10' }, { reasonCount: 0 }) // ok, 10 %
 */
export function checkAdjustment(draft: AdjustmentDraft, options: AdjustmentCheckOptions): AdjustmentCheck {
  const errors: AdjustmentFieldError[] = [];
  const text = draft.value.trim();
  let checked: CheckedAdjustment | undefined;
  if (text === '')
    errors.push({
      field: 'value',
      code: draft.mode === 'percent' ? 'adjustmentPercentMissing' : 'adjustmentAmountMissing',
    });
  else if (draft.mode === 'percent') {
    const percent = typedPercent(text);
    if (percent === undefined) errors.push({ field: 'value', code: 'adjustmentPercentNotNumber' });
    else if (percent <= MIN_ADJUSTMENT_PERCENT_EXCLUSIVE || percent > MAX_ADJUSTMENT_PERCENT)
      errors.push({ field: 'value', code: 'adjustmentPercentRange' });
    else checked = { adjustmentType: draft.adjustmentType, mode: 'percent', percent };
  } else {
    const minor = moneyToMinor(text);
    if (minor === undefined) errors.push({ field: 'value', code: 'adjustmentAmountNotMoney' });
    else if (minor <= 0) errors.push({ field: 'value', code: 'adjustmentAmountPositive' });
    else checked = { adjustmentType: draft.adjustmentType, mode: 'amount', minor };
  }
  const reasonId = draft.reasonId.trim();
  if (!options.editing && options.reasonCount > 0 && reasonId === '')
    errors.push({ field: 'reasonId', code: 'adjustmentReasonMissing' });
  if (errors.length > 0 || !checked) return { ok: false, errors };
  return { ok: true, value: !options.editing && reasonId !== '' ? { ...checked, reasonId } : checked };
}
