export * from './constants.js';
export * from './extra-services.js';
export * from './packing-form.js';
export * from './van-choice.js';
