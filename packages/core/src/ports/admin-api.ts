import type { AdminInfo } from '../model/admin.js';
import type { ExperimentData } from '../model/experiment.js';
import type { PriceAdjustment } from '../model/price-adjustment.js';
import type { SimilarListingsResponse } from '../model/similar-listing.js';
import type { Discount } from '../model/user.js';
import type {
  AdjustmentReason,
  AdjustmentReasonQuery,
  AdjustmentRecord,
  AdminPriceInfo,
  AdminPriceQuery,
  AdminTextRequest,
  AffiliateAttribution,
  AmountAdjustmentUpdate,
  CallBackRequest,
  CustomerDiscountQuery,
  ExperimentAllocationRequest,
  ExperimentQuery,
  HotBusinessLead,
  ListingAction,
  ListingHistoryEntry,
  NewAmountAdjustment,
  NewPercentAdjustment,
  PercentAdjustmentUpdate,
  ProviderCallRequest,
  ProviderChangeAnswer,
  ProviderContactResponse,
  ProviderMessageRequest,
  RemovalsInfo,
  SimilarListingFilter,
  SyncWithAvbOption,
  TelephonyCallInfo,
} from './admin-types.js';
import type { AuthToken, MethodNames, OpaqueRecord, PortId, Signal } from './common.js';

/**
 * Admin calls on a pre-listing (docs/behaviour/back-office.md §7), under /ng/prelisting/{id}/ on
 * the marketplace. Saves whose response is not shown resolve to nothing; a failure rejects with
 * the server's errors (the view shows the first message, or 'Save was successful').
 */
export interface PrelistingAdminApi {
  /** GET /ng/prelisting/{id}/admin-info (path proposed: not shown in the spec): notes, phones, default_sms, call back, history. */
  getAdminInfo(preListingId: string, signal?: Signal): Promise<AdminInfo>;
  /** POST /ng/prelisting/{id}/admin-note, body `{note}` (non-empty). */
  saveAdminNote(preListingId: string, note: string, signal?: Signal): Promise<void>;
  /** POST /ng/prelisting/{id}/admin-send-text, body `{phone_number, message}`. */
  sendAdminText(preListingId: string, request: AdminTextRequest, signal?: Signal): Promise<void>;
  /** POST /ng/prelisting/{id}/admin-customer-call-back, body: the customer_call_back fields. */
  saveCustomerCallBack(preListingId: string, callBack: CallBackRequest, signal?: Signal): Promise<void>;
  /** GET /ng/prelisting/{id}/admin-hot-business-lead. */
  getHotBusinessLead(preListingId: string, signal?: Signal): Promise<HotBusinessLead>;
  /** POST /ng/prelisting/{id}/admin-hot-business-lead, body `{hot_business_lead}`. */
  saveHotBusinessLead(preListingId: string, lead: HotBusinessLead, signal?: Signal): Promise<void>;
  /** GET /ng/prelisting/{id}/admin-removals-info. */
  getRemovalsInfo(preListingId: string, signal?: Signal): Promise<RemovalsInfo>;
  /** POST /ng/prelisting/{id}/admin-removals-info, body: the info as given. */
  saveRemovalsInfo(preListingId: string, info: RemovalsInfo, signal?: Signal): Promise<void>;
  /** GET /ng/prelisting/{id}/admin-sync-with-avb-option. */
  getSyncWithAvbOption(preListingId: string, signal?: Signal): Promise<SyncWithAvbOption>;
  /** POST /ng/prelisting/{id}/admin-sync-with-avb-option, body `{sync_with_avb}`. */
  saveSyncWithAvbOption(preListingId: string, option: SyncWithAvbOption, signal?: Signal): Promise<void>;
  /** POST /ng/prelisting/{id}/admin-affiliate-attribution, body `{option, ref, ref_id}`. */
  saveAffiliateAttribution(preListingId: string, attribution: AffiliateAttribution, signal?: Signal): Promise<void>;
  /** GET /ng/prelisting/{id}/admin-price/info: the admin price overrides (shape not shown). */
  getAdminPriceInfo(preListingId: string, signal?: Signal): Promise<AdminPriceInfo>;
  /** GET /ng/prelisting/{id}/admin-price/calculate?…: an admin price worked out (query and shape not shown). */
  calculateAdminPrice(preListingId: string, query: AdminPriceQuery, signal?: Signal): Promise<AdminPriceInfo>;
  /** GET /administer/telephony/call-info: the operator's current call (its callId starts card-by-phone). */
  getTelephonyCallInfo(signal?: Signal): Promise<TelephonyCallInfo>;
}

/**
 * The price adjustment service (docs/behaviour/back-office.md §7; host not shown: an adapter
 * option). Every call but the customer discounts sends `Authorization: Bearer <auth.token>`, a
 * token with the role manage-price-adjustments (§6).
 */
export interface PriceAdjustmentApi {
  /** GET /api/cookie/get-token on the marketplace (path from the resource families; its use here is proposed): the bearer. */
  getPriceAdjustmentToken(signal?: Signal): Promise<AuthToken>;
  /** GET price-adjustments/{recordType}/{id}: the record's adjustments. */
  listPriceAdjustments(record: AdjustmentRecord, signal?: Signal): Promise<PriceAdjustment[]>;
  /** POST price-adjustments/amount: a new adjustment by an amount in minor units; answers it with its uuid. */
  createAmountAdjustment(adjustment: NewAmountAdjustment, signal?: Signal): Promise<PriceAdjustment>;
  /** POST price-adjustments/percent: a new adjustment by percent; answers it with its uuid. */
  createPercentAdjustment(adjustment: NewPercentAdjustment, signal?: Signal): Promise<PriceAdjustment>;
  /** PATCH price-adjustments/amount/{uuid}: a new amount; answers the adjustment. */
  updateAmountAdjustment(update: AmountAdjustmentUpdate, signal?: Signal): Promise<PriceAdjustment>;
  /** PATCH price-adjustments/percent/{uuid}: a new percent; answers the adjustment. */
  updatePercentAdjustment(update: PercentAdjustmentUpdate, signal?: Signal): Promise<PriceAdjustment>;
  /** DELETE price-adjustments/{uuid}. */
  deletePriceAdjustment(auth: AuthToken, uuid: string, signal?: Signal): Promise<void>;
  /** GET reasons?category&countryCode&adjustmentType (on the same host; path as the spec writes it). */
  listAdjustmentReasons(query: AdjustmentReasonQuery, signal?: Signal): Promise<AdjustmentReason[]>;
  /** GET customer-discounts/PRE_LISTING/{id} with the key header: the discounts (percent and type). */
  getCustomerDiscounts(query: CustomerDiscountQuery, signal?: Signal): Promise<Discount[]>;
}

/** The admin similar-listing tool (docs/behaviour/back-office.md §2, §7). */
export interface SimilarListingApi {
  /** POST similar-listing/find-similar/any/{listing_id}: the listing and its similar `listings`. */
  findSimilarListings(
    listingId: PortId,
    filter: SimilarListingFilter,
    signal?: Signal,
  ): Promise<SimilarListingsResponse>;
  /** POST similar-listing/contact/call (path proposed: not shown in the spec), body `{user_id, listing_id}`. */
  callProvider(request: ProviderCallRequest, signal?: Signal): Promise<ProviderContactResponse>;
  /** POST similar-listing/contact/sms (path proposed: not shown in the spec), body `{user_id, listing_id, message}`. */
  sendProviderSms(request: ProviderMessageRequest, signal?: Signal): Promise<ProviderContactResponse>;
  /** POST similar-listing/contact/email (path proposed: not shown in the spec), body `{user_id, listing_id, message}`. */
  sendProviderEmail(request: ProviderMessageRequest, signal?: Signal): Promise<ProviderContactResponse>;
}

/** The listing-issuing actions (docs/behaviour/back-office.md §4, §7). */
export interface ListingActionsApi {
  /**
   * POST one listing action; the states they lead to are not shown, so it resolves to nothing
   * and the caller reloads the listing. Paths: cancel and pay → POST /ng/api/v3/listings/{id}/
   * {action}; relist, archive, delete → POST /ng/listings/{id}/{action}; complete,
   * complete-with-issue, refund, set-routable, set-unroutable → POST /ng/listings/{id}/{action}
   * (path proposed: not shown in the spec). `payload` (a cancel reason, a refund amount …; not
   * shown) is sent as the JSON body.
   */
  runListingAction(listingId: PortId, action: ListingAction, payload?: OpaqueRecord, signal?: Signal): Promise<void>;
}

/**
 * A booked listing's history and the provider changes on it (docs/behaviour/back-office.md §4,
 * §7: the /ng/api/v3/listings/{id} family names `history`; paths proposed: not shown in the spec).
 */
export interface ListingHistoryApi {
  /** GET /ng/api/v3/listings/{id}/history: the entries, oldest first (shape not shown: kept as sent). */
  getListingHistory(listingId: PortId, signal?: Signal): Promise<ListingHistoryEntry[]>;
  /**
   * POST /ng/api/v3/listings/{id}/history/provider-change/{changeId}, body `{decision, reason}`:
   * accepts or declines a provider change; resolves to nothing (the answer is not shown).
   */
  answerProviderChange(
    listingId: PortId,
    changeId: PortId,
    answer: ProviderChangeAnswer,
    signal?: Signal,
  ): Promise<void>;
}

/**
 * The test lab (experiments; docs/behaviour/back-office.md §7), on its configured host. Every call
 * is aborted after TEST_LAB_TIMEOUT_MS (2 s, rules/experiments/constants.ts) as well as by the
 * caller's signal. A 409 rejects like any failure but is not reported by the error interceptor.
 */
export interface ExperimentApi {
  /** GET experiment?name&entity&entityId: the experiments. */
  getExperiments(query: ExperimentQuery, signal?: Signal): Promise<ExperimentData[]>;
  /** POST experiment, body: the experiment; reports it (it is then tracked) and answers it. */
  saveExperiment(experiment: ExperimentData, signal?: Signal): Promise<ExperimentData>;
  /** POST experiment/allocation: allocates the entity to a variant; answers the allocated experiment. */
  allocateExperiment(request: ExperimentAllocationRequest, signal?: Signal): Promise<ExperimentData>;
  /** GET experiment/pre-allocation/PRE_LISTING/{id}/{name}: the pre-listing's allocation to that experiment. */
  getPreAllocation(preListingId: string, name: string, signal?: Signal): Promise<ExperimentData>;
}

/** Every back-office call admins make (docs/behaviour/back-office.md §7). */
export interface AdminApi
  extends PrelistingAdminApi,
    PriceAdjustmentApi,
    SimilarListingApi,
    ListingActionsApi,
    ListingHistoryApi,
    ExperimentApi {}

/** The method names of {@link PrelistingAdminApi}. */
export const PRELISTING_ADMIN_API_METHODS = [
  'getAdminInfo',
  'saveAdminNote',
  'sendAdminText',
  'saveCustomerCallBack',
  'getHotBusinessLead',
  'saveHotBusinessLead',
  'getRemovalsInfo',
  'saveRemovalsInfo',
  'getSyncWithAvbOption',
  'saveSyncWithAvbOption',
  'saveAffiliateAttribution',
  'getAdminPriceInfo',
  'calculateAdminPrice',
  'getTelephonyCallInfo',
] as const satisfies readonly MethodNames<PrelistingAdminApi>[];

/** The method names of {@link PriceAdjustmentApi}. */
export const PRICE_ADJUSTMENT_API_METHODS = [
  'getPriceAdjustmentToken',
  'listPriceAdjustments',
  'createAmountAdjustment',
  'createPercentAdjustment',
  'updateAmountAdjustment',
  'updatePercentAdjustment',
  'deletePriceAdjustment',
  'listAdjustmentReasons',
  'getCustomerDiscounts',
] as const satisfies readonly MethodNames<PriceAdjustmentApi>[];

/** The method names of {@link SimilarListingApi}. */
export const SIMILAR_LISTING_API_METHODS = [
  'findSimilarListings',
  'callProvider',
  'sendProviderSms',
  'sendProviderEmail',
] as const satisfies readonly MethodNames<SimilarListingApi>[];

/** The method names of {@link ListingActionsApi}. */
export const LISTING_ACTIONS_API_METHODS = [
  'runListingAction',
] as const satisfies readonly MethodNames<ListingActionsApi>[];

/** The method names of {@link ListingHistoryApi}. */
export const LISTING_HISTORY_API_METHODS = [
  'getListingHistory',
  'answerProviderChange',
] as const satisfies readonly MethodNames<ListingHistoryApi>[];

/** The method names of {@link ExperimentApi}. */
export const EXPERIMENT_API_METHODS = [
  'getExperiments',
  'saveExperiment',
  'allocateExperiment',
  'getPreAllocation',
] as const satisfies readonly MethodNames<ExperimentApi>[];

/** The method names of {@link AdminApi}, so tests can check an implementation is complete. */
export const ADMIN_API_METHODS = [
  ...PRELISTING_ADMIN_API_METHODS,
  ...PRICE_ADJUSTMENT_API_METHODS,
  ...SIMILAR_LISTING_API_METHODS,
  ...LISTING_ACTIONS_API_METHODS,
  ...LISTING_HISTORY_API_METHODS,
  ...EXPERIMENT_API_METHODS,
] as const satisfies readonly MethodNames<AdminApi>[];
