import { NO_FURNITURE_DEFAULTS_PARTNER_IDS, PARTNER_IDS, SEARCH_FIRST_PARTNER_IDS } from './constants.js';

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

/**
 * The names of the partner channels, as their customers know them (docs/behaviour/quote-flow.md §6,
 * docs/behaviour/back-office.md §1): brand names, the same in every language. The auction channel run
 * with the provider (4) is eBay to its customers. Partners 6 and 7 have no name to show.
 */
export const PARTNER_NAMES: Readonly<Record<number, string>> = Object.freeze({
  [PARTNER_IDS.ebay]: 'eBay',
  [PARTNER_IDS.gumtree]: 'Gumtree',
  [PARTNER_IDS.freeads]: 'Freeads',
  [PARTNER_IDS.ebayProduct]: 'eBay',
});

/**
 * The name of a partner for headings and labels, or undefined for a partner without one (6, 7)
 * or a malformed id.
 * @example partnerName('2') // 'Gumtree'
 */
export function partnerName(id: number | string | null | undefined): string | undefined {
  const partner = readPartnerId(id);
  return partner !== undefined && Object.hasOwn(PARTNER_NAMES, partner) ? PARTNER_NAMES[partner] : undefined;
}
