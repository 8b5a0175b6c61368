import { FlagSchema, IdSchema, LatitudeSchema, LongitudeSchema, maybe, OpaqueSchema } from './common.js';
import * as v from './valibot.js';

/**
 * An address of a listing: the customer flow's formatted address, coordinates and place types
 * (docs/behaviour/quote-flow.md §3) plus the back-office fields postcode, town, name, phone_number,
 * latitude, longitude, ISO_3166_1_Alpha_2, country and lookup (docs/behaviour/back-office.md §3).
 * Every field is optional because a draft holds half-typed addresses; whether an address is
 * usable (it has coordinates, §5) is a rule, not a schema. Coordinates are latitude/longitude
 * and place types are `types`, as the maps service names them.
 */
export const AddressSchema = v.looseObject({
  formatted_address: maybe(v.string()),
  latitude: maybe(LatitudeSchema),
  longitude: maybe(LongitudeSchema),
  /** Place types of the maps service, such as "postal_code" or "street_address". */
  types: maybe(v.array(v.string())),
  postcode: maybe(v.string()),
  town: maybe(v.string()),
  name: maybe(v.string()),
  phone_number: maybe(v.string()),
  /** Two-letter country code (GB, IE, ES …); GB decides UK-only versus international. */
  ISO_3166_1_Alpha_2: maybe(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'A country code has two letters.'))),
  country: maybe(v.string()),
  /** The geolocator lookup this address came from; its shape is not shown. */
  lookup: maybe(v.union([IdSchema, FlagSchema, OpaqueSchema])),
});
export type Address = v.InferOutput<typeof AddressSchema>;
