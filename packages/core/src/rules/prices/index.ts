export * from './constants.js';
export * from './date-option.js';
export * from './priceable.js';
export * from './prices.js';
