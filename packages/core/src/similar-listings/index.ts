export * from './model.js';
export * from './state.js';
