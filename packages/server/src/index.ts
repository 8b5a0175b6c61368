/**
 * @haulkit/server: the reference server. The marketplace HTTP contract backed by a `QuoteApi`
 * (the demo engine by default), the built elements and the examples gallery, under a strict CSP.
 */
export type { AppOptions } from './app.js';
export { createApp } from './app.js';
export { contentSecurityPolicy } from './csp.js';
export type { CommonErrorBody, InputErrorBody } from './error-bodies.js';
export type { RunningServer, ServerOptions } from './start-server.js';
export { startServer } from './start-server.js';
