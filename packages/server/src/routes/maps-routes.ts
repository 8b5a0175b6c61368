import type { GeocodeRequest, MapsApi } from '@haulkit/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { answer, readQuery } from './request.js';
import {
  defined,
  LatLngListTextSchema,
  LatLngTextSchema,
  MapsOptionsEntries,
  NumberTextSchema,
  TextSchema,
} from './schemas.js';

/** `bounds=south,west,north,east` in degrees. */
const BoundsTextSchema = v.pipe(
  v.string(),
  v.transform((text) => text.split(',').map((part) => part.trim())),
  v.tuple([NumberTextSchema, NumberTextSchema, NumberTextSchema, NumberTextSchema], 'must be south,west,north,east'),
  v.transform(([south, west, north, east]) => ({ south, west, north, east })),
);

/** `countries=gb,us` (or `gb|us`): lower-case ISO 3166-1 alpha-2 codes. */
const CountriesTextSchema = v.pipe(
  v.string(),
  v.transform((text) => text.split(/[,|]/).map((code) => code.trim().toLowerCase())),
  v.array(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'must be a two-letter country code'))),
);

const PredictionsQuerySchema = v.object({
  input: TextSchema,
  bounds: v.optional(BoundsTextSchema),
  countries: v.optional(CountriesTextSchema),
  language: v.optional(TextSchema),
  sessionToken: v.optional(TextSchema),
});

/** One of placeId, address or location=lat,lng; language and sessionToken optional. */
const GeocodeQuerySchema = v.pipe(
  v.object({
    placeId: v.optional(TextSchema),
    address: v.optional(TextSchema),
    location: v.optional(LatLngTextSchema),
    language: v.optional(TextSchema),
    sessionToken: v.optional(TextSchema),
  }),
  v.check(
    (query) => [query.placeId, query.address, query.location].filter((part) => part !== undefined).length === 1,
    'send exactly one of placeId, address and location',
  ),
  v.transform((query): GeocodeRequest => {
    const { placeId, address, location, language, sessionToken } = query;
    if (placeId !== undefined) return defined({ placeId, language, sessionToken });
    if (address !== undefined) return defined({ address, language });
    return defined({ location: location ?? { lat: 0, lng: 0 }, language });
  }),
);

const DirectionsQuerySchema = v.object({
  origin: LatLngTextSchema,
  destination: LatLngTextSchema,
  waypoints: v.optional(LatLngListTextSchema),
  ...MapsOptionsEntries,
});

const DistanceMatrixQuerySchema = v.object({
  origins: v.pipe(LatLngListTextSchema, v.minLength(1, 'must name at least one point')),
  destinations: v.pipe(LatLngListTextSchema, v.minLength(1, 'must name at least one point')),
  ...MapsOptionsEntries,
});

/**
 * The maps calls on the marketplace, added to the `/ng` routes (docs/behaviour/back-office.md §7:
 * the /ng/geolocator family, suggest, lookup and suggest-fine; routes in the /ng/listings/...
 * family, distance and cache-route, paths not shown in the spec: chosen). JSON shaped exactly as
 * the MapsApi return types. Points are `lat,lng`; lists of points are joined by `|`.
 * GET /ng/geolocator/suggest?input&bounds&countries&language&sessionToken and
 * /ng/geolocator/suggest-fine (same query; the client sends street-level text there),
 * /ng/geolocator/lookup?placeId|address|location&language&sessionToken,
 * /ng/listings/cache-route?origin&destination&waypoints&units&mode,
 * /ng/listings/distance?origins&destinations&units&mode.
 * The directions log (POST /ajax-google-directions-log) is a QuoteApi call, served with the site routes.
 */
export function addMapsRoutes(ng: Hono, maps: MapsApi): void {
  const suggest = async (c: Context) => {
    const query = readQuery(c, PredictionsQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await maps.getPlacePredictions(query.value, c.req.raw.signal));
  };
  ng.get('/geolocator/suggest', suggest);
  ng.get('/geolocator/suggest-fine', suggest);
  ng.get('/geolocator/lookup', async (c) => {
    const query = readQuery(c, GeocodeQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await maps.geocode(query.value, c.req.raw.signal));
  });
  ng.get('/listings/cache-route', async (c) => {
    const query = readQuery(c, DirectionsQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await maps.getDirections(query.value, c.req.raw.signal));
  });
  ng.get('/listings/distance', async (c) => {
    const query = readQuery(c, DistanceMatrixQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await maps.getDistanceMatrix(query.value, c.req.raw.signal));
  });
}
