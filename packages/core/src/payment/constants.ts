import { CARD_FIELDS, type CardField } from '../ports/payment-api.js';

/** Card-by-phone constants (docs/behaviour/back-office.md §2, §3, §4, §9). Timings are the port's: CARD_POLL_INTERVAL_MS, PAYMENT_TOKEN_TIMEOUT_MS. */

/** The widget's steps, in order (back-office §2, §4). */
export const PAYMENT_STEPS = ['start_payment', 'payment_in_progress', 'payment_method_authorized'] as const;
/** A step of the card-by-phone widget. */
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/** Fields that must be successfully captured before the payment can be completed: all four (docs/domain-notes.md). */
export const REQUIRED_CARD_FIELDS: readonly CardField[] = CARD_FIELDS;

/** The product a payment is for, sent as `{product}Reference` (the listing). */
export const PAYMENT_PRODUCT = 'listing';

/** The session status of a token that never came (back-office §3, §8). */
export const TOKEN_TIMEOUT_STATUS = 'payment_method_token_timeout';

/** The session status of a cancel the provider refused at this stage (back-office §3, §4). */
export const CANCEL_INVALID_STATE_STATUS = 'failed-to-cancel-invalid-state';

/** Code of an error without a code of its own (back-office §8). */
export const UNEXPECTED_ERROR_CODE = 'unexpected_error';

/** Code of a payment asked for while no payment adapter is configured. */
export const NO_PAYMENT_ADAPTER_CODE = 'noPaymentAdapter';

/** Code of the missing service host (back-office §8: 'No pgs lambda host defined.'). */
export const NO_PGS_HOST_CODE = 'noPgsLambdaHost';

/** Code of a payment started without a call id (nothing to take a payment on). */
export const NO_CALL_CODE = 'noCallId';

/**
 * Capture error codes of one card field (docs/domain-notes.md: the provider's error types); `timeout`
 * is the spec's input-timeout code, shown with the spec's sentence (back-office §8).
 */
export const CAPTURE_ERROR_CODES = [
  'timeout',
  'invalid-card-number',
  'invalid-card-type',
  'invalid-date',
  'invalid-security-code',
  'invalid-postal-code',
] as const;
/** A known capture error code; `captureFailed` stands for any other. */
export type CaptureErrorCode = (typeof CAPTURE_ERROR_CODES)[number] | 'captureFailed';

/** Code of a capture failure whose message names no known error type. */
export const CAPTURE_FAILED_CODE = 'captureFailed';

/**
 * The longest wait between two status checks while they fail for a passing reason (a 5xx, a
 * dropped connection, a timeout): checks back off 1 s, 2 s, then every 2 s, whole beats of the
 * 1,000 ms polling, so a short drop heals quietly and a restored connection is heard within 2 s.
 */
export const CARD_POLL_RETRY_MAX_MS = 2_000;

/**
 * Failed status checks in a row after which the operator is told the connection is lost (about
 * 5 s of failures at the backoff above); fewer pass unseen, so a 3 s drop needs nothing from them.
 */
export const CARD_POLL_LOST_AFTER = 4;
