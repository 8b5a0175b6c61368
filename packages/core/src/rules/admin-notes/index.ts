export * from './affiliate.js';
export * from './call-back.js';
export * from './card-payment.js';
export * from './constants.js';
export * from './removals.js';
export * from './sms.js';
export * from './text.js';
