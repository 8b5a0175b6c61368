import {
  AffiliateStoreSchema,
  FlagSchema,
  IdSchema,
  ItemSetEntrySchema,
  ListingSchema,
  MoveItemSchema,
  maybe,
  OpaqueObjectSchema,
} from '@haulkit/core';
import * as v from './valibot.js';
import { field, listOrWrapped } from './wrap.js';

/** Schemas of QuoteApi answers that core's model does not hold as such (docs/behaviour/quote-flow.md §7). */

/** The provider checks' answer: a success flag (1/0 and "true" read as booleans). */
export const SuccessFlagSchema = v.pipe(
  v.looseObject({ success: FlagSchema }),
  v.transform(({ success }) => ({ success })),
);

/** A vehicle make of GET /ng/search/make. */
export const VehicleMakeSchema = v.looseObject({ make_id: IdSchema, make_name: v.string() });

/** A vehicle model of GET /ng/search/model. */
export const VehicleModelSchema = v.looseObject({
  model_id: IdSchema,
  model_name: v.string(),
  make_id: maybe(IdSchema),
});

/** GET /ng/search/make → `make`. */
export const MakesAnswerSchema = field('make', v.array(VehicleMakeSchema));

/** GET /ng/search/model → `model`. */
export const ModelsAnswerSchema = field('model', v.array(VehicleModelSchema));

/** GET /ng/get_item → `item`. */
export const ItemAnswerSchema = field('item', ItemSetEntrySchema);

/** GET get-vehicle-data → `move_items`. */
export const VehicleAnswerSchema = field('move_items', v.array(MoveItemSchema));

/** Catalogue items grouped by category or room name. */
export const ItemGroupsSchema = v.record(v.string(), v.array(ItemSetEntrySchema));

/** GET removal-default-items → `default_items`. */
export const RemovalDefaultsAnswerSchema = field('default_items', ItemGroupsSchema);

/** GET removal-preset → `items`. */
export const RemovalPresetAnswerSchema = field('items', v.array(ItemSetEntrySchema));

/** POST /ng/prelisting/{id}/history: entries bare or as `{history}` (shape not shown). */
export const HistoryAnswerSchema = listOrWrapped('history', OpaqueObjectSchema);

/** POST /ng/getactiveprelistings → `listings`. */
export const ActivePrelistingsAnswerSchema = field('listings', v.array(ListingSchema));

/** GET affiliates/{store}/stores: bare or as `{stores}` (not shown). */
export const AffiliateStoresAnswerSchema = listOrWrapped('stores', AffiliateStoreSchema);

/** GET css-filename → `filename`. */
export const CssFilenameAnswerSchema = field('filename', v.pipe(v.string(), v.nonEmpty()));

/**
 * GET /ng/listings/ebay-item → the listing: `title`, the `items` it holds, `image_url` when it
 * has one, and `item_id` (a number or text, read as text; absent, the caller fills in the id it
 * asked for). Items are read as the other catalogue answers are.
 */
export const EbayItemAnswerSchema = v.looseObject({
  item_id: v.optional(v.pipe(IdSchema, v.transform(String))),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  image_url: maybe(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  items: v.array(ItemSetEntrySchema),
});
