import {
  ALLOCATION_CUTOFF_ID,
  DEFAULT_VARIANTS,
  INACTIVE_EXPERIMENT_STATUSES,
  MAX_ALLOCATION_BIT,
} from './constants.js';

/**
 * An experiment of the test lab (back-office §3): name, status, active, variant, tracked,
 * entity, entityId, dateCreated. `variants` and `bit` are this library's allocation settings
 * (see allocateVariant).
 */
export interface Experiment {
  name?: string;
  status?: string | null;
  active?: boolean | null;
  /** The variant the test lab allocated; text, or a number as some experiments send it. */
  variant?: string | number | null;
  tracked?: boolean | null;
  entity?: string | null;
  entityId?: string | number | null;
  dateCreated?: string | null;
  /** The variants, control first. Absent or empty: ['control', 'variant']. */
  variants?: readonly string[] | null;
  /** Which bit of the pre-listing id this experiment reads, 0 (lowest) to 29. Absent: 0. */
  bit?: number | null;
}

/**
 * True unless the experiment is stopped or completed (back-office §4), or flagged
 * `active: false`. Status is compared ignoring case and spaces.
 */
export function isExperimentActive(experiment: Experiment): boolean {
  if (typeof experiment !== 'object' || experiment === null || experiment.active === false) return false;
  const status = typeof experiment.status === 'string' ? experiment.status.trim().toLowerCase() : '';
  return !INACTIVE_EXPERIMENT_STATUSES.includes(status);
}

function hasVariant(variant: Experiment['variant']): boolean {
  return (
    (typeof variant === 'string' && variant.trim() !== '') || (typeof variant === 'number' && Number.isFinite(variant))
  );
}

/**
 * True when the experiment should be reported now (back-office §4: tracked once): it is active,
 * has a variant (non-blank text or a number) and has not been tracked yet.
 */
export function shouldTrack(experiment: Experiment): boolean {
  return isExperimentActive(experiment) && hasVariant(experiment.variant) && experiment.tracked !== true;
}

/** The experiment marked as reported, so shouldTrack is false from now on. Never changes its input. */
export function markTracked<T extends Experiment>(experiment: T): T {
  return { ...experiment, tracked: true };
}

/**
 * The experiments to report now (back-office §4: an experiment is tracked once reported): the
 * active ones with a variant that are not tracked yet (see shouldTrack), in their order. Not a
 * list gives none.
 * @example experimentsToTrack([{ name: 'a', variant: 'B' }, { name: 'b', variant: 'B', tracked: true }]) // [{ name: 'a', variant: 'B' }]
 */
export function experimentsToTrack<T extends Experiment>(experiments: readonly T[] | null | undefined): T[] {
  return Array.isArray(experiments) ? experiments.filter((experiment) => shouldTrack(experiment)) : [];
}

/**
 * The experiments after the named ones were reported: each named experiment is marked tracked
 * (markTracked), so experimentsToTrack leaves it out from now on; the others, and ones already
 * tracked, are kept as they are (same objects). Names are compared exactly. Never changes its input.
 * @example markExperimentsTracked([{ name: 'a', variant: 'B' }], ['a']) // [{ name: 'a', variant: 'B', tracked: true }]
 */
export function markExperimentsTracked<T extends Experiment>(
  experiments: readonly T[] | null | undefined,
  names: Iterable<string> | null | undefined,
): T[] {
  if (!Array.isArray(experiments)) return [];
  const reported = new Set<unknown>(names ?? []);
  return experiments.map((experiment) =>
    typeof experiment?.name === 'string' && reported.has(experiment.name) && experiment.tracked !== true
      ? markTracked(experiment)
      : experiment,
  );
}

/** Outcome of an allocation: a variant to show, always; `allocated` says if the id chose it. */
export type Allocation =
  | { allocated: true; variant: string; index: number }
  | { allocated: false; variant: string; code: 'inactive' | 'invalidId' | 'aboveCutoff' | 'invalidBit' };

/** The variants of an experiment: its non-empty names, de-duplicated, or the default pair. */
export function experimentVariants(experiment: Experiment): readonly string[] {
  const given = Array.isArray(experiment?.variants)
    ? [...new Set(experiment.variants.filter((v): v is string => typeof v === 'string' && v !== ''))]
    : [];
  return given.length > 0 ? given : DEFAULT_VARIANTS;
}

function readId(id: unknown): number | undefined {
  const n = typeof id === 'number' ? id : typeof id === 'string' && /^\s*\d+\s*$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/**
 * The variant a pre-listing sees (back-office §9: bit flags of the pre-listing id, cutoff 1e9).
 * With `bit` n (default 0) and k variants, the index is ⌊id / 2ⁿ⌋ mod k: for two variants that
 * is exactly bit n of the id (0 → control, 1 → the other), and sequential ids spread evenly.
 * Ids at or above 1e9 are not allocated and see the control, as do inactive experiments and
 * ids that are not whole numbers ≥ 0 (number or digit string). A bit outside 0–29 is refused.
 * Deterministic: the same id and experiment always give the same variant.
 * @example allocateVariant(6, { name: 'x', bit: 1 }) // { allocated: true, variant: 'variant', index: 1 } (6 = 0b110)
 */
export function allocateVariant(preListingId: unknown, experiment: Experiment): Allocation {
  const variants = experimentVariants(experiment);
  const control = variants[0] ?? 'control';
  if (!isExperimentActive(experiment)) return { allocated: false, variant: control, code: 'inactive' };
  const id = readId(preListingId);
  if (id === undefined) return { allocated: false, variant: control, code: 'invalidId' };
  if (id >= ALLOCATION_CUTOFF_ID) return { allocated: false, variant: control, code: 'aboveCutoff' };
  const bit = experiment.bit ?? 0;
  if (!Number.isInteger(bit) || bit < 0 || bit > MAX_ALLOCATION_BIT) {
    return { allocated: false, variant: control, code: 'invalidBit' };
  }
  const index = Math.floor(id / 2 ** bit) % variants.length;
  return { allocated: true, variant: variants[index] ?? control, index };
}

/**
 * The key under which a session remembers that it reported an experiment for a pre-listing, so
 * that a reloaded draft of the same pre-listing does not report it again (back-office §4).
 * @example reportedKey('42', 'person-tabs') // '42:person-tabs'
 */
export function reportedKey(preListingId: string | number, name: string): string {
  return `${String(preListingId)}:${name}`;
}

/**
 * The experiments with those this session already reported for the pre-listing marked tracked
 * (back-office §4: tracked once reported), whatever the test lab answered; `reported` holds
 * reportedKey values. The others are kept as they are (same objects). Never changes its input.
 * @example withReported([{ name: 'a', variant: 'B' }], '7', ['7:a']) // [{ name: 'a', variant: 'B', tracked: true }]
 */
export function withReported<T extends Experiment>(
  experiments: readonly T[] | null | undefined,
  preListingId: string | number,
  reported: Iterable<string> | null | undefined,
): T[] {
  const keys = new Set(reported ?? []);
  const names = Array.isArray(experiments)
    ? experiments
        .map((experiment) => experiment?.name)
        .filter((name): name is string => typeof name === 'string' && keys.has(reportedKey(preListingId, name)))
    : [];
  return markExperimentsTracked(experiments, names);
}

/**
 * The names of `wanted` the answer does not hold: the experiments the flow still has to ask the
 * test lab to allocate the pre-listing to (GET experiment/pre-allocation, back-office §7), in
 * `wanted`'s order. An answer that is not a list holds none.
 * @example experimentsToAllocate([{ name: 'a' }], ['a', 'b']) // ['b']
 */
export function experimentsToAllocate(
  answered: readonly Experiment[] | null | undefined,
  wanted: readonly string[],
): string[] {
  const held = new Set(Array.isArray(answered) ? answered.map((experiment) => experiment?.name) : []);
  return wanted.filter((name) => !held.has(name));
}
