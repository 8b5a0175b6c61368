export * from './browse/use-furniture-defaults.js';
export * from './browse/use-media-query.js';
export * from './item-picker.js';
export { itemPickerStyles } from './item-picker.styles.js';
export * from './use-item-picker.js';
