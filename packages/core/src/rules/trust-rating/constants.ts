/** How long a fetched trust rating (reviews and score) may be answered from the cache, in ms (docs/behaviour/quote-flow.md §9, docs/behaviour/back-office.md §7). */
export const TRUST_RATING_CACHE_MS = 500;
