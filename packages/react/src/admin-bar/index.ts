export * from './admin-bar.js';
export { adminBarStyles } from './admin-bar.styles.js';
export * from './use-admin-bar.js';
