import {
  EBAY_ITEM_ID_MIN_DIGITS,
  FREE_CANCELLATION_DAYS_FERRY_OR_INTERNATIONAL,
  FREE_CANCELLATION_HOURS,
  MOBILE_MAX_WIDTH_PX,
  NARROW_MAX_HEIGHT_PX,
  NO_FURNITURE_DEFAULTS_PARTNER_IDS,
  PHONE_MAX_WIDTH_PX,
  SEARCH_FIRST_PARTNER_IDS,
  THUMBNAIL_EXTENSIONS,
} from './constants.js';

/**
 * Image thumbnails are shown only for jpg, png, jpeg, bmp and gif (docs/behaviour/quote-flow.md §5).
 * The extension of the URL's path decides, in any case; a query string or fragment is ignored.
 * @example isThumbnailImage('https://cdn.example/sofa.JPG?w=200') // true
 * @example isThumbnailImage('https://cdn.example/view.php?file=sofa.jpg') // false
 */
export function isThumbnailImage(url: string): boolean {
  if (typeof url !== 'string') return false;
  const path = url.trim().split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return THUMBNAIL_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
}

/**
 * Spaces are blocked in restricted inputs (docs/behaviour/quote-flow.md §5): removes every whitespace
 * character (spaces, tabs, line breaks, no-break spaces), e.g. from pasted text.
 * @example stripSpaces(' SW1A 1AA ') // 'SW1A1AA'
 */
export function stripSpaces(text: string): string {
  return typeof text === 'string' ? text.replace(/\s+/gu, '') : '';
}

/** Whether a keydown's `key` is a space, which restricted inputs block (§5). Old browsers send 'Spacebar'. */
export function isBlockedKey(key: string): boolean {
  return key === ' ' || key === 'Spacebar' || key === '\u00a0';
}

const ALL_DIGITS = new RegExp(`^\\d{${EBAY_ITEM_ID_MIN_DIGITS},}$`);
const EBAY_ITEM_URL = new RegExp(
  `^https?://(?:[\\w-]+\\.)*ebay\\.[a-z.]+/itm/(?:[^/?#]+/)?(\\d{${EBAY_ITEM_ID_MIN_DIGITS},})(?:[/?#]|$)`,
  'i',
);

/**
 * Eleven or more digits typed in the item box are an eBay item id (docs/behaviour/back-office.md §5):
 * returns the id (as text, since ids pass 2^53), or undefined for anything else. A pasted eBay
 * item link (`https://www.ebay.co.uk/itm/123456789012`) gives its id too. It applies whatever
 * the partner: the eBay item modal is not partner-bound (back-office §2).
 * @example readEbayItemId(' 123456789012 ') // '123456789012'
 * @example readEbayItemId('sofa') // undefined
 */
export function readEbayItemId(text: string): string | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (ALL_DIGITS.test(trimmed)) return trimmed;
  return EBAY_ITEM_URL.exec(trimmed)?.[1];
}

/** Layout classes of a viewport (docs/behaviour/quote-flow.md §9). */
export interface ViewportClass {
  /** Width below 992 px (phones and tablets). */
  mobile: boolean;
  /** Width below 768 px. */
  phone: boolean;
  /** Height below 260 px. */
  narrowHeight: boolean;
}

const below = (value: number, limit: number) => Number.isFinite(value) && value >= 0 && value < limit;

/**
 * Breakpoints (docs/behaviour/quote-flow.md §9): mobile below 992 px wide, phone below 768 px, narrow
 * height below 260 px. An unknown size (NaN, negative, e.g. before layout or on a server) counts
 * as a desktop of normal height.
 * @example viewportClass(375, 667) // { mobile: true, phone: true, narrowHeight: false }
 */
export function viewportClass(width: number, height: number): ViewportClass {
  return {
    mobile: below(width, MOBILE_MAX_WIDTH_PX),
    phone: below(width, PHONE_MAX_WIDTH_PX),
    narrowHeight: below(height, NARROW_MAX_HEIGHT_PX),
  };
}

/**
 * A partner id from the `partner-id` attribute or a listing: a positive whole number, or
 * undefined when there is none or it is malformed.
 * @example readPartnerId(' 4 ') // 4
 */
export function readPartnerId(value: number | string | null | undefined): number | undefined {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Partners 6 and 7 go straight to search (docs/behaviour/quote-flow.md §6). */
export function partnerStartsWithSearch(id: number | string | null | undefined): boolean {
  const partner = readPartnerId(id);
  return partner !== undefined && SEARCH_FIRST_PARTNER_IDS.includes(partner);
}

/** Furniture defaults are not fetched for partners 1 and 4 (docs/behaviour/quote-flow.md §7). */
export function partnerSkipsFurnitureDefaults(id: number | string | null | undefined): boolean {
  const partner = readPartnerId(id);
  return partner !== undefined && NO_FURNITURE_DEFAULTS_PARTNER_IDS.includes(partner);
}

/** The flags of a listing that lengthen free cancellation (spec §3). */
export interface FreeCancellationInput {
  has_ferry?: unknown;
  is_international?: unknown;
}

/** A free-cancellation period, for the admin SMS. */
export type FreeCancellationWindow = { amount: number; unit: 'hours' } | { amount: number; unit: 'days' };

const isSet = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';

/**
 * The free cancellation the admin SMS mentions (docs/behaviour/back-office.md §9): 48 hours, or
 * 5 days for ferry or international jobs. Server flags may arrive as true, 1, '1' or 'true'.
 * @example freeCancellationWindow({ has_ferry: true }) // { amount: 5, unit: 'days' }
 */
export function freeCancellationWindow(listing: FreeCancellationInput | null | undefined): FreeCancellationWindow {
  const long =
    typeof listing === 'object' && listing !== null && (isSet(listing.has_ferry) || isSet(listing.is_international));
  return long
    ? { amount: FREE_CANCELLATION_DAYS_FERRY_OR_INTERNATIONAL, unit: 'days' }
    : { amount: FREE_CANCELLATION_HOURS, unit: 'hours' };
}
