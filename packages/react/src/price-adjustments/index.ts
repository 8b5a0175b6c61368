export * from './price-adjustments.js';
export { priceAdjustmentsStyles } from './price-adjustments.styles.js';
export * from './use-price-adjustments.js';
