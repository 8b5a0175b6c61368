/** Image extensions shown as thumbnails (docs/behaviour/quote-flow.md §5). */
export const THUMBNAIL_EXTENSIONS: readonly string[] = ['jpg', 'png', 'jpeg', 'bmp', 'gif'];

/** Fewest digits typed in the item box that are read as an eBay item id (docs/behaviour/back-office.md §5). */
export const EBAY_ITEM_ID_MIN_DIGITS = 11;

/** Below this width (CSS px) the layout is mobile (docs/behaviour/quote-flow.md §9). */
export const MOBILE_MAX_WIDTH_PX = 992;

/** Below this width (CSS px) the layout is phone (§9). */
export const PHONE_MAX_WIDTH_PX = 768;

/** Below this height (CSS px) the viewport is narrow, e.g. a phone on its side with a keyboard (§9). */
export const NARROW_MAX_HEIGHT_PX = 260;

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

/** Free cancellation the admin SMS mentions for ordinary jobs, in hours (docs/behaviour/back-office.md §9). */
export const FREE_CANCELLATION_HOURS = 48;

/** Free cancellation the admin SMS mentions for ferry or international jobs, in days (§9). */
export const FREE_CANCELLATION_DAYS_FERRY_OR_INTERNATIONAL = 5;

/** First delay of a thumb (§9 "200 ms and 1 s for thumbs"; the spec does not say what they time). */
export const THUMB_SHORT_DELAY_MS = 200;

/** Second, longer delay of a thumb (§9 "200 ms and 1 s for thumbs"). */
export const THUMB_LONG_DELAY_MS = 1_000;

/** How long a fetched trust rating (reviews and score) may be answered from the cache, in ms (docs/behaviour/quote-flow.md §9, docs/behaviour/back-office.md §7). */
export const TRUST_RATING_CACHE_MS = 500;

/** Wait before removal default items are fetched (docs/behaviour/quote-flow.md §7, §9: 2 s). */
export const DEFAULT_ITEMS_DELAY_MS = 2_000;

/** Wait before the first similar job is selected on a result (docs/behaviour/back-office.md §2: 300 ms). */
export const FIRST_SIMILAR_JOB_DELAY_MS = 300;

/** Interval of the vehicle-tracker batch (docs/behaviour/quote-flow.md §7, §9: 5000 ms). */
export const TRACKER_FLUSH_INTERVAL_MS = 5_000;

/** Default duration of a smooth scroll (docs/behaviour/quote-flow.md §9: 800 ms). */
export const SMOOTH_SCROLL_MS = 800;
