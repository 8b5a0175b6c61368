import { cardByPhoneEnGB } from '../locale/card-by-phone.js';
import { showsAtMostLastFour } from '../model/card-mask.js';
import { CARD_POLL_INTERVAL_MS } from '../ports/constants.js';
import {
  CARD_FIELDS,
  type CardField,
  isMaskedCardValue,
  type MaskedCardChunk,
  type MaskedCardValue,
} from '../ports/payment-api.js';
import {
  CAPTURE_ERROR_CODES,
  CAPTURE_FAILED_CODE,
  CARD_POLL_RETRY_MAX_MS,
  type CaptureErrorCode,
  REQUIRED_CARD_FIELDS,
  TOKEN_TIMEOUT_STATUS,
  UNEXPECTED_ERROR_CODE,
} from './constants.js';

/** One card field as the operator's panel keeps it: never more than a masked value. */
export interface CardFieldState {
  readonly status: MaskedCardChunk['status'];
  /** Masked, at most the last four digits of a card; absent until captured. */
  readonly value?: MaskedCardValue;
  /** Why the capture failed, as a code (`timeout` is the spec's input-timeout code). */
  readonly errorCode?: CaptureErrorCode;
  /** The provider's own words for a failure whose code is unknown, when they carry no card digits. */
  readonly errorMessage?: string;
}

/** A chunk as any answer may bring it: its value is checked before it is kept. */
export interface AnswerChunk {
  readonly status: MaskedCardChunk['status'];
  readonly value?: unknown;
  readonly errorMessage?: unknown;
  readonly errorType?: unknown;
}

/** Every card field, not captured yet. */
export function freshCardFields(): Record<CardField, CardFieldState> {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, { status: 'not-captured-yet' }])) as Record<
    CardField,
    CardFieldState
  >;
}

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The provider's message of each capture error (their en-GB words), normalised, by code. */
const KNOWN_CAPTURE_MESSAGES: ReadonlyMap<string, CaptureErrorCode> = new Map(
  CAPTURE_ERROR_CODES.map((code) => [norm(cardByPhoneEnGB[`cbpCapture.${code}`]), code]),
);

/**
 * The code of a failed capture from what the provider says: an error type it names
 * (`invalid-card-number` …), its message when it is one of the known ones (the spec's
 * input-timeout sentence is `timeout`), else `captureFailed`.
 * @example captureErrorCode({ errorMessage: 'The card number is not valid.' }) // 'invalid-card-number'
 */
export function captureErrorCode(chunk: { errorMessage?: unknown; errorType?: unknown }): CaptureErrorCode {
  for (const named of [chunk.errorType, chunk.errorMessage]) {
    if (typeof named !== 'string') continue;
    if ((CAPTURE_ERROR_CODES as readonly string[]).includes(named.trim())) return named.trim() as CaptureErrorCode;
    const known = KNOWN_CAPTURE_MESSAGES.get(norm(named));
    if (known) return known;
  }
  return CAPTURE_FAILED_CODE;
}

/**
 * A chunk as the panel may keep it (PCI: docs/domain-notes.md). A value is kept only when it
 * shows at most a card's last four digits, and a security code only when it shows no digit at
 * all; the provider's error words only when they carry no card digits either. Anything else is
 * dropped, whatever an adapter let through.
 * @example safeCardField('payment-card-number', { status: 'successfully-captured', value: '4242424242424242' }) // { status: 'successfully-captured' }
 */
export function safeCardField(field: CardField, chunk: AnswerChunk | undefined): CardFieldState {
  const status = chunk?.status ?? 'not-captured-yet';
  const raw = chunk?.value;
  const safe =
    typeof raw === 'string' && isMaskedCardValue(raw) && (field !== 'security-code' || !/\p{Nd}/u.test(raw))
      ? raw
      : undefined;
  if (status !== 'capture-failed') return safe === undefined ? { status } : { status, value: safe };
  const errorCode = captureErrorCode(chunk ?? {});
  const words = chunk?.errorMessage;
  const errorMessage =
    errorCode === CAPTURE_FAILED_CODE && typeof words === 'string' && words.trim() !== '' && showsAtMostLastFour(words)
      ? words.trim()
      : undefined;
  return {
    status,
    ...(safe === undefined ? {} : { value: safe }),
    errorCode,
    ...(errorMessage === undefined ? {} : { errorMessage }),
  };
}

/** The fields after an answer: each card field the answer names, made safe; the others as they were. */
export function mergeCardFields(
  current: Readonly<Record<CardField, CardFieldState>>,
  answer: Readonly<Partial<Record<string, AnswerChunk>>> | undefined,
): Record<CardField, CardFieldState> {
  const next = { ...current };
  if (!answer) return next;
  for (const field of CARD_FIELDS) {
    const chunk = answer[field];
    if (chunk && typeof chunk === 'object') next[field] = safeCardField(field, chunk);
  }
  return next;
}

/**
 * The required fields not successfully captured yet; complete is allowed only when none is left
 * (back-office §4: complete only when every required field is captured).
 */
export function missingCardFields(fields: Readonly<Record<CardField, CardFieldState>>): CardField[] {
  return REQUIRED_CARD_FIELDS.filter((field) => fields[field]?.status !== 'successfully-captured');
}

/** True while a capture runs on any field, so capture status is polled (back-office §4, §9). */
export function isCapturing(fields: Readonly<Record<CardField, CardFieldState>>): boolean {
  return CARD_FIELDS.some((field) => fields[field]?.status === 'capture-in-progress');
}

/**
 * A masked value for the eye: each run of mask characters ("xxxx", "****") as bullets, and a
 * masked card number shortened to its last group ("xxxx xxxx xxxx 4242" → "•••• 4242").
 * @example maskedDisplay('xxxx xxxx xxxx 4242') // '•••• 4242'
 * @example maskedDisplay('xxx') // '•••'
 */
export function maskedDisplay(value: string): string {
  const bullets = value.replace(/[xX*•]/g, '•');
  return bullets.replace(/^(?:•{4}[\s-]+)+(?=•{4}[\s-]+\d)/u, '').replace(/^(?:•{4}[\s-]+){2,}/u, '•••• ');
}

/** What a get-token answer means for the polling: a token, keep waiting, or an error with its code. */
export type TokenOutcome = { kind: 'token'; token: string } | { kind: 'wait' } | { kind: 'error'; code: string };

/**
 * Session statuses that end the token check with an error (back-office §4: token check polling
 * stops on error or timeout). The spec names only the timeout; the rest are the payment
 * industry's words for a refusal (proposed: not shown in the spec).
 */
const FAILED_STATUS = /timeout|declin|insufficient|fail|error|cancel|refus|expired/i;

/**
 * Reads one get-token answer: a token ends the wait; `payment_method_token_timeout` or another
 * failed status ends it with that status as the error code; anything else keeps waiting.
 * @example tokenOutcome({ paymentSessionStatus: 'payment_method_token_timeout' }) // { kind: 'error', code: 'payment_method_token_timeout' }
 */
export function tokenOutcome(answer: { token?: string; paymentSessionStatus?: string } | undefined): TokenOutcome {
  if (typeof answer?.token === 'string' && answer.token !== '') return { kind: 'token', token: answer.token };
  const status = answer?.paymentSessionStatus;
  if (status === TOKEN_TIMEOUT_STATUS) return { kind: 'error', code: TOKEN_TIMEOUT_STATUS };
  if (typeof status === 'string' && FAILED_STATUS.test(status)) return { kind: 'error', code: status };
  return { kind: 'wait' };
}

/**
 * The code of a failed call: the first code of the server's error body (an HTTP error's `codes`,
 * a demo error's `errors.common`), else the error's own code (`noPgsLambdaHost`, `permission`,
 * `network` …), else `unexpected_error` (back-office §8).
 */
export function paymentErrorCode(error: unknown): string {
  const found = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const codes = Array.isArray(found.codes) ? found.codes : undefined;
  const body = found.body as { errors?: { common?: unknown } } | undefined;
  const common = Array.isArray(body?.errors?.common) ? body.errors.common : undefined;
  const first = [codes?.[0], common?.[0], found.code].find((code) => typeof code === 'string' && code !== '');
  return typeof first === 'string' ? first : UNEXPECTED_ERROR_CODE;
}

/** Error codes of a failure that may pass by itself: the service was down or slow, or the connection dropped. */
const TRANSIENT_CODES: ReadonlySet<string> = new Set(['network', 'timeout', 'server', 'server_error']);

/**
 * True when a failed call may succeed if made again unchanged: a 5xx, 408 or 429 answer, a
 * dropped connection or a timeout. A refusal (403, 404, 409, 422 …) is not.
 * @example isTransientPaymentError({ code: 'server', status: 503 }) // true
 * @example isTransientPaymentError({ code: 'notFound', status: 404 }) // false
 */
export function isTransientPaymentError(error: unknown): boolean {
  const found = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const status = found.status;
  if (typeof status === 'number') return status >= 500 || status === 408 || status === 429;
  return typeof found.code === 'string' && TRANSIENT_CODES.has(found.code);
}

/**
 * The wait before the next status check after `failures` transient failures in a row: the
 * 1,000 ms beat, doubled per failure, at most CARD_POLL_RETRY_MAX_MS.
 * @example pollRetryDelay(1) // 1000
 * @example pollRetryDelay(3) // 2000
 */
export function pollRetryDelay(failures: number): number {
  return Math.min(CARD_POLL_INTERVAL_MS * 2 ** Math.max(0, failures - 1), CARD_POLL_RETRY_MAX_MS);
}

/**
 * True when a cancel's answer says the session is still open: the provider took the call but did
 * not end the payment, so the operator must hear that it is still open.
 * @example cancelLeftOpen({ status: 'open', paymentSessionStatus: 'capture-in-progress' }) // true
 */
export function cancelLeftOpen(answer: { status?: unknown } | undefined): boolean {
  return answer?.status === 'open';
}
