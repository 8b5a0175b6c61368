export * from './error-summary.js';
export * from './exit-intent/index.js';
export * from './flow-steps.js';
export * from './isolated.js';
export * from './quote-flow.js';
export { quoteFlowStyles } from './quote-flow.styles.js';
export * from './url-state/use-flow-hash.js';
export * from './use-quote-flow.js';
