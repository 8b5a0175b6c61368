export * from './dialogs/add-insurance-dialog.js';
export { insuranceDialogsStyles } from './dialogs/insurance-dialogs.styles.js';
export * from './dialogs/insurance-terms-dialog.js';
export * from './dialogs/remove-insurance-dialog.js';
export * from './dialogs/use-add-insurance.js';
export * from './insurance.js';
export { insuranceStyles } from './insurance.styles.js';
export * from './insurance-dialogs.js';
export * from './use-insurance.js';
