/**
 * @haulkit/http: the marketplace implementation of core's `QuoteApi` port, over ky, and the
 * coded errors its calls reject with.
 */
export type { HttpConfig } from './create-http-quote-api.js';
export { createHttpQuoteApi } from './create-http-quote-api.js';
export type { HttpErrorDetails } from './errors/http-error.js';
export { HttpError, isHttpError } from './errors/http-error.js';
export type { InputErrorDetails } from './errors/input-error.js';
export { InputError, isInputError } from './errors/input-error.js';
export { isNetworkError, NetworkError } from './errors/network-error.js';
export { isPermissionError, PermissionError } from './errors/permission-error.js';
export {
  isInputBody,
  isPermissionBody,
  readInputFields,
  readServerErrors,
  readServerMessages,
} from './errors/read-server-errors.js';
export { isResponseShapeError, ResponseShapeError } from './errors/response-shape-error.js';
export { isTimeoutError, TimeoutError } from './errors/timeout-error.js';
