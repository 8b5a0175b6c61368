export * from './constants.js';
export * from './hours.js';
export * from './slots.js';
