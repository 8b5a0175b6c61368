export * from './panel.js';
export type * from './types.js';
