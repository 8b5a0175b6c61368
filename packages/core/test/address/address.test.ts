import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_DROPDOWN_WIDTH_PX,
  addressText,
  autocompleteBias,
  checkAddress,
  EUROPE_BIAS_BOUNDS,
  GEOLOCATION_OPTIONS,
  isUkPostcodeArea,
  isValidAddress,
  predictionBias,
  readCoordinates,
  shouldSuggest,
  suggestMinChars,
  UK_BIAS_BOUNDS,
} from '../../src/rules/address/index.js';

describe('an address counts as valid only with coordinates (docs/behaviour/quote-flow.md §5)', () => {
  it.each([
    ['London', { latitude: 51.5074, longitude: -0.1278 }, { lat: 51.5074, lng: -0.1278 }],
    [
      'Madrid, as text from the server',
      { latitude: '40.4168', longitude: ' -3.7038 ' },
      { lat: 40.4168, lng: -3.7038 },
    ],
    ['the North Pole on the date line', { latitude: 90, longitude: 180 }, { lat: 90, lng: 180 }],
    ['the South Pole', { latitude: -90, longitude: -180 }, { lat: -90, lng: -180 }],
  ])('%s is valid', (_name, address, coordinates) => {
    expect(isValidAddress(address)).toBe(true);
    expect(readCoordinates(address)).toEqual(coordinates);
    expect(checkAddress(address)).toEqual({ ok: true, coordinates });
  });

  it.each([
    ['no coordinates', {}],
    ['only a latitude', { latitude: 51.5 }],
    ['blank strings', { latitude: '', longitude: ' ' }],
    ['latitude above 90', { latitude: 90.01, longitude: 0.5 }],
    ['latitude below -90', { latitude: -91, longitude: 0.5 }],
    ['longitude above 180', { latitude: 10, longitude: 180.5 }],
    ['longitude below -180', { latitude: 10, longitude: -181 }],
    ['NaN', { latitude: Number.NaN, longitude: 1 }],
    ['Infinity', { latitude: 1, longitude: Number.POSITIVE_INFINITY }],
    ['text that is not a number', { latitude: 'north', longitude: 'west' }],
    ['null values', { latitude: null, longitude: null }],
    ['exactly (0, 0), what a failed geocode leaves', { latitude: 0, longitude: 0 }],
  ])('%s is not valid, with code addressNeedsCoordinates', (_name, address) => {
    expect(isValidAddress(address)).toBe(false);
    expect(checkAddress(address)).toEqual({ ok: false, code: 'addressNeedsCoordinates' });
  });

  it('a missing address is not valid', () => {
    expect(isValidAddress(undefined)).toBe(false);
    expect(isValidAddress(null)).toBe(false);
  });
});

describe('suggestions start at 3 characters (2 in es-ES); a UK postcode area is allowed when shorter (§5)', () => {
  it.each([
    ['en-GB', 3],
    ['en-IE', 3],
    ['es-ES', 2],
    ['fr-FR', 3],
  ])('in %s suggestions start at %i characters', (locale, min) => {
    expect(suggestMinChars(locale)).toBe(min);
  });

  it.each([
    ['Lon', 'en-GB', true],
    ['Lo', 'en-GB', false],
    ['  Lo  ', 'en-GB', false],
    ['Ma', 'es-ES', true],
    ['M', 'es-ES', false],
    ['28', 'es-ES', true],
    ['E', 'en-GB', true],
    ['SW', 'en-GB', true],
    ['m', 'en-GB', true],
    [' sw ', 'en-GB', true],
    ['BT', 'en-IE', true],
    ['Q', 'en-GB', false],
    ['XY', 'en-GB', false],
    ['', 'en-GB', false],
    ['   ', 'es-ES', false],
    ['SW', 'fr-FR', false],
  ])('"%s" in %s → %s', (text, locale, expected) => {
    expect(shouldSuggest(text, locale)).toBe(expected);
  });

  it.each(['B', 'E', 'G', 'L', 'M', 'N', 'S', 'W', 'EC', 'WC', 'SW', 'NW', 'BT', 'ZE', 'GY', 'JE', 'IM'])(
    '%s is a UK postcode area',
    (area) => {
      expect(isUkPostcodeArea(area)).toBe(true);
    },
  );

  it.each(['A', 'Q', 'XX', 'SWW', '1', ''])('"%s" is not a UK postcode area', (text) => {
    expect(isUkPostcodeArea(text)).toBe(false);
  });
});

describe('autocomplete bias: UK box for en-GB, restricted to us for US, otherwise Europe (§9)', () => {
  it.each([
    ['en-GB', { kind: 'bounds', area: 'uk', bounds: UK_BIAS_BOUNDS }],
    ['en-gb', { kind: 'bounds', area: 'uk', bounds: UK_BIAS_BOUNDS }],
    ['en-US', { kind: 'country', countries: ['us'] }],
    ['US', { kind: 'country', countries: ['us'] }],
    ['es_us', { kind: 'country', countries: ['us'] }],
    ['en-IE', { kind: 'bounds', area: 'europe', bounds: EUROPE_BIAS_BOUNDS }],
    ['es-ES', { kind: 'bounds', area: 'europe', bounds: EUROPE_BIAS_BOUNDS }],
    ['', { kind: 'bounds', area: 'europe', bounds: EUROPE_BIAS_BOUNDS }],
  ])('%s → %o', (locale, bias) => {
    expect(autocompleteBias(locale)).toEqual(bias);
  });

  it.each([
    ['London', 51.5074, -0.1278],
    ['Belfast', 54.5973, -5.9301],
    ['Lerwick', 60.155, -1.145],
    ['Penzance', 50.118, -5.537],
    ['Lowestoft', 52.4811, 1.7534],
    ['Jersey', 49.214, -2.131],
  ])('the UK box holds %s', (_place, lat, lng) => {
    const { south, west, north, east } = UK_BIAS_BOUNDS;
    expect(lat).toBeGreaterThanOrEqual(south);
    expect(lat).toBeLessThanOrEqual(north);
    expect(lng).toBeGreaterThanOrEqual(west);
    expect(lng).toBeLessThanOrEqual(east);
  });

  it.each([
    ['Madrid', 40.4168, -3.7038],
    ['Las Palmas (Canaries)', 28.1235, -15.4363],
    ['Dublin', 53.3498, -6.2603],
    ['Ponta Delgada (Azores)', 37.7412, -25.6756],
    ['Tromsø', 69.6492, 18.9553],
    ['Athens', 37.9838, 23.7275],
  ])('the Europe box holds %s', (_place, lat, lng) => {
    const { south, west, north, east } = EUROPE_BIAS_BOUNDS;
    expect(lat).toBeGreaterThanOrEqual(south);
    expect(lat).toBeLessThanOrEqual(north);
    expect(lng).toBeGreaterThanOrEqual(west);
    expect(lng).toBeLessThanOrEqual(east);
  });

  it('the dropdown is 600px wide (§9)', () => {
    expect(AUTOCOMPLETE_DROPDOWN_WIDTH_PX).toBe(600);
  });
});

describe('browser geolocation options (§7)', () => {
  it('accepts a position up to 300000 ms old and times out after 10000 ms', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ maximumAge: 300_000, timeout: 10_000 });
  });
});

describe('addressText: what an address shows in a box or the summary', () => {
  it.each([
    [
      { formatted_address: ' 10 Downing Street, London SW1A 2AA, UK ', name: 'No 10' },
      '10 Downing Street, London SW1A 2AA, UK',
    ],
    [{ formatted_address: '', name: 'Oakhill Depot', town: 'Leeds' }, 'Oakhill Depot'],
    [{ postcode: 'LS1 1UR', town: 'Leeds' }, 'LS1 1UR, Leeds'],
    [{ town: 'Leeds' }, 'Leeds'],
    [{ latitude: 53.8, longitude: -1.5 }, ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (address, expected) => {
    expect(addressText(address)).toBe(expected);
  });
});

describe('predictionBias: the locale bias as place-prediction request fields', () => {
  it.each([
    ['en-GB', { bounds: UK_BIAS_BOUNDS }],
    ['en-IE', { bounds: EUROPE_BIAS_BOUNDS }],
    ['es-ES', { bounds: EUROPE_BIAS_BOUNDS }],
    ['en-US', { countries: ['us'] }],
  ])('%s', (locale, expected) => {
    expect(predictionBias(locale)).toEqual(expected);
  });
});
