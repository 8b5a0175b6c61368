import type { Listing } from './model/listing.js';
import type { PaymentAuthorizedDetail, PaymentStatusDetail } from './payment/status-detail.js';
import type { CardPaymentRequestDetail } from './rules/admin-notes/card-payment.js';
import type { NavigationReason } from './rules/server-errors/navigation.js';
import type { GoToStepDetail, PriceLoadedDetail, ProceedDetail } from './session/session-moments.js';

/** Detail of `hk-error`: a code and words for a person. */
export interface HaulkitErrorDetail {
  code: string;
  message: string;
  /** The attribute at fault, for code `attribute`. */
  attribute?: string;
  /**
   * How serious a report is: `error` for a failed call the generic interceptor reports,
   * `warning` for a failed lookup, `info` for the §8 'No price options'. Absent for a widget's own
   * errors (a refused attribute, a failed search).
   */
  severity?: 'error' | 'warning' | 'info';
}

/**
 * Detail of `hk-page-view`: a virtual page view for the host's analytics: the §8 price-error page
 * (`price-error`), or the §2 redirect of a furniture listing converted from a house move to the
 * house-move inventory (`listing-inventory`).
 */
export interface PageViewDetail {
  /** The page viewed: `price-error` or `listing-inventory`. */
  page: string;
  /**
   * The converted listing's parent hash, on the §2 redirect's page view when the listing has one
   * (with or without `url-state`); absent otherwise.
   */
  parentHash?: string;
}

/**
 * Detail of `hk-navigate`: the widget asks the host to go somewhere (back-office §6: a permission
 * error sends the person home). Cancelable: unless the host calls `preventDefault()`, the element
 * goes to `to` itself.
 */
export interface NavigateDetail {
  /** Where: the element's `home-url`, resolved against the page (default `/`). */
  to: string;
  /** Why: `permission` (the server refused the call). */
  reason: NavigationReason;
}

/**
 * Every Haulkit event and its detail: what the `<hk-*>` elements dispatch (@haulkit/elements adds
 * them to the DOM's `GlobalEventHandlersEventMap`) and what a React page hears with
 * `useHaulkitEvent` (@haulkit/react). Here, with no DOM, so every package types them from one list.
 */
export interface HaulkitEventDetails {
  /** The listing changed (detail: the listing). */
  'hk-change': Listing;
  /** Something went wrong that the host may want to know (detail: code, message, severity). */
  'hk-error': HaulkitErrorDetail;
  /** Prices arrived (detail: lowest price and date range). */
  'hk-price-loaded': PriceLoadedDetail;
  /** The job summary's "change" asks for a step (detail: step and section); `<hk-quote-flow>` or the host goes there. */
  'hk-go-to-step': GoToStepDetail;
  /** The customer proceeded to confirmation (detail: listing and pre_listing_id). */
  'hk-proceed': ProceedDetail;
  /** A virtual page view for analytics (detail: page, and parentHash on a converted listing's redirect). */
  'hk-page-view': PageViewDetail;
  /**
   * Partner item screens: the person continued from the default items with at least one chosen
   * (detail: the listing); the host moves on to the next step.
   */
  'hk-items-done': Listing;
  /**
   * The widget asks the host to navigate (detail: to, reason), as a permission error does; cancelable:
   * unless the host calls `preventDefault()`, the element goes to its `home-url`.
   */
  'hk-navigate': NavigateDetail;
  /** A card-by-phone payment's step or a field changed (detail: step, paymentId, masked fields, error code). */
  'hk-payment-status': PaymentStatusDetail;
  /** A card-by-phone payment was authorised (detail: paymentId and tokenReference, never card data). */
  'hk-payment-authorized': PaymentAuthorizedDetail;
  /**
   * The admin notes' operator asks to take a card payment on their call for the open quote (detail:
   * callId, amount, currency, reference: `<hk-card-by-phone>`'s attributes); the host shows one.
   */
  'hk-take-card-payment': CardPaymentRequestDetail;
}
