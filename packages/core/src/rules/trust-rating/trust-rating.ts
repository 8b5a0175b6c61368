import { TRUST_RATING_CACHE_MS } from './constants.js';

/**
 * True while a cached trust rating may still be answered (docs/behaviour/quote-flow.md §9: 500 ms
 * for the trust-score cache; docs/behaviour/back-office.md §7: cached, 500 ms timer): from the
 * moment it was cached until 500 ms later, that moment excluded. Times are milliseconds on one
 * clock (Date.now()). Nothing cached (a time that is not a finite number), or a cache time
 * after `now` (the clock went back), is not fresh, so the rating is read again.
 * @example isTrustRatingFresh(1_000, 1_499) // true
 * @example isTrustRatingFresh(1_000, 1_500) // false
 */
export function isTrustRatingFresh(cachedAt: number | null | undefined, now: number): boolean {
  if (typeof cachedAt !== 'number' || !Number.isFinite(cachedAt)) return false;
  if (typeof now !== 'number' || !Number.isFinite(now)) return false;
  const age = now - cachedAt;
  return age >= 0 && age < TRUST_RATING_CACHE_MS;
}
