export * from './constants.js';
export * from './thumbnails.js';
