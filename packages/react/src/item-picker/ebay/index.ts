export { ebayStyles } from './ebay.styles.js';
export * from './ebay-item-panel.js';
export * from './use-ebay-item.js';
