export * from './use-flow-hash.js';
