export * from './constants.js';
export * from './map-style.js';
export * from './route-bounds.js';
export * from './route-scene.js';
