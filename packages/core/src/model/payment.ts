import { maybe } from './common.js';
import { MAX_VISIBLE_CARD_DIGITS } from './constants.js';
import * as v from './valibot.js';

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

/** Separators a card number may be typed or shown with: white space, dashes, dots, underscores, invisible marks. */
const SEPARATORS = /[\s\p{Pd}\p{Cf}\u2212._]/gu;

/** A run of mask characters as long as a masked group of a card number ("xxxx", "****", "••••"). */
const MASK_RUN = /[xX*•]{4,}/u;

/** A run of more digits than may ever be seen. */
const TOO_MANY_DIGITS = new RegExp(`\\p{Nd}{${MAX_VISIBLE_CARD_DIGITS + 1},}`, 'u');

/** Digits only at the very end, at most the last four. */
const ONLY_LAST_DIGITS = new RegExp(`^\\P{Nd}*\\p{Nd}{0,${MAX_VISIBLE_CARD_DIGITS}}$`, 'u');

/**
 * True when a card chunk's value shows no more of a card than its last four digits: after
 * removing spaces and dashes there are never more than 4 digits in a row, and a masked card
 * number ("xxxx xxxx xxxx 4242") shows digits only at its end. Operators never see card data
 * (docs/domain-notes.md, PCI DSS). A value with 5 or more digits in a row is refused whatever it is,
 * so a 5-digit postal code cannot travel as a chunk value either.
 * @example showsAtMostLastFour('xxxx xxxx xxxx 4242') // true
 * @example showsAtMostLastFour('4242 4242 4242 4242') // false
 */
export function showsAtMostLastFour(value: string): boolean {
  const compact = value.replace(SEPARATORS, '');
  if (TOO_MANY_DIGITS.test(compact)) return false;
  return !MASK_RUN.test(compact) || ONLY_LAST_DIGITS.test(compact);
}

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
