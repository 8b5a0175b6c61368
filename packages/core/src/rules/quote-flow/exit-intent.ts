import type { Listing } from '../../model/listing.js';
import type { TrackStageRequest } from '../../ports/quote-types.js';
import { hasBothAddresses, hasItems } from '../prices/priceable.js';
import { PARTNER_ITEMS_STEP, PRICE_OPTIONS_STEP } from './constants.js';

/**
 * The exit-intent dialog's rules (docs/behaviour/quote-flow.md §2: "It opens once per dialog id when the
 * mouse leaves the window and the per-dialog cookie is not set"; §7 POST /ajax-track; §9 "Exit-
 * intent cookie is kept per dialog id").
 */

/** The prefix of every exit-intent cookie's name; the dialog id follows, encoded. */
export const EXIT_INTENT_COOKIE_PREFIX = 'hk_exit_';

/**
 * How long a shown dialog stays shown-once: 30 days (the spec keeps a cookie per dialog id and
 * gives no age; a month keeps a returning customer from seeing it on every visit, and a new
 * campaign uses a new id).
 */
export const EXIT_INTENT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The `process` tracked for the instant-prices routes and the partner route (§2 route names). */
export const EXIT_INTENT_PROCESS = 'instant-prices';
export const EXIT_INTENT_PARTNER_PROCESS = 'instant-partner';

/** Encodes a cookie-name token: URI-encoding, plus the characters it leaves that a token forbids. */
const cookieToken = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A usable dialog id: a non-blank string, trimmed; anything else means no dialog. */
export function exitIntentId(dialogId: unknown): string | null {
  return typeof dialogId === 'string' && dialogId.trim() !== '' ? dialogId.trim() : null;
}

/**
 * The cookie's name for a dialog id: namespaced and encoded, so any id is a valid, distinct name.
 * @example exitIntentCookieName('spring sale') // 'hk_exit_spring%20sale'
 */
export function exitIntentCookieName(dialogId: string): string {
  return EXIT_INTENT_COOKIE_PREFIX + cookieToken(String(dialogId ?? '').trim());
}

/**
 * True when the dialog of this id should open on exit intent: the id is usable and the page's
 * cookies (`document.cookie`) do not hold its cookie.
 * @example exitIntentDue('spring', 'theme=dark; hk_exit_spring=1') // false
 */
export function exitIntentDue(dialogId: unknown, cookieString: string): boolean {
  const id = exitIntentId(dialogId);
  if (id === null) return false;
  const name = exitIntentCookieName(id);
  return !String(cookieString ?? '')
    .split(';')
    .some((pair) => pair.trim().split('=', 1)[0] === name);
}

/** Options of exitIntentCookie. */
export interface ExitIntentCookieOptions {
  /** Add `Secure` (the page is served over https). @default false */
  secure?: boolean;
  /** @default EXIT_INTENT_COOKIE_MAX_AGE_S (30 days) */
  maxAgeSeconds?: number;
}

/**
 * The text to assign to `document.cookie` once the dialog has been shown: the id's cookie for 30
 * days, on the whole site (`Path=/`), sent on top-level visits only (`SameSite=Lax`).
 * @example exitIntentCookie('spring') // 'hk_exit_spring=1; Max-Age=2592000; Path=/; SameSite=Lax'
 */
export function exitIntentCookie(dialogId: string, options: ExitIntentCookieOptions = {}): string {
  const age = options.maxAgeSeconds ?? EXIT_INTENT_COOKIE_MAX_AGE_S;
  const secure = options.secure === true ? '; Secure' : '';
  return `${exitIntentCookieName(dialogId)}=1; Max-Age=${Math.max(0, Math.round(age))}; Path=/; SameSite=Lax${secure}`;
}

/** Where the flow is when the mouse leaves: its steps and the current one (the session's `$flow`). */
export interface ExitIntentFlow {
  steps: readonly string[];
  step: string;
  index: number;
}

/**
 * The POST /ajax-track form sent when the exit-intent dialog opens (§7: process, stage, step):
 * `process` is the route family (§2: instant-prices, or instant-partner on the partner route),
 * `stage` the route's step name (`listing-furniture`, `listing-price-options` …; the partner
 * route's is `items`, as in instant-partner.items), `step` the step's number counted from 1 as
 * the step header shows it ("Step 2 of 2" sends '2').
 * @example exitIntentTrackRequest({ steps: ['listing-furniture', 'listing-price-options'], step: 'listing-price-options', index: 1 })
 * // { process: 'instant-prices', stage: 'listing-price-options', step: '2' }
 */
export function exitIntentTrackRequest(flow: ExitIntentFlow): TrackStageRequest {
  const partner = flow.steps.includes(PARTNER_ITEMS_STEP);
  const stage = flow.step === PARTNER_ITEMS_STEP ? 'items' : flow.step;
  const index = Number.isInteger(flow.index) && flow.index >= 0 ? flow.index : 0;
  return {
    process: partner ? EXIT_INTENT_PARTNER_PROCESS : EXIT_INTENT_PROCESS,
    stage,
    step: String(index + 1),
  };
}

/**
 * The job's lowest price for the exit-intent dialog, when prices are known: the price answer's
 * `lowest_price` (§3/§7), an amount or a table of amounts (per price key) whose smallest positive
 * amount counts; null when there is none.
 * @example exitIntentLowestPrice({ lowest_price: 129 }) // 129
 * @example exitIntentLowestPrice({ lowest_price: { standard: 149, flexible: 129 } }) // 129
 */
export function exitIntentLowestPrice(listing: { readonly lowest_price?: unknown }): number | null {
  const value = listing?.lowest_price;
  const amounts = (typeof value === 'object' && value !== null ? Object.values(value) : [value])
    .map((amount) => (typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount))
    .filter((amount): amount is number => typeof amount === 'number' && Number.isFinite(amount) && amount > 0);
  return amounts.length > 0 ? Math.min(...amounts) : null;
}

/** What the exit-intent dialog says of prices, by where the customer is. */
export type ExitIntentNoteKind =
  /** Neither the addresses nor the items yet. */
  | 'addJob'
  /** The items, not both addresses. */
  | 'addAddresses'
  /** Both addresses, no items. */
  | 'addItems'
  /** The job is filled in: its prices are on the next step. */
  | 'pricesNext'
  /** On the price step, prices not there yet (loading, or failed). */
  | 'pricesComing'
  /** Prices are hidden until the email is given (exclude_prices): no calendar to point at. */
  | 'pricesHidden'
  /** Prices are shown: the job's lowest. */
  | 'lowest';

/** The exit-intent dialog's note: its kind and, for `lowest`, the price. */
export interface ExitIntentNote {
  kind: ExitIntentNoteKind;
  price: number | null;
}

/**
 * What the exit-intent dialog says of prices, spoken to where the customer is: the job's lowest
 * price when prices are known and shown; else what is missing when the job is not filled in
 * (addresses, items or both); else, when prices are hidden until the email is given
 * (exclude_prices or blurred: never a price, nor a calendar that is not shown), that they show
 * then; else that prices are next, or on their way on the price step.
 * @example exitIntentNote({ move_items: [{ quantity: 1 }] }, { step: 'listing-furniture', pricesBlurred: false }).kind // 'addAddresses'
 */
export function exitIntentNote(listing: Listing, where: { step: string; pricesBlurred: boolean }): ExitIntentNote {
  const note = (kind: ExitIntentNoteKind, price: number | null = null): ExitIntentNote => ({ kind, price });
  const hidden = where.pricesBlurred || listing.exclude_prices === true;
  // Prices shown are the best thing to say; hidden ones are never said.
  const lowest = hidden ? null : exitIntentLowestPrice(listing);
  if (lowest !== null) return note('lowest', lowest);
  const addresses = hasBothAddresses(listing);
  const items = hasItems(listing);
  if (!addresses) return note(items ? 'addAddresses' : 'addJob');
  if (!items) return note('addItems');
  if (hidden) return note('pricesHidden');
  return note(where.step === PRICE_OPTIONS_STEP ? 'pricesComing' : 'pricesNext');
}
