export * from './constants.js';
export * from './field-rules.js';
export * from './steps.js';
