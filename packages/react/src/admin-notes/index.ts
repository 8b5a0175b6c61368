export * from './admin-notes.js';
export { adminNotesStyles } from './admin-notes.styles.js';
export * from './use-admin-history.js';
export * from './use-admin-notes.js';
