export * from './van-fit.js';
export * from './van-types.js';
