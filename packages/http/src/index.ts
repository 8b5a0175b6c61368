/**
 * @haulkit/http: the marketplace implementation of core's ports over ky, and the coded errors
 * its calls reject with.
 */
export type { HttpAdaptersConfig, HttpConfig, HttpFailure, RetryConfig } from './config.js';
export { createHttpAdapters } from './create-http-adapters.js';
export { createHttpQuoteApi } from './create-http-quote-api.js';
export type { HttpErrorDetails } from './errors/http-error.js';
export { HttpError, isHttpError } from './errors/http-error.js';
export type { InputErrorDetails } from './errors/input-error.js';
export { InputError, isInputError } from './errors/input-error.js';
export { isMissingHostError, MISSING_PAYMENT_HOST_CODE, MissingHostError } from './errors/missing-host-error.js';
export { isNetworkError, NetworkError } from './errors/network-error.js';
export { isPermissionError, PermissionError } from './errors/permission-error.js';
export type { ResponseShapeDetails, ResponseShapeReason } from './errors/response-shape-error.js';
export { isResponseShapeError, ResponseShapeError } from './errors/response-shape-error.js';
export { isTimeoutError, TimeoutError } from './errors/timeout-error.js';
export { isFineGrainedInput } from './maps/fine-grained-input.js';
export { paymentSessionKey } from './payment/payment-session-key.js';
export { viewListingUrl } from './site-links.js';
export { supersededError } from './transport/latest.js';
export { backoffDelay, retryAfterMs } from './transport/retry.js';
