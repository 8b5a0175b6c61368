export * from './email.js';
