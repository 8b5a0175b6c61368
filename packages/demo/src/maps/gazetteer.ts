import type { Address, LatLng, PlacePrediction } from '@haulkit/core';
import { MAX_PREDICTIONS } from './constants.js';
import { COUNTRY_NAMES, COUNTRY_NAMES_ES, PLACES, type PlaceRow } from './gazetteer-data.js';
import { greatCircleMetres } from './geo.js';

/** A place of the gazetteer with its id. */
export interface Place {
  readonly placeId: string;
  readonly name: string;
  readonly postcode: string;
  /** The postcode's outward part ("BS1") or, abroad, the whole code. */
  readonly district: string;
  /** The letters the UK postcode starts with ("BS"), empty abroad. */
  readonly area: string;
  readonly lat: number;
  readonly lng: number;
  readonly country: string;
  readonly region: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const compact = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');

function toPlace([name, postcode, lat, lng, country, region]: PlaceRow): Place {
  const district = country === 'GB' ? (postcode.split(' ')[0] ?? postcode) : postcode;
  const area = country === 'GB' ? (/^[A-Z]+/.exec(district)?.[0] ?? '') : '';
  return {
    placeId: `demo:${country.toLowerCase()}:${compact(name)}`,
    name,
    postcode,
    district,
    area,
    lat,
    lng,
    country,
    region,
  };
}

let places: readonly Place[] | undefined;

/** Every place, built once from the rows. */
export function gazetteer(): readonly Place[] {
  places ??= PLACES.map(toPlace);
  return places;
}

/** The place with this id, or undefined. */
export function placeById(placeId: string): Place | undefined {
  return gazetteer().find((place) => place.placeId === placeId);
}

/** How well a place matches typed text: 3 name starts with it, 2 a word of the name does, 1 its postcode does; 0 no match. */
function matchScore(place: Place, text: string): number {
  const typed = fold(text.trim());
  if (typed === '') return 0;
  const name = fold(place.name);
  if (name.startsWith(typed)) return 3;
  if (name.split(/[\s-]+/).some((word) => word.startsWith(typed))) return 2;
  const code = compact(typed);
  const postcode = compact(place.postcode);
  if (code !== '' && (postcode.startsWith(code) || (place.area !== '' && code === place.area.toLowerCase()))) return 1;
  return 0;
}

/** Places matching typed text, best first (then by name), at most five. */
export function searchPlaces(text: string, countries?: readonly string[]): Place[] {
  const allowed = countries?.map((code) => code.toUpperCase());
  return gazetteer()
    .filter((place) => !allowed || allowed.length === 0 || allowed.includes(place.country))
    .map((place) => ({ place, score: matchScore(place, String(text ?? '')) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name))
    .slice(0, MAX_PREDICTIONS)
    .map(({ place }) => place);
}

/** The place nearest a point, with its distance in metres. */
export function nearestPlace(point: LatLng): { place: Place; metres: number } | undefined {
  let best: { place: Place; metres: number } | undefined;
  for (const place of gazetteer()) {
    const metres = greatCircleMetres(point, place);
    if (!best || metres < best.metres) best = { place, metres };
  }
  return best;
}

/** A place's country in the request's language ("es…": España, Reino Unido, Irlanda), else in English. */
function countryOf(place: Place, language: string | undefined): string {
  const names = /^es\b/i.test(language ?? '') ? COUNTRY_NAMES_ES : COUNTRY_NAMES;
  return names[place.country] ?? place.country;
}

/** "Bristol BS1 4DJ, UK" (in Spanish: "Bristol BS1 4DJ, Reino Unido") */
function formatted(place: Place, language: string | undefined): string {
  return `${place.name} ${place.postcode}, ${countryOf(place, language)}`;
}

/** A place as an autocomplete suggestion, its country in the request's language. */
export function toPrediction(place: Place, language?: string): PlacePrediction {
  return {
    placeId: place.placeId,
    description: formatted(place, language),
    mainText: place.name,
    secondaryText: `${place.postcode}, ${countryOf(place, language)}`,
    types: ['locality', 'political'],
  };
}

/** A place as a geocoded address (model Address: formatted_address, coordinates, postcode, town, country). */
export function toAddress(place: Place, language?: string): Address {
  return {
    formatted_address: formatted(place, language),
    latitude: place.lat,
    longitude: place.lng,
    types: ['locality', 'political'],
    postcode: place.postcode,
    town: place.name,
    country: countryOf(place, language),
    ISO_3166_1_Alpha_2: place.country,
  };
}
