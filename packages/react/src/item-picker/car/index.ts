export { carStyles } from './car.styles.js';
export * from './car-picker.js';
export type { CustomCarDialogProps } from './custom-car-dialog.js';
export type { PlateDialogProps } from './plate-dialog.js';
export * from './use-car-picker.js';
export * from './use-custom-car.js';
export * from './use-plate-lookup.js';
