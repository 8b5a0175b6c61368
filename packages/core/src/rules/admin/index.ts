export * from './admin-price.js';
export * from './flow.js';
export * from './permissions.js';
