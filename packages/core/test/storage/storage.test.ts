import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STORAGE_BAND_UPPER_LIMITS_M3,
  STORAGE_BASE_PENCE,
  storageMultiplier,
  storagePrice,
} from '../../src/rules/storage/index.js';

const edges = STORAGE_BAND_UPPER_LIMITS_M3.flatMap((limit, index) => [
  [limit, index + 1],
  [Number((limit + 0.01).toFixed(2)), index + 2],
]);

describe('storage multiplier by volume band, upper limits inclusive and ascending (back-office §9)', () => {
  it('has the thirteen limits of the spec, in ascending order', () => {
    expect(STORAGE_BAND_UPPER_LIMITS_M3).toEqual([
      6.6, 13.1, 19.6, 26.1, 32.6, 39.1, 45.6, 52.1, 58.5, 65.1, 71.6, 78.1, 84.6,
    ]);
  });

  it.each(edges)('%s m³ has multiplier %i', (volume, multiplier) => {
    expect(storageMultiplier(volume)).toBe(multiplier);
  });

  it.each([
    [0.01, 1],
    [0, 1],
    [Number.NaN, 1],
    [1, 1],
    [50, 8],
    [84.61, 14],
    [500, 14],
  ])('%s m³ has multiplier %i', (volume, multiplier) => {
    expect(storageMultiplier(volume)).toBe(multiplier);
  });
});

describe('storage price: base (£23.99 long-term, £34.99 regular access) × multiplier, pence-exact (back-office §9)', () => {
  it.each(
    Array.from({ length: 14 }, (_, index) => {
      const multiplier = index + 1;
      const volume = multiplier === 14 ? 100 : (STORAGE_BAND_UPPER_LIMITS_M3[index] ?? 0);
      return [volume, multiplier, 2399 * multiplier, 3499 * multiplier] as const;
    }),
  )(
    '%s m³ (×%i) costs %i pence long-term and %i pence with regular access',
    (volume, multiplier, longTerm, regular) => {
      expect(storagePrice(volume, 'longTerm')).toEqual({
        ok: true,
        multiplier,
        pence: longTerm,
        amount: longTerm / 100,
      });
      expect(storagePrice(volume, 'regularAccess')).toEqual({
        ok: true,
        multiplier,
        pence: regular,
        amount: regular / 100,
      });
    },
  );

  it('prices 3 × £23.99 as exactly £71.97, not 71.97000000000001', () => {
    expect(storagePrice(13.2, 'longTerm')).toEqual({ ok: true, multiplier: 3, pence: 7197, amount: 71.97 });
  });

  it.each([
    [14, 'longTerm', 33_586, 335.86],
    [14, 'regularAccess', 48_986, 489.86],
  ] as const)('the top band ×%i of %s costs %i pence (£%s)', (multiplier, access, pence, amount) => {
    expect(storagePrice(84.61, access)).toEqual({ ok: true, multiplier, pence, amount });
  });

  it.each([
    [0, 'longTerm', 'volumeRequired'],
    [-4, 'longTerm', 'volumeRequired'],
    ['', 'longTerm', 'volumeRequired'],
    [Number.NaN, 'regularAccess', 'volumeRequired'],
    [10, 'weekly', 'accessRequired'],
    [10, undefined, 'accessRequired'],
  ])('%j m³ with %j access gives %s', (volume, access, code) => {
    expect(storagePrice(volume, access)).toEqual({ ok: false, code });
  });

  it('any input gives whole pence and an amount of exactly pence / 100, or a coded error (property-based)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.double({ min: 0, max: 200, noNaN: true }), fc.string(), fc.anything()),
        fc.oneof(fc.constantFrom('longTerm', 'regularAccess'), fc.anything()),
        (volume, access) => {
          const price = storagePrice(volume, access);
          if (!price.ok) {
            expect(price.code).toMatch(/^(volumeRequired|accessRequired)$/);
            return;
          }
          expect(Number.isInteger(price.pence)).toBe(true);
          expect(price.multiplier).toBeGreaterThanOrEqual(1);
          expect(price.multiplier).toBeLessThanOrEqual(14);
          expect(Math.round(price.amount * 100)).toBe(price.pence);
          expect(String(price.amount)).toMatch(/^\d+(\.\d{1,2})?$/);
          expect(price.pence % STORAGE_BASE_PENCE[access as 'longTerm']).toBe(0);
        },
      ),
    );
  });
});
