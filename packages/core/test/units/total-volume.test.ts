import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUBIC_FEET_PER_CUBIC_METRE,
  CUBIC_METRES_PER_CUBIC_UNIT,
  cubicMetresToCubicFeet,
  totalVolumeMessage,
} from '../../src/rules/units/index.js';

describe('cubic metres to cubic feet (the inverse of the §9 ft factor)', () => {
  it('35.3147 cubic feet make a cubic metre, the inverse of 0.0283168 m³ a cubic foot to four decimals', () => {
    expect(CUBIC_FEET_PER_CUBIC_METRE).toBe(35.3147);
    expect(CUBIC_FEET_PER_CUBIC_METRE).toBeCloseTo(1 / CUBIC_METRES_PER_CUBIC_UNIT.ft, 4);
  });

  it.each([
    [0, 0],
    [1, 35.3147],
    [2, 70.6294],
    [0.5, 17.65735],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s m³ is %s ft³', (cubicMetres, cubicFeet) => {
    expect(cubicMetresToCubicFeet(cubicMetres)).toBeCloseTo(cubicFeet, 9);
  });
});

describe('a running total’s volume: m³ to one decimal, and whole ft³ beside them in en-GB', () => {
  it.each([
    [12.3, 'en-GB', { key: 'totalVolumeFeet', params: { volume: 12.3, feet: 434 } }],
    [12.3, 'en-IE', { key: 'totalVolume', params: { volume: 12.3 } }],
    [12.3, 'es-ES', { key: 'totalVolume', params: { volume: 12.3 } }],
    [12.34, 'en-GB', { key: 'totalVolumeFeet', params: { volume: 12.3, feet: 436 } }],
    [12.35, 'es-ES', { key: 'totalVolume', params: { volume: 12.4 } }],
    [0.04, 'en-GB', { key: 'totalVolumeFeet', params: { volume: 0, feet: 1 } }],
    [0.01, 'en-GB', { key: 'totalVolumeFeet', params: { volume: 0, feet: 0 } }],
    [0, 'en-GB', { key: 'totalVolumeFeet', params: { volume: 0, feet: 0 } }],
    [1, 'en-GB', { key: 'totalVolumeFeet', params: { volume: 1, feet: 35 } }],
    [24.2, 'en-GB', { key: 'totalVolumeFeet', params: { volume: 24.2, feet: 855 } }],
    [Number.NaN, 'en-GB', { key: 'totalVolumeFeet', params: { volume: 0, feet: 0 } }],
  ] as const)('%s m³ in %s → %o', (cubicMetres, locale, message) => {
    expect(totalVolumeMessage(cubicMetres, locale)).toEqual(message);
  });

  it('any volume gives figures, never NaN: the m³ within 0.05 of the value, the ft³ a whole number (property-based)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.constantFrom('en-GB', 'en-IE', 'es-ES'),
        (m3, locale) => {
          const { params } = totalVolumeMessage(m3, locale);
          expect(Math.abs(params.volume - m3)).toBeLessThanOrEqual(0.05 + 1e-9);
          if ('feet' in params) expect(Number.isInteger(params.feet)).toBe(true);
        },
      ),
    );
  });
});
