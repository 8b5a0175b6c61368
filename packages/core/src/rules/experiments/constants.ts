/** Timeout of every test-lab (experiment) call, in ms (back-office §7, §9). */
export const TEST_LAB_TIMEOUT_MS = 2000;

/** Pre-listing ids at or above this cutoff are not allocated by bit flags (back-office §9). */
export const ALLOCATION_CUTOFF_ID = 1e9;

/** Statuses of an experiment that is no longer running (back-office §4). */
export const INACTIVE_EXPERIMENT_STATUSES: readonly string[] = ['stopped', 'completed'];

/** Variants when an experiment names none: the first one is always the control. */
export const DEFAULT_VARIANTS: readonly string[] = ['control', 'variant'];

/** Highest bit an experiment may read: 2^29 is the last power of two below the cutoff 1e9. */
export const MAX_ALLOCATION_BIT = 29;
