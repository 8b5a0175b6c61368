export * from './constants.js';
export * from './map-server-error.js';
export * from './navigation.js';
export * from './parse-server-error.js';
export * from './report-failure.js';
export * from './server-error-parts.js';
export * from './server-error-types.js';
export * from './texts.js';
