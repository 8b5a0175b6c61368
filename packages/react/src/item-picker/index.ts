export * from './item-picker.js';
export * from './item-picker.styles.js';
export * from './use-item-picker.js';
