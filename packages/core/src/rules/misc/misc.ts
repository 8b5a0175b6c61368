/**
 * The old home of these rules, kept only while the quote session's modules import them from here;
 * their homes are rules/items (readEbayItemId) and rules/partners. Remove once they import them
 * from there.
 */
export { readEbayItemId } from '../items/ebay-item-id.js';
export { partnerStartsWithSearch, readPartnerId } from '../partners/partners.js';
