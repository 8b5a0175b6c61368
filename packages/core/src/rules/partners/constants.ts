/** Partner ids (docs/behaviour/quote-flow.md §6, docs/behaviour/back-office.md §1). */
export const PARTNER_IDS = Object.freeze({
  /** eBay, the online auction marketplace. */
  ebay: 1,
  /** Gumtree, the classifieds site. */
  gumtree: 2,
  /** Freeads, the free-ads classifieds site. */
  freeads: 3,
  /** ebay_{product}, the auction-channel variant run with the provider. */
  ebayProduct: 4,
});

/** Partners that go straight to search (§6). */
export const SEARCH_FIRST_PARTNER_IDS: readonly number[] = [6, 7];

/** Partners for whom the furniture defaults are not fetched (docs/behaviour/quote-flow.md §7). */
export const NO_FURNITURE_DEFAULTS_PARTNER_IDS: readonly number[] = [PARTNER_IDS.ebay, PARTNER_IDS.ebayProduct];
