import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrustRatingFresh, TRUST_RATING_CACHE_MS } from '../../src/rules/trust-rating/index.js';

const cachedAt = 1_700_000_000_000;

describe('the trust rating is cached for 500 ms, not forever (docs/behaviour/quote-flow.md §9, back-office §7)', () => {
  it('the window is 500 ms', () => {
    expect(TRUST_RATING_CACHE_MS).toBe(500);
  });

  it.each([
    ['just cached', true, cachedAt],
    ['1 ms later', true, cachedAt + 1],
    ['499 ms later', true, cachedAt + 499],
    ['500 ms later', false, cachedAt + 500],
    ['a minute later', false, cachedAt + 60_000],
    ['a day later', false, cachedAt + 86_400_000],
    ['before it was cached (the clock went back)', false, cachedAt - 1],
    ['now is not a number', false, Number.NaN],
  ])('%s: fresh %s', (_case, fresh, now) => {
    expect(isTrustRatingFresh(cachedAt, now)).toBe(fresh);
  });

  it.each([[undefined], [null], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'nothing cached (%o) is never fresh',
    (nothing) => {
      expect(isTrustRatingFresh(nothing, cachedAt)).toBe(false);
    },
  );

  it('for any two times, fresh exactly when 0 ≤ now − cachedAt < 500 (property-based)', () => {
    const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
    fc.assert(
      fc.property(time, fc.integer({ min: -2_000, max: 2_000 }), (at, age) => {
        expect(isTrustRatingFresh(at, at + age)).toBe(age >= 0 && age < 500);
      }),
    );
  });
});
