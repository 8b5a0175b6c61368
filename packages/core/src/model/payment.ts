import { showsAtMostLastFour } from './card-mask.js';
import { maybe } from './common.js';
import * as v from './valibot.js';

export { showsAtMostLastFour } from './card-mask.js';

/** Statuses of one captured card field (docs/behaviour/back-office.md §3). */
export const CARD_CHUNK_STATUSES = [
  'not-captured-yet',
  'capture-in-progress',
  'successfully-captured',
  'capture-failed',
] as const;

/** Status of a card chunk: not-captured-yet, capture-in-progress, successfully-captured or capture-failed. */
export const CardChunkStatusSchema = v.picklist(CARD_CHUNK_STATUSES);
export type CardChunkStatus = v.InferOutput<typeof CardChunkStatusSchema>;

/** A card chunk's value: text (a number is read as its digits) that shows at most the last four digits. */
export const CardChunkValueSchema = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]),
  v.check(showsAtMostLastFour, 'A card chunk value shows at most the last four digits of a card.'),
);

/** One captured card field as the operator sees it: masked value, status and error message (back-office §3). */
export const CardChunkSchema = v.looseObject({
  value: maybe(CardChunkValueSchema),
  status: CardChunkStatusSchema,
  errorMessage: maybe(v.string()),
});
export type CardChunk = v.InferOutput<typeof CardChunkSchema>;

/**
 * Session statuses the spec names (docs/behaviour/back-office.md §3); the full set is not shown,
 * so PaymentSessionStatusSchema reads any other non-empty text too.
 */
export const KNOWN_PAYMENT_SESSION_STATUSES = [
  'payment_method_token_timeout',
  'failed-to-cancel-invalid-state',
] as const;

/** paymentSessionStatus: one of the known statuses or any other non-empty text. */
export const PaymentSessionStatusSchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * A card-by-phone payment session (docs/behaviour/back-office.md §3): callId, paymentId,
 * paymentSessionId, paymentSessionStatus, fields (card chunks by field name), token and status.
 * The token is the payment token the provider returns, never card data.
 */
export const PaymentSessionSchema = v.looseObject({
  callId: maybe(v.string()),
  paymentId: maybe(v.string()),
  paymentSessionId: maybe(v.string()),
  paymentSessionStatus: maybe(PaymentSessionStatusSchema),
  fields: maybe(v.record(v.string(), CardChunkSchema)),
  token: maybe(v.string()),
  status: maybe(v.string()),
});
export type PaymentSession = v.InferOutput<typeof PaymentSessionSchema>;
