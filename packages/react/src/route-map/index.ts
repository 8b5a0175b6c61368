export * from './local-style.js';
export * from './route-map.js';
export { routeMapStyles } from './route-map.styles.js';
export * from './static-route-map.js';
export * from './trusted-types.js';
export * from './use-interactive-map.js';
export * from './use-route-map.js';
