import { SHARED_ATTRIBUTE_NAMES } from '../attribute-names.js';
import { barsSkeleton } from '../bars-skeleton.js';
import { defineElement } from '../create-element.js';

/**
 * `<hk-card-by-phone>`: the operator's card-by-phone panel, for a softphone page. The caller keys the card on the phone keypad; the telephony
 * provider captures it; the operator sees masked results only, never more than a card's last
 * four digits and never a security code. Start payment gets the call's bearer
 * (GET /twilio-pay/token/{call-id}) and opens a payment session with a client idempotency key
 * (a retried start reuses it); each card field has a tile with a Request button, its masked
 * value and its capture status (polled every 1,000 ms while a capture runs); Complete payment
 * is offered once every field is captured and waits up to 15 s for the payment method token.
 * Removing the element, hiding or leaving the page mid-payment (pagehide, visibilitychange to
 * hidden) cancels the payment session with a `fetch` `keepalive` request that outlives the page,
 * sent once. Status checks, and the token checks while Complete payment waits, that fail for a
 * passing reason (5xx, a dropped connection, a timeout) are retried quietly with backoff; if the
 * failures last the panel says "Checking the payment… connection lost" with the payment still
 * open, and carries on by itself. A cancel refused
 * otherwise than as an invalid state says the payment is still open and offers Cancel again.
 * The expiry date may be shown in full: it is not sensitive authentication data (the security
 * code is, and is never shown).
 * With `api-base` the service host is `payment-base`; without one the widget shows
 * 'No pgs lambda host defined.'. Without `api-base` the in-memory demo simulator answers.
 *
 * @summary Card payment by phone for operators: per-field capture tiles with masked values, complete and cancel.
 * @event hk-payment-status - On every step or field change; detail: step, paymentId, fields (status, masked value at most the last four digits, errorCode) and error (a code or null).
 * @readonly paymentStatus {HaulkitEventMap['hk-payment-status']['detail'] | undefined} - The payment as it stands (what the last hk-payment-status said, also after a change the host made itself, which raises no event); undefined until the panel shows.
 * @event hk-payment-authorized - The payment was authorised; detail: paymentId and tokenReference (the provider's token, never card data).
 * @event hk-error - An attribute was refused (code `attribute`), a payment step failed (its code:
 *   `noPgsLambdaHost`, `payment_method_token_timeout`, `unexpected_error` …), or the view could
 *   not load (`load`) or render (`render`); detail: code, message.
 * @csspart root - The element's box.
 * @csspart unavailable - Instead of the view, when `api-base` is not an http(s) address: says calmly that the quote cannot be shown here.
 * @csspart error - A payment error (what happened, Try again), `data-code` on its alert; also the view's load or render failure.
 * @csspart base - The panel.
 * @csspart header - The title, amount, reference and call.
 * @csspart amount - The amount to take.
 * @csspart reference - The listing's reference.
 * @csspart start - The Start payment button.
 * @csspart field - One card field's tile (`data-field`, `data-status`).
 * @csspart field-status - A field's capture status in words (inside its badge).
 * @csspart field-value - A field's masked value, or "Nothing captured".
 * @csspart field-error - Why a field's capture failed (`data-code`: `timeout`, `invalid-card-number` …).
 * @csspart request - A field's Request / Request again button.
 * @csspart complete - The Complete payment button.
 * @csspart complete-reason - Which fields must be captured before completing.
 * @csspart cancel - The Cancel payment button.
 * @csspart authorized - The authorised payment: its id and token reference.
 * @csspart payment-id - The authorised payment's id.
 * @csspart token-reference - The authorised payment's token reference.
 * @cssproperty --hk-font-family - Font; inherits from the page by default.
 * @cssproperty --hk-font-size - Base size; `medium` by default.
 * @cssproperty --hk-color-accent - Brand colour: buttons, a field being captured.
 * @cssproperty --hk-color-text - Text colour.
 * @cssproperty --hk-color-muted - Hints and empty values.
 * @cssproperty --hk-color-surface - Tile background.
 * @cssproperty --hk-color-border - Tile borders.
 * @cssproperty --hk-color-success - Captured fields and the authorised payment.
 * @cssproperty --hk-color-danger - Failed fields and errors.
 * @cssproperty --hk-color-focus - Focus ring.
 * @cssproperty --hk-radius - Corner radius.
 */
export const cardByPhoneElement = defineElement({
  name: 'card-by-phone',
  attributes: [...SHARED_ATTRIBUTE_NAMES, 'call-id', 'amount', 'currency', 'reference', 'payment-base'],
  // The header (title, then amount and reference) over its rule, the hint and Start payment.
  skeleton: barsSkeleton('card-by-phone', '1.9/55 3.3/45 1.5/80 2.75:2.75/12'),
  load: () => import('./card-by-phone.view.js'),
  words: () => import('./card-by-phone.words.js'),
});
