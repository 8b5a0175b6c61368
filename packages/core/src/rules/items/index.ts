export * from './back-office.js';
export * from './constants.js';
export * from './ebay-item-id.js';
export * from './fake-id.js';
export * from './furniture-defaults.js';
export * from './item-kind.js';
export * from './items.js';
