export * from './constants.js';
export * from './volume.js';
