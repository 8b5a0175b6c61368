import { EBAY_ITEM_ID_MIN_DIGITS } from './constants.js';

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
