export * from './address.js';
export * from './constants.js';
