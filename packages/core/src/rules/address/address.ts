import {
  EUROPE_BIAS_BOUNDS,
  type LatLngBounds,
  SUGGEST_MIN_CHARS,
  SUGGEST_MIN_CHARS_SHORT,
  UK_BIAS_BOUNDS,
  UK_POSTCODE_AREAS,
  US_RESTRICTION_COUNTRY,
} from './constants.js';

/** The coordinate fields of an address (pickup_address_data, delivery_address_data; spec §3). */
export interface AddressInput {
  latitude?: unknown;
  longitude?: unknown;
}

/** A point on the map, in degrees. */
export interface Coordinates {
  lat: number;
  lng: number;
}

/** Outcome of checking an address: its coordinates, or the code of why it is not usable. */
export type AddressCheck = { ok: true; coordinates: Coordinates } | { ok: false; code: 'addressNeedsCoordinates' };

function toCoordinate(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * The address's coordinates when it has usable ones (docs/behaviour/quote-flow.md §5): a finite
 * latitude in [-90, 90] and longitude in [-180, 180]. Numeric strings count, since the server
 * sends some coordinates as text. Exactly (0, 0) counts as missing: it is what a failed geocode
 * leaves behind, never a real pickup or delivery point.
 * @example readCoordinates({ latitude: '51.5', longitude: -0.12 }) // { lat: 51.5, lng: -0.12 }
 */
export function readCoordinates(address: AddressInput | null | undefined): Coordinates | undefined {
  if (typeof address !== 'object' || address === null) return undefined;
  const lat = toCoordinate(address.latitude);
  const lng = toCoordinate(address.longitude);
  if (lat === undefined || lng === undefined) return undefined;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return undefined;
  if (lat === 0 && lng === 0) return undefined;
  return { lat, lng };
}

/** An address counts as valid only with coordinates (docs/behaviour/quote-flow.md §5). */
export function isValidAddress(address: AddressInput | null | undefined): boolean {
  return readCoordinates(address) !== undefined;
}

/** {@link isValidAddress} as a coded value for forms: `{ ok: false, code: 'addressNeedsCoordinates' }` (§5). */
export function checkAddress(address: AddressInput | null | undefined): AddressCheck {
  const coordinates = readCoordinates(address);
  return coordinates ? { ok: true, coordinates } : { ok: false, code: 'addressNeedsCoordinates' };
}

/** True when the text is a UK postcode area on its own (1–2 letters such as 'E', 'SW', 'M'; any case). */
export function isUkPostcodeArea(text: string): boolean {
  if (typeof text !== 'string') return false;
  return UK_POSTCODE_AREAS.includes(text.trim().toUpperCase());
}

function regionOf(locale: string): string {
  const parts = locale.trim().split(/[-_]/);
  return (parts.length > 1 ? parts[parts.length - 1] : parts[0])?.toUpperCase() ?? '';
}

/** Fewest characters (after trimming) before suggestions start in a locale (§5): 2 for es-ES, else 3. */
export function suggestMinChars(locale: string): number {
  return typeof locale === 'string' && locale.trim().toLowerCase() === 'es-es'
    ? SUGGEST_MIN_CHARS_SHORT
    : SUGGEST_MIN_CHARS;
}

/**
 * Whether to ask for address suggestions for what was typed (docs/behaviour/quote-flow.md §5):
 * from 3 characters (2 in es-ES, where a postcode's first two digits already name a province),
 * or shorter when the text is a UK postcode area such as 'E' or 'SW' in an English locale
 * (en-GB, en-IE: UK moves are booked from both). Blank text never suggests.
 * @example shouldSuggest('SW', 'en-GB') // true
 * @example shouldSuggest('Lo', 'en-GB') // false
 */
export function shouldSuggest(text: string, locale: string): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  if (trimmed === '') return false;
  if ([...trimmed].length >= suggestMinChars(locale)) return true;
  const english = typeof locale === 'string' && ['en-gb', 'en-ie'].includes(locale.trim().toLowerCase());
  return english && isUkPostcodeArea(trimmed);
}

/** How address predictions are narrowed: a preferred box (results outside still allowed) or a country restriction. */
export type AutocompleteBias =
  | { kind: 'bounds'; area: 'uk' | 'europe'; bounds: Readonly<LatLngBounds> }
  | { kind: 'country'; countries: readonly string[] };

/**
 * Where the autocomplete looks first (docs/behaviour/quote-flow.md §9): en-GB → the UK bias box; a US
 * locale (`en-US`, or just `US`) → restricted to country `us`; any other locale → the Europe box.
 * A bias box prefers results inside it; only the US case restricts.
 * @example autocompleteBias('en-GB') // { kind: 'bounds', area: 'uk', bounds: UK_BIAS_BOUNDS }
 */
export function autocompleteBias(locale: string): AutocompleteBias {
  const value = typeof locale === 'string' ? locale : '';
  if (value.trim().toLowerCase() === 'en-gb') return { kind: 'bounds', area: 'uk', bounds: UK_BIAS_BOUNDS };
  if (regionOf(value) === 'US') return { kind: 'country', countries: [US_RESTRICTION_COUNTRY] };
  return { kind: 'bounds', area: 'europe', bounds: EUROPE_BIAS_BOUNDS };
}

/**
 * {@link autocompleteBias} as the fields of a place-prediction request (maps port): the box
 * results are biased to, or the countries they are restricted to.
 * @example predictionBias('en-US') // { countries: ['us'] }
 */
export function predictionBias(
  locale: string,
): { bounds: Readonly<LatLngBounds>; countries?: never } | { countries: readonly string[]; bounds?: never } {
  const bias = autocompleteBias(locale);
  return bias.kind === 'bounds' ? { bounds: bias.bounds } : { countries: bias.countries };
}

/** An address's fields a person reads. */
interface AddressWords {
  formatted_address?: unknown;
  name?: unknown;
  postcode?: unknown;
  town?: unknown;
}

const wordsOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The text an address shows (an address box, the job summary): the maps service's formatted
 * address, else its name, else postcode and town; '' when it has none.
 * @example addressText({ postcode: 'LS1 1UR', town: 'Leeds' }) // 'LS1 1UR, Leeds'
 */
export function addressText(value: object | null | undefined): string {
  if (typeof value !== 'object' || value === null) return '';
  const address = value as AddressWords;
  return (
    wordsOf(address.formatted_address) ||
    wordsOf(address.name) ||
    [wordsOf(address.postcode), wordsOf(address.town)].filter(Boolean).join(', ')
  );
}
