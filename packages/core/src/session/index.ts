/** Quote sessions: state, transitions (docs/behaviour/quote-flow.md §4), effects and draft persistence. */
export * from './cart.js';
export * from './constants.js';
export { createPrelistingId, NO_PRICE_OPTIONS_MESSAGE, PRICE_ERROR_PAGE } from './flow-effects.js';
export * from './item-stores.js';
export * from './persistence.js';
export * from './quote-flow-rest.js';
export * from './quote-flow-session.js';
export * from './quote-session.js';
export * from './quote-state.js';
export * from './requests.js';
export { NO_API_CODE, NO_PRICES_CODE, priceLoadError } from './session-effects.js';
export * from './session-moments.js';
export * from './step-flow.js';
export * from './tracker.js';
export * as quoteTransitions from './transitions/index.js';
export * from './views/price-views.js';
export * from './views.js';
