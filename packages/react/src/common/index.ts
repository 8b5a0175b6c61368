export * from './quantity-outcome.js';
export * from './use-media-query.js';
export * from './widget-error.js';
