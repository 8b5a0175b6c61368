export * from './similar-jobs-list.js';
export * from './similar-listings.js';
export { similarListingsStyles } from './similar-listings.styles.js';
export * from './use-similar-listings.js';
