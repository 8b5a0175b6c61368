/**
 * @haulkit/core: the domain of the Haulkit widgets. Schemas, pure business rules, quote
 * sessions (nanostores) and the ports that adapters implement. No React, no DOM, no URLs.
 */
export * from './admin-bar/index.js';
export * from './admin-notes/index.js';
export * from './errors.js';
export type * from './events.js';
export * from './json-text.js';
export * from './lazy-import.js';
export * from './listing-history/index.js';
export * from './locale/admin-bar.js';
export * from './locale/admin-notes.js';
export * from './locale/card-by-phone.js';
export * from './locale/exit-intent.js';
export * from './locale/extra-services.js';
export * from './locale/index.js';
export * from './locale/insurance.js';
export * from './locale/job-summary.js';
export * from './locale/price-adjustments.js';
export * from './locale/price-calendar.js';
export * from './locale/price-dialogs.js';
export * from './locale/price-failure.js';
export * from './locale/price-tabs.js';
export * from './locale/quote-flow.js';
export * from './locale/quote-flow-view.js';
export * from './locale/removal-inventory.js';
export * from './locale/removal-inventory-link.js';
export * from './locale/route-map.js';
export * from './locale/send-quote.js';
export * from './locale/similar-listings.js';
export * from './locale/time-options.js';
export * from './locale/time-slider.js';
export * from './locale/van-selector.js';
export * from './model/index.js';
export * from './payment/index.js';
export * from './ports/index.js';
export * from './prelisting-history/index.js';
export * from './price-adjustments/index.js';
export * from './rules/address/index.js';
export * from './rules/admin/index.js';
export * from './rules/admin-notes/index.js';
export * from './rules/booking-steps/index.js';
export * from './rules/boxes/index.js';
export * from './rules/calendar/index.js';
export * from './rules/calendar/moves.js';
export * from './rules/custom-item/index.js';
export * from './rules/experiments/index.js';
export * from './rules/free-cancellation/index.js';
export * from './rules/hourly-rate/index.js';
export * from './rules/insurance/index.js';
export * from './rules/insurance/offer.js';
export * from './rules/insurance/typed-value.js';
export * from './rules/inventory/index.js';
export * from './rules/items/index.js';
export * from './rules/listing.js';
export * from './rules/listing-history/index.js';
export * from './rules/map/index.js';
export * from './rules/packing/index.js';
export * from './rules/partners/index.js';
export * from './rules/prelisting-history/index.js';
export * from './rules/price-adjustments/index.js';
export * from './rules/prices/index.js';
export * from './rules/prices/no-price-error.js';
export * from './rules/quote-flow/exit-intent.js';
export * from './rules/quote-flow/hash-state.js';
export * from './rules/quote-flow/index.js';
export * from './rules/restricted-input/index.js';
export * from './rules/send-quote/index.js';
export * from './rules/server-errors/index.js';
export * from './rules/services/index.js';
export * from './rules/similar-listings/index.js';
export * from './rules/storage/index.js';
export * from './rules/thumbnails/index.js';
export * from './rules/time-options/index.js';
export * from './rules/time-slider/index.js';
export * from './rules/time-slider/thumbs.js';
export * from './rules/trust-rating/index.js';
export * from './rules/units/index.js';
export * from './rules/vans/index.js';
export * from './rules/viewport/index.js';
export * from './rules/volume/index.js';
export * from './search.js';
export * from './send-quote/index.js';
export * from './session/cart.js';
export * from './session/constants.js';
export {
  createPrelistingId,
  NO_DATA_RETURNED_MESSAGE,
  NO_PRICE_OPTIONS_MESSAGE,
  PRICE_ERROR_PAGE,
  WRONG_ITEM_ID_MESSAGE,
} from './session/flow-effects.js';
export * from './session/item-stores.js';
export * from './session/persistence.js';
export * from './session/prefill.js';
export * from './session/quote-flow-rest.js';
export * from './session/quote-flow-session.js';
export * from './session/quote-session.js';
export * from './session/quote-state.js';
export * from './session/requests.js';
export { NO_API_CODE, NO_PRICES_CODE, priceLoadError } from './session/session-effects.js';
export * from './session/session-moments.js';
export {
  type AdminBarSession,
  type AdminCallEnd,
  adminBarSlice,
  NO_PRELISTING_CODE,
  withAdminBar,
} from './session/slices/admin-bar.js';
export type { ItemKey } from './session/slices/items.js';
export { PRICING_DELAY_MS } from './session/slices/pricing.js';
export * from './session/slices/step-flow.js';
export * from './session/tracker.js';
export { EBAY_LISTING_NOT_FOUND_CODE } from './session/transitions/ebay.js';
export {
  checkEmail,
  EMAIL_MAX_LENGTH,
  type EmailCheck,
  type EmailCheckCode,
} from './session/transitions/email-ask.js';
export * as quoteTransitions from './session/transitions/index.js';
export type { InventoryKey } from './session/transitions/inventory.js';
export type { OfferedService, RouteSide } from './session/transitions/job.js';
export * from './session/views/booking-steps.js';
export * from './session/views/calendar-weeks.js';
export * from './session/views/package-options.js';
export * from './session/views/price-view-types.js';
export * from './session/views/price-views.js';
export * from './session/views/quote-flow.js';
export * from './session/views/summary.js';
export * from './session/views/time-options-panel.js';
export * from './session/views/time-slider.js';
export * from './session/views/typed-hours.js';
export * from './shallow-equal.js';
export * from './similar-listings/index.js';
