export * from './constants.js';
export * from './misc.js';
export * from './trust-rating.js';
