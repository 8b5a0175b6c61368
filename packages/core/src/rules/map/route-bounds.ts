import type { LatLngBox, LngLat } from '../../ports/maps-api.js';
import { MERCATOR_MAX_LATITUDE, SINGLE_POINT_SPAN_DEGREES } from './constants.js';

const DEGREES = Math.PI / 180;

const isPoint = (point: LngLat | undefined): point is LngLat =>
  point !== undefined && Number.isFinite(point[0]) && Number.isFinite(point[1]);

/**
 * The smallest box holding every point ([lng, lat]); undefined when there is none. Points that
 * are not finite numbers are left out.
 * @example boundsOf([[-2.24, 53.48], [-0.13, 51.5]]) // { west: -2.24, south: 51.5, east: -0.13, north: 53.48 }
 */
export function boundsOf(points: readonly LngLat[]): LatLngBox | undefined {
  let box: { west: number; south: number; east: number; north: number } | undefined;
  for (const point of points) {
    if (!isPoint(point)) continue;
    const [lng, lat] = point;
    if (!box) box = { west: lng, south: lat, east: lng, north: lat };
    else {
      box.west = Math.min(box.west, lng);
      box.east = Math.max(box.east, lng);
      box.south = Math.min(box.south, lat);
      box.north = Math.max(box.north, lat);
    }
  }
  return box;
}

/**
 * The box a single marker is shown in: `span` degrees of longitude either side of the point, and
 * as much latitude as makes it square on a Web Mercator map.
 */
export function pointBox(point: LngLat, span: number = SINGLE_POINT_SPAN_DEGREES): LatLngBox {
  const [lng, lat] = point;
  const latSpan = span * Math.cos(Math.min(Math.abs(lat), MERCATOR_MAX_LATITUDE) * DEGREES);
  return { west: lng - span, south: lat - latSpan, east: lng + span, north: lat + latSpan };
}

/**
 * The box a map fits to show these points: their bounds, grown around the centre to at least a
 * single marker's box, so a route whose ends nearly meet is not zoomed in to the street.
 * Undefined when there is no point.
 */
export function routeBox(points: readonly LngLat[]): LatLngBox | undefined {
  const bounds = boundsOf(points);
  if (!bounds) return undefined;
  const centre: LngLat = [(bounds.west + bounds.east) / 2, (bounds.south + bounds.north) / 2];
  const least = pointBox(centre);
  return {
    west: Math.min(bounds.west, least.west),
    south: Math.min(bounds.south, least.south),
    east: Math.max(bounds.east, least.east),
    north: Math.max(bounds.north, least.north),
  };
}

/**
 * A point in Web Mercator (EPSG:3857) on the unit square: x from 0 (180° W) to 1 (180° E), y from
 * 0 at the top (85.05° N) to 1 at the bottom; latitudes beyond the projection's limit are clamped.
 * @example mercator([0, 0]) // [0.5, 0.5]
 */
export function mercator([lng, lat]: LngLat): [x: number, y: number] {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, lat));
  const y = Math.log(Math.tan(Math.PI / 4 + (clamped * DEGREES) / 2));
  return [(lng + 180) / 360, (1 - y / Math.PI) / 2];
}

/** Projects [lng, lat] to pixels of a drawing. */
export type Projector = (point: LngLat) => [x: number, y: number];

/**
 * A Web Mercator projection that fits `box` into a drawing of `width` × `height` pixels with
 * `padding` on every side, centred (the static map's SVG). Degenerate sizes still give finite
 * numbers: the padding shrinks to fit, and an empty box is drawn at its centre.
 */
export function fitMercator(box: LatLngBox, width: number, height: number, padding = 0): Projector {
  const [x0, y0] = mercator([box.west, box.north]);
  const [x1, y1] = mercator([box.east, box.south]);
  const pad = Math.max(0, Math.min(padding, width / 4, height / 4));
  const spanX = Math.max(x1 - x0, Number.EPSILON);
  const spanY = Math.max(y1 - y0, Number.EPSILON);
  const scale = Math.min(Math.max(width - 2 * pad, 1) / spanX, Math.max(height - 2 * pad, 1) / spanY);
  const offsetX = (width - (x1 - x0) * scale) / 2;
  const offsetY = (height - (y1 - y0) * scale) / 2;
  return (point) => {
    const [x, y] = mercator(point);
    return [offsetX + (x - x0) * scale, offsetY + (y - y0) * scale];
  };
}

const coordinate = (value: number) => String(Math.round(value * 10) / 10);

/**
 * SVG path data of lines through projected points, to 0.1 px: `closed` rings end with `Z`
 * (land), open ones do not (the route). Lines with fewer than two points are left out.
 * @example pathData([[[0, 0], [1, 1]]], ([x, y]) => [x * 10, y * 10], false) // 'M0 0L10 10'
 */
export function pathData(lines: readonly (readonly LngLat[])[], project: Projector, closed: boolean): string {
  let path = '';
  for (const line of lines) {
    const points = line.filter(isPoint);
    if (points.length < 2) continue;
    points.forEach((point, index) => {
      const [x, y] = project(point);
      path += `${index === 0 ? 'M' : 'L'}${coordinate(x)} ${coordinate(y)}`;
    });
    if (closed) path += 'Z';
  }
  return path;
}
