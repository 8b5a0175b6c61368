export * from './constants.js';
export * from './premium-package.js';
export * from './terms.js';
export * from './value-of-goods.js';
