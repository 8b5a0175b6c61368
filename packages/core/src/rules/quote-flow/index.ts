export * from './categories.js';
export * from './category-id.js';
export * from './constants.js';
export * from './converted.js';
export * from './items-offer.js';
export * from './problems.js';
export * from './steps.js';
