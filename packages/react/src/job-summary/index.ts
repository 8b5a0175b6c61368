export * from './job-summary.js';
export { jobSummaryStyles } from './job-summary.styles.js';
export * from './use-job-summary.js';
