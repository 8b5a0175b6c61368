import {
  HARD_MAX_SIDE_CM,
  HARD_MAX_VOLUME_CM3,
  HARD_MAX_WEIGHT_KG,
  HARD_MIN_SIDE_CM,
  HARD_MIN_WEIGHT_KG,
} from '../rules/custom-item/constants.js';
import { CUSTOM_ITEM_DECIMALS } from '../rules/units/constants.js';
import { FINE_MEASURE_DECIMALS, SCIENTIFIC_MEASURE_DIGITS, SCIENTIFIC_MEASURE_FROM } from './constants.js';
import type { MessageKey } from './en-gb.js';
import { numberFormat } from './locales.js';
import { type Locale, message, resolveLocale } from './messages.js';

/** Units the custom item bounds are checked in (docs/behaviour/quote-flow.md §5: converted to cm and kg). */
export type MeasureUnit = 'cm' | 'cm³' | 'kg';

/** A crossed custom-item bound as `checkCustomItemBounds` reports it (code, field, value, limit). */
export interface BoundIssueLike {
  code: string;
  field?: unknown;
  value?: unknown;
  limit?: unknown;
}

interface BoundSpec {
  key: MessageKey;
  unit: MeasureUnit;
  /** The hard bound of this direction: beyond it the item is blocked (§5). */
  hard: number;
  /** True for an upper bound (too large, too heavy). */
  upper: boolean;
}

/** Words and units of each bound code; the hard bounds are the rule's own constants. */
const BOUNDS: Readonly<Record<string, BoundSpec>> = {
  sideTooSmall: { key: 'boundSideTooSmall', unit: 'cm', hard: HARD_MIN_SIDE_CM, upper: false },
  sideTooLarge: { key: 'boundSideTooLarge', unit: 'cm', hard: HARD_MAX_SIDE_CM, upper: true },
  volumeTooSmall: { key: 'boundVolumeTooSmall', unit: 'cm³', hard: Number.NEGATIVE_INFINITY, upper: false },
  volumeTooLarge: { key: 'boundVolumeTooLarge', unit: 'cm³', hard: HARD_MAX_VOLUME_CM3, upper: true },
  weightTooLight: { key: 'boundWeightTooLight', unit: 'kg', hard: HARD_MIN_WEIGHT_KG, upper: false },
  weightTooHeavy: { key: 'boundWeightTooHeavy', unit: 'kg', hard: HARD_MAX_WEIGHT_KG, upper: true },
};

const SIDE_NAMES: Readonly<Record<string, MessageKey>> = {
  width: 'measureWidth',
  height: 'measureHeight',
  depth: 'measureDepth',
};

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function specOf(code: unknown): BoundSpec | undefined {
  return typeof code === 'string' && Object.hasOwn(BOUNDS, code) ? BOUNDS[code] : undefined;
}

/** True when `code` is one of the custom item's bound codes (sideTooSmall … weightTooHeavy). */
export function isBoundCode(code: unknown): boolean {
  return specOf(code) !== undefined;
}

function formatWith(locale: Locale, value: number, decimals: number): string {
  const options: Intl.NumberFormatOptions =
    Math.abs(value) >= SCIENTIFIC_MEASURE_FROM
      ? { notation: 'scientific', maximumSignificantDigits: SCIENTIFIC_MEASURE_DIGITS }
      : ({ useGrouping: 'always', maximumFractionDigits: decimals } as Intl.NumberFormatOptions);
  return numberFormat(resolveLocale(locale), options).format(value);
}

/**
 * A measure for a message: the number in the locale's way with up to 2 decimals (more when 2
 * would make it read as the bound it crossed, `against`), a no-break space and the unit. Huge
 * values are written in scientific notation; a value that is not a finite number gives ''.
 * @example formatMeasureText('es-ES', 8000, 'cm³') // '8.000 cm³'
 */
export function formatMeasureText(locale: Locale, value: number, unit: MeasureUnit, against?: number): string {
  if (finite(value) === undefined) return '';
  let text = formatWith(locale, value, CUSTOM_ITEM_DECIMALS);
  if (against !== undefined && value !== against && text === formatWith(locale, against, CUSTOM_ITEM_DECIMALS)) {
    text = formatWith(locale, value, FINE_MEASURE_DECIMALS);
  }
  return `${text}\u00a0${unit}`;
}

/**
 * True when a crossed bound blocks the item (docs/behaviour/quote-flow.md §5 hard bounds) rather than
 * asking for confirmation: judged by the measured value against the hard bound, or by the limit
 * when the value is missing.
 */
export function boundIssueBlocks(issue: BoundIssueLike): boolean {
  const spec = specOf(issue.code);
  if (spec === undefined) return false;
  const value = finite(issue.value);
  const limit = finite(issue.limit);
  if (value !== undefined) return spec.upper ? value > spec.hard : value < spec.hard;
  if (limit !== undefined) return spec.upper ? limit >= spec.hard : limit <= spec.hard;
  return false;
}

/** One sentence for a crossed bound ("The depth is 320 cm, over 300 cm."), or '' without a value and limit. */
export function boundIssueSentence(locale: Locale, issue: BoundIssueLike): string {
  const spec = specOf(issue.code);
  const value = finite(issue.value);
  const limit = finite(issue.limit);
  if (spec === undefined || value === undefined || limit === undefined) return '';
  const sideKey =
    typeof issue.field === 'string' && Object.hasOwn(SIDE_NAMES, issue.field) ? SIDE_NAMES[issue.field] : undefined;
  return message(locale, spec.key, {
    side: message(locale, sideKey ?? 'measureSide'),
    value: formatMeasureText(locale, value, spec.unit, limit),
    limit: formatMeasureText(locale, limit, spec.unit),
  });
}

/**
 * The words for crossed custom-item bounds (docs/behaviour/quote-flow.md §5, §8): one sentence per
 * bound, then what to do: confirm or correct for a warning; correct or split for a block by a
 * bound too large or heavy; correct for a block by a size too small or light.
 */
export function boundIssuesMessage(locale: Locale, issues: readonly BoundIssueLike[], blocked: boolean): string {
  const known = issues.filter((issue) => isBoundCode(issue.code));
  const sentences = known.map((issue) => boundIssueSentence(locale, issue)).filter((text) => text !== '');
  const tooBig = known.length === 0 || known.some((issue) => specOf(issue.code)?.upper === true);
  const advice: MessageKey = !blocked ? 'sizeSoftWarning' : tooBig ? 'sizeHardBlock' : 'sizeTooSmallBlock';
  return [...sentences, message(locale, advice)].join(' ');
}
