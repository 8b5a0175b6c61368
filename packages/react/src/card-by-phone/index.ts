export { CardByPhone } from './card-by-phone.js';
export { cardByPhoneStyles } from './card-by-phone.styles.js';
export * from './use-card-by-phone.js';
