export * from './bounds.js';
export * from './constants.js';
export * from './custom-item.js';
export * from './make-model.js';
