export * from './removal-inventory.js';
export { removalInventoryStyles } from './removal-inventory.styles.js';
export * from './use-inventory-actions.js';
export * from './use-inventory-extras.js';
export * from './use-removal-inventory.js';
