export * from './constants.js';
export * from './map-server-error.js';
export * from './report-failure.js';
export * from './texts.js';
