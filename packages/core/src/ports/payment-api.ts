import { showsAtMostLastFour } from '../model/card-mask.js';
import type { CardChunkStatus, PaymentSession } from '../model/payment.js';
import type { AuthToken, MethodNames, Signal } from './common.js';

/**
 * The card-by-phone service (docs/behaviour/back-office.md §7): an operator takes a card payment
 * while the customer keys the card on the phone keypad. CARD DATA NEVER PASSES THROUGH OUR
 * CODE: the service captures it from the call, we only see masked chunks and a payment token.
 *
 * Order: getBearerToken(callId) (GET /twilio-pay/token/{callId} on the marketplace) first; then
 * every service call sends `Authorization: Bearer <token>` to the configured service host
 * (missing host → 'No pgs lambda host defined.'). The spec names the service's actions but
 * not their paths, so each path below is "(path proposed: not shown in the spec)":
 * POST {host}/{action}.
 */

declare const maskedCardValue: unique symbol;

/**
 * A card chunk value that shows at most the last four digits of a card ("xxxx xxxx xxxx 4242").
 * Only {@link isMaskedCardValue} makes one, so an unmasked value cannot be typed as masked.
 */
export type MaskedCardValue = string & { readonly [maskedCardValue]: true };

/**
 * True when `value` shows at most the last four digits of a card (model `showsAtMostLastFour`);
 * the only way to get a {@link MaskedCardValue}. Adapters drop or refuse any other value.
 * @example isMaskedCardValue('xxxx xxxx xxxx 4242') // true
 */
export function isMaskedCardValue(value: string): value is MaskedCardValue {
  return showsAtMostLastFour(value);
}

/** One captured card field as the operator sees it: masked value, status, error message. */
export interface MaskedCardChunk {
  /** Absent until captured; never more of a card than its last four digits. */
  readonly value?: MaskedCardValue;
  /** not-captured-yet, capture-in-progress, successfully-captured or capture-failed. */
  readonly status: CardChunkStatus;
  readonly errorMessage?: string;
}

/**
 * Card fields the customer keys in, in the order they are asked for. The spec does not name
 * them: these are the names of the telephony provider's pay verb (twilio-pay), proposed.
 */
export const CARD_FIELDS = ['payment-card-number', 'expiration-date', 'security-code', 'postal-code'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The parameters every call on a running session sends (callId, paymentId, locale). */
export interface PaymentCallRequest {
  /** The bearer from getBearerToken for this call id. */
  readonly auth: AuthToken;
  /** The telephony call the customer is on. */
  readonly callId: string;
  /** The payment session's id, from createPaymentSession. */
  readonly paymentId: string;
  /** The widget's locale ("en-GB"), for the service's spoken prompts and messages. */
  readonly locale?: string;
}

/** Body of create-payment-session. */
export interface CreatePaymentSessionRequest {
  readonly auth: AuthToken;
  readonly callId: string;
  /**
   * The product being paid for and its reference, sent as a field named `{product}Reference`
   * (product 'listing' and reference '123' send `listingReference: '123'`).
   */
  readonly product: string;
  readonly reference: string;
  readonly locale?: string;
  /**
   * Names one logical attempt to open a session, so a retry after a timeout or a lost answer
   * gets the session the first attempt opened instead of a second one (sent as the
   * `Idempotency-Key` header; the service replays its first answer for a key it has seen).
   * Pass a new key only to open a new session on purpose, e.g. after cancelling one on the
   * same call.
   * @default derived from callId, product and reference (stable across retries and re-renders)
   */
  readonly idempotencyKey?: string;
}

/** Body of capture-card-data: which field to capture next. */
export interface CaptureCardDataRequest extends PaymentCallRequest {
  readonly field: CardField;
}

/** What capture-card-data-status answers: the session status and a masked chunk per field. */
export interface CardCaptureStatus {
  readonly paymentSessionStatus?: string;
  /** Masked chunks by field; a field not asked for yet is absent. */
  readonly fields: Readonly<Partial<Record<CardField, MaskedCardChunk>>>;
}

/**
 * What get-token answers once the card is captured: the payment method token (a provider
 * token, never card data), or no token yet. `paymentSessionStatus`
 * 'payment_method_token_timeout' ends the polling.
 */
export interface PaymentMethodToken {
  readonly token?: string;
  readonly paymentSessionStatus?: string;
}

/**
 * The card-by-phone port. Polling every 1,000 ms (CARD_POLL_INTERVAL_MS), the 15 s token
 * timeout (PAYMENT_TOKEN_TIMEOUT_MS) and cancelling when the operator leaves mid-payment are
 * the session's; each method is one call. Payment sessions come back as model
 * `PaymentSession` values whose `fields` an adapter fills only with masked chunks.
 */
export interface PaymentApi {
  /** GET /twilio-pay/token/{callId} on the marketplace: the bearer for the service. Called first. */
  getBearerToken(callId: string, signal?: Signal): Promise<AuthToken>;
  /**
   * POST {host}/create-payment-session (path proposed: not shown in the spec): a session with its
   * paymentId. Carries an `Idempotency-Key` (request.idempotencyKey, by default derived from the
   * call id, product and reference), so it may be retried, also after a timeout, without opening
   * a second session.
   */
  createPaymentSession(request: CreatePaymentSessionRequest, signal?: Signal): Promise<PaymentSession>;
  /** POST {host}/capture-card-data (path proposed: not shown in the spec): starts capturing one field. */
  captureCardData(request: CaptureCardDataRequest, signal?: Signal): Promise<PaymentSession>;
  /** POST {host}/capture-card-data-status (path proposed: not shown in the spec): masked chunks only. */
  getCaptureStatus(request: PaymentCallRequest, signal?: Signal): Promise<CardCaptureStatus>;
  /** POST {host}/get-token (path proposed: not shown in the spec): the payment method token, once there. */
  getPaymentMethodToken(request: PaymentCallRequest, signal?: Signal): Promise<PaymentMethodToken>;
  /** POST {host}/complete (path proposed: not shown in the spec): completes the authorised session. */
  completePaymentSession(request: PaymentCallRequest, signal?: Signal): Promise<PaymentSession>;
  /**
   * POST {host}/cancel (path proposed: not shown in the spec). A session answering
   * 'failed-to-cancel-invalid-state' sends the widget back to start_payment (session's rule).
   */
  cancelPaymentSession(request: PaymentCallRequest, signal?: Signal): Promise<PaymentSession>;
}

/**
 * What a payment port may add for the page going away (pagehide, the page hidden, the widget
 * removed). Not a port method (it answers nothing and takes no signal): the session uses it when
 * the port has it, else calls `cancelPaymentSession` without waiting.
 */
export interface PaymentLeave {
  /**
   * The same cancel, started at once, before this returns, in a request that outlives the page
   * (an HTTP adapter uses `fetch` with `keepalive`); its answer unheard, its failure swallowed.
   * Sending it twice for one payment is harmless: a cancelled session stays cancelled.
   */
  cancelOnLeave(request: PaymentCallRequest): void;
}

/** The method names of {@link PaymentApi}, so tests can check an implementation is complete. */
export const PAYMENT_API_METHODS = [
  'getBearerToken',
  'createPaymentSession',
  'captureCardData',
  'getCaptureStatus',
  'getPaymentMethodToken',
  'completePaymentSession',
  'cancelPaymentSession',
] as const satisfies readonly MethodNames<PaymentApi>[];
