export * from './extra-services.js';
export * from './extra-services.styles.js';
export * from './service-row.js';
export * from './use-extra-services.js';
export type { PackingDialogProps } from './use-packing-dialog.js';
