export * from './send-quote.js';
