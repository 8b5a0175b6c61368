export * from './constants.js';
export * from './storage.js';
