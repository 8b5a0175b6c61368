/** Wait before the first similar job is selected on a result (docs/behaviour/back-office.md §2: 300 ms). */
export const FIRST_SIMILAR_JOB_DELAY_MS = 300;

/** The communication type a provider contact about similar jobs is recorded under (back-office §3). */
export const SIMILAR_JOBS_COMMUNICATION_TYPE = 'provider-similar-jobs';
