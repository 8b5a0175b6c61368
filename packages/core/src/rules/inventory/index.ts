export * from './box-estimate.js';
export * from './constants.js';
export * from './property-types.js';
export * from './rooms.js';
