export * from './constants.js';
export * from './viewport.js';
