/** Figures of the demo maps service (straight-line geometry standing in for a road network). */

/**
 * Road distance is the great-circle distance times this factor: UK roads are on average about a
 * quarter longer than the straight line between two towns (a common rule of thumb, 1.2–1.3).
 */
export const ROAD_FACTOR = 1.25;

/** Mean earth radius in metres (great-circle distances). */
export const EARTH_RADIUS_METRES = 6_371_008.8;

/** Average driving speed in metres per second (about 40 mph, door to door). */
export const AVERAGE_SPEED_MPS = 17.9;

/** A route line gets one point per this many metres of straight line … */
export const ROUTE_POINT_SPACING_METRES = 5_000;

/** … with at least this many points … */
export const MIN_ROUTE_POINTS = 2;

/** … and at most this many. */
export const MAX_ROUTE_POINTS = 120;

/** Route lines bow sideways by this share of their length, so they read as roads, not rulers. */
export const ROUTE_BOW = 0.04;

/** Pairs further apart than this (straight line, metres) have no driving route. */
export const MAX_ROUTE_METRES = 3_500_000;

/** The most predictions one autocomplete call answers. */
export const MAX_PREDICTIONS = 5;

/** Reverse geocoding finds the nearest place within this many metres. */
export const REVERSE_GEOCODE_RADIUS_METRES = 60_000;

/** Metres per kilometre, for the metric distance text. */
export const METRES_PER_KM = 1000;

/** Centre of London (Charing Cross) and the radius inside which a job counts as London (is_london). */
export const LONDON = { lat: 51.5074, lng: -0.1278, radiusMetres: 25_000 } as const;
