export * from './constants.js';
export * from './day-state.js';
export * from './grid.js';
export * from './local-date.js';
