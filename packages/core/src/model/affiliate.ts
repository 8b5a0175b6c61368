import { IdSchema, LatitudeSchema, LongitudeSchema, maybe, TimeValueSchema } from './common.js';
import { NumericSchema } from './item.js';
import * as v from './valibot.js';

/** A weekly collection window of a store: day_of_the_week, collection_time_start, collection_time_end. */
export const CollectionTimeSchema = v.looseObject({
  /** A day name ("monday") or number; which numbering the server uses is not shown. */
  day_of_the_week: v.union([
    v.pipe(v.string(), v.nonEmpty()),
    v.pipe(NumericSchema, v.integer(), v.minValue(0), v.maxValue(7)),
  ]),
  collection_time_start: maybe(TimeValueSchema),
  collection_time_end: maybe(TimeValueSchema),
});
export type CollectionTime = v.InferOutput<typeof CollectionTimeSchema>;

/** A store of an affiliate (GET /ng/api/v3/affiliates/{store}/stores, docs/behaviour/back-office.md §3). */
export const AffiliateStoreSchema = v.looseObject({
  affiliate_store_id: IdSchema,
  name: maybe(v.string()),
  postcode: maybe(v.string()),
  postcode_address: maybe(v.string()),
  raw_address: maybe(v.string()),
  town: maybe(v.string()),
  region: maybe(v.string()),
  contact_name: maybe(v.string()),
  contact_number: maybe(v.string()),
  latitude: maybe(LatitudeSchema),
  longitude: maybe(LongitudeSchema),
  special_instructions: maybe(v.string()),
  collection_times: maybe(v.array(CollectionTimeSchema)),
});
export type AffiliateStore = v.InferOutput<typeof AffiliateStoreSchema>;
