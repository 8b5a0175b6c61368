import type { CustomerCallBack } from '../model/admin.js';
import type { AdjustmentRecordType, AdjustmentType } from '../model/price-adjustment.js';
import type { ListingCommunication } from '../model/similar-listing.js';
import type { AuthToken, OpaqueRecord, PortId } from './common.js';

/** Request and response types of the AdminApi port (docs/behaviour/back-office.md §7). */

/** Body of POST /ng/prelisting/{id}/admin-send-text: the SMS to the customer (non-empty, §5). */
export interface AdminTextRequest {
  /** The customer's number it goes to (one of AdminInfo.customer_phone_numbers). */
  readonly phone_number: string;
  readonly message: string;
}

/** Body of POST /ng/prelisting/{id}/admin-customer-call-back: the model's CustomerCallBack. */
export type CallBackRequest = CustomerCallBack;

/** admin-hot-business-lead: whether the quote is a hot business lead (shape not shown: this flag). */
export interface HotBusinessLead {
  readonly hot_business_lead: boolean;
}

/** admin-sync-with-avb-option: whether the quote syncs with AVB (shape not shown: this flag). */
export interface SyncWithAvbOption {
  readonly sync_with_avb: boolean;
}

/** admin-removals-info: the admin's removals notes. Shape not shown: kept as sent. */
export type RemovalsInfo = OpaqueRecord;

/** Body of admin-affiliate-attribution (docs/behaviour/back-office.md §7). */
export interface AffiliateAttribution {
  /** Which attribution option the admin chose; its values are not shown. */
  readonly option: string;
  /** The affiliate's reference. */
  readonly ref: string;
  /** The id of the referenced record. */
  readonly ref_id: PortId;
}

/** GET /ng/prelisting/{id}/admin-price/info and /calculate. Shapes not shown: kept as sent. */
export type AdminPriceInfo = OpaqueRecord;

/** Query of GET /ng/prelisting/{id}/admin-price/calculate (not shown: sent as given, as a query). */
export type AdminPriceQuery = Readonly<Record<string, string | number | boolean>>;

/** GET /administer/telephony/call-info: the operator's current call. Shape not shown beyond callId. */
export interface TelephonyCallInfo {
  readonly callId?: string;
  readonly [key: string]: unknown;
}

/** The record a price adjustment belongs to (recordType and recordId of the model). */
export interface AdjustmentRecord {
  readonly auth: AuthToken;
  readonly recordType: AdjustmentRecordType;
  readonly recordId: PortId;
}

/** Body of POST price-adjustments/amount (model field names). */
export interface NewAmountAdjustment extends AdjustmentRecord {
  readonly adjustmentType: AdjustmentType;
  /** In minor units (pence, cents). */
  readonly adjustmentAmount: { readonly value: number };
  /** The reason chosen from listAdjustmentReasons, when one is needed. */
  readonly reasonId?: PortId;
}

/** Body of POST price-adjustments/percent (model field names). */
export interface NewPercentAdjustment extends AdjustmentRecord {
  readonly adjustmentType: AdjustmentType;
  /** 0 to 100. */
  readonly adjustmentPercent: number;
  readonly reasonId?: PortId;
}

/** PATCH price-adjustments/amount/{uuid}: the new amount in minor units. */
export interface AmountAdjustmentUpdate {
  readonly auth: AuthToken;
  readonly uuid: string;
  readonly adjustmentAmount: { readonly value: number };
}

/** PATCH price-adjustments/percent/{uuid}: the new percent. */
export interface PercentAdjustmentUpdate {
  readonly auth: AuthToken;
  readonly uuid: string;
  readonly adjustmentPercent: number;
}

/** Query of GET reasons (docs/behaviour/back-office.md §7). */
export interface AdjustmentReasonQuery {
  readonly auth: AuthToken;
  /** The listing's category (category_id). */
  readonly category: PortId;
  /** ISO 3166-1 alpha-2 ("GB"). */
  readonly countryCode: string;
  readonly adjustmentType: AdjustmentType;
}

/** A reason an admin may give for an adjustment. Shape not shown: an id and its text. */
export interface AdjustmentReason {
  readonly id: PortId;
  readonly label: string;
}

/** GET customer-discounts/PRE_LISTING/{id}: sent with the service key in a header (name not shown). */
export interface CustomerDiscountQuery {
  /** The service key, sent as the `X-Api-Key` header (header name proposed: not shown). */
  readonly key: string;
  readonly preListingId: string;
}

/** Body of POST similar-listing/find-similar/any/{listing_id} (docs/behaviour/back-office.md §7). */
export interface SimilarListingFilter {
  /** Extra filters; shape not shown: sent as given. */
  readonly customFilter?: OpaqueRecord;
  /** First day of the date filter, YYYY-MM-DD (format not shown), up to 1 month ahead. */
  readonly dateFilterSelected?: string;
  /** Last day of the date filter, YYYY-MM-DD. */
  readonly dateFilterEndSelected?: string;
}

/** Body of the provider call (user_id and listing_id; a call carries no message). */
export interface ProviderCallRequest {
  /** The provider's user id (a similar listing's provider.tp_id). */
  readonly user_id: PortId;
  readonly listing_id: PortId;
}

/** Body of the provider SMS and e-mail: as a call, plus the message (non-empty, §5). */
export interface ProviderMessageRequest extends ProviderCallRequest {
  readonly message: string;
}

/** What a provider contact answers: listing.listingCommunications, to mark the provider as reached. */
export interface ProviderContactResponse {
  readonly listing: { readonly listingCommunications: readonly ListingCommunication[] };
}

/** One entry of a booked listing's history (GET /ng/api/v3/listings/{id}/history). Shape not shown: kept as sent. */
export type ListingHistoryEntry = OpaqueRecord;

/** An admin's answer to a provider change on a listing's history (docs/behaviour/back-office.md §4). */
export type ProviderChangeDecision = 'accept' | 'decline';

/**
 * Body of POST /ng/api/v3/listings/{id}/history/provider-change/{changeId} (path and body
 * proposed: not shown in the spec): the decision, and the reason (required to decline).
 */
export interface ProviderChangeAnswer {
  readonly decision: ProviderChangeDecision;
  /** Why; a decline always has one, an accept only when the admin gave one. */
  readonly reason?: string;
}

/** The listing-issuing actions (docs/behaviour/back-office.md §4). */
export const LISTING_ACTIONS = [
  'cancel',
  'pay',
  'relist',
  'archive',
  'delete',
  'complete',
  'complete-with-issue',
  'refund',
  'set-routable',
  'set-unroutable',
] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/** Query of GET experiment: which experiments to read (filters not shown; all optional). */
export interface ExperimentQuery {
  readonly name?: string;
  /** What they are allocated on, such as PRE_LISTING. */
  readonly entity?: string;
  readonly entityId?: PortId;
}

/** Body of POST experiment/allocation: allocate an entity to an experiment's variant. */
export interface ExperimentAllocationRequest {
  readonly name: string;
  readonly entity: 'PRE_LISTING';
  readonly entityId: PortId;
  /** The variant the bit-flag rule chose (rules/experiments), when the client allocates. */
  readonly variant?: string | number;
}
