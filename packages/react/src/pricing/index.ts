export * from './use-pricing.js';
