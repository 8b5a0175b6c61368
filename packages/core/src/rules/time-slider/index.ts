export * from './constants.js';
export * from './format.js';
export * from './mode.js';
export * from './slider.js';
