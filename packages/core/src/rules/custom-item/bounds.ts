import {
  HARD_MAX_SIDE_CM,
  HARD_MAX_VOLUME_CM3,
  HARD_MAX_WEIGHT_KG,
  HARD_MIN_SIDE_CM,
  HARD_MIN_WEIGHT_KG,
  SOFT_MAX_SIDE_CM,
  SOFT_MAX_VOLUME_CM3,
  SOFT_MAX_WEIGHT_KG,
  SOFT_MIN_SIDE_CM,
  SOFT_MIN_VOLUME_CM3,
  SOFT_MIN_WEIGHT_KG,
} from './constants.js';

/** A custom item's sizes in cm and weight in kg, after conversion (docs/behaviour/quote-flow.md §5). */
export interface CustomItemMeasures {
  widthCm: number;
  heightCm: number;
  depthCm: number;
  weightKg: number;
}

/** What a bound is about: one side, the volume (width × height × depth) or the weight. */
export type BoundField = 'width' | 'height' | 'depth' | 'volume' | 'weight';

/** Which way a bound was crossed, per kind of measure. */
export type BoundCode =
  | 'sideTooSmall'
  | 'sideTooLarge'
  | 'volumeTooSmall'
  | 'volumeTooLarge'
  | 'weightTooLight'
  | 'weightTooHeavy';

/**
 * One crossed bound, so a view can say exactly what is wrong: e.g.
 * `{ code: 'sideTooLarge', field: 'depth', value: 320, limit: 300 }` (cm, cm³ or kg).
 */
export interface BoundIssue {
  code: BoundCode;
  field: BoundField;
  value: number;
  limit: number;
}

/** Outcome of the size bounds: fine, a warning the user may confirm, or blocked (§5, §8). */
export type BoundsCheck =
  | { status: 'ok' }
  | { status: 'warning'; codes: BoundCode[]; issues: BoundIssue[] }
  | { status: 'blocked'; codes: BoundCode[]; issues: BoundIssue[] };

interface Limits {
  side: readonly [min: number, max: number];
  volume: readonly [min: number, max: number];
  weight: readonly [min: number, max: number];
}

/** Soft bounds: crossing one asks for confirmation (§5). */
const SOFT: Limits = {
  side: [SOFT_MIN_SIDE_CM, SOFT_MAX_SIDE_CM],
  volume: [SOFT_MIN_VOLUME_CM3, SOFT_MAX_VOLUME_CM3],
  weight: [SOFT_MIN_WEIGHT_KG, SOFT_MAX_WEIGHT_KG],
};

/** Hard bounds: crossing one blocks the item. The spec sets no lower volume bound here (§5). */
const HARD: Limits = {
  side: [HARD_MIN_SIDE_CM, HARD_MAX_SIDE_CM],
  volume: [Number.NEGATIVE_INFINITY, HARD_MAX_VOLUME_CM3],
  weight: [HARD_MIN_WEIGHT_KG, HARD_MAX_WEIGHT_KG],
};

/** Digits kept of a volume: far finer than any item, coarser than binary noise. */
const SIGNIFICANT_DIGITS = 12;

/** Drops binary noise from a product (79.99 × 10 × 10 = 7999.000000000001 → 7999). */
function clean(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(SIGNIFICANT_DIGITS)) : Number.MAX_VALUE;
}

/** The volume in cm³ of the measures: width × height × depth. */
export function customItemVolumeCm3(measures: CustomItemMeasures): number {
  return clean(measures.widthCm * measures.heightCm * measures.depthCm);
}

function issuesAgainst(measures: CustomItemMeasures, limits: Limits): BoundIssue[] {
  const issues: BoundIssue[] = [];
  const check = (
    field: BoundField,
    value: number,
    [min, max]: readonly [number, number],
    small: BoundCode,
    large: BoundCode,
  ) => {
    if (value < min) issues.push({ code: small, field, value, limit: min });
    else if (value > max) issues.push({ code: large, field, value, limit: max });
  };
  check('width', measures.widthCm, limits.side, 'sideTooSmall', 'sideTooLarge');
  check('height', measures.heightCm, limits.side, 'sideTooSmall', 'sideTooLarge');
  check('depth', measures.depthCm, limits.side, 'sideTooSmall', 'sideTooLarge');
  check('volume', customItemVolumeCm3(measures), limits.volume, 'volumeTooSmall', 'volumeTooLarge');
  check('weight', measures.weightKg, limits.weight, 'weightTooLight', 'weightTooHeavy');
  return issues;
}

const codesOf = (issues: readonly BoundIssue[]): BoundCode[] => [...new Set(issues.map((issue) => issue.code))];

/**
 * Checks converted sizes against the custom-item bounds (docs/behaviour/quote-flow.md §5). Blocked if
 * any side is under 1 or over 450 cm, the weight under 1 or over 10,000 kg, or the volume over
 * 10,000,000 cm³; otherwise a warning if any side is under 1 or over 300 cm, the volume under
 * 8,000 or over 4,000,000 cm³, or the weight under 1 or over 250 kg. Bounds themselves pass
 * (300 cm is fine, 300.01 warns). When blocked, only the blocking issues are listed, since
 * confirming cannot get past them. A NaN measure is read as too large, so it never passes.
 * @example checkCustomItemBounds({ widthCm: 320, heightCm: 50, depthCm: 50, weightKg: 20 })
 * // { status: 'warning', codes: ['sideTooLarge'], issues: [{ code: 'sideTooLarge', field: 'width', value: 320, limit: 300 }] }
 */
export function checkCustomItemBounds(measures: CustomItemMeasures): BoundsCheck {
  const safe: CustomItemMeasures = {
    widthCm: Number.isNaN(measures.widthCm) ? Number.MAX_VALUE : measures.widthCm,
    heightCm: Number.isNaN(measures.heightCm) ? Number.MAX_VALUE : measures.heightCm,
    depthCm: Number.isNaN(measures.depthCm) ? Number.MAX_VALUE : measures.depthCm,
    weightKg: Number.isNaN(measures.weightKg) ? Number.MAX_VALUE : measures.weightKg,
  };
  const hard = issuesAgainst(safe, HARD);
  if (hard.length > 0) return { status: 'blocked', codes: codesOf(hard), issues: hard };
  const soft = issuesAgainst(safe, SOFT);
  if (soft.length > 0) return { status: 'warning', codes: codesOf(soft), issues: soft };
  return { status: 'ok' };
}
