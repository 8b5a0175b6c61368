export * from './card-payment.js';
export * from './constants.js';
export * from './registry.js';
export * from './rules.js';
export * from './status-detail.js';
