export * from './date-fns.js';
export * from './element-messages.js';
export * from './item-picker.js';
export * from './messages.js';
export * from './money.js';
export * from './rule-messages.js';
export * from './server-codes.js';
export * from './translator.js';
