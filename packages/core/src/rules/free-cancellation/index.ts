export * from './constants.js';
export * from './free-cancellation.js';
