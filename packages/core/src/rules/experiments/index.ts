export * from './constants.js';
export * from './experiments.js';
