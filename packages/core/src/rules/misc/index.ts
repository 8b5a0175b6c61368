export * from './constants.js';
export * from './misc.js';
