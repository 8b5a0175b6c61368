export * from './restricted-input.js';
