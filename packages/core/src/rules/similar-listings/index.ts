export * from './constants.js';
export * from './contact.js';
export * from './failure.js';
export * from './filter.js';
export * from './route.js';
