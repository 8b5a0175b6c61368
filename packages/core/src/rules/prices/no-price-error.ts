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
 * What the price calendar shows when prices failed (customer-quote-flow.md §7: "on error the
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
