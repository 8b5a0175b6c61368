import { IdSchema, LatitudeSchema, LongitudeSchema, maybe, OpaqueSchema } from './common.js';
import * as v from './valibot.js';

/** Ways an admin reaches a provider about a similar job (docs/behaviour/back-office.md §3). */
export const CommunicationChannelSchema = v.picklist(['call', 'sms', 'email']);
export type CommunicationChannel = v.InferOutput<typeof CommunicationChannelSchema>;

/** A call, SMS or e-mail sent to a provider about similar jobs. */
export const ListingCommunicationSchema = v.looseObject({
  recipient_id: IdSchema,
  type: v.literal('provider-similar-jobs'),
  channel: CommunicationChannelSchema,
});
export type ListingCommunication = v.InferOutput<typeof ListingCommunicationSchema>;

/** The provider (transport provider) of a similar job: tp_id and nickname. */
export const SimilarListingProviderSchema = v.looseObject({
  tp_id: IdSchema,
  nickname: maybe(v.string()),
});

/**
 * A job similar to a listing, for the admin similar-listing page (docs/behaviour/back-office.md §3):
 * listing_id, route, colour, pickup and delivery lat/lng (pickup_lat, pickup_lng,
 * delivery_lat, delivery_lng), provider (tp_id, nickname) and listingCommunications.
 */
export const SimilarListingSchema = v.looseObject({
  listing_id: IdSchema,
  /** The route drawn on the map (an encoded path or a list of points); its shape is not shown. */
  route: maybe(v.union([v.string(), OpaqueSchema])),
  colour: maybe(v.string()),
  pickup_lat: maybe(LatitudeSchema),
  pickup_lng: maybe(LongitudeSchema),
  delivery_lat: maybe(LatitudeSchema),
  delivery_lng: maybe(LongitudeSchema),
  provider: maybe(SimilarListingProviderSchema),
  listingCommunications: maybe(v.array(ListingCommunicationSchema)),
});
export type SimilarListing = v.InferOutput<typeof SimilarListingSchema>;

/** What find-similar answers: the listing and its similar listings (docs/behaviour/back-office.md §7). */
export const SimilarListingsResponseSchema = v.looseObject({
  listing: maybe(SimilarListingSchema),
  listings: v.optional(v.array(SimilarListingSchema), []),
});
export type SimilarListingsResponse = v.InferOutput<typeof SimilarListingsResponseSchema>;
