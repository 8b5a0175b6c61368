import { parseServerError } from '../server-errors/parse-server-error.js';

/** The no-price error as a view shows it: its code and the server's own words, when it sent some. */
export interface NoPriceError {
  code: string;
  /** The server's message from the error body, or null: then the view says it in the locale's words. */
  message: string | null;
}

/** Longest server message shown; anything longer is not meant for a customer. */
const MAX_MESSAGE_LENGTH = 300;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const usable = (text: unknown): string | null => {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  // Markup (an HTML error page) is never a message for the customer.
  return trimmed !== '' && trimmed.length <= MAX_MESSAGE_LENGTH && !/[<>]/.test(trimmed) ? trimmed : null;
};

/**
 * What the price calendar shows when prices failed (docs/behaviour/quote-flow.md §7: "on error the
 * response data is shown as the no-price error"; §8): the error's code, and the server's message
 * when the body (`data`) carries one — a §8 input body's first message, or a `message` field of a
 * JSON body. Plain text (an HTML error page, a network error's own message) is not shown: the view
 * then uses its own sentence. The code is the body's first code when the load's own is generic.
 * @example noPriceError({ data: { type: 'input', codes: ['invalid'], messages: ['No vans that day'] } }).message // 'No vans that day'
 */
export function noPriceError(error: { code?: unknown; data?: unknown } | null | undefined): NoPriceError {
  const own = typeof error?.code === 'string' && error.code.trim() !== '' ? error.code : 'noPrices';
  const data = error?.data;
  if (!isRecord(data)) return { code: own, message: null };
  const parsed = parseServerError(data);
  const first = parsed.warning ? undefined : parsed.errors[0];
  const message =
    usable(parsed.errors.find((entry) => usable(entry.message) !== null)?.message) ?? usable(data.message);
  return { code: first?.code ?? own, message };
}

/** How a failed price load reads: no answer, a passing fault (try again), or a refusal trying again will not change. */
export type PriceFailureKind = 'network' | 'temporary' | 'permanent';

/** The price failure as a view says it: the no-price error, its kind and when "Try again" may be used. */
export interface PriceFailure extends NoPriceError {
  kind: PriceFailureKind;
  /** Whole seconds until "Try again" may be used (the server's Retry-After), 0 for now; null when a retry cannot help. */
  retryIn: number | null;
}

/** Codes of a call that got no answer at all: the connection, or the server's silence. */
const NO_ANSWER_CODES: readonly unknown[] = ['network', 'timeout'];
/** Codes of a refusal of this request as it stands (bad input, not allowed). */
const REFUSAL_CODES: readonly unknown[] = ['input', 'permission'];
/** 4xx statuses that pass: request timeout, too early, too many requests. */
const PASSING_CLIENT_STATUSES: readonly number[] = [408, 425, 429];

/**
 * What a failed price load tells the customer: `network` when no answer came (the adapter's
 * codes `network` and `timeout`: check the connection), `permanent` for a refusal (a 4xx but
 * 408/425/429, or an input or permission error: trying again will not help, the server's
 * message when it gave a readable one), else `temporary` (5xx, 429, anything unknown: try
 * again). `retryIn` counts the seconds to the server's Retry-After (`retryAt`, epoch ms).
 * @example priceFailure({ status: 503, retryAt: 5000 }, 1000).retryIn // 4
 */
export function priceFailure(
  error: { code?: unknown; data?: unknown; status?: unknown; retryAt?: unknown } | null | undefined,
  now: number,
): PriceFailure {
  const status = typeof error?.status === 'number' ? error.status : 0;
  const kind: PriceFailureKind = NO_ANSWER_CODES.includes(error?.code)
    ? 'network'
    : REFUSAL_CODES.includes(error?.code) ||
        (status >= 400 && status < 500 && !PASSING_CLIENT_STATUSES.includes(status))
      ? 'permanent'
      : 'temporary';
  const retryAt = typeof error?.retryAt === 'number' ? error.retryAt : now;
  return {
    ...noPriceError(error),
    kind,
    retryIn: kind === 'permanent' ? null : Math.max(0, Math.ceil((retryAt - now) / 1000)),
  };
}
