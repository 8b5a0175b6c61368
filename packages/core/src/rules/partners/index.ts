export * from './constants.js';
export * from './partners.js';
