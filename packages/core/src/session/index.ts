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
export type { ItemKey } from './slices/items.js';
export {
  type FlowStep,
  type GoToStep,
  NO_MODALS,
  NO_VEHICLE_UI,
  type PartnerItemView,
  type PartnerUi,
  QUOTE_MODALS,
  type QuoteModal,
  type SummarySection,
  type VehicleUi,
} from './slices/job-ui.js';
export {
  fixedTab,
  flexibleHelpers,
  helpersOfTab,
  type InsuranceError,
  type InsuranceService,
  type InsuranceSnapshot,
  type InsuranceUi,
  type PendingConfirmation,
  type PriceTab,
  parsePriceTab,
  priceTabOf,
  type RemovalPreset,
} from './slices/price-step-ui.js';
export { PRICING_DELAY_MS } from './slices/pricing.js';
export type { EmailAskState, ListingSave, PriceLoadError, PriceStatus } from './slices/pricing-ui.js';
export * from './slices/step-flow.js';
export type { QuoteStep } from './slices/step-flow-ui.js';
export * from './tracker.js';
export * as quoteTransitions from './transitions/index.js';
export * from './views/booking-steps.js';
export * from './views/price-view-types.js';
export * from './views/price-views.js';
export * from './views/summary.js';
