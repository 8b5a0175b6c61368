export * from './constants.js';
export * from './furniture-defaults.js';
export * from './misc.js';
export * from './partners.js';
export * from './trust-rating.js';
