export * from './provider-change.js';
