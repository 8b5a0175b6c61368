export * from './cart.js';
export * from './constants.js';
export * from './parse.js';
export * from './time-options.js';
