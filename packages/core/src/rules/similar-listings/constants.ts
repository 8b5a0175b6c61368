/** Wait before the first similar job is selected on a result (docs/behaviour/back-office.md §2: 300 ms). */
export const FIRST_SIMILAR_JOB_DELAY_MS = 300;
