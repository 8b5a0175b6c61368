import * as v from 'valibot';
import { MoveItemSchema } from './item.js';

/**
 * The cached draft (pre-listing). Only the fields the built pieces read are typed strictly;
 * every other field of the spec passes through untouched.
 */
export const ListingSchema = v.looseObject({
  pre_listing_id: v.optional(v.string()),
  listing_id: v.optional(v.union([v.string(), v.number()])),
  category_id: v.optional(v.number()),
  locale: v.optional(v.string()),
  move_items: v.optional(v.array(MoveItemSchema), []),
  prices: v.optional(v.record(v.string(), v.unknown())),
  pricesKeys: v.optional(v.unknown()),
  lowest_price: v.optional(v.unknown()),
});
export type Listing = v.InferOutput<typeof ListingSchema>;

/**
 * What POST /ng/prelisting/{id} answers (customer-quote-flow.md §7). Every field is optional
 * and unknown extra fields pass through.
 */
export const PriceResponseSchema = v.looseObject({
  availableWindow: v.optional(v.unknown()),
  min_time_selectable_hours: v.optional(v.number()),
  hours_selected: v.optional(v.number()),
  mileage_cost: v.optional(v.unknown()),
  service_prices: v.optional(v.unknown()),
  available_slots: v.optional(v.unknown()),
  move_items: v.optional(v.array(MoveItemSchema)),
  ranged_offset_future: v.optional(v.unknown()),
  ranged_offset_past: v.optional(v.unknown()),
  has_ferry: v.optional(v.boolean()),
  is_international: v.optional(v.boolean()),
  is_london: v.optional(v.boolean()),
  men_option_available: v.optional(v.unknown()),
  men_required: v.optional(v.number()),
  pricesKeys: v.optional(v.unknown()),
  availableTimeOptions: v.optional(v.unknown()),
  sliderStep: v.optional(v.number()),
  estimated_loading_time: v.optional(v.number()),
  calendarLabels: v.optional(v.unknown()),
  lowest_price: v.optional(v.unknown()),
  prices: v.optional(v.record(v.string(), v.unknown())),
  default_margin: v.optional(v.unknown()),
  adjustment_service_enabled: v.optional(v.boolean()),
});
export type PriceResponse = v.InferOutput<typeof PriceResponseSchema>;
