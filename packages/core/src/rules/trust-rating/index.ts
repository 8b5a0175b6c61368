export * from './constants.js';
export * from './trust-rating.js';
