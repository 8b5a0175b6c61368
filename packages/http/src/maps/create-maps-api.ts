import type { GeocodeRequest, LatLng, LatLngBox, MapsApi } from '@haulkit/core';
import { MAPS_DEFAULTS } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import {
  DirectionsSchema,
  DistanceMatrixSchema,
  GeocodeAnswerSchema,
  PlacePredictionsSchema,
} from '../schemas/maps.js';
import type { QueryValue } from '../transport/call.js';
import { joinUrl } from '../transport/call.js';

/** A point in a query: `lat,lng`. */
export const point = ({ lat, lng }: LatLng): string => `${lat},${lng}`;

/** Several points in a query, `|`-separated as maps services take them. */
export const points = (list: readonly LatLng[]): string => list.map(point).join('|');

/** A box in a query: `south,west,north,east`. */
const box = ({ south, west, north, east }: LatLngBox): string => `${south},${west},${north},${east}`;

function geocodeQuery(request: GeocodeRequest): Record<string, QueryValue> {
  if ('placeId' in request) {
    return { placeId: request.placeId, language: request.language, sessionToken: request.sessionToken };
  }
  if ('address' in request) return { address: request.address, language: request.language };
  return { location: point(request.location), language: request.language };
}

/**
 * The maps port over the configured maps service (`mapsBase`, the reference server's
 * `/maps/`): GET predictions?input&bounds&countries&language&sessionToken,
 * geocode?placeId|address|location&language&sessionToken, directions?origin&destination&
 * waypoints&units&mode and distance-matrix?origins&destinations&units&mode, points as
 * `lat,lng` and lists joined by `|`, answering JSON shaped like the MapsApi types; imperial units and driving unless told otherwise. Failures reject
 * with the status (HttpError.status); the distance matrix is a distance lookup, which the
 * interceptor never reports. Predictions are "newer wins" as the address is typed.
 */
export function mapsApiOf({ call, hosts }: PortContext): MapsApi {
  const url = (path: string) => joinUrl(hosts.maps, path);
  return {
    getPlacePredictions: (request, signal) =>
      call({
        method: 'GET',
        url: url('predictions'),
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
      call({ method: 'GET', url: url('geocode'), query: geocodeQuery(request), schema: GeocodeAnswerSchema, signal }),
    getDirections: (request, signal) =>
      call({
        method: 'GET',
        url: url('directions'),
        query: {
          origin: point(request.origin),
          destination: point(request.destination),
          waypoints: request.waypoints === undefined ? undefined : points(request.waypoints),
          units: request.units ?? MAPS_DEFAULTS.units,
          mode: request.mode ?? MAPS_DEFAULTS.mode,
        },
        schema: DirectionsSchema,
        signal,
      }),
    getDistanceMatrix: (request, signal) =>
      call({
        method: 'GET',
        url: url('distance-matrix'),
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
