export * from './send-quote.js';
export { sendQuoteStyles } from './send-quote.styles.js';
export * from './use-send-quote.js';
