import type { DirectionsRequest, GeocodeRequest, LatLng, LatLngBox, MapsApi } from '@haulkit/core';
import { isGeocodeByAddress, isGeocodeByPlaceId, MAPS_DEFAULTS } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import {
  DirectionsSchema,
  DistanceMatrixSchema,
  GeocodeAnswerSchema,
  PlacePredictionsSchema,
} from '../schemas/maps.js';
import type { QueryValue } from '../transport/call.js';
import { joinUrl } from '../transport/call.js';
import { isFineGrainedInput } from './fine-grained-input.js';

/** A point in a query: `lat,lng`. */
export const point = ({ lat, lng }: LatLng): string => `${lat},${lng}`;

/** Several points in a query, `|`-separated as maps services take them. */
export const points = (list: readonly LatLng[]): string => list.map(point).join('|');

/** A box in a query: `south,west,north,east`. */
const box = ({ south, west, north, east }: LatLngBox): string => `${south},${west},${north},${east}`;

/** Paths of the maps calls, relative to `mapsBase` (by default `apiBase`). */
export const MAPS_PATHS = {
  /** Place predictions (back-office §7: /ng/geolocator, suggest). */
  suggest: 'ng/geolocator/suggest',
  /** Place predictions for street-level text (back-office §7: /ng/geolocator, suggest-fine). */
  suggestFine: 'ng/geolocator/suggest-fine',
  /** Geocoding (back-office §7: /ng/geolocator, lookup). */
  lookup: 'ng/geolocator/lookup',
  /** Directions (path not shown in the spec: chosen in the /ng/listings/... family, cache-route). */
  directions: 'ng/listings/cache-route',
  /** Distance matrix (path not shown in the spec: chosen in the /ng/listings/... family, distance). */
  distanceMatrix: 'ng/listings/distance',
} as const;

function geocodeQuery(request: GeocodeRequest): Record<string, QueryValue> {
  if (isGeocodeByPlaceId(request)) {
    return { placeId: request.placeId, language: request.language, sessionToken: request.sessionToken };
  }
  if (isGeocodeByAddress(request)) return { address: request.address, language: request.language };
  return { location: point(request.location), language: request.language };
}

/** A directions request with the spec's defaults filled in: what is sent and what is logged. */
function withDefaults(request: DirectionsRequest): DirectionsRequest {
  return { ...request, units: request.units ?? MAPS_DEFAULTS.units, mode: request.mode ?? MAPS_DEFAULTS.mode };
}

/**
 * The maps port over the marketplace's geolocator and listing families (paths in
 * {@link MAPS_PATHS}, relative to `mapsBase`, which defaults to `apiBase`):
 * GET ng/geolocator/suggest (or suggest-fine for text starting with a house number or a whole
 * postcode, see `isFineGrainedInput`)?input&bounds&countries&language&sessionToken,
 * ng/geolocator/lookup?placeId|address|location&language&sessionToken,
 * ng/listings/cache-route?origin&destination&waypoints&units&mode (path not shown in the spec:
 * chosen) and ng/listings/distance?origins&destinations&units&mode (path not shown in the spec:
 * chosen), points as `lat,lng` and lists joined by `|`, answering JSON shaped like the MapsApi
 * types; imperial units and driving unless told otherwise. The directions log (QuoteApi's
 * logDirections) is the session's to send, once per request however many callers joined it, so
 * this port does not send it too. Failures reject with the status (HttpError.status); the
 * distance matrix is a distance lookup, which the interceptor never reports. Predictions are
 * "newer wins" as the address is typed, across suggest and suggest-fine.
 */
export function mapsApiOf({ call, hosts }: PortContext): MapsApi {
  const url = (path: string) => joinUrl(hosts.maps, path);
  return {
    getPlacePredictions: (request, signal) =>
      call({
        method: 'GET',
        url: url(isFineGrainedInput(request.input) ? MAPS_PATHS.suggestFine : MAPS_PATHS.suggest),
        query: {
          input: request.input,
          bounds: request.bounds === undefined ? undefined : box(request.bounds),
          countries: request.countries?.join(','),
          language: request.language,
          sessionToken: request.sessionToken,
        },
        schema: PlacePredictionsSchema,
        signal,
        latestKey: 'getPlacePredictions',
      }),
    geocode: (request, signal) =>
      call({
        method: 'GET',
        url: url(MAPS_PATHS.lookup),
        query: geocodeQuery(request),
        schema: GeocodeAnswerSchema,
        signal,
      }),
    getDirections: (request, signal) => {
      const sent = withDefaults(request);
      return call({
        method: 'GET',
        url: url(MAPS_PATHS.directions),
        query: {
          origin: point(sent.origin),
          destination: point(sent.destination),
          waypoints: sent.waypoints === undefined ? undefined : points(sent.waypoints),
          units: sent.units,
          mode: sent.mode,
        },
        schema: DirectionsSchema,
        signal,
      });
    },
    getDistanceMatrix: (request, signal) =>
      call({
        method: 'GET',
        url: url(MAPS_PATHS.distanceMatrix),
        query: {
          origins: points(request.origins),
          destinations: points(request.destinations),
          units: request.units ?? MAPS_DEFAULTS.units,
          mode: request.mode ?? MAPS_DEFAULTS.mode,
        },
        schema: DistanceMatrixSchema,
        signal,
      }),
  };
}
