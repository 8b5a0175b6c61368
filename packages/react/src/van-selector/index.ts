export * from './use-van-selector.js';
export * from './van-icons.js';
export * from './van-selector.js';
export { vanSelectorStyles } from './van-selector.styles.js';
