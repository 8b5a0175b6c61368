import { type LatLng, type LngLat, metresToMiles } from '@haulkit/core';
import {
  AVERAGE_SPEED_MPS,
  EARTH_RADIUS_METRES,
  MAX_ROUTE_POINTS,
  METRES_PER_KM,
  MIN_ROUTE_POINTS,
  ROAD_FACTOR,
  ROUTE_BOW,
  ROUTE_POINT_SPACING_METRES,
} from './constants.js';

const RADIANS = Math.PI / 180;

/** True when a point has finite coordinates inside −90…90 and −180…180. */
export function isValidPoint(point: unknown): point is LatLng {
  if (typeof point !== 'object' || point === null) return false;
  const { lat, lng } = point as { lat?: unknown; lng?: unknown };
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Great-circle (haversine) distance between two points, in metres. */
export function greatCircleMetres(from: LatLng, to: LatLng): number {
  const dLat = (to.lat - from.lat) * RADIANS;
  const dLng = (to.lng - from.lng) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * RADIANS) * Math.cos(to.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The demo's road distance: great-circle distance × ROAD_FACTOR (1.25), in whole metres. */
export function roadMetres(from: LatLng, to: LatLng): number {
  return Math.round(greatCircleMetres(from, to) * ROAD_FACTOR);
}

/** Driving time of a road distance at the average speed, in whole seconds. */
export function drivingSeconds(metres: number): number {
  return Math.round(metres / AVERAGE_SPEED_MPS);
}

/** The distance text a maps service shows: "12.3 mi" (imperial) or "19.8 km" (metric). */
export function distanceText(metres: number, units: 'imperial' | 'metric'): string {
  return units === 'metric' ? `${(metres / METRES_PER_KM).toFixed(1)} km` : `${metresToMiles(metres).toFixed(1)} mi`;
}

/**
 * A route line from `from` to `to` as [lng, lat] points: evenly spaced along the straight line
 * (one per 5 km, 2 to 120 points) and bowed gently sideways (a sine, 0 at both ends) so it looks
 * like a road. Deterministic; the first and last points are the ends exactly.
 */
export function routeLine(from: LatLng, to: LatLng): LngLat[] {
  const length = greatCircleMetres(from, to);
  const count = Math.min(
    MAX_ROUTE_POINTS,
    Math.max(MIN_ROUTE_POINTS, Math.ceil(length / ROUTE_POINT_SPACING_METRES) + 1),
  );
  const dLat = to.lat - from.lat;
  const dLng = to.lng - from.lng;
  const points: LngLat[] = [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const bow = Math.sin(Math.PI * t) * ROUTE_BOW;
    // Perpendicular to the line (−dLat, dLng) in degrees, scaled by the bow.
    const lng = from.lng + dLng * t - dLat * bow;
    const lat = from.lat + dLat * t + dLng * bow;
    points.push([round6(lng), round6(lat)]);
  }
  points[0] = [from.lng, from.lat];
  points[count - 1] = [to.lng, to.lat];
  return points;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
