import { AddressSchema, maybe } from '@haulkit/core';
import * as v from './valibot.js';

/** Schemas of the maps service's answers, shaped like the MapsApi return types. */

const finite = v.pipe(v.number(), v.finite());
const nonNegative = v.pipe(finite, v.minValue(0));

/** One autocomplete suggestion. */
export const PlacePredictionSchema = v.looseObject({
  placeId: v.pipe(v.string(), v.nonEmpty()),
  description: v.string(),
  mainText: maybe(v.string()),
  secondaryText: maybe(v.string()),
  types: maybe(v.array(v.string())),
});

/** GET predictions. */
export const PlacePredictionsSchema = v.array(PlacePredictionSchema);

/** GET geocode: addresses, best first. */
export const GeocodeAnswerSchema = v.array(AddressSchema);

/** GET directions: the route line as [lng, lat], metres, seconds. */
export const DirectionsSchema = v.looseObject({
  geometry: v.array(v.tuple([finite, finite])),
  distanceMetres: nonNegative,
  durationSeconds: nonNegative,
  distanceText: maybe(v.string()),
});

/** One origin–destination cell. */
export const DistanceMatrixCellSchema = v.variant('ok', [
  v.object({ ok: v.literal(true), distanceMetres: nonNegative, durationSeconds: nonNegative }),
  v.object({ ok: v.literal(false), code: v.picklist(['notFound', 'noRoute']) }),
]);

/** GET distance-matrix: rows per origin, cells per destination. */
export const DistanceMatrixSchema = v.array(v.array(DistanceMatrixCellSchema));
