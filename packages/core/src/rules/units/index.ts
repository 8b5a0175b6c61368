export * from './constants.js';
export * from './total-volume.js';
export * from './units.js';
