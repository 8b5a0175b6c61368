import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autocompleteBias, checkAddress, readCoordinates, shouldSuggest } from '../../src/rules/address/index.js';

const anything = fc.oneof(fc.anything(), fc.double(), fc.string(), fc.constant(Number.NaN));

describe('address rules, for any input (property-based)', () => {
  it('any latitude and longitude give coordinates in range, or the coded error; never a throw', () => {
    fc.assert(
      fc.property(anything, anything, (latitude, longitude) => {
        const coordinates = readCoordinates({ latitude, longitude });
        const check = checkAddress({ latitude, longitude });
        if (coordinates === undefined) {
          expect(check).toEqual({ ok: false, code: 'addressNeedsCoordinates' });
        } else {
          expect(Math.abs(coordinates.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(coordinates.lng)).toBeLessThanOrEqual(180);
          expect(check).toEqual({ ok: true, coordinates });
        }
      }),
    );
  });

  it('any text and locale give a yes or no; 3 or more characters always suggest', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, locale) => {
        const answer = shouldSuggest(text, locale);
        expect(typeof answer).toBe('boolean');
        if ([...text.trim()].length >= 3) expect(answer).toBe(true);
        if (text.trim() === '') expect(answer).toBe(false);
      }),
    );
  });

  it('any locale gives a bias with finite coordinates or a country', () => {
    fc.assert(
      fc.property(fc.string(), (locale) => {
        const bias = autocompleteBias(locale);
        if (bias.kind === 'bounds') expect(Object.values(bias.bounds).every(Number.isFinite)).toBe(true);
        else expect(bias.countries).toEqual(['us']);
      }),
    );
  });
});
