export * from './browse/use-furniture-defaults.js';
export * from './browse/use-viewport.js';
export * from './inventory-link.js';
export * from './item-picker.js';
export { itemPickerStyles } from './item-picker.styles.js';
export * from './use-item-picker.js';
