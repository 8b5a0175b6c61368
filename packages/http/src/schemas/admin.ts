import {
  DiscountSchema,
  FlagSchema,
  IdSchema,
  ListingCommunicationSchema,
  maybe,
  OpaqueObjectSchema,
  PriceAdjustmentSchema,
} from '@haulkit/core';
import * as v from './valibot.js';
import { listOrWrapped } from './wrap.js';

/**
 * Schemas of AdminApi answers that core's model does not hold as such (docs/behaviour/back-office.md §7);
 * the test lab's are in schemas/experiments.ts.
 */

/** A bearer token: `{token}` (card-by-phone, price adjustments). */
export const AuthTokenSchema = v.pipe(
  v.looseObject({ token: v.pipe(v.string(), v.nonEmpty()) }),
  v.transform(({ token }) => ({ token })),
);

/** GET /administer/telephony/call-info: the operator's call, its callId if any. */
export const TelephonyCallInfoSchema = v.looseObject({ callId: maybe(v.string()) });

/** admin-hot-business-lead: the flag. */
export const HotBusinessLeadSchema = v.pipe(
  v.looseObject({ hot_business_lead: FlagSchema }),
  v.transform(({ hot_business_lead }) => ({ hot_business_lead })),
);

/** admin-sync-with-avb-option: the flag. */
export const SyncWithAvbSchema = v.pipe(
  v.looseObject({ sync_with_avb: FlagSchema }),
  v.transform(({ sync_with_avb }) => ({ sync_with_avb })),
);

/** GET price-adjustments/{recordType}/{id}: the adjustments, bare or as `{priceAdjustments}`. */
export const PriceAdjustmentsAnswerSchema = listOrWrapped('priceAdjustments', PriceAdjustmentSchema);

/** A reason for an adjustment: id and label. */
export const AdjustmentReasonSchema = v.looseObject({ id: IdSchema, label: v.string() });

/** GET reasons: bare or as `{reasons}`. */
export const AdjustmentReasonsAnswerSchema = listOrWrapped('reasons', AdjustmentReasonSchema);

/** GET customer-discounts/PRE_LISTING/{id}: bare or as `{discounts}`. */
export const DiscountsAnswerSchema = listOrWrapped('discounts', DiscountSchema);

/** A provider contact's answer: listing.listingCommunications. */
export const ProviderContactSchema = v.looseObject({
  listing: v.looseObject({ listingCommunications: v.array(ListingCommunicationSchema) }),
});

/** GET /ng/api/v3/listings/{id}/history (path proposed): entries bare or as `{history}` (shape not shown). */
export const ListingHistoryAnswerSchema = listOrWrapped('history', OpaqueObjectSchema);
