export * from './price-failure.js';
export * from './use-price-failure.js';
export * from './use-pricing.js';
