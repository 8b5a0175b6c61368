export * from './constants.js';
export * from './packing.js';
