import { AddressSchema } from './address.js';
import { CartEntrySchema, PackageTypeSchema } from './cart.js';
import {
  CountSchema,
  DateTextSchema,
  FlagSchema,
  IdSchema,
  MoneySchema,
  maybe,
  OpaqueSchema,
  TimeValueSchema,
} from './common.js';
import { MoveItemSchema, NumericSchema } from './item.js';
import {
  CalendarLabelsSchema,
  LowestPriceSchema,
  PricesKeysSchema,
  PricesSchema,
  ServicePricesSchema,
} from './prices.js';
import { AvailableTimeOptionsSchema, SelectedTimeOptionSchema, TimeOptionTypeSchema } from './time-option.js';
import { UserSchema } from './user.js';
import * as v from './valibot.js';
import { SelectedVanSchema } from './van.js';

/**
 * Field groups of a listing, shared by ListingSchema and PriceResponseSchema. Every field is
 * optional; null (a cleared field) reads as absent.
 */

const hours = maybe(v.pipe(NumericSchema, v.minValue(0)));

/** The partner a listing came through: partner id (1 ebay, 2 gumtree, 3 freeads, 4 ebay_{product}, …) and its listing id. */
export const PartnerSchema = v.looseObject({
  id: maybe(v.pipe(NumericSchema, v.integer(), v.minValue(1))),
  listing_id: maybe(IdSchema),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

/** Date option of a listing: one date is fixed, several dates are ranged (back-office §4). */
export const DateOptionSchema = v.picklist(['fixed', 'ranged']);
export type ListingDateOption = v.InferOutput<typeof DateOptionSchema>;

/**
 * Everything POST /ng/prelisting/{id} answers (docs/behaviour/quote-flow.md §7); these fields are
 * also fields of the listing.
 */
export const priceResponseEntries = {
  availableWindow: maybe(OpaqueSchema),
  min_time_selectable_hours: hours,
  hours_selected: hours,
  mileage_cost: maybe(ServicePricesSchema),
  service_prices: maybe(ServicePricesSchema),
  available_slots: maybe(OpaqueSchema),
  move_items: v.optional(v.array(MoveItemSchema)),
  ranged_offset_future: maybe(v.pipe(NumericSchema, v.integer())),
  ranged_offset_past: maybe(v.pipe(NumericSchema, v.integer())),
  has_ferry: maybe(FlagSchema),
  is_international: maybe(FlagSchema),
  is_london: maybe(FlagSchema),
  /** Whether a helper choice is offered: a flag, or the helper counts on offer. */
  men_option_available: maybe(v.union([FlagSchema, v.array(CountSchema)])),
  men_required: maybe(CountSchema),
  pricesKeys: maybe(PricesKeysSchema),
  availableTimeOptions: maybe(AvailableTimeOptionsSchema),
  sliderStep: maybe(v.pipe(NumericSchema, v.minValue(0))),
  estimated_loading_time: hours,
  calendarLabels: maybe(CalendarLabelsSchema),
  lowest_price: maybe(LowestPriceSchema),
  prices: maybe(PricesSchema),
  default_margin: maybe(NumericSchema),
  adjustment_service_enabled: maybe(FlagSchema),
};

/** Identity and kind of a listing (both documents §3). */
export const identityEntries = {
  pre_listing_id: v.optional(v.string()),
  listing_id: v.optional(v.union([v.string(), v.number()])),
  category_id: maybe(v.pipe(NumericSchema, v.integer())),
  category_subset: maybe(IdSchema),
  /** 3 means edit (both documents). */
  type: maybe(v.pipe(NumericSchema, v.integer())),
  locale: maybe(v.string()),
  label: maybe(v.string()),
  partner: maybe(PartnerSchema),
  parentHash: maybe(v.string()),
  isConvertedFromHouseMoveToFurniture: maybe(FlagSchema),
  user_info: maybe(UserSchema),
};

/**
 * Addresses and the route between them: distance in miles (the maps service's metres ÷ 1609.344,
 * rounded to 0.01, as directionsLoaded stores it) and duration in seconds, as the maps service
 * gives it.
 */
export const routeEntries = {
  pickup_address_data: maybe(AddressSchema),
  delivery_address_data: maybe(AddressSchema),
  /** Pickup and delivery places as the back office lists them; text or an address. */
  from: maybe(v.union([v.string(), AddressSchema])),
  to: maybe(v.union([v.string(), AddressSchema])),
  distance: maybe(v.pipe(NumericSchema, v.minValue(0))),
  duration: maybe(v.pipe(NumericSchema, v.minValue(0))),
};

/** Items, cart and van (docs/behaviour/quote-flow.md §3). */
export const cartEntries = {
  listing_cart: maybe(v.array(CartEntrySchema)),
  selected_van: maybe(SelectedVanSchema),
  presetItemsSet: maybe(v.union([IdSchema, OpaqueSchema])),
  default_items: maybe(OpaqueSchema),
  item_identifier_popup: v.optional(v.unknown()),
  boxesListView: maybe(FlagSchema),
};

/** Dates, times and time options (both documents §3). */
export const scheduleEntries = {
  pickup_date: maybe(DateTextSchema),
  pickup_date_end: maybe(DateTextSchema),
  delivery_date: maybe(DateTextSchema),
  delivery_date_end: maybe(DateTextSchema),
  date_option: maybe(DateOptionSchema),
  pickup_time: maybe(TimeValueSchema),
  pickup_time_end: maybe(TimeValueSchema),
  delivery_time: maybe(TimeValueSchema),
  delivery_time_end: maybe(TimeValueSchema),
  selectedTimeOption: maybe(SelectedTimeOptionSchema),
  selectedTimeOptionType: maybe(TimeOptionTypeSchema),
  selectedDayWindow: maybe(v.union([v.string(), OpaqueSchema])),
};

/** Prices the customer sees and chose (both documents §3). */
export const choiceEntries = {
  exclude_prices: maybe(FlagSchema),
  saverOption: maybe(FlagSchema),
  total_price: maybe(MoneySchema),
  packageType: maybe(PackageTypeSchema),
  contactless_move: maybe(FlagSchema),
  job_is_for_business: maybe(FlagSchema),
};

/** Back-office fields (docs/behaviour/back-office.md §3); `card` and admin_interactions are opaque here. */
export const backOfficeEntries = {
  admin_interactions: maybe(OpaqueSchema),
  admin_marked_as_storage: maybe(FlagSchema),
  special_instruction: maybe(v.string()),
  card: v.optional(v.unknown()),
};
