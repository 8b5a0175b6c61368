export * from './flow.js';
export * from './permissions.js';
