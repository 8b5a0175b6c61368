import {
  type Directions,
  type DistanceMatrixCell,
  isGeocodeByAddress,
  isGeocodeByPlaceId,
  type LatLng,
  MAPS_DEFAULTS,
  type MapsApi,
} from '@haulkit/core';
import type { DemoContext } from '../context.js';
import { DemoError } from '../errors/demo-error.js';
import { wait } from '../latency.js';
import { MAX_ROUTE_METRES, REVERSE_GEOCODE_RADIUS_METRES } from './constants.js';
import { nearestPlace, placeById, searchPlaces, toAddress, toPrediction } from './gazetteer.js';
import { distanceText, drivingSeconds, greatCircleMetres, isValidPoint, roadMetres, routeLine } from './geo.js';

/** A maps failure rejects with the status, as the maps service names it (back-office §8). */
function mapsError(method: string, status: 'INVALID_REQUEST' | 'ZERO_RESULTS'): DemoError {
  return new DemoError(
    { method, status: status === 'ZERO_RESULTS' ? 404 : 400, body: { status }, reason: status },
    'maps',
  );
}

/** One leg's road distance and time, or why there is none. */
function leg(from: LatLng, to: LatLng): DistanceMatrixCell {
  if (!isValidPoint(from) || !isValidPoint(to)) return { ok: false, code: 'notFound' };
  if (greatCircleMetres(from, to) > MAX_ROUTE_METRES) return { ok: false, code: 'noRoute' };
  const distanceMetres = roadMetres(from, to);
  return { ok: true, distanceMetres, durationSeconds: drivingSeconds(distanceMetres) };
}

/**
 * The demo maps service: predictions and geocoding over the gazetteer (UK towns and postcode
 * areas, Irish and Spanish cities), and routes as great-circle distance × 1.25 at about
 * 40 mph with an interpolated route line. Deterministic; no network.
 */
export function buildDemoMapsApi(context: DemoContext): MapsApi {
  return {
    async getPlacePredictions(request, signal) {
      await wait(context.latencyMs, signal);
      return searchPlaces(request.input, request.countries).map((place) => toPrediction(place, request.language));
    },

    async geocode(request, signal) {
      await wait(context.latencyMs, signal);
      const address = (place: Parameters<typeof toAddress>[0]) => toAddress(place, request.language);
      if (isGeocodeByPlaceId(request)) {
        const place = placeById(request.placeId);
        return place ? [address(place)] : [];
      }
      if (isGeocodeByAddress(request)) return searchPlaces(request.address).slice(0, 1).map(address);
      if (!isValidPoint(request.location)) throw mapsError('geocode', 'INVALID_REQUEST');
      const nearest = nearestPlace(request.location);
      return nearest && nearest.metres <= REVERSE_GEOCODE_RADIUS_METRES ? [address(nearest.place)] : [];
    },

    async getDirections(request, signal): Promise<Directions> {
      await wait(context.latencyMs, signal);
      const stops = [request.origin, ...(request.waypoints ?? []), request.destination];
      if (!stops.every(isValidPoint)) throw mapsError('getDirections', 'INVALID_REQUEST');
      let distanceMetres = 0;
      let durationSeconds = 0;
      const geometry: Directions['geometry'][number][] = [];
      for (let i = 1; i < stops.length; i++) {
        const [from, to] = [stops[i - 1] as LatLng, stops[i] as LatLng];
        const cell = leg(from, to);
        if (!cell.ok) throw mapsError('getDirections', 'ZERO_RESULTS');
        distanceMetres += cell.distanceMetres;
        durationSeconds += cell.durationSeconds;
        geometry.push(...routeLine(from, to).slice(i === 1 ? 0 : 1));
      }
      const units = request.units ?? MAPS_DEFAULTS.units;
      return { geometry, distanceMetres, durationSeconds, distanceText: distanceText(distanceMetres, units) };
    },

    async getDistanceMatrix(request, signal) {
      await wait(context.latencyMs, signal);
      return request.origins.map((origin) => request.destinations.map((destination) => leg(origin, destination)));
    },
  };
}
