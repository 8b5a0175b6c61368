export * from './hours-stepper.js';
export * from './time-choice-list.js';
export * from './time-options.js';
export { timeOptionsStyles } from './time-options.styles.js';
export * from './use-hourly.js';
export * from './use-time-options.js';
