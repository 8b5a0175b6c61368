export * from './exit-intent.js';
export * from './exit-intent.styles.js';
export * from './use-exit-intent.js';
