import { PARTNER_IDS } from './constants.js';
import { readPartnerId } from './misc.js';

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
