export * from './address-picker.js';
export { addressPickerStyles } from './address-picker.styles.js';
export * from './use-address-field.js';
export * from './use-address-picker.js';
export * from './use-address-route.js';
