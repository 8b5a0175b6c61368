export * from './boxes.js';
export * from './constants.js';
