import type { SendQuoteRequest } from '../../ports/quote-types.js';
import { checkEmail } from '../email/email.js';
import { parseServerError } from '../server-errors/parse-server-error.js';

/** The send-quote form as typed (docs/behaviour/back-office.md §2 "send quote", §5); kept as typed. */
export interface SendQuoteDraft {
  /** The customer's name (§5: sending a quote needs a name). */
  readonly name: string;
  /** Where the quote goes (quotes_to). */
  readonly email: string;
  /** Which e-mail to send (`/send/{emailType}`); '' for the default e-mail. Its values are not specified. */
  readonly emailType: string;
}

/** An empty form. */
export const EMPTY_SEND_QUOTE_DRAFT: SendQuoteDraft = { name: '', email: '', emailType: '' };

/**
 * Why sending was refused: the form's own codes (locale/send-quote.ts), and the server's
 * `not_valid_email` (back-office §8 'Please enter a valid email address') for an address that is
 * not one, so the check and the server speak the same words.
 */
export type SendQuoteErrorCode =
  | 'sendQuoteNameMissing'
  | 'sendQuoteEmailMissing'
  | 'not_valid_email'
  | 'sendQuotePricesMissing'
  | (string & {});

/** Where an error shows: beside a field, or above the form. */
export type SendQuoteErrorField = 'name' | 'email' | 'general';

/** One refused field (or the whole form). */
export interface SendQuoteFieldError {
  readonly field: SendQuoteErrorField;
  readonly code: SendQuoteErrorCode;
  /** The server's own message for it, when it wrote one. */
  readonly message?: string;
}

/** A checked form: the name and the request to send, or every refused field. */
export type SendQuoteCheck =
  | { readonly ok: true; readonly name: string; readonly request: SendQuoteRequest }
  | { readonly ok: false; readonly errors: readonly SendQuoteFieldError[] };

/** True when the listing holds prices to send (a `prices` table with at least one day). */
export function hasQuotePrices(listing: { readonly prices?: unknown } | null | undefined): boolean {
  const prices = listing?.prices;
  return typeof prices === 'object' && prices !== null && Object.keys(prices).length > 0;
}

/**
 * Whether a customer is offered to e-mail the quote (docs/behaviour/quote-flow.md §2, the price
 * step): once prices are on screen, that is the listing holds prices and they are not shown
 * blurred behind the e-mail ask.
 * @example sendQuoteOffered({ prices: { '2027-03-28': { standard: 120 } } }, false) // true
 */
export function sendQuoteOffered(
  listing: { readonly prices?: unknown } | null | undefined,
  pricesBlurred: boolean,
): boolean {
  return !pricesBlurred && hasQuotePrices(listing);
}

/**
 * Checks the send-quote form (docs/behaviour/back-office.md §5: "Sending a quote needs name,
 * e-mail and prices"): a name not blank, an email address (checkEmail: blank is
 * `sendQuoteEmailMissing`, not an address is `not_valid_email`), and prices on the job (a
 * `general` error). Every refused field, in the form's order; the draft never changes.
 * @example checkSendQuote({ name: 'Ann', email: 'ann@example', emailType: '' }, listing) // not_valid_email on email
 */
export function checkSendQuote(
  draft: SendQuoteDraft,
  listing: { readonly prices?: unknown } | null | undefined,
): SendQuoteCheck {
  const errors: SendQuoteFieldError[] = [];
  const name = draft.name.trim();
  if (name === '') errors.push({ field: 'name', code: 'sendQuoteNameMissing' });
  const email = checkEmail(draft.email);
  if (!email.ok)
    errors.push({ field: 'email', code: email.code === 'emailMissing' ? 'sendQuoteEmailMissing' : 'not_valid_email' });
  if (!hasQuotePrices(listing)) errors.push({ field: 'general', code: 'sendQuotePricesMissing' });
  if (errors.length > 0 || !email.ok) return { ok: false, errors };
  const emailType = draft.emailType.trim();
  return { ok: true, name, request: { quotes_to: email.email, ...(emailType === '' ? {} : { emailType }) } };
}

/** Who a quote is for, as far as the listing knows: a name and an email address ('' when unknown). */
export interface QuoteRecipient {
  readonly name: string;
  readonly email: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Who the listing says the quote is for (docs/behaviour/back-office.md §2 "send quote"): its
 * `user_info.name` and `user_info.email` (where the e-mail ask and an earlier send keep them), or
 * the name as `first_name` and `last_name` (not specified: chosen, as a signed-in user's record may
 * carry it). Text only, trimmed; '' for what is not known.
 * @example quoteRecipientOf({ user_info: { email: 'ann@example.com' } }) // { name: '', email: 'ann@example.com' }
 */
export function quoteRecipientOf(listing: { readonly user_info?: unknown } | null | undefined): QuoteRecipient {
  const info = (typeof listing?.user_info === 'object' && listing.user_info !== null ? listing.user_info : {}) as {
    readonly name?: unknown;
    readonly first_name?: unknown;
    readonly last_name?: unknown;
    readonly email?: unknown;
  };
  const name =
    textOf(info.name) || [textOf(info.first_name), textOf(info.last_name)].filter((part) => part !== '').join(' ');
  return { name, email: textOf(info.email) };
}

/** The server's fields that are the form's: quotes_to is the e-mail; prices and the rest show above it. */
const FIELD_OF: Readonly<Record<string, SendQuoteErrorField>> = { quotes_to: 'email', email: 'email', name: 'name' };

/** The parts of an adapter's error this reads (the HTTP adapter's input error, the demo's error). */
interface FailureParts {
  readonly code?: unknown;
  readonly fields?: unknown;
  readonly codes?: unknown;
  readonly messages?: unknown;
  readonly body?: unknown;
  readonly data?: unknown;
}

const texts = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/**
 * A failed send as form errors (docs/behaviour/back-office.md §8): the server's codes through
 * the one server error parser, each beside its field (quotes_to → the e-mail; `not_valid_email`
 * always beside the e-mail, wherever the server put it), the rest above the form. A failure
 * without codes (no connection, a server error) is one `general` error with the adapter's code.
 * @example sendQuoteFailure({ body: { errors: { input: { quotes_to: ['not_valid_email'] } } } }) // [{ field: 'email', code: 'not_valid_email' }]
 */
export function sendQuoteFailure(error: unknown): SendQuoteFieldError[] {
  const parts = (typeof error === 'object' && error !== null ? error : {}) as FailureParts;
  const place = (code: string, field?: string): SendQuoteErrorField =>
    code === 'not_valid_email' ? 'email' : (field !== undefined && FIELD_OF[field]) || 'general';
  const found: SendQuoteFieldError[] = [];
  const fields = parts.fields;
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
    for (const [field, codes] of Object.entries(fields))
      for (const code of texts(codes)) found.push({ field: place(code, field), code });
  }
  if (found.length === 0 && (parts.body ?? parts.data) !== undefined) {
    const parsed = parseServerError(parts.body ?? parts.data);
    if (parsed.kind === 'input' || parsed.kind === 'common')
      for (const entry of parsed.errors)
        found.push({
          field: place(entry.code, entry.field),
          code: entry.code,
          ...(entry.message ? { message: entry.message } : {}),
        });
  }
  if (found.length === 0) {
    const messages = texts(parts.messages);
    for (const [index, code] of texts(parts.codes).entries())
      found.push({ field: place(code), code, ...(messages[index] ? { message: messages[index] } : {}) });
  }
  if (found.length > 0) return found;
  return [
    { field: 'general', code: typeof parts.code === 'string' && parts.code !== '' ? parts.code : 'server_error' },
  ];
}
