/** The Haulkit UI kit: tokens, themes and the components every element is built from. */

export * from './alert.js';
export * from './announcer.js';
export * from './badge.js';
export * from './button.js';
export * from './checkbox.js';
export * from './dialog.js';
export * from './empty-state.js';
export * from './error-boundary.js';
export * from './error-state.js';
export * from './field.js';
export * from './haulkit-root.js';
export * from './icon-button.js';
export * from './icons/item-icons.js';
export * from './icons/ui-icons.js';
export * from './money.js';
export * from './number-stepper.js';
export * from './popover.js';
export * from './radio-cards.js';
export * from './select.js';
export * from './sheet.js';
export * from './skeleton.js';
export * from './skeleton.styles.js';
export * from './style-sheets.js';
export * from './switch.js';
export * from './tabs.js';
export * from './tokens.styles.js';
