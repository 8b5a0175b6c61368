export * from './exit-intent.js';
export { exitIntentStyles } from './exit-intent.styles.js';
export * from './use-exit-intent.js';
