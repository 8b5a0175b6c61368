export { adminBarPermissions, adminJobFacts } from './facts.js';
export * from './panel.js';
export type * from './types.js';
