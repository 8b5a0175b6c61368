export * from './job-summary.js';
export * from './job-summary.styles.js';
export * from './use-job-summary.js';
