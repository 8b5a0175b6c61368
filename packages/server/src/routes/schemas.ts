import * as v from 'valibot';

/**
 * Schemas of the request parts the reference server reads. Query values arrive as text and are
 * turned into the types the ports take; bodies are JSON and checked as the ports declare them.
 */

/** Non-empty text, trimmed. */
export const TextSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** A whole number written in a query ("3" → 3). */
export const IntegerTextSchema = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,15}$/, 'must be a whole number'),
  v.transform(Number),
);

/** A number written in a query ("51.5" → 51.5). */
export const NumberTextSchema = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,15}(?:\.\d+)?$/, 'must be a number'),
  v.transform(Number),
);

/** A yes/no flag written in a query: true/1 or false/0. */
export const FlagTextSchema = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((text) => text === 'true' || text === '1'),
);

/** An id in a path or query (PortId): digits become a number, other text stays text. */
export const IdTextSchema = v.pipe(
  TextSchema,
  v.transform((text): string | number => (/^(?:0|[1-9]\d{0,14})$/.test(text) ? Number(text) : text)),
);

/** An id in a JSON body: a finite number or non-empty text, kept as sent (PortId). */
export const IdSchema = v.union([v.pipe(v.number(), v.finite()), TextSchema]);

/** Any JSON object (not a list), kept as sent (the spec does not show its shape). */
export const RecordSchema = v.custom<Record<string, unknown>>(
  (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  'must be an object',
);

/** A JSON object body that may be left out. */
export const OptionalRecordSchema = v.optional(RecordSchema);

/** A latitude and longitude written "lat,lng" ("51.5,-0.12"). */
export const LatLngTextSchema = v.pipe(
  v.string(),
  v.regex(/^\s*-?\d{1,3}(?:\.\d+)?\s*,\s*-?\d{1,3}(?:\.\d+)?\s*$/, 'must be lat,lng'),
  v.transform((text) => {
    const [lat = Number.NaN, lng = Number.NaN] = text.split(',').map(Number);
    return { lat, lng };
  }),
  v.check(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'must be a point on Earth'),
);

/** Points written "lat,lng|lat,lng" (the maps services' separator; `;` is read too). */
export const LatLngListTextSchema = v.pipe(
  v.string(),
  v.transform((text) => text.split(/[|;]/).filter((part) => part.trim() !== '')),
  v.array(LatLngTextSchema),
);

/** A point in a JSON body. */
export const LatLngSchema = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

/** Units and mode of the route calls (both optional; the port applies MAPS_DEFAULTS). */
export const MapsOptionsEntries = {
  units: v.optional(v.picklist(['imperial', 'metric'])),
  mode: v.optional(v.literal('driving')),
};

/** Drops the entries whose value is undefined, so a port sees only what was sent. */
export function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
