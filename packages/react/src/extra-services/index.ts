export * from './extra-services.js';
export { extraServicesStyles } from './extra-services.styles.js';
export * from './service-row.js';
export * from './use-extra-services.js';
export type { PackingDialogProps } from './use-packing-dialog.js';
