export * from './price-actions.js';
export * from './price-tabs.js';
export * from './use-price-actions.js';
export * from './use-price-tabs.js';
