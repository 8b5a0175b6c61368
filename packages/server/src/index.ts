/**
 * @haulkit/server: the reference server. Every port method of `@haulkit/core` over real HTTP
 * (backed by any `Ports`, the demo engine by default), the built elements and the examples
 * gallery under a strict CSP, and opt-in fault injection for network tests.
 */
export type { AppOptions } from './app.js';
export { createApp } from './app.js';
export { readCliOptions } from './cli-options.js';
export { contentSecurityPolicy } from './csp.js';
export type { CommonErrorBody, InputErrorBody, PermissionErrorBody } from './error-bodies.js';
export type { PaymentSimulatorControls } from './faults/control-routes.js';
export { FAULT_HEADER, FAULT_KEY_HEADER } from './faults/fault-middleware.js';
export type { Fault, FaultOutcome, ParsedFault } from './faults/fault-spec.js';
export { parseFault } from './faults/fault-spec.js';
export type { FaultLogEntry, LoggedOutcome } from './faults/fault-state.js';
export type { RunningServer, ServerOptions } from './start-server.js';
export { startServer } from './start-server.js';
