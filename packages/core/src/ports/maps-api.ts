import type { Address } from '../model/address.js';
import type { Signal } from './common.js';

/**
 * The maps service (place predictions, geocoding, directions, distance matrix) in imperial
 * units and driving mode (docs/behaviour/quote-flow.md §7, docs/behaviour/back-office.md §7), reached
 * through the marketplace's `/ng/geolocator` family (suggest, lookup, suggest-fine) and, for
 * routes, its `/ng/listings/...` family (distance, cache-route).
 * Maps failures reject with the status (back-office §8); distance lookups are not reported by
 * the generic error interceptor (docs/behaviour/quote-flow.md §7).
 */

/** Unit system of the distance TEXT the service shows; numbers are always metres and seconds. */
export type MapsUnits = 'imperial' | 'metric';

/** Travel mode: the marketplace only drives. */
export type TravelMode = 'driving';

/** Options every route call takes (spec: imperial units, driving mode). */
export interface MapsOptions {
  /** @default 'imperial' */
  readonly units?: MapsUnits;
  /** @default 'driving' */
  readonly mode?: TravelMode;
}

/** The defaults of {@link MapsOptions}, applied by every adapter when an option is absent. */
export const MAPS_DEFAULTS = { units: 'imperial', mode: 'driving' } as const satisfies Required<MapsOptions>;

/** A point as latitude and longitude in degrees (the listing's `latitude`/`longitude`). */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** A point of a route line as [longitude, latitude], the GeoJSON and maplibre order. */
export type LngLat = readonly [lng: number, lat: number];

/** South-west and north-east corners of a box in degrees. */
export interface LatLngBox {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

/** What the address autocomplete asks for (docs/behaviour/quote-flow.md §5: starts at 2 or 3 characters). */
export interface PlacePredictionRequest {
  /** The text typed so far. */
  readonly input: string;
  /** Box the suggestions are biased to (the address rules' UK or Europe box). */
  readonly bounds?: LatLngBox;
  /** ISO 3166-1 alpha-2 codes the suggestions are restricted to, lower case ("gb", "us"). */
  readonly countries?: readonly string[];
  /** Language of the suggestions, the widget's locale ("en-GB"). */
  readonly language?: string;
  /** Groups the keystrokes of one search with its geocode, for billing; opaque. */
  readonly sessionToken?: string;
}

/** One autocomplete suggestion. */
export interface PlacePrediction {
  /** The service's id of the place; geocode it to get coordinates. */
  readonly placeId: string;
  /** The whole suggestion text ("10 Downing Street, London, UK"). */
  readonly description: string;
  /** The part that matched, shown bold ("10 Downing Street"). */
  readonly mainText?: string;
  /** The rest ("London, UK"). */
  readonly secondaryText?: string;
  /** Place types of the service ("postal_code", "street_address" …). */
  readonly types?: readonly string[];
}

/** What to geocode: a place id from a prediction, free text, or a point (reverse geocoding). */
export type GeocodeRequest =
  | { readonly placeId: string; readonly language?: string; readonly sessionToken?: string }
  | { readonly address: string; readonly language?: string }
  | { readonly location: LatLng; readonly language?: string };

/** A geocode request by place id. */
export type GeocodeByPlaceId = Extract<GeocodeRequest, { readonly placeId: string }>;
/** A geocode request by free text. */
export type GeocodeByAddress = Extract<GeocodeRequest, { readonly address: string }>;

/**
 * True when the request geocodes a place id: its own `placeId`, never one a host page put on
 * `Object.prototype` (which `'placeId' in request` would find).
 * @example isGeocodeByPlaceId({ placeId: 'gb-london' }) // true
 */
export function isGeocodeByPlaceId(request: GeocodeRequest): request is GeocodeByPlaceId {
  return Object.hasOwn(request, 'placeId');
}

/**
 * True when the request geocodes free text: its own `address` (see isGeocodeByPlaceId).
 * @example isGeocodeByAddress({ address: 'SW1A 2AA' }) // true
 */
export function isGeocodeByAddress(request: GeocodeRequest): request is GeocodeByAddress {
  return Object.hasOwn(request, 'address');
}

/** What the route calls take. */
export interface DirectionsRequest extends MapsOptions {
  readonly origin: LatLng;
  readonly destination: LatLng;
  /** Stops between origin and destination, in order. */
  readonly waypoints?: readonly LatLng[];
}

/** A driving route: its line for the map, its length and its duration. */
export interface Directions {
  /** The route line as [lng, lat] points, from origin to destination. */
  readonly geometry: readonly LngLat[];
  /** Length of the route in metres (the listing's `distance`; miles = metres / 1609.344). */
  readonly distanceMetres: number;
  /** Driving time in seconds (the listing's `duration`). */
  readonly durationSeconds: number;
  /** The service's distance text in the requested units ("12.3 mi"), when it gives one. */
  readonly distanceText?: string;
}

/** What the distance matrix takes: every origin against every destination. */
export interface DistanceMatrixRequest extends MapsOptions {
  readonly origins: readonly LatLng[];
  readonly destinations: readonly LatLng[];
}

/** One origin–destination pair: a distance and duration, or why there is none (an error value). */
export type DistanceMatrixCell =
  | { readonly ok: true; readonly distanceMetres: number; readonly durationSeconds: number }
  | { readonly ok: false; readonly code: 'notFound' | 'noRoute' };

/** Rows per origin, cells per destination: `matrix[originIndex][destinationIndex]`. */
export type DistanceMatrix = readonly (readonly DistanceMatrixCell[])[];

/**
 * The maps port. Implemented by `@haulkit/http` over the marketplace's geolocator and listing
 * families and by `@haulkit/demo` with straight-line distances. Browser geolocation is not part
 * of it. Paths are relative to the marketplace base (`api-base`).
 */
export interface MapsApi {
  /**
   * GET /ng/geolocator/suggest?input&bounds&countries&language&sessionToken: place predictions
   * for the address autocomplete. Fine-grained input goes to GET /ng/geolocator/suggest-fine
   * with the same query instead: text that starts with a house number ("10 Downing St",
   * "221b Baker Street", "12-14 High St") or is a whole postcode (UK "SW1A 2AA", Irish Eircode
   * "D02 X285", Spanish "28013"). The spec names both members of the family but not which input
   * each takes: this split is chosen. Predictions are "newer wins" as the address is typed.
   */
  getPlacePredictions(request: PlacePredictionRequest, signal?: Signal): Promise<PlacePrediction[]>;
  /**
   * GET /ng/geolocator/lookup?placeId|address|location&language&sessionToken: geocoding, the
   * addresses a place id, text or point stands for, best first, as model `Address` values
   * (formatted_address, latitude, longitude, types, postcode, town, country,
   * ISO_3166_1_Alpha_2). An empty list when nothing matched.
   */
  geocode(request: GeocodeRequest, signal?: Signal): Promise<Address[]>;
  /**
   * GET /ng/listings/cache-route?origin&destination&waypoints&units&mode (path not shown in the
   * spec: chosen; back-office §7 lists cache-route in the /ng/listings/... family, and the
   * marketplace keeps the route it answers): the driving route between two points (imperial
   * units, driving mode by default). The quote session logs every directions request it makes
   * with QuoteApi.logDirections (POST /ajax-google-directions-log, body: the directions
   * request), once however many callers joined it; an adapter does not log it too.
   */
  getDirections(request: DirectionsRequest, signal?: Signal): Promise<Directions>;
  /**
   * GET /ng/listings/distance?origins&destinations&units&mode (path not shown in the spec:
   * chosen; back-office §7 lists distance in the /ng/listings/... family): driving distance and
   * time of every origin to every destination. A distance lookup, so the generic interceptor
   * never reports its failures.
   */
  getDistanceMatrix(request: DistanceMatrixRequest, signal?: Signal): Promise<DistanceMatrix>;
}

/** The method names of {@link MapsApi}, so tests can check an implementation is complete. */
export const MAPS_API_METHODS = ['getPlacePredictions', 'geocode', 'getDirections', 'getDistanceMatrix'] as const;
