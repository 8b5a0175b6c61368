export * from './constants.js';
export * from './form.js';
export * from './permission.js';
export * from './record.js';
export * from './save-message.js';
