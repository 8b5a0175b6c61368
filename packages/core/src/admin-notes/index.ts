export * from './panel.js';
export * from './state.js';
