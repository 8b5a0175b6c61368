export * from './price-tabs.js';
