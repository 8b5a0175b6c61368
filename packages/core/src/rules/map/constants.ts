import type { LatLngBox } from '../../ports/maps-api.js';

/** Web Mercator's latitude limit in degrees: the square world of map tiles (EPSG:3857). */
export const MERCATOR_MAX_LATITUDE = 85.0511287798066;

/**
 * The box the route map's bundled land outline covers: Great Britain, Ireland and Europe
 * (west, south, east, north in degrees); outside it the map shows water.
 */
export const LAND_OUTLINE_BOUNDS: Readonly<LatLngBox> = { west: -25, south: 34, east: 45, north: 72 };

/**
 * Half the width and height, in degrees of longitude, of the box a single marker is shown in
 * (one address known): about a town and its surroundings.
 */
export const SINGLE_POINT_SPAN_DEGREES = 0.15;

/** Space between the route (or the marker's box) and the map's edge, in CSS pixels. */
export const MAP_PADDING_PX = 40;

/** The closest the map zooms when it fits a route whose ends are very near each other. */
export const MAP_MAX_FIT_ZOOM = 13;
