import type { AffiliateStore } from '../model/affiliate.js';
import type { ItemSearchResult } from '../model/item.js';
import type { Listing, PriceResponse } from '../model/listing.js';
import type { PersonalisedPhoneNumber, SignedInUser, TrustRating } from '../model/user.js';
import type { MethodNames, PortId, SuccessFlag } from './common.js';
import type { DirectionsRequest } from './maps-api.js';
import type {
  CatalogueItem,
  EbayItem,
  FurnitureDefaults,
  PersonalisedNumberQuery,
  PhoneCheckRequest,
  PrelistingHistoryEntry,
  RecalculateResponse,
  RemovalDefaultItems,
  SendQuoteRequest,
  TrackingEvent,
  TrackStageRequest,
  VehicleLookup,
  VehicleMake,
  VehicleModel,
  VehicleModelQuery,
} from './quote-types.js';

/** Query of GET /ng/item-search (docs/behaviour/quote-flow.md §7). */
export interface ItemSearchQuery {
  /** The text the customer typed. */
  name: string;
  /** @default 1 */
  category_id?: number;
  /** @default 'cm' */
  dimensionUnit?: 'cm';
  /** @default 'kg' */
  weightUnit?: 'kg';
  pre_listing_id?: string;
}

/**
 * The customer quote calls (docs/behaviour/quote-flow.md §7 and the customer calls of
 * docs/behaviour/back-office.md §7). Implemented by `@haulkit/http` (the marketplace API, paths
 * relative to `api-base`), `@haulkit/demo` (in memory) and served by `@haulkit/server`.
 * Conventions (optional signal last, failures reject, lenient parsing): see `./common.ts`.
 */
export interface QuoteApi {
  // Pre-listing --------------------------------------------------------------------------------

  /**
   * POST /ng/prelisting/{id}/get: the stored draft, loaded into a session (back-office §7; the
   * reference server also answers GET /ng/prelisting/{id} with the same listing).
   */
  loadPrelisting(preListingId: string, signal?: AbortSignal): Promise<Listing>;
  /** POST /ng/prelisting/{id}: saves the whole listing and answers its prices. */
  savePrelisting(preListingId: string, listing: Listing, signal?: AbortSignal): Promise<PriceResponse>;
  /**
   * POST /ng/prelisting/{id}/recalculate with the listing: lowest_price and prices. Admins use it
   * for prices with two options. (docs/behaviour/quote-flow.md §7 says "path not shown"; back-office §7
   * lists POST /recalculate in the pre-listing family, which this path follows.)
   */
  recalculatePrelisting(preListingId: string, listing: Listing, signal?: AbortSignal): Promise<RecalculateResponse>;
  /**
   * POST /ng/prelisting/{id}/send, or /send/{emailType} when `request.emailType` is set, body
   * `{quotes_to}`. The response is not shown: resolves to nothing.
   */
  sendQuote(preListingId: string, request: SendQuoteRequest, signal?: AbortSignal): Promise<void>;
  /** POST /ng/prelisting/{id}/history: the history entries, oldest first (shape not shown: kept as sent). */
  getPrelistingHistory(preListingId: string, signal?: AbortSignal): Promise<PrelistingHistoryEntry[]>;
  /**
   * POST /ng/prelisting/{id}/special-instructions, body `{special_instruction}` (the listing's
   * field). The response is not shown: resolves to nothing.
   */
  saveSpecialInstructions(preListingId: string, specialInstruction: string, signal?: AbortSignal): Promise<void>;
  /** POST /ng/getactiveprelistings (no body): the `listings` of the logged-in customer. */
  getActivePrelistings(signal?: AbortSignal): Promise<Listing[]>;

  // Items and vehicles ---------------------------------------------------------------------------

  /** GET /ng/item-search: results whose `item_set` the picker adds. */
  searchItems(query: ItemSearchQuery, signal?: AbortSignal): Promise<ItemSearchResult[]>;
  /** GET /ng/get_item?item_id=…: the `item`. */
  getItem(itemId: PortId, signal?: AbortSignal): Promise<CatalogueItem>;
  /** GET /ng/search/make?category_id=…: the `make` list. */
  getMakes(categoryId: number, signal?: AbortSignal): Promise<VehicleMake[]>;
  /** GET /ng/search/model?make_id=…&model_name=…&category_id=…: the `model` list. */
  getModels(query: VehicleModelQuery, signal?: AbortSignal): Promise<VehicleModel[]>;
  /**
   * GET /ng/api/v3/actions/get-vehicle-data?plate_number=… (the spec writes it without the
   * leading slash): the vehicle's `move_items`. A failure sets the plate-number error flag.
   */
  getVehicleByPlate(plateNumber: string, signal?: AbortSignal): Promise<VehicleLookup>;
  /**
   * GET /ng/inventory/furniture-defaults: items grouped by category. Skipping it for partners 1
   * and 4 and dropping Clothing on phones are the caller's rules, not the adapter's.
   */
  getFurnitureDefaults(signal?: AbortSignal): Promise<FurnitureDefaults>;
  /**
   * GET /ng/inventory/removal-default-items?origin_type_of_property=…: `default_items` by room.
   * The 2 s delay before asking (REMOVAL_DEFAULT_ITEMS_DELAY_MS) is the caller's.
   */
  getRemovalDefaultItems(originTypeOfProperty: string, signal?: AbortSignal): Promise<RemovalDefaultItems>;
  /** GET /ng/inventory/removal-preset?origin_type_of_property=…: the preset's `items`. */
  getRemovalPreset(originTypeOfProperty: string, signal?: AbortSignal): Promise<CatalogueItem[]>;
  /**
   * GET /ng/listings/ebay-item?item_id=…: an eBay listing's title and the items it holds
   * (docs/behaviour/back-office.md §2 "eBay item", §5, §7). An unknown listing rejects with code
   * `ebay_listing_not_found` (§8: 'eBay listing not found').
   */
  getEbayItem(itemId: string, signal?: AbortSignal): Promise<EbayItem>;

  // Provider checks ------------------------------------------------------------------------------
  // docs/behaviour/quote-flow.md §7 names them with "Paths: not shown"; back-office §7 puts them in the
  // "providers (… validity checks)" family. Each path below is "(path proposed: not shown in the
  // spec)": GET /ng/providers/check-{what}, under `/ng` like the marketplace's other families.

  /** GET /ng/providers/check-username?username=… (path proposed: not shown in the spec): not yet registered. */
  checkUsername(username: string, signal?: AbortSignal): Promise<SuccessFlag>;
  /** GET /ng/providers/check-email-valid?email=… (path proposed: not shown in the spec): a valid e-mail. */
  checkEmailValid(email: string, signal?: AbortSignal): Promise<SuccessFlag>;
  /** GET /ng/providers/check-email-duplicate?email=… (path proposed: not shown in the spec): not yet registered. */
  checkEmailDuplicate(email: string, signal?: AbortSignal): Promise<SuccessFlag>;
  /**
   * GET /ng/providers/check-phone-duplicate?phone_number=… or ?mobile_phone_number=… (path
   * proposed: not shown in the spec): the number is not yet registered.
   */
  checkPhoneDuplicate(request: PhoneCheckRequest, signal?: AbortSignal): Promise<SuccessFlag>;
  /**
   * GET /ng/providers/check-phone-valid?phone_number=… or ?mobile_phone_number=… (path
   * proposed: not shown in the spec): the number is valid.
   */
  checkPhoneValid(request: PhoneCheckRequest, signal?: AbortSignal): Promise<SuccessFlag>;

  // Shared look-ups ------------------------------------------------------------------------------

  /**
   * GET /ng/user-actions/signed-in (path proposed: not shown in the spec): who is signed in, as
   * `{ user, adminUser }` (`SignedInUserSchema`). An admin is a non-empty `adminUser` with a
   * `user_id` (docs/behaviour/back-office.md §6, `adminFromSignedIn`); its `privileges` are flags
   * per area and action. The session asks once, when a flow starts.
   */
  getSignedInUser(signal?: AbortSignal): Promise<SignedInUser>;

  /**
   * GET on the configured trust-rating address (an adapter option, not an `ng/` path):
   * numberOfReviews and score.trustScore. Caching on the 500 ms timer is the adapter's.
   */
  getTrustRating(signal?: AbortSignal): Promise<TrustRating>;
  /**
   * GET /ng/api/v3/actions/get-personalised-number?category_id&call_requested&pre_listing_id&
   * latitude&longitude: national, full, full_extended, extension, is_personalised.
   */
  getPersonalisedNumber(query: PersonalisedNumberQuery, signal?: AbortSignal): Promise<PersonalisedPhoneNumber>;
  /**
   * GET /ng/api/v3/affiliates/{store}/stores: the affiliate's stores. Whether the list comes bare
   * or wrapped is not shown; the adapter unwraps a `stores` field if present.
   */
  getAffiliateStores(store: string, signal?: AbortSignal): Promise<AffiliateStore[]>;
  /** GET /ng/api/v3/actions/css-filename?filename=…: the `filename` to load. */
  getCssFilename(filename: string, signal?: AbortSignal): Promise<string>;

  // Tracking and logs (responses not shown: resolve to nothing) ----------------------------------

  /** POST /ajax-track as a form (application/x-www-form-urlencoded): process, stage, step; on exit intent. */
  trackStage(request: TrackStageRequest, signal?: AbortSignal): Promise<void>;
  /**
   * POST /ng/api/v3/tracking, body `{events}`. Batching every 5 s (TRACKING_BATCH_INTERVAL_MS)
   * is the session's: this sends one batch as given; an empty batch resolves without a call.
   */
  trackEvents(events: readonly TrackingEvent[], signal?: AbortSignal): Promise<void>;
  /**
   * POST /ajax-google-directions-log, body: the directions request as sent to the maps service.
   * The HTTP adapter's MapsApi.getDirections calls it for every directions request.
   */
  logDirections(request: DirectionsRequest, signal?: AbortSignal): Promise<void>;
}

/** The method names of {@link QuoteApi}, so tests can check an implementation is complete. */
export const QUOTE_API_METHODS = [
  'loadPrelisting',
  'savePrelisting',
  'recalculatePrelisting',
  'sendQuote',
  'getPrelistingHistory',
  'saveSpecialInstructions',
  'getActivePrelistings',
  'searchItems',
  'getItem',
  'getMakes',
  'getModels',
  'getVehicleByPlate',
  'getFurnitureDefaults',
  'getRemovalDefaultItems',
  'getRemovalPreset',
  'getEbayItem',
  'checkUsername',
  'checkEmailValid',
  'checkEmailDuplicate',
  'checkPhoneDuplicate',
  'checkPhoneValid',
  'getSignedInUser',
  'getTrustRating',
  'getPersonalisedNumber',
  'getAffiliateStores',
  'getCssFilename',
  'trackStage',
  'trackEvents',
  'logDirections',
] as const satisfies readonly MethodNames<QuoteApi>[];
